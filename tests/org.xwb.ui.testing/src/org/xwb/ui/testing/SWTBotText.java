package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;

public class SWTBotText extends AbstractSWTBot<Text> {

    public SWTBotText(Text text) {
        super(text);
    }

    public String getText() {
        return UIThread.syncExec(() -> widget.getText());
    }

    /** Replaces the whole text (Modify listeners run, as when a user pastes). */
    public SWTBotText setText(String text) {
        assertEnabled();
        UIThread.syncRun(() -> widget.setText(text));
        return this;
    }

    /** Types character by character through key events, so verify and key listeners run. */
    public SWTBotText typeText(String text) {
        assertEnabled();
        setFocus();
        for (char c : text.toCharArray()) {
            Event event = new Event();
            event.character = c;
            event.keyCode = c;
            event.text = String.valueOf(c);
            UIThread.syncRun(() -> widget.insert(String.valueOf(c)));
            notify(SWT.KeyDown, event);
            notify(SWT.KeyUp, copy(event));
        }
        return this;
    }

    /** Presses Enter (DefaultSelection), e.g. to commit a cell editor. */
    public SWTBotText pressEnter() {
        notify(SWT.DefaultSelection);
        return this;
    }

    private static Event copy(Event event) {
        Event copy = new Event();
        copy.character = event.character;
        copy.keyCode = event.keyCode;
        copy.text = event.text;
        return copy;
    }
}
