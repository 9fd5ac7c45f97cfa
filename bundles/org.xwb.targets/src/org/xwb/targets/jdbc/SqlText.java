package org.xwb.targets.jdbc;

import java.util.regex.Pattern;

/**
 * The few places where text from a workload goes into SQL: table, index and column names, and
 * the XPath and namespace literals of index DDL (an index expression cannot take parameters).
 * Values at run time are always bound, never spliced.
 */
public final class SqlText {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

    private SqlText() {
    }

    /** A string literal: single quotes doubled; NUL, which no database accepts, refused. */
    public static String literal(String value) {
        if (value.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("A NUL character cannot go into SQL: " + value.replace('\0', '?'));
        }
        return "'" + value.replace("'", "''") + "'";
    }

    /**
     * A plain, unquoted identifier. Names are not quoted so that statements written by hand
     * ({@code select doc from orders}) find them on every engine (PostgreSQL folds them to lower
     * case, DB2 to upper case); a name that would need quotes is refused with the reason.
     *
     * @param what what the name is, for the message: "table of collection orders"
     */
    public static String identifier(String name, String what) {
        if (name == null || !IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException("The " + what + " is '" + name
                    + "': use letters, digits and _ only, starting with a letter or _ (at most 63)");
        }
        return name;
    }

    /** The statement without trailing semicolons and blanks (JDBC runs one statement). */
    public static String withoutTrailingSemicolon(String statement) {
        String s = statement.strip();
        while (s.endsWith(";")) {
            s = s.substring(0, s.length() - 1).stripTrailing();
        }
        return s;
    }
}
