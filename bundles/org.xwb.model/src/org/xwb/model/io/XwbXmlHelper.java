package org.xwb.model.io;

import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EFactory;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMLHelperImpl;
import org.xwb.model.XwbPackage;

/**
 * Writes XWB files the way people read them: the XWB namespace is the default
 * namespace (no {@code xwb:} prefix on every element), and whole numbers stored as doubles are
 * written without a trailing {@code .0} ({@code weight="10"}, {@code duration="60"}).
 */
final class XwbXmlHelper extends XMLHelperImpl {

    /** Beyond this a double has no fractional part anyway and Double.toString is the honest form. */
    private static final double LARGEST_PLAIN_WHOLE_NUMBER = 1e15;

    XwbXmlHelper(XMLResource resource) {
        super(resource);
        getPrefixToNamespaceMap().put("", XwbPackage.eNS_URI);
    }

    @Override
    public String convertToString(EFactory factory, EDataType dataType, Object value) {
        if (value instanceof Double number) {
            return format(number.doubleValue());
        }
        return super.convertToString(factory, dataType, value);
    }

    /**
     * The shortest text that reads back as exactly the same double: {@code 10} for 10.0,
     * {@code 99.9}, {@code 33.333333333333336}. Negative zero keeps its sign so a reload compares
     * equal.
     */
    static String format(double value) {
        boolean negativeZero = value == 0 && Double.doubleToRawLongBits(value) != 0;
        if (!negativeZero && value == Math.rint(value) && Math.abs(value) < LARGEST_PLAIN_WHOLE_NUMBER) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
