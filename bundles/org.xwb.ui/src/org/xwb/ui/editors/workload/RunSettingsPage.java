package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.xwb.core.target.IsolationLevel;
import org.xwb.model.RunSettings;
import org.xwb.model.XwbPackage;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.model.validation.Problem;
import org.xwb.ui.WidgetIds;

/**
 * The Run settings page: every setting of the workload's {@code <run>} element. An empty field
 * is not written to the file and the run takes the default shown in grey; the run dashboard
 * starts with the workload's settings when the workload is chosen there.
 */
final class RunSettingsPage implements EditorContext.Page {

    static final String ID = "org.xwb.ui.workloadEditor.run.";
    static final String PROBLEMS_ID = ID + "problems";
    /** Empty (the target's default) and the levels a run sets (the model's RunSettingsChecks validates a file's). */
    static final List<String> ISOLATION = Stream.concat(Stream.of(""),
            Arrays.stream(IsolationLevel.values()).map(IsolationLevel::label)).toList();

    private static final XwbPackage MODEL = XwbPackage.eINSTANCE;
    private static final RunSettings DEFAULTS = RunSettingsDefaults.defaults();

    private final EditorContext context;
    private final ScrolledComposite control;
    private final Composite body;
    private final ModelFields fields = new ModelFields(ID);
    private final Label problems;

    RunSettingsPage(Composite parent, EditorContext context) {
        this.context = context;
        control = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        body = new Composite(control, SWT.NONE);
        body.setLayout(new GridLayout(2, true));
        Label note = new Label(body, SWT.WRAP);
        note.setText("How this workload runs by default. An empty field is left out of the file and the run takes the "
                + "default shown in grey; the run dashboard starts with these values when this workload is chosen.");
        note.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));

        Group load = CollectionForm.group(body, "Load", 2);
        field(load, "Users:", "Concurrent users; several (1, 4, 8) make a sweep", MODEL.getRunSettings_Users());
        field(load, "Think time ms:", "Pause of each user between transactions", MODEL.getRunSettings_ThinkTimeMillis());
        field(load, "Rate tx/s:", "Total transactions per second; 0 runs as fast as possible", MODEL.getRunSettings_Rate());
        choice(load, "Arrival:", "How transactions arrive under a rate limit", MODEL.getRunSettings_Arrival(),
                enumLiterals(MODEL.getArrival()));
        field(load, "Seed:", "Run seed; user i draws from seed + i", MODEL.getRunSettings_Seed());

        Group length = CollectionForm.group(body, "Length", 2);
        field(length, "Duration s:", "Measured seconds after the ramp-up", MODEL.getRunSettings_DurationSeconds());
        field(length, "Ramp-up s:", "Seconds run before measuring", MODEL.getRunSettings_RampUpSeconds());
        field(length, "Transactions per user:", "Instead of a duration: each user runs this many",
                MODEL.getRunSettings_TransactionsPerUser());

        Group transactions = CollectionForm.group(body, "Transactions", 2);
        field(transactions, "Commit every:", "Commit after this many transactions per user",
                MODEL.getRunSettings_CommitCount());
        choice(transactions, "Isolation:", "Transaction isolation (DB2: cursor stability, read stability, repeatable "
                + "read); empty: the target's default", MODEL.getRunSettings_Isolation(), ISOLATION);
        field(transactions, "Max retries:", "Retries after a deadlock, timeout or serialization failure",
                MODEL.getRunSettings_MaxRetries());
        field(transactions, "Error threshold:", "Fraction of failed transactions above which a run counts as failed",
                MODEL.getRunSettings_ErrorThreshold());

        Group statistics = CollectionForm.group(body, "Statistics", 2);
        field(statistics, "Interval s:", "Statistics interval", MODEL.getRunSettings_IntervalSeconds());
        field(statistics, "Percentiles:", "Latency percentiles reported", MODEL.getRunSettings_Percentiles());
        field(statistics, "Confidence level:", "Of the confidence interval of the mean latency",
                MODEL.getRunSettings_ConfidenceLevel());

        problems = new Label(body, SWT.WRAP);
        problems.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        problems.setForeground(problems.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        WidgetIds.set(problems, PROBLEMS_ID);
        FittedScrolling.install(control, body);
    }

    @Override
    public Control control() {
        return control;
    }

    @Override
    public void refresh(List<Problem> found) {
        fields.refresh();
        List<String> lines = new ArrayList<>();
        for (Problem problem : found) {
            if (problem.object() instanceof RunSettings) {
                lines.add(problem.path() + ": " + problem.message());
            }
        }
        String text = String.join("\n", lines);
        if (!problems.getText().equals(text)) {
            problems.setText(text);
            FittedScrolling.fit(control);
        }
    }

    private void field(Composite parent, String label, String tip, EAttribute attribute) {
        fields.text(parent, label, tip, attribute.getName(), () -> shown(attribute), text -> write(attribute, text),
                () -> format(DEFAULTS.eGet(attribute), attribute), () -> true);
    }

    private void choice(Composite parent, String label, String tip, EAttribute attribute, List<String> items) {
        fields.choice(parent, label, tip, attribute.getName(), items, () -> shown(attribute),
                text -> write(attribute, text), () -> true);
    }

    private String shown(EAttribute attribute) {
        RunSettings settings = context.editing().workload().getRunSettings();
        return settings == null || !settings.eIsSet(attribute) ? "" : format(settings.eGet(attribute), attribute);
    }

    private void write(EAttribute attribute, String text) {
        context.editing().setRunSetting(attribute, text.isBlank() ? null : parse(attribute, text));
    }

    /** The typed text as the attribute's value; lists are separated by commas or blanks. */
    static Object parse(EAttribute attribute, String text) {
        try {
            if (attribute.isMany()) {
                List<Object> values = new ArrayList<>();
                for (String part : text.split("[,;\\s]+")) {
                    if (!part.isBlank()) {
                        values.add(EcoreUtil.createFromString(attribute.getEAttributeType(), part.strip()));
                    }
                }
                return values;
            }
            if (attribute.getEAttributeType() instanceof EEnum type) {
                return type.getEEnumLiteralByLiteral(text.strip()).getInstance();
            }
            return EcoreUtil.createFromString(attribute.getEAttributeType(), text.strip());
        } catch (RuntimeException e) {
            throw new ModelFields.Refused("Not a " + (attribute.isMany() ? "list of " : "")
                    + attribute.getEAttributeType().getInstanceClass().getSimpleName().toLowerCase(Locale.ROOT)
                    + " value: " + text);
        }
    }

    /** As the file writes numbers: whole numbers without ".0", lists comma-separated. */
    static String format(Object value, EAttribute attribute) {
        if (value == null) {
            return "";
        }
        if (value instanceof List<?> list) {
            return String.join(", ", list.stream().map(v -> format(v, attribute)).toList());
        }
        if (value instanceof Double number && number == Math.rint(number) && !Double.isInfinite(number)) {
            return String.valueOf(number.longValue());
        }
        if (value instanceof org.eclipse.emf.common.util.Enumerator literal) {
            return literal.getLiteral();
        }
        return String.valueOf(value);
    }

    private static List<String> enumLiterals(EEnum type) {
        List<String> literals = new ArrayList<>();
        literals.add("");
        type.getELiterals().forEach(literal -> literals.add(literal.getLiteral()));
        return literals;
    }

    /** For Problems navigation: nothing to select, the page itself is the place. */
    boolean shows(EObject object) {
        return object instanceof RunSettings;
    }
}
