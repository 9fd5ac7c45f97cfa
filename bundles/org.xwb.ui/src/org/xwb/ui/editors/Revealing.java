package org.xwb.ui.editors;

import org.xwb.ui.problems.ProblemsLog.Location;

/** An editor that can show a place in its file: a line and column, or what a problem is about. */
public interface Revealing {

    /** Shows the place (UI thread); a place it cannot show leaves the editor as it is. */
    void reveal(Location location);
}
