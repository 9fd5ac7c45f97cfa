package org.xwb.ui.preferences;

import java.io.IOException;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.osgi.service.prefs.BackingStoreException;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.targets.KindSetting;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.TitledDialog;
import org.xwb.ui.WidgetIds;

/**
 * Window > Preferences (also File > Preferences): the dashboard's default run settings, latency
 * axis and chart interval ({@link XwbPreferences}), the workspace's location and how to use another,
 * and the embedded PostgreSQL's durability (synchronous_commit of the workspace's {@code embedded}
 * profile in targets.xwp) and port range (from its next start).
 */
public final class PreferencesDialog extends TitledDialog {

    public static final String TITLE = "Preferences";
    public static final String ID_PREFIX = "org.xwb.ui.preferences.";
    public static final String USERS_ID = ID_PREFIX + "users";
    public static final String DURATION_ID = ID_PREFIX + "duration";
    public static final String RAMP_UP_ID = ID_PREFIX + "rampUp";
    public static final String ALL_FAIL_STOP_ID = ID_PREFIX + "allFailStop";
    public static final String LOG_LATENCY_ID = ID_PREFIX + "logLatency";
    public static final String WORKSPACE_ID = ID_PREFIX + "workspace";
    public static final String SYNCHRONOUS_COMMIT_ID = ID_PREFIX + "synchronousCommit";
    public static final String CHART_INTERVAL_ID = ID_PREFIX + "chartInterval";
    public static final String EMBEDDED_PORTS_ID = ID_PREFIX + "embeddedPorts";
    public static final String PROBLEM_ID = ID_PREFIX + "problem";
    static final List<String> SYNCHRONOUS_COMMIT = List.of("on", "off", "local", "remote_write", "remote_apply");

    private final Workspace workspace;
    private final ProfileStore profiles;
    private Spinner users;
    private Spinner duration;
    private Spinner rampUp;
    private Spinner allFailStop;
    private Button logLatency;
    private Spinner chartInterval;
    private Text embeddedPorts;
    private Combo synchronousCommit;
    private Label problem;

    public PreferencesDialog(Shell parent, Workspace workspace) {
        super(parent, TITLE);
        this.workspace = workspace;
        this.profiles = new ProfileStore(workspace);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        XwbPreferences current = XwbPreferences.load();

        Group run = group(area, "Run Dashboard defaults (a workload's own run settings win)");
        users = spinner(run, "Users", current.users(), 1, 10_000, USERS_ID);
        duration = spinner(run, "Duration s", current.durationSeconds(), 1, 86_400, DURATION_ID);
        rampUp = spinner(run, "Ramp-up s", current.rampUpSeconds(), 0, 3_600, RAMP_UP_ID);
        allFailStop = spinner(run, "Stop if all fail in s", XwbPreferences.allFailStopSeconds(), 0, 3_600,
                ALL_FAIL_STOP_ID);
        allFailStop.setToolTipText("A run stops, failed, and says why when every transaction of its first this many"
                + " seconds fails (at least 10 of them); 0: never stop");

        Group charts = group(area, "Charts");
        logLatency = new Button(charts, SWT.CHECK);
        logLatency.setText("Log latency axis");
        logLatency.setSelection(current.logLatencyAxis());
        logLatency.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        WidgetIds.set(logLatency, LOG_LATENCY_ID);
        chartInterval = spinner(charts, "Interval s", current.chartIntervalSeconds(), 1, 3_600, CHART_INTERVAL_ID);
        chartInterval.setToolTipText("One chart point per interval: the run's statistics interval in a newly opened"
                + " dashboard (a workload's own interval wins)");

        Group where = group(area, "Workspace");
        Text location = new Text(where, SWT.READ_ONLY | SWT.BORDER);
        location.setText(workspace.root().toString());
        location.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        WidgetIds.set(location, WORKSPACE_ID);
        Label how = new Label(where, SWT.WRAP);
        how.setText("Another workspace: start XWB with  xwb -data <folder>  or set XWB_WORKSPACE=<folder>;"
                + " a new folder gets the TPoX kit's samples.");
        GridData howData = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        howData.widthHint = 460;
        how.setLayoutData(howData);

        Group embedded = group(area, "Embedded PostgreSQL (a new port range applies from the server's next start)");
        new Label(embedded, SWT.NONE).setText("synchronous_commit");
        synchronousCommit = new Combo(embedded, SWT.READ_ONLY);
        SYNCHRONOUS_COMMIT.forEach(synchronousCommit::add);
        synchronousCommit.setText(embeddedSynchronousCommit());
        synchronousCommit.setToolTipText("on: every commit waits for the WAL on disk (PostgreSQL's default); off: faster,"
                + " the last commits may be lost in a crash (never corrupted)");
        WidgetIds.set(synchronousCommit, SYNCHRONOUS_COMMIT_ID);
        KindSetting ports = XwbPreferences.embeddedPortsSetting();
        new Label(embedded, SWT.NONE).setText(ports.label());
        embeddedPorts = new Text(embedded, SWT.BORDER);
        embeddedPorts.setText(current.embeddedPorts());
        embeddedPorts.setMessage(ports.emptyMeaning());
        embeddedPorts.setLayoutData(new GridData(130, SWT.DEFAULT));
        embeddedPorts.setToolTipText(ports.toolTip());
        WidgetIds.set(embeddedPorts, EMBEDDED_PORTS_ID);
        embeddedPorts.addListener(SWT.Modify, event -> checkPorts());

        problem = new Label(area, SWT.WRAP);
        GridData problemData = new GridData(SWT.FILL, SWT.TOP, true, false);
        problemData.widthHint = 460;
        problemData.heightHint = 2 * problem.computeSize(SWT.DEFAULT, SWT.DEFAULT).y; // room for a message of two lines
        problem.setLayoutData(problemData);
        WidgetIds.set(problem, PROBLEM_ID);
        return area;
    }

