package org.xwb.model.tpox;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.model.Collection;
import org.xwb.model.FilesSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.XQueryText;

/**
 * A document insert lifted from a plug-in ({@code db:add("custacc", $content, ...)}) reads its
 * documents from a files collection of the TPoX file, which says nothing of the documents' kind:
 * once the names are mapped, that collection takes the id path, kind and namespaces of the
 * collection the documents go into, so the driver can read each document's id as it inserts it.
 */
final class InsertCollections {

    private static final Pattern DB_ADD = Pattern.compile("db:add\\s*\\(\\s*[\"']([^\"']+)[\"']");

    private InsertCollections() {
    }

    /** PostgreSQL's dialect name: a lifted insert gets a statement of it when the import is for it. */
    static final String POSTGRESQL = "postgresql";
    /** DB2's: a lifted insert gets a statement of it when the import is for it and the workload has DB2 statements. */
    static final String DB2 = "db2";

    private static final Pattern TABLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern PLAIN_PATH = Pattern.compile("(/@?([A-Za-z_][\\w.\\-]*:)?[A-Za-z_][\\w.\\-]*)+");
    private static final Pattern PREFIX = Pattern.compile("[A-Za-z_][\\w.\\-]*");

    /**
     * One note per files collection fitted; with {@code dialect} postgresql a lifted insert also gets
     * PostgreSQL's document insert into the table of the collection it fills; with db2 DB2's, when
     * the workload has DB2 statements (db2 is the import's default dialect, and an XQuery workload
     * imported by default is not for DB2: a db2 statement would add a dialect its queries lack).
     */
    static List<String> fit(Workload workload, String dialect) {
        List<String> notes = new ArrayList<>();
        for (Transaction transaction : workload.getTransactions()) {
            Collection into = null;
            for (Statement statement : transaction.getStatements()) {
                if (XQueryText.isXQuery(statement.getDialect())) {
                    for (String text : statement.getTexts()) {
                        Matcher add = DB_ADD.matcher(text);
                        if (add.find()) {
                            into = byName(workload, add.group(1));
                        }
                    }
                }
            }
            if (into == null || into.getIdPath() == null) {
                continue;
            }
            if (POSTGRESQL.equals(dialect) && transaction.getStatements().stream().noneMatch(
                    s -> POSTGRESQL.equals(s.getDialect()))) {
                String insert = postgresInsert(into);
                if (insert == null) {
                    notes.add("transaction " + transaction.getId() + ": no postgresql insert: the table, id path or "
                            + "namespaces of collection " + into.getName() + " are not plain names");
                } else {
                    Statement statement = org.xwb.model.XwbFactory.eINSTANCE.createStatement();
                    statement.setDialect(POSTGRESQL);
                    statement.getTexts().add(insert);
                    transaction.getStatements().add(statement);
                    notes.add("transaction " + transaction.getId() + ": postgresql document insert into table "
                            + tableOf(into));
                }
            }
            if (DB2.equals(dialect) && speaks(workload, DB2) && transaction.getStatements().stream().noneMatch(
                    s -> DB2.equals(s.getDialect()))) {
                ParameterMarker document = transaction.getParameters().stream()
                        .filter(p -> p.getSource() instanceof FilesSource).findFirst().orElse(null);
                String insert = document == null || transaction.getParameters().size() != 1 ? null
                        : db2Insert(into, document.getType());
                if (insert == null) {
                    notes.add("transaction " + transaction.getId() + ": no db2 insert: the table, id path or "
                            + "namespaces of collection " + into.getName() + " are not plain names");
                } else {
                    Statement statement = org.xwb.model.XwbFactory.eINSTANCE.createStatement();
                    statement.setDialect(DB2);
                    statement.getTexts().add(insert);
                    transaction.getStatements().add(statement);
                    notes.add("transaction " + transaction.getId() + ": db2 document insert into table " + tableOf(into));
                }
            }
            for (ParameterMarker marker : transaction.getParameters()) {
                if (marker.getSource() instanceof FilesSource files && files.getCollection() != null
                        && files.getCollection() != into && files.getCollection().getIdPath() == null) {
                    Collection from = files.getCollection();
                    from.setIdPath(into.getIdPath());
                    from.setDocumentKind(into.getDocumentKind());
                    for (NamespaceBinding binding : into.getNamespaces()) {
                        from.getNamespaces().add(EcoreUtil.copy(binding));
                    }
                    notes.add("collection " + from.getName() + " holds the documents transaction " + transaction.getId()
                            + " inserts into " + into.getName() + ": id path " + into.getIdPath());
                }
            }
        }
        return notes;
    }

