package org.xwb.jmeter.export;

import org.eclipse.emf.ecore.EObject;
import org.xwb.model.validation.ObjectPaths;

/**
 * Something of the workload the JMeter plan does not reproduce exactly: the export lists every
 * one (the command line prints them, the workbench shows them in Problems), none is dropped silently.
 *
 * @param kind  approximated (JMeter does something close, said how) or not reproduced
 * @param about the workload element it is about (a parameter, a transaction, the run settings), or
 *              null for the workload as a whole
 * @param text  what JMeter does instead, in a sentence
 */
public record ExportNote(Kind kind, EObject about, String text) {

    public enum Kind {
        APPROXIMATED("approximated"), NOT_REPRODUCED("not reproduced");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** Where, as the workload editor names it: {@code transaction get_order / parameter 1 / ids}. */
    public String where() {
        return about == null ? "workload" : ObjectPaths.of(about);
    }

    @Override
    public String toString() {
        return kind.label() + ": " + where() + ": " + text;
    }
}
