package org.xwb.core.target;

import java.util.List;

/**
 * The indexes a target has, as its catalog describes them, or that it was not asked.
 *
 * @param known   false when the target was not asked or cannot tell
 * @param indexes the indexes, empty when not known
 */
public record TargetIndexes(boolean known, List<TargetIndex> indexes) {

    /** The target was not asked. */
    public static final TargetIndexes UNKNOWN = new TargetIndexes(false, List.of());

    public TargetIndexes {
        indexes = List.copyOf(indexes);
    }

    public static TargetIndexes of(List<TargetIndex> indexes) {
        return new TargetIndexes(true, indexes);
    }
}
