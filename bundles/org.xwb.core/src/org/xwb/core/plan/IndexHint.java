package org.xwb.core.plan;

import java.util.List;

import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XmlIndex;

/**
 * What XWB can say about one XPath comparison of a statement and the XML indexes that could serve
 * it: which index of the workload or the target matches it, the exact expression (PostgreSQL) or
 * XML pattern (DB2) an index must have for it, and, when no index on the target serves it, the
 * definition of one that would. Made by the dialect ({@code StatementHelper.indexHints}), so the
 * plan view and the command line say the same.
 *
 * @param predicate  the comparison as the statement writes it
 * @param start      where it starts in the statement text (0-based), or -1 when not known
 * @param end        where it ends (exclusive), or -1
 * @param collection the collection whose documents it compares, or null when the statement's table
 *                   is none of the workload's
 * @param path       the compared node's path as an index path writes it (collection's prefixes)
 * @param keyType    the type it compares in, as an index key type; null when the statement does
 *                   not say and no schema does
 * @param status     whether an index serves it
 * @param matches    the indexes that serve it (workload's and target's)
 * @param expression PostgreSQL: the expression the query must repeat to use an index on this
 *                   path; DB2: the XML pattern and SQL type an index needs; "" when none can
 * @param notes      why an index on the same path does not serve it, or advice on the form
 * @param proposal   an index that would serve it, when none on the target does (detached from
 *                   any workload), else null
 * @param proposalDdl the DDL that creates the proposal on the target, or ""
 */
public record IndexHint(String predicate, int start, int end, Collection collection, String path,
        IndexKeyType keyType, Status status, List<Match> matches, String expression, List<String> notes,
        XmlIndex proposal, String proposalDdl) {

    public IndexHint {
        matches = List.copyOf(matches);
        notes = List.copyOf(notes);
    }

    /** Whether an index serves the comparison. */
    public enum Status {
        /** An index on the target serves it (DB2: a declared index DB2 can use; the target is not asked). */
        SERVED("served by an index"),
        /** The workload declares an index that serves it, but the target does not have it. */
        INDEX_MISSING_ON_TARGET("the workload's index is not on the target"),
        /** No index of the workload or the target serves it. */
        NO_INDEX("no index serves it"),
        /** No index can serve it as written (see the notes). */
        NOT_INDEXABLE("no index can serve it as written"),
        /** An index of the workload may serve it, but the target's documentation does not settle it (see the notes). */
        UNCERTAIN("an index may serve it; whether it does is uncertain");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** Whether the target has an index; UNKNOWN when it was not asked (DB2 today). */
    public enum Presence {
        YES, NO, UNKNOWN
    }

    /**
     * An index that serves the comparison.
     *
     * @param index    its name
     * @param declared the workload declares it
     * @param onTarget whether the target has it
     */
    public record Match(String index, boolean declared, Presence onTarget) {
    }

    /** True when "Create index" has something to create. */
    public boolean proposes() {
        return proposal != null;
    }
}
