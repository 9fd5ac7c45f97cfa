package org.xwb.ui;

import org.eclipse.swt.widgets.Widget;

/**
 * Stable ids on the widgets tests look for. The key is SWTBot's own, so tests written with our
 * SWTBot-style helper keep finding the same widgets if they move to SWTBot.
 */
public final class WidgetIds {

    public static final String KEY = "org.eclipse.swtbot.widget.key";

    private WidgetIds() {
    }

    public static <W extends Widget> W set(W widget, String id) {
        widget.setData(KEY, id);
        return widget;
    }
}
