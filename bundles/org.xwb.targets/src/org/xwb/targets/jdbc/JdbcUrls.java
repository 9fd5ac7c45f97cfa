package org.xwb.targets.jdbc;

import java.util.regex.Pattern;

/** JDBC URLs as they may be shown: a password written into a URL is masked. */
public final class JdbcUrls {

    private static final Pattern PASSWORD = Pattern.compile("(?i)(password=)[^&;]*");

    private JdbcUrls() {
    }

    public static String withoutSecrets(String url) {
        return url == null ? null : PASSWORD.matcher(url).replaceAll("$1***");
    }
}