    /** Says what is wrong with the port range and offers OK only when it is right; null when it is. */
    private String checkPorts() {
        String wrong = null;
        try {
            XwbPreferences.embeddedPortsSetting().normalized(embeddedPorts.getText());
        } catch (IllegalArgumentException e) {
            wrong = XwbPreferences.embeddedPortsSetting().label() + ": " + e.getMessage();
        }
        problem.setText(wrong == null ? "" : wrong);
        problem.getParent().layout(true);
        Button ok = getButton(OK);
        if (ok != null) {
            ok.setEnabled(wrong == null);
        }
        return wrong;
    }

    private static Group group(Composite parent, String title) {
        Group group = new Group(parent, SWT.NONE);
        group.setText(title);
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return group;
    }

    private static Spinner spinner(Composite parent, String label, int value, int min, int max, String id) {
        Spinner spinner = FormWidgets.spinner(parent, label, value, min, max, 10, id);
        spinner.setLayoutData(new GridData(90, SWT.DEFAULT));
        return spinner;
    }

    /** The embedded profile's synchronous_commit ("on" when unset or unreadable: the server's default). */
    private String embeddedSynchronousCommit() {
        try {
            return profiles.find(ProfileStore.EMBEDDED)
                    .flatMap(profile -> ProfileStore.property(profile, "synchronous_commit")).orElse("on");
        } catch (IOException e) {
            return "on";
        }
    }

    @Override
    protected void okPressed() {
        if (checkPorts() != null) {
            return;
        }
        try {
            XwbPreferences chosen = new XwbPreferences(users.getSelection(), duration.getSelection(), rampUp.getSelection(),
                    logLatency.getSelection(), chartInterval.getSelection(),
                    XwbPreferences.embeddedPortsSetting().normalized(embeddedPorts.getText()));
            chosen.save();
            XwbPreferences.saveAllFailStopSeconds(allFailStop.getSelection());
            chosen.applyToEmbeddedServer();
            saveSynchronousCommit(synchronousCommit.getText());
        } catch (BackingStoreException | IOException | RuntimeException e) {
            problem.setText("Not saved: " + e.getMessage());
            problem.getParent().layout(true);
            return;
        }
        super.okPressed();
    }

    private void saveSynchronousCommit(String value) throws IOException {
        TargetProfiles all = profiles.load();
        TargetProfile embedded = ProfileStore.find(all, ProfileStore.EMBEDDED).orElse(null);
        if (embedded == null || value.equals(embeddedSynchronousCommit())) {
            return;
        }
        embedded.getProperties().removeIf(p -> "synchronous_commit".equals(p.getKey()));
        org.xwb.model.Property property = org.xwb.model.XwbFactory.eINSTANCE.createProperty();
        property.setKey("synchronous_commit");
        property.setValue(value);
        embedded.getProperties().add(property);
        profiles.save(all);
    }
}
