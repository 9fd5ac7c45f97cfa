package org.xwb.targets;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.xwb.core.target.StatementHelper;
import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;

/**
 * The CREATE INDEX an XML index of a collection becomes in each dialect that has XML indexes,
 * from the dialects' own DDL builders and without a connection: what the workload editor shows
 * while an index is designed, and the reason where a dialect would refuse it.
 */
public final class IndexDdl {

    /**
     * One dialect's DDL, or why it has none.
     *
     * @param ddl     the statement, null when refused
     * @param refusal why the dialect refuses the index (e.g. DB2's reason for a pattern), null when not
     */
    public record Preview(String dialect, String ddl, String refusal) {
    }

    private IndexDdl() {
    }

    /** A preview per dialect of {@link TargetKinds#dialects()} that has XML indexes, in that order. */
    public static List<Preview> of(Collection collection, XmlIndex index) {
        List<Preview> previews = new ArrayList<>();
        boolean noPath = index.getPath() == null || index.getPath().isBlank();
        for (String dialect : TargetKinds.dialects()) {
            Optional<StatementHelper> helper = TargetKinds.statementHelper(dialect);
            if (helper.isEmpty()) {
                continue;
            }
            if (noPath) { // a new index (Add index) has no path until the user types one
                previews.add(new Preview(dialect, null, "index " + index.getName() + " has no path yet: enter the XPath "
                        + "of the nodes to index"));
                continue;
            }
            try {
                previews.add(new Preview(dialect, helper.get().createIndexDdl(collection, index), null));
            } catch (IllegalArgumentException refused) {
                previews.add(new Preview(dialect, null, refused.getMessage()));
            }
        }
        return previews;
    }
}
