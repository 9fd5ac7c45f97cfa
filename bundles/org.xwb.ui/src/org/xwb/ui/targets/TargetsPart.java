package org.xwb.ui.targets;

import java.io.IOException;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.targets.ConnectionCheck;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.PasswordSource;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.profiles.SecureStoragePasswords;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The workspace's target profiles ({@code targets.xwp}): list, add, edit, delete, and "Test
 * connection" (server version and round trip, as a job). A password typed here goes to XWB's
 * secure storage ({@link SecureStoragePasswords}), where runs, the statement editor and
 * {@code xwb} find it; it is never written into the profiles file.
 */
public class TargetsPart {

    public static final String TABLE_ID = "org.xwb.ui.targets.table";
    public static final String ADD_ID = "org.xwb.ui.targets.add";
    public static final String DELETE_ID = "org.xwb.ui.targets.delete";
    public static final String SAVE_ID = "org.xwb.ui.targets.save";
    public static final String TEST_ID = "org.xwb.ui.targets.test";
    public static final String RESULT_ID = "org.xwb.ui.targets.result";

    @Inject
    private Workspace workspace;
    @Inject
    private ProblemsLog problems;

    private ProfileStore store;
    private TargetProfiles profiles;
    private TableViewer table;
    private ProfileForm form;
    private Label result;
    private Button delete;
    /** The profile shown in the form; not yet in the file when it was just added. */
    private TargetProfile shown;
    private boolean shownIsNew;
    private java.nio.file.attribute.FileTime loaded;

