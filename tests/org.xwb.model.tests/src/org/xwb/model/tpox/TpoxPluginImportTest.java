package org.xwb.model.tpox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.ConstantSource;
import org.xwb.model.FileSource;
import org.xwb.model.FilesSource;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.SameSource;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformIntSource;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.statements.XQueryText;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.Severity;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.testing.TpoxPluginFiles;

/**
 * TPoX workloads whose transactions are Java plug-ins (tests/org.xwb.testing, package tpox):
 * conventional XQuery plug-ins become xquery statements with their external variables bound from
 * the TPoX value sources; other plug-ins are imported without a statement and the validator says,
 * on the transaction, which statement they need.
 */
class TpoxPluginImportTest {

    @TempDir
    Path temp;

    private TpoxImport importXQueryPlugins() throws Exception {
        Path file = TpoxPluginFiles.copy(temp, TpoxPluginFiles.XQUERY_PLUGINS);
        return new TpoxWorkloadImporter().mapCollections(TpoxPluginFiles.COLLECTIONS).importWithNotes(file);
    }

    @Test
    void conventionalPluginsBecomeXQueryStatementsWithTypedExternalVariables() throws Exception {
        Workload workload = importXQueryPlugins().workload();

        assertEquals(List.of("xquery"), workload.getDialects(), "the dialect the statements have, not the import's db2");
        Transaction getOrder = transaction(workload, "get_order");
        assertEquals("org.tpox.xqj.XQueryTransaction", getOrder.getPluginClass());
        Statement statement = getOrder.getStatements().get(0);
        assertEquals(XQueryText.DIALECT, statement.getDialect());
        assertEquals("""
                declare namespace o="http://www.fixprotocol.org/FIXML-4-4";
                declare variable $id as xs:string external;
                for $ord in fn:collection("orders")/o:FIXML
                where $ord/o:Order/@ID = $id
                return $ord/o:Order""", statement.getTexts().get(0),
                "the query as written, its variable typed as the plug-in binds it, its collection mapped");
        ParameterMarker id = getOrder.getParameters().get(0);
        assertEquals("id", id.getName());
        assertEquals(ParameterType.VARCHAR, id.getType());
        assertSame(collection(workload, "orders"), ((IdsSource) id.getSource()).getCollection());

        Transaction profile = transaction(workload, "customer_profile");
        assertTrue(profile.getStatements().get(0).getTexts().get(0).contains("declare variable $cid as xs:int external;"));
        assertEquals(ParameterType.INTEGER, profile.getParameters().get(0).getType());
        assertTrue(profile.getDescription().contains("its flag parameter was 'false'"), profile.getDescription());
    }

    @Test
    void theParametersFollowTheQuerysDeclarationOrderWithTheirSources() throws Exception {
        Workload workload = importXQueryPlugins().workload();

        Transaction search = transaction(workload, "search_securities");
        List<ParameterMarker> parameters = search.getParameters();
        assertEquals(List.of("pemin", "pemax", "sector"), parameters.stream().map(ParameterMarker::getName).toList(),
                "the file lists sector first; the query declares it last");
        assertEquals(List.of(ParameterType.DECIMAL, ParameterType.DECIMAL, ParameterType.VARCHAR),
                parameters.stream().map(ParameterMarker::getType).toList());
        UniformDecimalSource pemin = (UniformDecimalSource) parameters.get(0).getSource();
        assertEquals(5.0, pemin.getMin());
        assertEquals(20.0, pemin.getMax());
        assertEquals(40.0, ((UniformDecimalSource) parameters.get(1).getSource()).getMax());
        FileSource sectors = (FileSource) parameters.get(2).getSource();
        assertEquals("input/sectors.txt", sectors.getPath());
        assertTrue(sectors.isSequential());
        String text = search.getStatements().get(0).getTexts().get(0);
        assertTrue(text.contains("declare variable $pemin as xs:decimal external;\ndeclare variable $pemax as xs:decimal external;\n"
                + "declare variable $sector as xs:string external;"), text);
    }

