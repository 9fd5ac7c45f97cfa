package org.xwb.ui.targets;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.XwbFactory;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;
import org.xwb.ui.WidgetIds;

/**
 * The fields of one target profile: name, kind (from the target kinds), host, port, database,
 * user, a JDBC URL instead of host/port/database, driver properties one {@code key=value} per
 * line, and a password that goes to secure storage, never into {@code targets.xwp}. The form
 * reads a profile, and writes a checked copy of it back.
 */
final class ProfileForm {

    public static final String ID_PREFIX = "org.xwb.ui.targets.field.";

    private final Composite control;
    private final Text name;
    private final Combo kind;
    private final Text host;
    private final Text port;
    private final Text database;
    private final Text user;
    private final Text url;
    private final Text properties;
    private final Text password;
    private final Label passwordNote;

    ProfileForm(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(2, false));
        name = field("Name", "name", SWT.BORDER);
        kind = new Combo(labelled("Kind"), SWT.READ_ONLY);
        kind.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        kind.setItems(TargetKinds.all().stream().map(k -> k.displayName() + " (" + k.id() + ")").toArray(String[]::new));
        WidgetIds.set(kind, ID_PREFIX + "kind");
        kind.addListener(SWT.Selection, event -> enableServerFields());
        host = field("Host", "host", SWT.BORDER);
        port = field("Port", "port", SWT.BORDER);
        port.setMessage("the kind's default");
        database = field("Database", "database", SWT.BORDER);
        user = field("User", "user", SWT.BORDER);
        url = field("JDBC URL", "jdbcUrl", SWT.BORDER);
        url.setMessage("instead of host, port and database (optional)");
        properties = field("Properties", "properties", SWT.BORDER | SWT.MULTI | SWT.V_SCROLL);
        ((GridData) properties.getLayoutData()).heightHint = 60;
        properties.setToolTipText("One key=value per line: driver settings, and those XWB reads (synchronous_commit, db2Version)");
        password = field("Password", "password", SWT.BORDER | SWT.PASSWORD);
        password.setMessage("kept in secure storage, never in targets.xwp");
        new Label(control, SWT.NONE);
        passwordNote = new Label(control, SWT.WRAP);
        passwordNote.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
    }

    private Composite labelled(String label) {
        Label text = new Label(control, SWT.NONE);
        text.setText(label + ":");
        text.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        return control;
    }

    private Text field(String label, String id, int style) {
        Text text = new Text(labelled(label), style);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(text, ID_PREFIX + id);
        return text;
    }

    Control control() {
        return control;
    }

    /** Shows a profile; {@code passwordStored} says whether secure storage has its password. */
    void show(TargetProfile profile, boolean passwordStored) {
        name.setText(nonNull(profile.getName()));
        int index = TargetKinds.all().stream().map(TargetKind::id).toList().indexOf(nonNull(profile.getKind())
                .toLowerCase(Locale.ROOT));
        kind.select(Math.max(0, index));
        host.setText(nonNull(profile.getHost()));
        port.setText(profile.getPort() > 0 ? String.valueOf(profile.getPort()) : "");
        database.setText(nonNull(profile.getDatabase()));
        user.setText(nonNull(profile.getUser()));
        url.setText(nonNull(profile.getJdbcUrl()));
        StringBuilder lines = new StringBuilder();
        for (Property property : profile.getProperties()) {
            lines.append(property.getKey()).append('=').append(nonNull(property.getValue())).append('\n');
        }
        properties.setText(lines.toString().strip());
        password.setText("");
        passwordNote.setText(TargetKinds.find(profile.getKind()).flatMap(TargetKind::ownPassword)
                .orElse(passwordStored ? "A password is stored in secure storage; type one to replace it."
                        : "No password stored: one comes from XWB_PASSWORD_<NAME> or the kind's variable, if set."));
        enableServerFields();
        control.layout(true, true);
    }

    /** A kind of the workspace's own (embedded) has no host, port, database, user or password to give. */
    private void enableServerFields() {
        boolean server = TargetKinds.find(kindId()).map(TargetKind::needsConfiguration).orElse(true);
        for (Text field : List.of(host, port, database, user, url, password)) {
            field.setEnabled(server);
        }
    }

    String kindId() {
        int index = kind.getSelectionIndex();
        return index < 0 ? null : TargetKinds.all().get(index).id();
    }

    /**
     * A copy of {@code original} with the form's values.
     *
     * @throws IllegalArgumentException naming the field that is wrong
     */
    TargetProfile read(TargetProfile original) {
        TargetProfile profile = original == null ? XwbFactory.eINSTANCE.createTargetProfile() : EcoreUtil.copy(original);
        String profileName = name.getText().strip();
        if (profileName.isEmpty() || !profileName.matches("[A-Za-z0-9_.-]+")) {
            throw new IllegalArgumentException("Name: letters, digits, '.', '-' and '_' only, not '" + profileName + "'");
        }
        profile.setName(profileName);
        profile.setKind(kindId());
        profile.setHost(blankToNull(host.getText()));
        String portText = port.getText().strip();
        try {
            int number = portText.isEmpty() ? 0 : Integer.parseInt(portText);
            if (number < 0 || number > 65535) {
                throw new NumberFormatException();
            }
            profile.setPort(number);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Port: a number from 1 to 65535, not '" + portText + "'");
        }
        profile.setDatabase(blankToNull(database.getText()));
        profile.setUser(blankToNull(user.getText()));
        profile.setJdbcUrl(blankToNull(url.getText()));
        if (profile.getJdbcUrl() != null && profile.getJdbcUrl().toLowerCase(Locale.ROOT).matches(".*(password|pwd)=.*")) {
            throw new IllegalArgumentException("JDBC URL: no password in the URL (it would be written into targets.xwp); "
                    + "type it in the Password field");
        }
        profile.getProperties().clear();
        profile.getProperties().addAll(properties());
        return profile;
    }

    private List<Property> properties() {
        List<Property> list = new ArrayList<>();
        int line = 0;
        for (String text : properties.getText().split("\\R")) {
            line++;
            if (text.isBlank()) {
                continue;
            }
            int equals = text.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("Properties, line " + line + ": key=value, not '" + text.strip() + "'");
            }
            String key = text.substring(0, equals).strip();
            if (key.toLowerCase(Locale.ROOT).contains("password")) {
                throw new IllegalArgumentException("Properties, line " + line + ": a password goes in the Password field "
                        + "(secure storage), never into targets.xwp");
            }
            Property property = XwbFactory.eINSTANCE.createProperty();
            property.setKey(key);
            property.setValue(text.substring(equals + 1).strip());
            list.add(property);
        }
        return list;
    }

    /** The typed password, or null when none was typed. */
    String typedPassword() {
        String text = password.getText();
        return text.isEmpty() ? null : text;
    }

    void clearPassword() {
        password.setText("");
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
