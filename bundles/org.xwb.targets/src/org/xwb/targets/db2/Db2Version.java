package org.xwb.targets.db2;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.model.IndexKeyType;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;

/**
 * A DB2 server's platform and version: from jcc's product identifier (PRDID, what
 * {@code DatabaseMetaData.getDatabaseProductVersion} returns: {@code SQL11050} is Db2 11.5 for
 * Linux, UNIX and Windows, {@code DSN12015} Db2 12 for z/OS), or as a person writes it in a
 * profile ({@code 11.5}, {@code 9.7}). It says which XML index key types the server has, so DDL it
 * lacks is refused before it is sent.
 */
public record Db2Version(Platform platform, int version, int release) {

    /** The profile property that sets the version when no connection says it (XWB's own; not passed to jcc). */
    public static final String PROFILE_PROPERTY = "db2Version";

    public enum Platform {
        /** Db2 for Linux, UNIX and Windows (PRDID SQL): XWB's DB2 dialect. */
        LUW,
        /** Db2 for z/OS (PRDID DSN). */
        ZOS,
        /** Db2 for i, VM/VSE, Informix: no XWB DDL fits them. */
        OTHER
    }

    // IBM, "DatabaseMetaData methods for identifying the type of data server": pppvvrrm, plus f on LUW
    private static final Pattern PRDID = Pattern.compile("(SQL|DSN|QSQ|ARI|IFX)(\\d{2})(\\d{2})\\d\\d*");
    private static final Pattern WRITTEN = Pattern.compile("(?:DB2\\s*)?V?(\\d{1,2})\\.(\\d{1,2})(?:\\.\\d+)*(?:\\s.*)?");

    /**
     * @throws IllegalArgumentException saying how to write a version
     */
    public static Db2Version parse(String text) {
        String value = text == null ? "" : text.strip().toUpperCase(Locale.ROOT);
        Matcher prdid = PRDID.matcher(value);
        if (prdid.matches()) {
            Platform platform = switch (prdid.group(1)) {
                case "SQL" -> Platform.LUW;
                case "DSN" -> Platform.ZOS;
                default -> Platform.OTHER;
            };
            return new Db2Version(platform, Integer.parseInt(prdid.group(2)), Integer.parseInt(prdid.group(3)));
        }
        Matcher written = WRITTEN.matcher(value);
        if (written.matches()) {
            return new Db2Version(Platform.LUW, Integer.parseInt(written.group(1)), Integer.parseInt(written.group(2)));
        }
        throw new IllegalArgumentException("'" + text + "' is not a DB2 version: write it as 11.5 or 9.7, or as jcc's "
                + "product identifier (SQL11050 for Db2 11.5 for Linux, UNIX and Windows)");
    }

    /** The version a profile sets with {@value #PROFILE_PROPERTY}, for work without a connection. */
    public static Optional<Db2Version> ofProfile(TargetProfile profile) {
        for (Property p : profile.getProperties()) {
            if (PROFILE_PROPERTY.equals(p.getKey()) && p.getValue() != null && !p.getValue().isBlank()) {
                try {
                    return Optional.of(parse(p.getValue()));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("Target profile " + profile.getName() + ": property "
                            + PROFILE_PROPERTY + ": " + e.getMessage(), e);
                }
            }
        }
        return Optional.empty();
    }

    public boolean atLeast(int otherVersion, int otherRelease) {
        return version > otherVersion || (version == otherVersion && release >= otherRelease);
    }

    /**
     * Why this server cannot create an XML index with {@code type} keys, or empty when it can.
     * Sources: "Restrictions on indexes over XML data" (DB2 9.7: DATE, TIMESTAMP, VARCHAR and DOUBLE
     * only), "Data types associated with index XML pattern expressions" (DB2 10.5: also INTEGER and
     * DECIMAL, which came with DB2 10.1), and for z/OS "Data types associated with pattern
     * expressions" (Db2 12 and 13 for z/OS: VARCHAR, DECFLOAT, DATE, TIMESTAMP).
     */
    public Optional<String> refusal(IndexKeyType type) {
        IndexKeyType key = type == null ? IndexKeyType.VARCHAR : type;
        return switch (platform) {
            case LUW -> {
                if (!atLeast(9, 1)) {
                    yield Optional.of(this + " has no XML indexes (pureXML came with DB2 9.1)");
                }
                if ((key == IndexKeyType.INTEGER || key == IndexKeyType.DECIMAL) && !atLeast(10, 1)) {
                    yield Optional.of(this + " has no " + key + " XML index type: INTEGER and DECIMAL XML indexes came with "
                            + "DB2 10.1, before that XML index keys are VARCHAR, DOUBLE, DATE or TIMESTAMP (use DOUBLE)");
                }
                yield Optional.empty();
            }
            case ZOS -> key == IndexKeyType.DOUBLE || key == IndexKeyType.INTEGER || key == IndexKeyType.DECIMAL
                    ? Optional.of(this + " has no " + key + " XML index type (its XML index keys are VARCHAR, DECFLOAT, "
                            + "DATE or TIMESTAMP); XWB's DB2 DDL is for Db2 for Linux, UNIX and Windows")
                    : Optional.empty();
            case OTHER -> Optional.of(this + " is not Db2 for Linux, UNIX and Windows or z/OS; XWB's DB2 DDL does not fit it");
        };
    }

    @Override
    public String toString() {
        return switch (platform) {
            case LUW -> "DB2 " + version + "." + release;
            case ZOS -> "Db2 " + version + " for z/OS";
            case OTHER -> "a DB2 family server version " + version + "." + release;
        };
    }
}
