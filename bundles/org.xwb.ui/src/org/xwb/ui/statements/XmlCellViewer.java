package org.xwb.ui.statements;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.xwb.ui.WidgetIds;
import org.xwb.xml.format.XmlPrettyPrinter;
import org.xwb.xml.format.XmlPrettyPrinter.Printed;

/**
 * The chosen cell of the result grid in full: XML pretty-printed and coloured by what each part
 * is (the printer says where tags, names, values and text are), anything else as it is.
 */
public final class XmlCellViewer {

    public static final String TEXT_ID = "org.xwb.ui.statementEditor.cell";
    /** Larger values are shown as they are: indenting them would hold up the UI thread. */
    private static final int MAX_PRETTY_CHARS = 512 * 1024;

    private final StyledText text;
    private final Color tag;
    private final Color attribute;
    private final Color value;
    private final Color comment;

    XmlCellViewer(Composite parent) {
        text = new StyledText(parent, SWT.MULTI | SWT.V_SCROLL | SWT.BORDER | SWT.READ_ONLY | SWT.WRAP);
        text.setFont(JFaceResources.getTextFont());
        text.setWrapIndent(24); // a long start tag's attributes continue indented under it
        text.setMargins(4, 2, 4, 2);
        WidgetIds.set(text, TEXT_ID);
        tag = new Color(new RGB(0x3F, 0x5F, 0xBF));
        attribute = new Color(new RGB(0x7F, 0x00, 0x7F));
        value = new Color(new RGB(0x2A, 0x00, 0xFF));
        comment = new Color(new RGB(0x3F, 0x7F, 0x5F));
    }

    Control control() {
        return text;
    }

    /** Shows a cell; XML is indented and coloured. */
    void show(String cell, boolean xmlColumn) {
        if (cell == null) {
            text.setText("NULL");
            text.setStyleRanges(new StyleRange[0]);
            return;
        }
        boolean looksLikeXml = xmlColumn || cell.stripLeading().startsWith("<");
        if (!looksLikeXml || cell.length() > MAX_PRETTY_CHARS) {
            text.setText(cell);
            text.setStyleRanges(new StyleRange[0]);
            return;
        }
        Printed printed = XmlPrettyPrinter.print(cell);
        text.setText(printed.text());
        List<StyleRange> ranges = new ArrayList<>();
        for (XmlPrettyPrinter.Span span : printed.spans()) {
            Color color = switch (span.kind()) {
            case TAG -> tag;
            case ATTRIBUTE -> attribute;
            case VALUE -> value;
            case COMMENT -> comment;
            case TEXT -> null;
            };
            if (color != null) {
                StyleRange range = new StyleRange(span.offset(), span.length(), color, null);
                range.fontStyle = span.kind() == XmlPrettyPrinter.Kind.TAG ? SWT.BOLD : SWT.NORMAL;
                ranges.add(range);
            }
        }
        text.setStyleRanges(ranges.toArray(StyleRange[]::new));
    }

    void clear() {
        text.setText("");
    }

    /** What is shown (tests read it). */
    String shown() {
        return text.getText();
    }
}
