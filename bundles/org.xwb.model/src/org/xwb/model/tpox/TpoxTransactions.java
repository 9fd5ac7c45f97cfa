package org.xwb.model.tpox;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.xwb.model.Collection;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.XwbFactory;
import org.xwb.model.io.FileErrors;
import org.xwb.model.io.FileProblem;
import org.xwb.model.statements.StatementText;
import org.xwb.model.statements.StatementText.Marker;
import org.xwb.model.statements.XQueryText;

/**
 * Reads one TPoX {@code <transaction>}: its statements (a template file named by
 * {@code <location>}, or inline {@code <statements>}), its parameters, and whether the markers in
 * the statements match the parameters. Weights are left to the importer, which sees them all.
 */
final class TpoxTransactions {

    /**
     * A statement text and where it came from: a template file with the line and column where the
     * statement starts, or an inline {@code <statement>} element.
     */
    private record Text(String text, Path file, int line, int column, XmlElement element) {

        FileProblem problem(String message) {
            return file != null ? new FileProblem(file, line, column, message) : element.problem(message);
        }

        /** The problem at a marker inside this text (inline statements: at their element). */
        FileProblem problemAt(Marker marker, String message) {
            if (file == null) {
                return element.problem(message);
            }
            int lineInText = TemplateSplitter.lineOf(text, marker.offset());
            int columnInLine = TemplateSplitter.columnOf(text, marker.offset());
            return new FileProblem(file, line + lineInText - 1, lineInText == 1 ? column + columnInLine - 1 : columnInLine,
                    message);
        }
    }

    private final String dialect;
    private final Path templateFolder;
    private final ElementRules rules;
    private final TpoxParameters parameters;
    private final List<TransactionNote> notes = new ArrayList<>();

    TpoxTransactions(String dialect, Path templateFolder, Map<String, Collection> collections, ElementRules rules) {
        this.dialect = dialect;
        this.templateFolder = templateFolder;
        this.rules = rules;
        this.parameters = new TpoxParameters(collections, rules);
    }

    /** The transaction without its weight, or null when it cannot be imported (reasons reported). */
    Transaction read(XmlElement element, String id) {
        rules.onlyAttributes(element, "weight", "id", "name");
        rules.container(element, "location", "statements", "java-plugin", "parameters");
        if (element.attribute("id") != null) {
            rules.integer(element, "id");
        }
        XmlElement kind = statementKind(element, id);
        if (kind != null && kind.name().equals("java-plugin")) {
            return plugin(element, kind, id);
        }
        List<Text> texts = kind == null ? null : kind.name().equals("location") ? template(kind, id) : inline(kind, id);
        List<ParameterMarker> markers = parameterList(element);
        if (texts == null || markers == null) {
            return null;
        }
        if (!markersMatch(texts, markers.size(), id, element)) {
            return null;
        }
        Transaction transaction = transaction(element, id);
        Statement statement = XwbFactory.eINSTANCE.createStatement();
        statement.setDialect(dialect);
        texts.forEach(text -> statement.getTexts().add(text.text()));
        transaction.getStatements().add(statement);
        transaction.getParameters().addAll(markers);
        String from = kind.name().equals("location") ? "template " + kind.text().strip() : "inline <statements>";
        notes.add(new TransactionNote(id, null, true, texts.size() + " " + dialect + " statement text"
                + (texts.size() == 1 ? "" : "s") + " from " + from + ", " + markers.size() + " parameter"
                + (markers.size() == 1 ? "" : "s"), element.problem("")));
        return transaction;
    }

    /** What the import made of each transaction so far, in file order. */
    List<TransactionNote> notes() {
        return notes;
    }

