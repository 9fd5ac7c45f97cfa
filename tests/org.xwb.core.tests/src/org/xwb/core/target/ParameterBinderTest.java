package org.xwb.core.target;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLXML;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.xwb.core.target.ParameterBinder.Typed;
import org.xwb.model.ParameterType;

/** One binder for runs and explains: an explain's value reaches the database exactly as the run's. */
class ParameterBinderTest {

    private static List<Object> row(PreparedStatement statement) throws Exception {
        try (ResultSet rs = statement.executeQuery()) {
            rs.next();
            List<Object> values = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                values.add(rs.getObject(i));
            }
            return values;
        }
    }

    @Test
    void anExplainBindsATypedValueExactlyAsTheRunBindsItsMarker() throws Exception {
        List<SQLXML> documents = new ArrayList<>();
        try (Connection c = new org.h2.Driver().connect("jdbc:h2:mem:binder-typed", new Properties());
                PreparedStatement run = c.prepareStatement("SELECT ?, ?, ?");
                PreparedStatement explain = c.prepareStatement("SELECT ?, ?, ?")) {
            ParameterBinder.bind(run, 1, ParameterType.BIGINT, "42", documents);
            ParameterBinder.bind(run, 2, ParameterType.DATE, "2024-02-29", documents);
            ParameterBinder.bind(run, 3, ParameterType.DECIMAL, 1.5, documents);
            ParameterBinder.bindAll(explain, List.of(new Typed(ParameterType.BIGINT, "42"),
                    new Typed(ParameterType.DATE, "2024-02-29"), new Typed(ParameterType.DECIMAL, 1.5)), false, documents);

            List<Object> ran = row(run);
            assertEquals(List.of(42L, java.sql.Date.valueOf("2024-02-29"), new BigDecimal("1.5")), ran);
            assertEquals(ran, row(explain));
        }
    }

    @Test
    void aPlainValueIsBoundAsAMarkerOfTheTypeItsClassStandsFor() throws Exception {
        try (Connection c = new org.h2.Driver().connect("jdbc:h2:mem:binder-plain", new Properties());
                PreparedStatement explain = c.prepareStatement("SELECT ?, ?, ?, ?")) {
            ParameterBinder.bindAll(explain, List.of(42L, LocalDate.of(2024, 2, 29), new BigDecimal("1.5"), "text"), false,
                    new ArrayList<>());
            assertEquals(List.of(42L, java.sql.Date.valueOf("2024-02-29"), new BigDecimal("1.5"), "text"), row(explain));
        }
    }
}