    @Test
    void weightsKindsAndDocumentSourcesAreKept() throws Exception {
        Workload workload = importXQueryPlugins().workload();

        assertEquals(List.of(15.0, 10.0, 15.0, 10.0, 10.0, 10.0, 5.0, 10.0, 15.0),
                workload.getTransactions().stream().map(Transaction::getWeight).toList());
        assertEquals(List.of(TransactionKind.QUERY, TransactionKind.QUERY, TransactionKind.QUERY, TransactionKind.QUERY,
                TransactionKind.QUERY, TransactionKind.INSERT, TransactionKind.INSERT, TransactionKind.UPDATE,
                TransactionKind.DELETE), workload.getTransactions().stream().map(Transaction::getKind).toList());
        ParameterMarker order = transaction(workload, "store_order").getParameters().get(0);
        assertEquals(ParameterType.XML, order.getType());
        assertSame(collection(workload, "orders"), ((FilesSource) order.getSource()).getCollection());
        ParameterMarker custacc = transaction(workload, "store_custacc").getParameters().get(0);
        assertEquals(ParameterType.CLOB, custacc.getType(), "filesclob keeps its CLOB binding");
        assertTrue(((FilesSource) custacc.getSource()).isClob());
        assertEquals("/o:FIXML/o:Order/@ID", collection(workload, "orders").getIdPath(),
                "a TPoX kind's collection knows where a document's id is, so its files can be loaded and inserted");
        assertTrue(transaction(workload, "store_order").getStatements().get(0).getTexts().get(0)
                .startsWith("declare variable $doc as document-node() external; db:add(\"orders\", $doc,"));
    }

    @Test
    void theImportedWorkloadIsValidForTheXQueryDialectAndSurvivesItsFile() throws Exception {
        Workload workload = importXQueryPlugins().workload();

        assertEquals(List.of(), new WorkloadValidator().validate(workload, XQueryText.DIALECT));
        Path saved = temp.resolve("plugins.xwl");
        WorkloadFiles.save(workload, saved);
        Workload read = WorkloadFiles.load(saved);
        assertEquals(new String(WorkloadFiles.serialize(workload), java.nio.charset.StandardCharsets.UTF_8),
                new String(WorkloadFiles.serialize(read), java.nio.charset.StandardCharsets.UTF_8));
        assertEquals("org.tpox.xqj.XQueryUpdate", transaction(read, "delete_order").getPluginClass());
    }

    @Test
    void eachTransactionIsReportedWithWhatWasLifted() throws Exception {
        TpoxImport imported = importXQueryPlugins();

        assertEquals(9, imported.notes().size());
        assertEquals(List.of(), imported.notLifted());
        assertEquals("search_securities (plug-in org.tpox.xqj.XQueryTransaction): lifted into an xquery statement: "
                + "$pemin as xs:decimal <- uniformdecimal, $pemax as xs:decimal <- uniformdecimal, "
                + "$sector as xs:string <- file_seq input/sectors.txt", imported.notes().get(3).toString());
        assertEquals(51, imported.notes().get(3).at().line(), "the note is located at its <transaction>");
        assertTrue(imported.notes().get(8).toString().endsWith("flag 'true' kept in the description"),
                imported.notes().get(8).toString());
    }

    @Test
    void otherPluginsAreImportedWithoutAStatementAndNeedOne() throws Exception {
        Path file = TpoxPluginFiles.copy(temp, TpoxPluginFiles.MIXED_PLUGINS);
        TpoxImport imported = new TpoxWorkloadImporter().mapCollections(Map.of("CLN_Order", "orders"))
                .importWithNotes(file);
        Workload workload = imported.workload();

        assertEquals(List.of("xquery", "db2"), workload.getDialects());
        Transaction newOrder = transaction(workload, "new_order");
        assertEquals("org.tpox.jdbc.CallableTransaction", newOrder.getPluginClass());
        assertEquals(List.of(), newOrder.getStatements());
        assertEquals(20.0, newOrder.getWeight());
        assertEquals(2, newOrder.getParameters().size(), "its parameters are kept as they are");
        assertEquals("CALL TPOX.NEW_ORDER(?)", ((ConstantSource) newOrder.getParameters().get(0).getSource()).getValue());
        assertInstanceOf(FilesSource.class, newOrder.getParameters().get(1).getSource());
        Transaction report = transaction(workload, "daily_report");
        assertInstanceOf(UniformIntSource.class, report.getParameters().get(0).getSource());

        assertEquals(List.of("new_order", "daily_report"), imported.notLifted().stream().map(TransactionNote::transaction).toList());
        assertEquals("new_order (plug-in org.tpox.jdbc.CallableTransaction): not lifted: after the query text, 1 parameters"
                + " do not make (name, type, value) triples; imported without a statement, its 2 parameters kept as they are",
                imported.notLifted().get(0).toString());
        assertTrue(imported.notLifted().get(1).detail().startsWith("not lifted: parameter 1 is uniformint, not a constant"),
                imported.notLifted().get(1).detail());

        List<Problem> problems = new WorkloadValidator().validate(workload, XQueryText.DIALECT);
        Problem needs = problems.stream().filter(p -> p.object() == newOrder).findFirst().orElseThrow();
        assertEquals(Severity.ERROR, needs.severity());
        assertEquals("transaction new_order", needs.path());
        assertEquals("transaction new_order (plug-in org.tpox.jdbc.CallableTransaction) needs a statement for dialect xquery",
                needs.message());
        assertEquals(2, problems.stream().filter(p -> p.object() == newOrder).count(),
                "one per dialect the workload lists: xquery and db2 " + problems);
    }