    /**
     * A {@code <java-plugin>} transaction: lifted into an xquery statement when it follows the
     * XQuery plug-in convention ({@link PluginLifter}), else kept without a statement, with its
     * parameters as they are, for the user to write the statement.
     */
    private Transaction plugin(XmlElement element, XmlElement plugin, String id) {
        rules.onlyAttributes(plugin);
        rules.leaf(plugin);
        String pluginClass = rules.text(plugin, "the plug-in's Java class");
        List<ParameterMarker> markers = parameterList(element);
        if (pluginClass == null || markers == null) {
            return null;
        }
        Transaction transaction = transaction(element, id);
        transaction.setPluginClass(pluginClass);
        PluginLifter.Lifted lifted = PluginLifter.lift(markers);
        if (lifted.lifted()) {
            Statement statement = XwbFactory.eINSTANCE.createStatement();
            statement.setDialect(XQueryText.DIALECT);
            statement.getTexts().add(lifted.text());
            transaction.getStatements().add(statement);
            transaction.getParameters().addAll(lifted.parameters());
            transaction.setDescription("Lifted from the TPoX java-plugin " + pluginClass
                    + (lifted.flag() == null ? "" : " (its flag parameter was '" + lifted.flag() + "')") + ".");
            notes.add(new TransactionNote(id, pluginClass, true, "lifted into an xquery statement"
                    + (lifted.bindings().isEmpty() ? " without external variables" : ": " + String.join(", ", lifted.bindings()))
                    + (lifted.flag() == null ? "" : "; flag '" + lifted.flag() + "' kept in the description"),
                    element.problem("")));
        } else {
            transaction.getParameters().addAll(markers);
            transaction.setDescription("Imported from the TPoX java-plugin " + pluginClass
                    + " without a statement: " + lifted.reason() + ".");
            notes.add(new TransactionNote(id, pluginClass, false, "not lifted: " + lifted.reason()
                    + "; imported without a statement, its " + markers.size() + " parameter"
                    + (markers.size() == 1 ? "" : "s") + " kept as they are", element.problem("")));
        }
        return transaction;
    }

    private static Transaction transaction(XmlElement element, String id) {
        Transaction transaction = XwbFactory.eINSTANCE.createTransaction();
        transaction.setId(id);
        String name = element.attribute("name");
        if (name != null && !name.equals(id)) {
            transaction.setName(name);
        }
        return transaction;
    }

    /** The one {@code <location>}, {@code <statements>} or {@code <java-plugin>}; null (reported) otherwise. */
    private XmlElement statementKind(XmlElement transaction, String id) {
        List<XmlElement> kinds = transaction.children().stream()
                .filter(child -> List.of("location", "statements", "java-plugin").contains(child.name())).toList();
        if (kinds.isEmpty()) {
            rules.report(transaction, "transaction '" + id + "' has no statements: give it a <location> template, inline"
                    + " <statements> or a <java-plugin>");
            return null;
        }
        if (kinds.size() > 1) {
            rules.report(kinds.get(1), "transaction '" + id + "' may hold only one of <location>, <statements> and <java-plugin>");
            return null;
        }
        return kinds.get(0);
    }

    private List<Text> template(XmlElement location, String id) {
        rules.onlyAttributes(location, "delimiter");
        rules.leaf(location);
        String path = rules.text(location, "the path of a statement template file");
        String delimiter = location.attribute("delimiter") == null ? TpoxWorkloadImporter.DEFAULT_DELIMITER : location.attribute("delimiter");
        if (delimiter.isEmpty()) {
            rules.report(location, "the delimiter of <location> is empty");
            return null;
        }
        if (path == null) {
            return null;
        }
        Path file = templateFolder.resolve(path).normalize();
        String content;
        try {
            content = Files.readString(file);
        } catch (NoSuchFileException missing) {
            rules.report(location, "the template file " + file + " does not exist");
            return null;
        } catch (CharacterCodingException notUtf8) {
            rules.report(FileErrors.problem(file, notUtf8));
            return null;
        } catch (IOException unreadable) {
            rules.report(location, "cannot read the template file " + FileErrors.message(file, unreadable));
            return null;
        }
        List<Text> texts = new ArrayList<>();
        for (TemplateSplitter.Piece piece : TemplateSplitter.split(content, delimiter)) {
            texts.add(new Text(piece.text(), file, piece.line(), piece.column(), null));
        }
        if (texts.isEmpty()) {
            rules.report(new FileProblem(file, 1, 1, "the template of transaction '" + id + "' holds no statement"));
            return null;
        }
        return texts;
    }

