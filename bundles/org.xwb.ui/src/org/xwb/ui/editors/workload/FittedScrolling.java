package org.xwb.ui.editors.workload;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * A form in a scrolled pane that takes the pane's width and scrolls only vertically: its text
 * fields narrow and its wrapping labels wrap instead of pushing fields out of sight to the right
 * (GTK's overlay scroll bars give no hint that there is more). Below {@link #NARROWEST} pixels the
 * pane scrolls sideways too, rather than crushing labels and buttons.
 */
final class FittedScrolling {

    static final int NARROWEST = 380;

    private FittedScrolling() {
    }

    /** Puts {@code content} in {@code pane} and fits it again whenever the pane is resized. */
    static void install(ScrolledComposite pane, Composite content) {
        pane.setContent(content);
        pane.setExpandHorizontal(true);
        pane.setExpandVertical(true);
        pane.addListener(SWT.Resize, event -> fit(pane));
        fit(pane);
    }

    /** After the content changed (fields shown or hidden, longer texts): its height at the pane's width. */
    static void fit(ScrolledComposite pane) {
        Composite content = (Composite) pane.getContent();
        content.layout(true, true);
        int width = Math.max(pane.getClientArea().width, NARROWEST);
        pane.setMinSize(NARROWEST, content.computeSize(width, SWT.DEFAULT).y);
    }

    /** After {@code control}'s text changed: fitted again and scrolled to, so a status the user waits for is seen. */
    static void reveal(Control control) {
        for (Composite parent = control.getParent(); parent != null; parent = parent.getParent()) {
            if (parent instanceof ScrolledComposite pane && pane.getContent() != null) {
                fit(pane);
                pane.showControl(control);
                return;
            }
        }
    }
}
