package org.xwb.xml;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.xwb.xml.generate.ValueLists;
import org.xwb.xml.validate.SchemaCatalog;

/**
 * The installed TPoX kit, its value lists and its compiled schemas, shared by all tests of this
 * bundle (one JVM): compiling FIXML once instead of per test keeps the suite fast.
 */
public final class TestKit {

    private static TpoxKit kit;
    private static ValueLists lists;
    private static SchemaCatalog schemas;

    private TestKit() {
    }

    /** Found through OSGi, as the product finds it: the copy in the samples bundle. */
    public static synchronized TpoxKit kit() {
        if (kit == null) {
            kit = TpoxKit.installed();
        }
        return kit;
    }

    public static synchronized ValueLists lists() {
        if (lists == null) {
            try {
                lists = ValueLists.load(kit());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return lists;
    }

    public static synchronized SchemaCatalog schemas() {
        if (schemas == null) {
            schemas = SchemaCatalog.tpox(kit());
        }
        return schemas;
    }
}