    private List<Text> inline(XmlElement statements, String id) {
        rules.onlyAttributes(statements);
        rules.container(statements, "statement");
        List<Text> texts = new ArrayList<>();
        for (XmlElement statement : rules.all(statements, "statement")) {
            rules.onlyAttributes(statement);
            rules.leaf(statement);
            String text = statement.text().strip();
            if (text.isEmpty()) {
                rules.report(statement, "an empty <statement> in transaction '" + id + "'");
                return null;
            }
            texts.add(new Text(text, null, 0, 0, statement));
        }
        if (texts.isEmpty()) {
            rules.report(statements, "<statements> of transaction '" + id + "' holds no <statement>");
            return null;
        }
        return texts;
    }

    private List<ParameterMarker> parameterList(XmlElement transaction) {
        XmlElement list = rules.single(transaction, "parameters");
        List<ParameterMarker> markers = new ArrayList<>();
        if (list == null) {
            return markers;
        }
        rules.onlyAttributes(list);
        rules.container(list, "parameter");
        boolean usable = true;
        for (XmlElement parameter : rules.all(list, "parameter")) {
            ParameterMarker marker = parameters.read(parameter, markers);
            usable &= marker != null;
            markers.add(marker); // a null keeps the positions that <same> refers to
        }
        return usable ? markers : null;
    }

    /**
     * JDBC {@code ?} markers take the parameters in order across all statements of the
     * transaction; textual {@code |n} markers name parameter n. Either way they must use exactly
     * the parameter list.
     */
    private boolean markersMatch(List<Text> texts, int parameterCount, String id, XmlElement transaction) {
        int jdbc = 0;
        int highest = 0;
        Text firstJdbc = null;
        Text firstTextual = null;
        boolean ok = true;
        for (Text text : texts) {
            for (Marker marker : StatementText.markers(text.text(), dialect)) {
                if (marker.isTextualZero()) {
                    rules.report(text.problemAt(marker, "the marker |0 names no parameter; textual markers count from |1"));
                    ok = false;
                } else if (marker.isJdbc()) {
                    jdbc++;
                    firstJdbc = firstJdbc == null ? text : firstJdbc;
                } else {
                    highest = Math.max(highest, marker.number());
                    firstTextual = firstTextual == null ? text : firstTextual;
                    if (marker.number() > parameterCount) {
                        rules.report(text.problemAt(marker, "the marker |" + marker.number() + " of transaction '" + id
                                + "' names parameter " + marker.number() + ", but the transaction has " + parameterCount));
                        ok = false;
                    }
                }
            }
        }
        if (jdbc > 0 && highest > 0) {
            Text later = texts.indexOf(firstJdbc) > texts.indexOf(firstTextual) ? firstJdbc : firstTextual;
            rules.report(later.problem("transaction '" + id + "' mixes ? markers and |n markers; use one kind"));
            return false;
        }
        int used = jdbc > 0 ? jdbc : highest;
        if (ok && used != parameterCount) {
            String markers = jdbc > 0 ? jdbc + " ? marker" + (jdbc == 1 ? "" : "s") : "markers up to |" + highest;
            rules.report(locate(texts.get(0), transaction, "the statements of transaction '" + id + "' hold " + markers
                    + " but it has " + parameterCount + " parameter" + (parameterCount == 1 ? "" : "s")
                    + counts(texts)));
            return false;
        }
        return ok;
    }

    /** Per statement marker counts when there are several, so the odd one out is easy to spot. */
    private String counts(List<Text> texts) {
        if (texts.size() == 1) {
            return "";
        }
        StringBuilder detail = new StringBuilder(" (");
        for (int i = 0; i < texts.size(); i++) {
            Text text = texts.get(i);
            detail.append(i == 0 ? "" : ", ").append("statement ").append(i + 1);
            if (text.file() != null) {
                detail.append(" at line ").append(text.line());
            }
            detail.append(": ").append(StatementText.markers(text.text(), dialect).size());
        }
        return detail.append(')').toString();
    }

    private static FileProblem locate(Text text, XmlElement transaction, String message) {
        return text.file() != null ? text.problem(message) : transaction.problem(message);
    }
}
