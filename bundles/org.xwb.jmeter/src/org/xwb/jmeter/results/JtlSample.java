package org.xwb.jmeter.results;

/**
 * One row of a JMeter results file (JTL in CSV form), with the fields the import uses. The time
 * stamp is the sample's start: JMeter 5.6's {@code bin/jmeter.properties} sets
 * {@code sampleresult.timestamp.start=true} (its log says "Sample TimeStamps are START times"), and
 * {@code xwb jmeter} gives that property to the controller and the engines.
 *
 * @param timeStamp       epoch milliseconds: the start of the sample
 * @param elapsed         milliseconds, idle time (timers, pauses) excluded
 * @param label           the sampler's or transaction's name
 * @param responseCode    for a JDBC error "SQLSTATE vendorcode", e.g. "23505 0"
 * @param responseMessage the error's message (or "OK", or a transaction's sample count)
 * @param threadName      e.g. "127.0.0.1:1099-XWB users 1-2" in a distributed run
 * @param success         the sample succeeded
 * @param idleTime        milliseconds within the sample that are not its time
 * @param connect         milliseconds spent getting the connection
 * @param line            the row's line number in the file, for messages
 */
public record JtlSample(long timeStamp, long elapsed, String label, String responseCode, String responseMessage,
        String threadName, boolean success, long idleTime, long connect, long line) {

    /** When the sample started, epoch milliseconds. */
    public long start() {
        return timeStamp;
    }

    /** When the sample ended, epoch milliseconds: its time and the idle time (timers) within it. */
    public long end() {
        return timeStamp + elapsed + idleTime;
    }

    /** The host:port of the engine that ran it, from the thread name of a distributed run; empty for a local one. */
    public String engine() {
        java.util.regex.Matcher m = ENGINE.matcher(threadName);
        return m.find() ? m.group(1) : "";
    }

    private static final java.util.regex.Pattern ENGINE = java.util.regex.Pattern.compile("^(.+?:\\d+)-");
}
