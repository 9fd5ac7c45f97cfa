package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Link;

public class SWTBotLink extends AbstractSWTBot<Link> {

    public SWTBotLink(Link link) {
        super(link);
    }

    /** The text with its {@code <a>} markup. */
    public String getText() {
        return UIThread.syncExec(widget::getText);
    }

    /** Follows the link's first anchor, as a click on it would. */
    public SWTBotLink click() {
        assertEnabled();
        Event event = new Event();
        String text = getText();
        int start = text.indexOf("<a>");
        event.text = start < 0 ? text : text.substring(start + 3, Math.max(start + 3, text.indexOf("</a>")));
        notify(SWT.Selection, event);
        return this;
    }
}