    @Test
    void aLiftedVariableKeepsItsDeclaredTypeAndSameIsRenumbered() throws Exception {
        Path file = TpoxPluginFiles.copy(temp, TpoxPluginFiles.MIXED_PLUGINS);
        Workload workload = new TpoxWorkloadImporter().importWithNotes(file).workload();

        String getOrder = transaction(workload, "get_order").getStatements().get(0).getTexts().get(0);
        assertTrue(getOrder.contains("declare variable $id as xs:string external;"), getOrder);
        assertFalse(getOrder.contains("anyURI"), "a type the query declares is the query's");
        Transaction bySymbol = transaction(workload, "order_by_symbol");
        assertEquals(List.of("id", "again"), bySymbol.getParameters().stream().map(ParameterMarker::getName).toList());
        assertEquals(1, ((SameSource) bySymbol.getParameters().get(1).getSource()).getParameter(),
                "TPoX's <same param=\"5\"> is the value of $id, XWB's parameter 1");
        assertEquals(ParameterType.BIGINT, bySymbol.getParameters().get(1).getType());
        assertNull(transaction(workload, "count_securities").getPluginClass());
    }

    @Test
    void unmappedCollectionsAreWarningsOnTheStatement() throws Exception {
        Path file = TpoxPluginFiles.copy(temp, TpoxPluginFiles.XQUERY_PLUGINS);
        Workload workload = new TpoxWorkloadImporter().importWithNotes(file).workload();

        List<Problem> problems = new WorkloadValidator().validate(workload, XQueryText.DIALECT);
        Problem first = problems.get(0);
        assertEquals(Severity.WARNING, first.severity());
        assertEquals("transaction get_order / statement xquery / text 1", first.path());
        assertTrue(first.message().startsWith("fn:collection(\"CLN_Order\") names no collection of the workload (known: custacc,"
                + " orders, security)"), first.message());
        assertEquals(List.of("CLN_Order", "CLN_Security", "CLN_Customer"), List.copyOf(CollectionMapping.unknown(workload)));
    }

    @Test
    void theSuggestedMappingPairsEachSourceNameWithTheCollectionOfItsNameOrDocumentKind() throws Exception {
        Path file = TpoxPluginFiles.copy(temp, TpoxPluginFiles.XQUERY_PLUGINS);
        Workload workload = new TpoxWorkloadImporter().importWithNotes(file).workload();

        // CLN_Customer has no collection of its name: the one holding CustAcc documents
        assertEquals(TpoxPluginFiles.COLLECTIONS, CollectionMapping.suggested(workload));

        collection(workload, "custacc").setDocumentKind(null);
        collection(workload, "custacc").setName("accounts");
        assertEquals(Map.of("CLN_Order", "orders", "CLN_Security", "security"), CollectionMapping.suggested(workload),
                "no guess where nothing matches");
    }

    @Test
    void aMappingToNoCollectionOfTheWorkloadIsRefusedAndAnUnusedOneNoted() throws Exception {
        Path file = TpoxPluginFiles.copy(temp, TpoxPluginFiles.XQUERY_PLUGINS);

        TpoxImportException error = assertThrows(TpoxImportException.class,
                () -> new TpoxWorkloadImporter().mapCollections(Map.of("CLN_Order", "order")).importWithNotes(file));
        assertTrue(error.getMessage().contains("--collection CLN_Order=order: neither the workload nor the database has a collection 'order'; its"
                + " collections: custacc, orders, security"), error.getMessage());

        TpoxImport imported = new TpoxWorkloadImporter().mapCollections(Map.of("CLN_Orders", "orders"))
                .importWithNotes(file);
        assertEquals(List.of("--collection CLN_Orders=orders: no xquery statement uses fn:collection(\"CLN_Orders\"); they use"
                + " CLN_Order, CLN_Security, CLN_Customer"), imported.warnings());
    }

    private static Transaction transaction(Workload workload, String id) {
        return workload.getTransactions().stream().filter(t -> t.getId().equals(id)).findFirst().orElseThrow();
    }

    private static org.xwb.model.Collection collection(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> c.getName().equals(name)).findFirst().orElseThrow();
    }
}
