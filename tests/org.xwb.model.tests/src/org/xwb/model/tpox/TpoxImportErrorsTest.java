package org.xwb.model.tpox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.model.tpox.TpoxFiles.workload;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.xwb.model.io.FileProblem;

/**
 * One TPoX workload file per rule it breaks. Each import fails with a problem naming the file
 * (the workload, or the statement template at fault), the line and column, and the rule.
 * SAX reports an element's position just after its start tag, so that is where the column points.
 */
class TpoxImportErrorsTest {

    @TempDir
    Path temp;

    /** A transaction with one inline statement and the parameters given. */
    private static String inline(String attributes, String statement, String parameters) {
        return "    <transaction " + attributes + "><statements><statement>" + statement + "</statement></statements>"
                + "<parameters>" + parameters + "</parameters></transaction>\n";
    }

    private static String oneParameter(String source) {
        return workload(inline("name=\"t\" weight=\"100\"", "SELECT 1 FROM t WHERE a = ?", "<parameter>" + source + "</parameter>"));
    }

    private static final String OK = "<parameter><ids collection=\"custacc\"/></parameter>";

    static Stream<Arguments> brokenWorkloads() {
        return Stream.of(
                // XML level
                Arguments.of("not well-formed", "<?xml version=\"1.0\"?>\n<workload>\n  <transactions>\n</workload>\n", Map.of(),
                        "workload.xml", 4, 3, "not well-formed XML: The element type \"transactions\" must be terminated"),
                Arguments.of("a DOCTYPE", "<?xml version=\"1.0\"?>\n<!DOCTYPE workload>\n<workload/>\n", Map.of(),
                        "workload.xml", 2, 10, "a DOCTYPE is not allowed"),
                Arguments.of("another root", "<?xml version=\"1.0\"?>\n<workloads/>\n", Map.of(),
                        "workload.xml", 2, 13, "not a TPoX workload file: the root element is <workloads>, expected <workload>"),
                Arguments.of("misspelt attribute", workload(inline("name=\"t\" weigth=\"100\"", "SELECT 1 FROM t WHERE a = ?", OK)), Map.of(),
                        "workload.xml", 8, 40, "<transaction> has no attribute 'weigth'; allowed: weight, id, name"),
                Arguments.of("misspelt element", workload("    <transactoin name=\"t\"/>\n"), Map.of(),
                        "workload.xml", 8, 28, "<transactoin> is not allowed in <transactions>; allowed: transaction"),
                Arguments.of("no transactions", "<?xml version=\"1.0\"?>\n<workload name=\"w\">\n</workload>\n", Map.of(),
                        "workload.xml", 2, 20, "<workload> has no <transactions>"),
                Arguments.of("no transaction", workload(""), Map.of(),
                        "workload.xml", 7, 17, "<transactions> holds no <transaction>"),
                // collections
                Arguments.of("collection without name", workload("  <collections><collection/></collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 29, "<collection> needs the attribute name"),
                Arguments.of("collection twice", workload("  <collections>\n    <collection name=\"c\"/>\n    <collection name=\"c\"/>\n  </collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 5, 27, "a second collection named 'c'"),
                Arguments.of("ids without range", workload("  <collections><collection name=\"c\"><ids/></collection></collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 43, "<ids> needs a first and a last id"),
                Arguments.of("ids not a number", workload("  <collections><collection name=\"c\"><ids first=\"one\" last=\"9\"/></collection></collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 64, "first=\"one\" is not a whole number"),
                Arguments.of("ids empty range", workload("  <collections><collection name=\"c\"><ids>10-1</ids></collection></collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 42, "the id range 10..1 is empty"),
                Arguments.of("ids unknown attribute", workload("  <collections><collection name=\"c\"><ids begin=\"1\" last=\"9\"/></collection></collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 62, "<ids> has no attribute 'begin'; the first id is one of [first, firstid"),
                Arguments.of("files without docsperfile", workload("  <collections><collection name=\"c\"><files dir=\"d\" firstfileid=\"1\" lastfileid=\"2\"/></collection></collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 84, "<files> needs the attribute docsperfile"),
                Arguments.of("files reversed", workload("  <collections><collection name=\"c\"><files dir=\"d\" firstfileid=\"3\" lastfileid=\"2\" docsperfile=\"1\"/></collection></collections>\n",
                        inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 100, "lastfileid 2 is below firstfileid 3"),
                Arguments.of("empty directory", workload("  <directory> </directory>\n", inline("name=\"t\"", "SELECT 1 FROM t", "")), Map.of(),
                        "workload.xml", 3, 14, "<directory> is empty; it must hold the folder of the statement templates"),
                // statements
                Arguments.of("no statements", workload("    <transaction name=\"t\"><parameters>" + OK + "</parameters></transaction>\n"), Map.of(),
                        "workload.xml", 8, 27, "transaction 't' has no statements: give it a <location> template, inline <statements> or a <java-plugin>"),
                Arguments.of("template and inline", workload("    <transaction name=\"t\"><location>q.sql</location><statements><statement>SELECT 1</statement></statements></transaction>\n"),
                        Map.of("q.sql", "SELECT 1"),
                        "workload.xml", 8, 65, "transaction 't' may hold only one of <location>, <statements> and <java-plugin>"),
                Arguments.of("java plug-in without a class", workload("    <transaction name=\"t\"><java-plugin> </java-plugin></transaction>\n"), Map.of(),
                        "workload.xml", 8, 40, "<java-plugin> is empty; it must hold the plug-in's Java class"),
                Arguments.of("template missing", workload("    <transaction name=\"t\"><location>gone.sql</location></transaction>\n"), Map.of(),
                        "workload.xml", 8, 37, "the template file "),
                Arguments.of("template without statement", workload("    <transaction name=\"t\"><location>q.sql</location></transaction>\n"),
                        Map.of("q.sql", "-- nothing yet\n%\n"),
                        "q.sql", 1, 1, "the template of transaction 't' holds no statement"),
                Arguments.of("empty inline statement", workload(inline("name=\"t\"", "  ", "")), Map.of(),
                        "workload.xml", 8, 50, "an empty <statement> in transaction 't'"),
                // parameters
                Arguments.of("unknown source", oneParameter("<uniform_integer min=\"1\" max=\"2\"/>"), Map.of(),
                        "workload.xml", 8, 172, "<uniform_integer> is not allowed in <parameter>; allowed: ids, files, filesclob"),
                Arguments.of("two sources", oneParameter("<ids collection=\"custacc\"/><constant value=\"x\"/>"), Map.of(),
                        "workload.xml", 8, 138, "<parameter> must hold exactly one source"),
                Arguments.of("unknown collection", oneParameter("<ids collection=\"orders\"/>"), Map.of(),
                        "workload.xml", 8, 164, "there is no collection 'orders'; known: custacc, plain"),
                Arguments.of("ids without range", oneParameter("<ids collection=\"plain\"/>"), Map.of(),
                        "workload.xml", 8, 163, "collection 'plain' has no <ids> range, so <ids> cannot pick an id from it"),
                Arguments.of("files without files", oneParameter("<filesclob collection=\"plain\"/>"), Map.of(),
                        "workload.xml", 8, 169, "collection 'plain' has no <files>, so <filesclob> has no documents to take"),
                Arguments.of("bad integer", oneParameter("<uniform_int min=\"1\" max=\"ten\"/>"), Map.of(),
                        "workload.xml", 8, 170, "max=\"ten\" is not a whole number"),
                Arguments.of("min above max", oneParameter("<uniformdec min=\"2.5\" max=\"1\"/>"), Map.of(),
                        "workload.xml", 8, 169, "<uniformdec>: min 2.5 is above max 1"),
                Arguments.of("bad date", oneParameter("<uniform_date start=\"2006-02-30\" end=\"2006-12-31\"/>"), Map.of(),
                        "workload.xml", 8, 189, "start=\"2006-02-30\" is not a date (yyyy-mm-dd)"),
                Arguments.of("bad time", oneParameter("<uniform_time start=\"9am\" end=\"16:00:00\"/>"), Map.of(),
                        "workload.xml", 8, 180, "start=\"9am\" is not a time (hh:mm:ss)"),
                Arguments.of("bad timestamp", oneParameter("<uniform_timestamp start=\"2006-01-01\" end=\"tomorrow\"/>"), Map.of(),
                        "workload.xml", 8, 192, "end=\"tomorrow\" is not a date (yyyy-mm-dd) or timestamp"),
                Arguments.of("constant without value", oneParameter("<constant/>"), Map.of(),
                        "workload.xml", 8, 149, "<constant> needs the attribute value"),
                Arguments.of("sequence without step", oneParameter("<sequence start=\"1\"/>"), Map.of(),
                        "workload.xml", 8, 159, "<sequence> needs the attribute step"),
                Arguments.of("empty file", oneParameter("<file></file>"), Map.of(),
                        "workload.xml", 8, 144, "<file> is empty; it must hold the path of a value list file"),
                Arguments.of("same refers to itself", workload(inline("name=\"t\"", "SELECT 1 FROM t WHERE a = ? AND b = ?",
                        OK + "<parameter><same param=\"2\"/></parameter>")), Map.of(),
                        "workload.xml", 8, 202, "<same param=\"2\"> in parameter 2 must repeat an earlier parameter (1 to 1)"),
                // markers
                Arguments.of("too few ? inline", workload(inline("name=\"t\"", "SELECT 1 FROM t WHERE a = ?", OK + OK)), Map.of(),
                        "workload.xml", 8, 27, "the statements of transaction 't' hold 1 ? marker but it has 2 parameters"),
                Arguments.of("too many ? in a template", workload("    <transaction name=\"t\"><location>q.sql</location><parameters>" + OK + "</parameters></transaction>\n"),
                        Map.of("q.sql", "-- read\nSELECT doc FROM t WHERE id = ?\n%\n\n  UPDATE t SET doc = ? WHERE id = ?\n"),
                        "q.sql", 1, 1, "the statements of transaction 't' hold 3 ? markers but it has 1 parameter (statement 1 at line 1: 1, statement 2 at line 5: 2)"),
                Arguments.of("|n beyond the parameters", workload("    <transaction name=\"t\"><location>q.xq</location><parameters>" + OK + "</parameters></transaction>\n"),
                        Map.of("q.xq", "xquery\nfor $c in db2-fn:xmlcolumn('T.DOC')/Customer\nwhere $c/@id = |1 or $c/@id = |2\nreturn $c"),
                        "q.xq", 3, 31, "the marker |2 of transaction 't' names parameter 2, but the transaction has 1"),
                Arguments.of("? and |n mixed", workload(inline("name=\"t\"", "SELECT 1 FROM t WHERE a = ? AND b = |2", OK + OK)), Map.of(),
                        "workload.xml", 8, 50, "transaction 't' mixes ? markers and |n markers; use one kind"),
                Arguments.of("|0", workload(inline("name=\"t\"", "xquery $d[@id = |0]", "")), Map.of(),
                        "workload.xml", 8, 50, "the marker |0 names no parameter; textual markers count from |1"),
                // weights and names
                Arguments.of("some weights missing", workload(inline("name=\"a\" weight=\"60\"", "SELECT 1", "")
                        + inline("name=\"b\"", "SELECT 2", "") + inline("name=\"c\"", "SELECT 3", "")), Map.of(),
                        "workload.xml", 9, 27, "transaction b, c have no weight while 1 other(s) have one: give every transaction a weight (together 100) or none"),
                Arguments.of("weights not 100", workload(inline("name=\"a\" weight=\"60\"", "SELECT 1", "")
                        + inline("name=\"b\" weight=\"39.9\"", "SELECT 2", "")), Map.of(),
                        "workload.xml", 7, 17, "the transaction weights add up to 99.9, not 100"),
                Arguments.of("negative weight", workload(inline("name=\"a\" weight=\"110\"", "SELECT 1", "")
                        + inline("name=\"b\" weight=\"-10\"", "SELECT 2", "")), Map.of(),
                        "workload.xml", 9, 40, "weight=\"-10\" is negative"),
                Arguments.of("weight not a number", workload(inline("name=\"a\" weight=\"all\"", "SELECT 1", "")), Map.of(),
                        "workload.xml", 8, 40, "weight=\"all\" is not a number"),
                Arguments.of("same name twice", workload(inline("name=\"a\"", "SELECT 1", "") + inline("name=\"a\"", "SELECT 2", "")), Map.of(),
                        "workload.xml", 9, 27, "a second transaction named 'a'; transaction names must be unique"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenWorkloads")
    void eachBrokenRuleIsReportedWhereItIs(String rule, String workloadXml, Map<String, String> templates, String file, int line,
            int column, String message) throws Exception {
        Path workload = TpoxFiles.write(temp, "workload.xml", workloadXml);
        for (Map.Entry<String, String> template : templates.entrySet()) {
            TpoxFiles.write(temp, template.getKey(), template.getValue());
        }

        TpoxImportException error = assertThrows(TpoxImportException.class, () -> new TpoxWorkloadImporter().importFile(workload));

        FileProblem problem = error.problems().get(0);
        assertEquals(temp.resolve(file), problem.file(), error.getMessage());
        assertEquals(line + ":" + column, problem.line() + ":" + problem.column(), error.getMessage());
        assertTrue(problem.message().startsWith(message), error.getMessage());
    }

    @Test
    void anExternalEntityIsNeverRead() throws Exception {
        Path secret = TpoxFiles.write(temp, "secret.txt", "TOP-SECRET");
        Path workload = TpoxFiles.write(temp, "xxe.xml", """
                <?xml version="1.0"?>
                <!DOCTYPE workload [ <!ENTITY s SYSTEM "%s"> ]>
                <workload name="&s;"><transactions/></workload>
                """.formatted(secret.toUri()));

        TpoxImportException error = assertThrows(TpoxImportException.class, () -> new TpoxWorkloadImporter().importFile(workload));

        assertFalse(error.getMessage().contains("TOP-SECRET"));
        assertEquals(2, error.problems().get(0).line());
    }

    @Test
    void allProblemsOfAFileAreReportedTogether() throws Exception {
        Path workload = TpoxFiles.write(temp, "workload.xml", workload(
                inline("name=\"a\" weight=\"50\"", "SELECT 1 FROM t WHERE a = ?", "<parameter><ids collection=\"nope\"/></parameter>")
                        + inline("name=\"b\" weight=\"50\" colour=\"red\"", "SELECT 2", "")
                        + "    <transaction name=\"c\" weight=\"0\"><java-plugin>x.Y</java-plugin><parameters><parameter><ids/></parameter></parameters></transaction>\n"));

        TpoxImportException error = assertThrows(TpoxImportException.class, () -> new TpoxWorkloadImporter().importFile(workload));

        assertEquals(3, error.problems().size(), error.getMessage());
        assertEquals(List.of(8, 9, 10), error.problems().stream().map(FileProblem::line).toList());
    }

    @Test
    void aMissingFileIsNamed() {
        Path missing = temp.resolve("none.xml");
        TpoxImportException error = assertThrows(TpoxImportException.class, () -> new TpoxWorkloadImporter().importFile(missing));
        assertEquals(missing + ": no such file; check the path", error.getMessage());
    }
}
