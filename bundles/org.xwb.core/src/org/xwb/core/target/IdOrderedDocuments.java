package org.xwb.core.target;

/**
 * A {@link DocumentStream} whose documents come in ascending id order and that can move past the
 * documents up to an id without making them (e.g. generated documents): a run that goes on after
 * what earlier runs inserted skips them at once instead of reading each.
 */
public interface IdOrderedDocuments {

    /** Moves past every document whose id is at most {@code highestId}; returns how many it passed. */
    long skipThrough(long highestId);
}
