package org.xwb.report.charts;

import org.jfree.chart.axis.NumberAxis;
import org.jfree.data.RangeType;

/** An axis of counts: whole-number ticks from 0, and no "4E-9" axis when every count is 0. */
final class WholeNumbers {

    private WholeNumbers() {
    }

    static void on(NumberAxis axis) {
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        axis.setAutoRangeMinimumSize(2);
        axis.setRangeType(RangeType.POSITIVE);
    }
}
