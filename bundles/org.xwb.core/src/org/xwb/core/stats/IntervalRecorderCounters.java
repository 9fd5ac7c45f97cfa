package org.xwb.core.stats;

/*
 * The counters of an IntervalRecorder between two cache lines of padding on each side: the users'
 * recorders are small and are allocated, and moved by the GC, next to each other, and each user
 * writes its own counters on every transaction. Fields of a superclass come first in an object,
 * so the class chain fixes the order: padding, counters, padding, then IntervalRecorder's fields.
 */

abstract class IntervalRecorderPadBefore {
    long p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15, p16;
}

/** The two counters {@link IntervalRecorder} hands values over with (see there). */
abstract class IntervalRecorderCounters extends IntervalRecorderPadBefore {
    volatile long start;
    volatile long finished;
}

abstract class IntervalRecorderPadAfter extends IntervalRecorderCounters {
    long q01, q02, q03, q04, q05, q06, q07, q08, q09, q10, q11, q12, q13, q14, q15, q16;
}
