package org.xwb.core.target;

/**
 * What a target is, for reports and result folders.
 *
 * @param profile     the profile name, e.g. "embedded"
 * @param kind        embedded, postgresql, db2 or jdbc
 * @param dialect     the statement dialect that runs on it
 * @param description where it is, e.g. "jdbc:postgresql://127.0.0.1:54321/xwb" (no password)
 */
public record TargetInfo(String profile, String kind, String dialect, String description) {
}
