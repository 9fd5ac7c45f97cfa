package org.xwb.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * TPoX 2.x workload files whose transactions are Java plug-ins, as XML databases reached through
 * XQJ-style APIs write them (package {@code tpox} of this bundle): {@link #XQUERY_PLUGINS} all
 * follow the XQuery plug-in convention and run on an XQuery target once their collections are
 * mapped; {@link #MIXED_PLUGINS} adds plug-ins that do not and an inline SQL statement.
 */
public final class TpoxPluginFiles {

    public static final String XQUERY_PLUGINS = "xquery-plugins.xml";
    public static final String MIXED_PLUGINS = "mixed-plugins.xml";
    /** XQJ-style queries on CLN_ collections, id collections at the TPoX XXS ranges, a store-document plug-in (issue 29). */
    public static final String WILD_XXS = "wild-xxs.xml";
    /** The same corpus as inline PostgreSQL SQL/XML statements on CLN_ tables, with the store-document plug-in. */
    public static final String WILD_XXS_SQL = "wild-xxs-sql.xml";

    /** The collection names the queries use, mapped to the workload's collections. */
    public static final Map<String, String> COLLECTIONS = Map.of("CLN_Order", "orders", "CLN_Customer", "custacc",
            "CLN_Security", "security");

    private TpoxPluginFiles() {
    }

    /** Copies the workload file and its value lists ({@code input/}) into {@code folder}. */
    public static Path copy(Path folder, String name) throws IOException {
        for (String resource : List.of(name, "input/sectors.txt")) {
            Path file = folder.resolve(resource);
            Files.createDirectories(file.getParent());
            try (InputStream in = TpoxPluginFiles.class.getResourceAsStream("tpox/" + resource)) {
                if (in == null) {
                    throw new IOException("test resource tpox/" + resource + " is missing from org.xwb.testing");
                }
                Files.copy(in, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return folder.resolve(name);
    }
}
