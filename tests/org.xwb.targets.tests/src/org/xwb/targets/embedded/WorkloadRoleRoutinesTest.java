package org.xwb.targets.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XwbFactory;
import org.xwb.model.XmlIndex;
import org.xwb.targets.postgres.PostgresStatements;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.TestPaths;

/**
 * A workspace of a version before the workload role has the index key conversion functions
 * (xs:date) owned by the superuser. The kit's DDL replaces them ({@code CREATE OR REPLACE
 * FUNCTION}), which only the owner may: `xwb demo` on such a workspace failed with "must be owner
 * of function xwb_xs_date" until the role was given the functions of schema public too.
 */
@ExtendWith(SharedEmbeddedServer.class)
class WorkloadRoleRoutinesTest {

    @Test
    void theConversionFunctionsAnEarlierVersionCreatedAsTheSuperuserAreGivenToTheRole() throws Exception {
        List<String> ddl = PostgresStatements.conversionFunctions(collectionWithADateIndex());
        EmbeddedLayout layout = TestPaths.layout(SharedEmbeddedServer.workspace().root());
        try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout); Connection admin = lease.connectAsSuperuser();
                Statement s = admin.createStatement()) {
            // as the earlier version left it: the superuser owns it (other tests' indexes may use it: not dropped)
            s.execute(ddl.get(0));
            s.execute("ALTER FUNCTION public." + PostgresStatements.DATE_FUNCTION + "(text) OWNER TO " + EmbeddedServer.USER);
        }
        assertEquals(EmbeddedServer.USER, owner());
        SQLException refused = assertThrows(SQLException.class, () -> Sql.execute(SharedEmbeddedServer.target(), ddl.get(0)));
        assertEquals("42501", refused.getSQLState(), refused.getMessage());
        assertTrue(refused.getMessage().contains("must be owner of function"), refused.getMessage());

        try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout); Connection admin = lease.connectAsSuperuser()) {
            WorkloadRole.Setup setup = WorkloadRole.ensure(layout, admin);
            assertTrue(setup.migrated().contains(PostgresStatements.DATE_FUNCTION), setup.migrated().toString());
        }
        assertEquals(WorkloadRole.NAME, owner());
        Sql.execute(SharedEmbeddedServer.target(), ddl.get(0)); // the workload's DDL runs as the role again
        assertEquals("2026-11-27", Sql.scalar(SharedEmbeddedServer.target(),
                "SELECT " + PostgresStatements.DATE_FUNCTION + "('2026-11-27Z')::text"));
    }

    private static String owner() throws SQLException {
        return Sql.scalar(SharedEmbeddedServer.target(), "SELECT pg_get_userbyid(proowner) FROM pg_proc WHERE proname = ?",
                PostgresStatements.DATE_FUNCTION);
    }

    private static Collection collectionWithADateIndex() {
        Collection collection = XwbFactory.eINSTANCE.createCollection();
        collection.setName("orders");
        XmlIndex index = XwbFactory.eINSTANCE.createXmlIndex();
        index.setName("order_date");
        index.setKeyType(IndexKeyType.DATE);
        collection.getIndexes().add(index);
        return collection;
    }
}
