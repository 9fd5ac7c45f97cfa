package org.xwb.kit.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Workload;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.Severity;
import org.xwb.testing.SampleWorkloads;
import org.xwb.xml.TpoxKit;

/** Index paths and key types against the kit's FIXML schema, the way the editor's XML indexes page shows them. */
class IndexChecksTest {

    @TempDir
    Path workspace;

    @Test
    void pathsTheSchemaCannotMatchAndKeyTypesItsValuesCannotConvertTo() {
        Workload workload = SampleWorkloads.workload("w", "postgresql");
        Collection orders = SampleWorkloads.collection("orders", 1, 500);
        orders.setSchema(DocumentKinds.ORDER.schema());
        orders.getNamespaces().add(SampleWorkloads.namespace("o", TpoxKit.FIXML_NAMESPACE));
        orders.getIndexes().add(SampleWorkloads.index("order_id", "/o:FIXML/o:Order/@ID", IndexKeyType.DOUBLE, 0));
        orders.getIndexes().add(SampleWorkloads.index("typo", "/o:FIXML/o:Ordr/@ID", IndexKeyType.VARCHAR, 0));
        orders.getIndexes().add(SampleWorkloads.index("date_as_number", "/o:FIXML/o:Order/@TrdDt", IndexKeyType.DOUBLE, 0));
        orders.getIndexes().add(SampleWorkloads.index("cash_as_integer", "/o:FIXML/o:Order/o:OrdQty/@Cash",
                IndexKeyType.INTEGER, 0));
        orders.getIndexes().add(SampleWorkloads.index("trade_date", "/o:FIXML/o:Order/@TrdDt", IndexKeyType.DATE, 0));
        // DECIMAL keys (DB2 10.1+, PostgreSQL numeric): xs:decimal values convert, xs:date values never do
        orders.getIndexes().add(SampleWorkloads.index("cash_as_decimal", "/o:FIXML/o:Order/o:OrdQty/@Cash",
                IndexKeyType.DECIMAL, 0));
        orders.getIndexes().add(SampleWorkloads.index("date_as_decimal", "/o:FIXML/o:Order/@TrdDt", IndexKeyType.DECIMAL, 0));
        orders.getIndexes().add(SampleWorkloads.index("no_prefix", "/FIXML/Order/@ID", IndexKeyType.VARCHAR, 0));
        workload.getCollections().add(orders);

        List<Problem> problems = new IndexChecks(new CollectionSchemas(workspace, TpoxKit.installed())).check(workload);
        assertEquals(List.of("typo", "date_as_number", "cash_as_integer", "date_as_decimal", "no_prefix"),
                problems.stream().map(p -> ((org.xwb.model.XmlIndex) p.object()).getName()).toList(), problems.toString());
        assertEquals(List.of(Severity.WARNING, Severity.ERROR, Severity.WARNING, Severity.ERROR, Severity.WARNING),
                problems.stream().map(Problem::severity).toList());
        assertTrue(problems.get(0).message().contains("allows no node at /o:FIXML/o:Ordr/@ID"), problems.get(0).message());
        assertTrue(problems.get(1).message().contains("xs:date, which never convert to DOUBLE"), problems.get(1).message());
        assertEquals("collection orders / index typo", problems.get(0).path());
    }

    @Test
    void aSchemaThatCannotBeReadIsOneWarningAndNoSchemaNoCheck() {
        Workload workload = SampleWorkloads.workload("w", "postgresql");
        Collection missing = SampleWorkloads.collection("missing", 1, 5);
        missing.setSchema("schemas/nope.xsd");
        missing.getIndexes().add(SampleWorkloads.index("i", "/a/@b", IndexKeyType.VARCHAR, 0));
        Collection none = SampleWorkloads.collection("none", 1, 5);
        none.getIndexes().add(SampleWorkloads.index("j", "/a/@b", IndexKeyType.DATE, 0));
        workload.getCollections().add(missing);
        workload.getCollections().add(none);

        List<Problem> problems = new IndexChecks(new CollectionSchemas(workspace, TpoxKit.installed())).check(workload);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).message().contains("schemas/nope.xsd cannot be read"), problems.get(0).message());
    }
}