    @PostConstruct
    void createControls(Composite parent) {
        store = new ProfileStore(workspace);
        parent.setLayout(new GridLayout(1, false));
        Label intro = new Label(parent, SWT.WRAP);
        intro.setText("Target profiles of this workspace (" + store.file() + "). Passwords are kept in secure storage, "
                + "never in the file.");
        intro.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        SashForm split = new SashForm(parent, SWT.HORIZONTAL);
        split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite left = new Composite(split, SWT.NONE);
        left.setLayout(new GridLayout(3, false));
        table = new TableViewer(left, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        table.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        WidgetIds.set(table.getTable(), TABLE_ID);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column("Name", 110, TargetProfile::getName);
        column("Kind", 90, TargetProfile::getKind);
        column("Where", 220, this::where);
        Button add = button(left, "Add", ADD_ID);
        add.addListener(SWT.Selection, event -> addProfile());
        delete = button(left, "Delete", DELETE_ID);
        delete.addListener(SWT.Selection, event -> deleteProfile());
        Composite right = new Composite(split, SWT.NONE);
        right.setLayout(new GridLayout(2, false));
        form = new ProfileForm(right);
        form.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false, 2, 1));
        Button save = button(right, "Save", SAVE_ID);
        save.setLayoutData(new GridData(SWT.END, SWT.CENTER, true, false));
        save.addListener(SWT.Selection, event -> saveProfile());
        Button test = button(right, "Test connection", TEST_ID);
        test.addListener(SWT.Selection, event -> testProfile());
        result = new Label(right, SWT.WRAP);
        result.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, true, 2, 1));
        WidgetIds.set(result, RESULT_ID);
        split.setWeights(45, 55);
        table.addSelectionChangedListener(event -> {
            if (event.getStructuredSelection().getFirstElement() instanceof TargetProfile profile && profile != shown) {
                show(profile, false);
            }
        });
        reload(ProfileStore.EMBEDDED);
    }

    private Button button(Composite parent, String text, String id) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        WidgetIds.set(button, id);
        return button;
    }

    private void column(String title, int width, java.util.function.Function<TargetProfile, String> text) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return String.valueOf(text.apply((TargetProfile) element));
            }
        });
    }

    private String where(TargetProfile profile) {
        return TargetKinds.find(profile.getKind()).map(kind -> kind.where(profile))
                .orElse("unknown kind '" + profile.getKind() + "'");
    }

    /** Reads targets.xwp again and shows the named profile. */
    private void reload(String select) {
        try {
            profiles = store.load();
        } catch (IOException e) {
            problems.error("Cannot read the target profiles: " + e.getMessage(), store.file());
            profiles = org.xwb.model.XwbFactory.eINSTANCE.createTargetProfiles();
            profiles.getProfiles().add(ProfileStore.defaultEmbedded());
        }
        loaded = modified();
        table.setInput(profiles.getProfiles());
        ProfileStore.find(profiles, select).or(() -> profiles.getProfiles().stream().findFirst())
                .ifPresent(profile -> show(profile, false));
    }

    private void show(TargetProfile profile, boolean isNew) {
        shown = profile;
        shownIsNew = isNew;
        form.show(profile, !isNew && storage().has(profile.getName()));
        delete.setEnabled(!ProfileStore.EMBEDDED.equals(profile.getName()));
        result.setText("");
        if (!isNew) {
            table.setSelection(new StructuredSelection(profile), true);
        }
    }

    private void addProfile() {
        TargetProfile profile = org.xwb.model.XwbFactory.eINSTANCE.createTargetProfile();
        int n = 1;
        while (ProfileStore.find(profiles, "server" + n).isPresent()) {
            n++;
        }
        profile.setName("server" + n);
        // the first kind a user configures (the PostgreSQL server in the kinds' order)
        TargetKinds.all().stream().filter(TargetKind::needsConfiguration).findFirst()
                .ifPresent(kind -> profile.setKind(kind.id()));
        profile.setHost("localhost");
        table.setSelection(StructuredSelection.EMPTY);
        show(profile, true);
        result.setText("A new profile: fill it in, then Save (Test connection works before saving).");
    }

    /** Writes the form into targets.xwp, and a typed password into secure storage. */
    private void saveProfile() {
        TargetProfile edited;
        try {
            edited = form.read(shownIsNew ? null : shown);
        } catch (IllegalArgumentException e) {
            result.setText("Not saved: " + e.getMessage());
            return;
        }
        Optional<TargetProfile> clash = ProfileStore.find(profiles, edited.getName());
        if (clash.isPresent() && clash.get() != shown) {
            result.setText("Not saved: a profile named " + edited.getName() + " exists already");
            return;
        }
        String oldName = shownIsNew ? null : shown.getName();
        try {
            String typed = form.typedPassword();
            if (typed != null) {
                storage().store(edited.getName(), typed);
            } else if (oldName != null && !oldName.equals(edited.getName())) {
                Optional<String> kept = storage().password(shown);
                if (kept.isPresent()) {
                    storage().store(edited.getName(), kept.get()); // the renamed profile keeps its password
                }
            }
            if (oldName != null && !oldName.equals(edited.getName())) {
                storage().remove(oldName);
            }
            int index = shownIsNew ? -1 : profiles.getProfiles().indexOf(shown);
            if (index >= 0) {
                profiles.getProfiles().set(index, edited);
            } else {
                profiles.getProfiles().add(edited);
            }
            store.save(profiles);
            form.clearPassword();
            problems.status("Saved target profile " + edited.getName() + " in " + store.file()
                    + (typed != null ? "; its password is in secure storage" : ""));
            reload(edited.getName());
            result.setText("Saved" + (typed != null ? "; the password is in secure storage" : "") + ".");
        } catch (IOException e) {
            result.setText("Not saved: " + e.getMessage());
            problems.error("Target profile " + edited.getName() + " not saved: " + e.getMessage(), store.file());
        }
    }

    private void deleteProfile() {
        if (shown == null || shownIsNew || ProfileStore.EMBEDDED.equals(shown.getName())) {
            return;
        }
        String name = shown.getName();
        profiles.getProfiles().remove(shown);
        try {
            store.save(profiles);
            storage().remove(name);
            problems.status("Deleted target profile " + name + " and its stored password");
        } catch (IOException e) {
            problems.error("Target profile " + name + " not deleted: " + e.getMessage(), store.file());
        }
        reload(ProfileStore.EMBEDDED);
    }

    /** Opens the profile as the form says (typed password first) and reports version and round trip. */
    private void testProfile() {
        TargetProfile profile;
        try {
            profile = form.read(shownIsNew ? null : shown);
        } catch (IllegalArgumentException e) {
            result.setText("Cannot test: " + e.getMessage());
            return;
        }
        String typed = form.typedPassword();
        PasswordSource passwords = typed == null ? PasswordSource.standard()
                : PasswordSource.firstOf(p -> Optional.of(typed), PasswordSource.standard());
        result.setText("Testing " + profile.getName() + "\u2026");
        Display display = result.getDisplay();
        new ReportingJob("Test connection to " + profile.getName(), problems) {
            @Override
            protected void work(IProgressMonitor monitor) throws Exception {
                monitor.beginTask("Connecting to " + profile.getName(), IProgressMonitor.UNKNOWN);
                String text;
                try {
                    ConnectionCheck check = ConnectionCheck.run(profile, workspace, passwords);
                    text = String.format(Locale.ROOT, "Connected: %s \u00b7 round trip %.2f ms \u00b7 opened in %.0f ms%n%s%s",
                            check.serverVersion(), check.roundTripMillis(), check.openMillis(),
                            check.warning() == null ? "" : "Warning: " + check.warning() + "\n", check.description());
                } catch (java.sql.SQLException | IOException | IllegalArgumentException e) {
                    text = "Cannot connect: " + e.getMessage();
                }
                String shownText = text;
                display.asyncExec(() -> {
                    if (!result.isDisposed()) {
                        result.setText(shownText);
                        result.getParent().layout(true, true);
                    }
                });
            }
        }.schedule();
    }

    private static SecureStoragePasswords storage() {
        return SecureStoragePasswords.standard();
    }

    /** targets.xwp may have changed since (xwb, another editor): shown again, unless a new profile is being filled in. */
    @Focus
    void setFocus() {
        java.nio.file.attribute.FileTime modified = modified();
        if (!shownIsNew && modified != null && !modified.equals(loaded)) {
            reload(shown == null ? ProfileStore.EMBEDDED : shown.getName());
        }
        table.getControl().setFocus();
    }

    private java.nio.file.attribute.FileTime modified() {
        try {
            return java.nio.file.Files.getLastModifiedTime(store.file());
        } catch (IOException e) {
            return null;
        }
    }
}