    /**
     * The kit's document insert (the id read from the document by its id path, the document bound
     * as the one parameter); null when a name that goes into the text is not a plain name, so that
     * nothing from a workload file is spliced into SQL but identifiers and paths checked here.
     */
    static String postgresInsert(Collection into) {
        String table = tableOf(into);
        if (!TABLE.matcher(table).matches() || !PLAIN_PATH.matcher(into.getIdPath()).matches()) {
            return null;
        }
        List<String> namespaces = new ArrayList<>();
        for (NamespaceBinding binding : into.getNamespaces()) {
            String uri = binding.getUri() == null ? "" : binding.getUri();
            if (binding.getPrefix() == null || !PREFIX.matcher(binding.getPrefix()).matches() || uri.contains("'")
                    || uri.contains("\\")) {
                return null;
            }
            namespaces.add("ARRAY['" + binding.getPrefix() + "', '" + uri + "']");
        }
        String xpath = "xpath('" + into.getIdPath() + "', new.doc"
                + (namespaces.isEmpty() ? "" : ", ARRAY[" + String.join(", ", namespaces) + "]") + ")";
        return "INSERT INTO " + table + " (id, doc)\nSELECT (" + xpath + ")[1]::text::bigint, new.doc\n"
                + "FROM (SELECT CAST(? AS xml) AS doc) AS new";
    }

    /**
     * DB2's document insert, the kit's own form (tpox-mixed.xwl's insert_custacc): the id read by
     * XMLQUERY over the document, the document in a one-row VALUES. The one parameter marker is
     * typed, as DB2 requires of a marker in XMLPARSE: a text (CLOB) marker is parsed with
     * {@code XMLPARSE(DOCUMENT CAST(? AS CLOB(1M)))} as the kit's inserts are; a marker bound as
     * XML ({@code setSQLXML}) is {@code XMLCAST(? AS XML)}, which DB2 parses as it binds it. Null
     * when a table, path, prefix or namespace is not plain (nothing else from the file goes in).
     */
    static String db2Insert(Collection into, org.xwb.model.ParameterType documentType) {
        String table = tableOf(into);
        if (!TABLE.matcher(table).matches() || !PLAIN_PATH.matcher(into.getIdPath()).matches()) {
            return null;
        }
        StringBuilder prolog = new StringBuilder();
        for (NamespaceBinding binding : into.getNamespaces()) {
            String uri = binding.getUri() == null ? "" : binding.getUri();
            if (binding.getPrefix() == null || !PREFIX.matcher(binding.getPrefix()).matches() || uri.contains("'")
                    || uri.contains("\"") || uri.contains("{") || uri.contains("}") || uri.contains("&")) {
                return null;
            }
            prolog.append("declare namespace ").append(binding.getPrefix()).append("=\"").append(uri).append("\"; ");
        }
        String document = documentType == org.xwb.model.ParameterType.XML ? "XMLCAST(? AS XML)"
                : "XMLPARSE(DOCUMENT CAST(? AS CLOB(1M)))";
        return "INSERT INTO " + table + " (id, doc)\nSELECT XMLCAST(XMLQUERY('" + prolog + "$d" + into.getIdPath()
                + "' PASSING new.doc AS \"d\") AS BIGINT), new.doc\nFROM (VALUES (" + document + ")) AS new(doc)";
    }

    private static boolean speaks(Workload workload, String dialect) {
        return workload.getTransactions().stream().flatMap(t -> t.getStatements().stream())
                .anyMatch(s -> dialect.equals(s.getDialect()));
    }

    private static String tableOf(Collection collection) {
        return collection.getTable() == null || collection.getTable().isBlank() ? collection.getName()
                : collection.getTable();
    }

    private static Collection byName(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> c.getName().equals(name)).findFirst().orElse(null);
    }
}
