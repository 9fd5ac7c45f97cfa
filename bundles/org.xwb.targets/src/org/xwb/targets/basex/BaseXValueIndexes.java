package org.xwb.targets.basex;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import org.basex.core.Command;
import org.basex.core.Context;
import org.basex.core.MainOptions;
import org.basex.core.cmd.Close;
import org.basex.core.cmd.CreateIndex;
import org.basex.core.cmd.DropIndex;
import org.basex.core.cmd.Open;
import org.basex.core.parse.Commands.CmdIndex;
import org.basex.data.MetaData;
import org.xwb.core.target.TargetIndex;
import org.xwb.targets.basex.BaseXIndexOptions.Entry;
import org.xwb.targets.basex.BaseXIndexOptions.IndexType;

/**
 * One entry at a time in a database's value indexes, for building and dropping one XML index (the
 * index advisor builds each candidate alone, then sets of them): adding an entry rebuilds that
 * index over its list plus the entry, removing one rebuilds it over the rest or drops the index
 * when none is left. An index over every name (an empty list) already holds any entry; removing
 * one from it drops the index, since BaseX cannot say "every name but this".
 */
final class BaseXValueIndexes {

    /** Names the target lists its value indexes by ({@link #list}); a drop by such a name drops the whole index. */
    static final Set<String> WHOLE_INDEX_NAMES = Set.of("TEXT", "ATTRIBUTE", "TOKEN");

    private BaseXValueIndexes() {
    }

    /** Adds the entry to its index (builds the index over it alone when the database has none). */
    static void add(Context admin, String database, Entry entry) throws SQLException {
        open(admin, database);
        try {
            MetaData meta = admin.data().meta;
            boolean built = built(meta, entry.type());
            Set<String> names = names(include(meta, entry.type()));
            if (built && names.isEmpty()) {
                return; // an index over every name holds it already
            }
            if (!built) {
                names.clear(); // a list left from an index dropped earlier is no longer built
            }
            if (entry.name() == null) {
                names.clear();
            } else if (!names.add(entry.name()) && built) {
                return;
            }
            rebuild(admin, database, entry.type(), names);
        } finally {
            run(admin, new Close(), database);
        }
    }

    /** Removes the entry from its index: rebuilt over the rest, dropped when nothing is left. */
    static void remove(Context admin, String database, Entry entry) throws SQLException {
        open(admin, database);
        try {
            MetaData meta = admin.data().meta;
            if (!built(meta, entry.type())) {
                return;
            }
            Set<String> names = names(include(meta, entry.type()));
            if (entry.name() == null || names.isEmpty()) {
                run(admin, new DropIndex(cmd(entry.type())), database);
            } else if (names.remove(entry.name())) {
                if (names.isEmpty()) {
                    run(admin, new DropIndex(cmd(entry.type())), database);
                } else {
                    rebuild(admin, database, entry.type(), names);
                }
            } // not in the list: nothing to remove
        } finally {
            run(admin, new Close(), database);
        }
    }

    /** Drops one of the database's value indexes by its listed name (TEXT, ATTRIBUTE, TOKEN). */
    static void drop(Context admin, String database, String whole) throws SQLException {
        open(admin, database);
        try {
            run(admin, new DropIndex(CmdIndex.valueOf(whole.toUpperCase(Locale.ROOT))), database);
        } finally {
            run(admin, new Close(), database);
        }
    }

    /** The value indexes the database has, one per index, named by its type, with its include list. */
    static List<TargetIndex> list(Context admin, String database) throws SQLException {
        open(admin, database);
        try {
            MetaData meta = admin.data().meta;
            List<TargetIndex> indexes = new ArrayList<>();
            if (meta.textindex) {
                indexes.add(new TargetIndex(database, "TEXT", "TEXTINCLUDE " + all(meta.textinclude)));
            }
            if (meta.attrindex) {
                indexes.add(new TargetIndex(database, "ATTRIBUTE", "ATTRINCLUDE " + all(meta.attrinclude)));
            }
            if (meta.tokenindex) {
                indexes.add(new TargetIndex(database, "TOKEN", "TOKENINCLUDE " + all(meta.tokeninclude)));
            }
            return indexes;
        } finally {
            run(admin, new Close(), database);
        }
    }

    /**
     * Bytes of an index's files in the database's folder (BaseX names them by the index: txt*,
     * atv*), or -1 when the database has no such index (a dropped one may leave files behind).
     */
    static long bytes(Context admin, String database, Path databaseFolder, IndexType type) throws SQLException, IOException {
        open(admin, database);
        try {
            if (!built(admin.data().meta, type)) {
                return -1;
            }
        } finally {
            run(admin, new Close(), database);
        }
        String prefix = type == IndexType.TEXT ? "txt" : "atv";
        if (!Files.isDirectory(databaseFolder)) {
            return -1;
        }
        long bytes = 0;
        boolean any = false;
        try (Stream<Path> files = Files.list(databaseFolder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith(prefix)).toList()) {
                bytes += Files.size(file);
                any = true;
            }
        }
        return any ? bytes : -1;
    }

    /** Whether the database's include list of the entry's index holds it (or is every name) and the index is built. */
    static boolean holds(TargetIndex listed, Entry entry) {
        if (!listed.name().equals(entry.type().name())) {
            return false;
        }
        String list = listed.definition().substring(entry.type().option().length()).strip();
        return list.equals("all") || (entry.name() != null && names(list).contains(entry.name()));
    }

    private static void rebuild(Context admin, String database, IndexType type, Set<String> names) throws SQLException {
        admin.options.set(type == IndexType.TEXT ? MainOptions.TEXTINCLUDE : MainOptions.ATTRINCLUDE, String.join(",", names));
        run(admin, new CreateIndex(cmd(type)), database);
    }

    private static boolean built(MetaData meta, IndexType type) {
        return type == IndexType.TEXT ? meta.textindex : meta.attrindex;
    }

    private static String include(MetaData meta, IndexType type) {
        return type == IndexType.TEXT ? meta.textinclude : meta.attrinclude;
    }

    private static CmdIndex cmd(IndexType type) {
        return type == IndexType.TEXT ? CmdIndex.TEXT : CmdIndex.ATTRIBUTE;
    }

    private static String all(String include) {
        return include == null || include.isBlank() ? "all" : include;
    }

    /** The names of an include list; {@code Q{uri}local} keeps its braces (commas split names only outside them). */
    private static Set<String> names(String include) {
        Set<String> names = new LinkedHashSet<>();
        if (include == null) {
            return names;
        }
        StringBuilder name = new StringBuilder();
        int depth = 0;
        for (char c : include.toCharArray()) {
            if (c == ',' && depth == 0) {
                add(names, name);
            } else {
                depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                name.append(c);
            }
        }
        add(names, name);
        return names;
    }

    private static void add(Set<String> names, StringBuilder name) {
        String one = name.toString().strip();
        if (!one.isEmpty()) {
            names.add(one);
        }
        name.setLength(0);
    }

    private static void open(Context admin, String database) throws SQLException {
        run(admin, new Open(database), database);
    }

    private static void run(Context admin, Command command, String database) throws SQLException {
        try {
            command.execute(admin);
        } catch (IOException e) {
            throw new SQLException(command + " failed on database " + database + ": " + e.getMessage(), "58030", e);
        }
    }
}
