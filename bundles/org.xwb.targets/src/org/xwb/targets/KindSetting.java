package org.xwb.targets;

import java.util.function.UnaryOperator;

/**
 * A setting a kind reads for the whole process from a system property, not from a profile (the
 * embedded PostgreSQL's port range). The kind describes it here, so the workbench's Preferences
 * shows it and hands the value on without knowing the kind's classes; the command line takes
 * {@code -D<property>=...}. The kind owns what a valid value is ({@link #normalized}).
 *
 * @param property     the system property the kind reads, e.g. "xwb.embedded.ports"
 * @param label        the field's label, e.g. "Port range"
 * @param emptyMeaning what an empty value means, shown in the empty field, e.g. "any free port"
 * @param toolTip      an example and when the value applies
 * @param normalizer   a non-blank text as the kind writes it; throws IllegalArgumentException saying what is wrong
 */
public record KindSetting(String property, String label, String emptyMeaning, String toolTip,
        UnaryOperator<String> normalizer) {

    /**
     * The value as the kind writes it, "" for none.
     *
     * @throws IllegalArgumentException a message that says what is wrong with {@code text}
     */
    public String normalized(String text) {
        return text == null || text.isBlank() ? "" : normalizer.apply(text);
    }

    /** Hands {@code value} to the kind's next use in this process; blank clears the property. */
    public void apply(String value) {
        if (value == null || value.isBlank()) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value.strip());
        }
    }
}
