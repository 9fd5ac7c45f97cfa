package org.xwb.targets.basex;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.basex.core.Command;
import org.basex.core.Context;
import org.basex.core.Databases;
import org.basex.core.MainOptions;
import org.basex.core.cmd.Close;
import org.basex.core.cmd.CreateDB;
import org.basex.core.cmd.CreateIndex;
import org.basex.core.cmd.DropDB;
import org.basex.core.cmd.Open;
import org.basex.core.cmd.Optimize;
import org.basex.core.parse.Commands.CmdIndex;
import org.xwb.core.target.Tables;
import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;

/**
 * One BaseX database per collection, named as the collection's table (its name unless
 * {@code table} says otherwise), which is what {@code fn:collection("NAME")} opens. BaseX's value
 * indexes cover a whole database: the text index (element values), the attribute index and the
 * token index (attribute tokens), kept up to date by every update (UPDINDEX). A collection's XML
 * indexes say which elements and attributes they cover: their last steps become the indexes'
 * include lists ({@code Q{uri}Symbol}, {@code ID}); a collection without XML indexes indexes every
 * value.
 */
final class BaseXSchema {

    /** A collection's database and the names its indexes include. */
    record Database(String name, Set<String> texts, Set<String> attributes, boolean declared) {

        String textInclude() {
            return String.join(",", texts);
        }

        String attributeInclude() {
            return String.join(",", attributes);
        }
    }

    private BaseXSchema() {
    }

    static Database of(Collection collection) throws SQLException {
        String name = Tables.tableName(collection);
        if (!Databases.validName(name)) {
            throw new SQLException("Collection " + collection.getName() + ": '" + name + "' is no valid BaseX database name"
                    + " (letters, digits and -_.! only)", "42602");
        }
        Set<String> texts = new LinkedHashSet<>();
        Set<String> attributes = new LinkedHashSet<>();
        boolean everyText = false;
        boolean everyAttribute = false;
        for (XmlIndex index : collection.getIndexes()) {
            if (index.getPath() == null || index.getPath().isBlank()) {
                continue; // an index named only, as the target lists its value indexes (TEXT ...): no entry
            }
            BaseXIndexOptions.Entry entry = BaseXIndexOptions.entry(collection, index);
            if (entry.type() == BaseXIndexOptions.IndexType.ATTRIBUTE) {
                everyAttribute |= entry.name() == null;
                attributes.add(entry.name());
            } else {
                everyText |= entry.name() == null;
                texts.add(entry.name());
            }
        }
        return new Database(name, everyText ? Set.of() : texts, everyAttribute ? Set.of() : attributes,
                !collection.getIndexes().isEmpty());
    }

    /** What {@link #create} does, as BaseX commands, for {@code xwb} to show. */
    static List<String> ddl(Database database, boolean drop, boolean deferred) {
        boolean withIndexes = !deferred || !database.declared();
        List<String> commands = new ArrayList<>();
        if (drop) {
            commands.add("DROP DB " + database.name());
        }
        commands.add("CREATE DB " + database.name() + " (UPDINDEX true, AUTOOPTIMIZE false" + (withIndexes ? ", " + indexOptions(database) : "")
                + ")");
        if (!withIndexes) {
            commands.add(indexDdl(database));
        }
        return commands;
    }

    static String indexDdl(Database database) {
        return "CREATE INDEX TEXT, ATTRIBUTE, TOKEN ON " + database.name() + " (" + indexOptions(database) + ")";
    }

    private static String indexOptions(Database database) {
        return "TEXTINCLUDE " + (database.texts().isEmpty() ? "all" : database.textInclude()) + ", ATTRINCLUDE "
                + (database.attributes().isEmpty() ? "all" : database.attributeInclude()) + ", TOKENINCLUDE "
                + (database.attributes().isEmpty() ? "all" : database.attributeInclude());
    }

    /**
     * Creates the empty database unless it exists (then it is kept, unless {@code drop}). A
     * collection without XML indexes gets BaseX's value indexes over every value at once: nothing
     * would create them after a load.
     */
    static void create(Context admin, Database database, boolean drop, boolean withIndexes) throws SQLException {
        if (drop) {
            drop(admin, database);
        } else if (admin.soptions.dbExists(database.name())) {
            return;
        }
        MainOptions options = admin.options;
        withIndexes |= !database.declared();
        options.set(MainOptions.UPDINDEX, true); // each update maintains the value indexes
        options.set(MainOptions.AUTOOPTIMIZE, false); // instead of rebuilding every outdated structure after each update
        options.set(MainOptions.TEXTINDEX, withIndexes);
        options.set(MainOptions.ATTRINDEX, withIndexes);
        options.set(MainOptions.TOKENINDEX, withIndexes);
        includes(options, database);
        run(admin, new CreateDB(database.name()), database);
        run(admin, new Close(), database);
    }

    /** Builds the text, attribute and token indexes of an existing database. */
    static void createIndexes(Context admin, Database database) throws SQLException {
        includes(admin.options, database);
        run(admin, new Open(database.name()), database);
        try {
            for (CmdIndex index : List.of(CmdIndex.TEXT, CmdIndex.ATTRIBUTE, CmdIndex.TOKEN)) {
                run(admin, new CreateIndex(index), database);
            }
        } finally {
            run(admin, new Close(), database);
        }
    }

    /** Refreshes the database's statistics and outdated index structures (BaseX's OPTIMIZE). */
    static void optimize(Context admin, Database database) throws SQLException {
        if (!admin.soptions.dbExists(database.name())) {
            return;
        }
        run(admin, new Open(database.name()), database);
        try {
            run(admin, new Optimize(), database);
        } finally {
            run(admin, new Close(), database);
        }
    }

    /** Drops the database; a missing one is fine. */
    static void drop(Context admin, Database database) throws SQLException {
        if (admin.soptions.dbExists(database.name())) {
            run(admin, new DropDB(database.name()), database);
        }
    }

    private static void includes(MainOptions options, Database database) {
        options.set(MainOptions.TEXTINCLUDE, database.textInclude());
        options.set(MainOptions.ATTRINCLUDE, database.attributeInclude());
        options.set(MainOptions.TOKENINCLUDE, database.attributeInclude());
    }

    private static void run(Context admin, Command command, Database database) throws SQLException {
        try {
            command.execute(admin);
        } catch (IOException e) {
            throw new SQLException(command + " failed on database " + database.name() + ": " + e.getMessage(), "58030", e);
        }
    }
}
