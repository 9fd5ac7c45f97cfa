package org.xwb.ui.testing;

/** No widget matched; the message names the matcher and the shell searched. */
public class WidgetNotFoundException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public WidgetNotFoundException(String message) {
        super(message);
    }
}
