package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.core.target.ParameterBinder.Typed;
import org.xwb.model.ParameterType;

/** A statement's texts made ready outside a run, exactly as the run's compiled texts are. */
class StatementBindingTest {

    @Test
    void eachMarkerGetsItsParametersValueWithTheParametersType() {
        List<StatementBinding.Bound> bound = StatementBinding.bind(
                List.of("SELECT doc FROM t WHERE id = ? FOR UPDATE", "UPDATE t SET doc = ? WHERE id = ?"),
                new ParameterType[] { ParameterType.BIGINT, ParameterType.XML, ParameterType.BIGINT },
                new Object[] { 7L, "<a/>", 7L });
        assertEquals(List.of(new Typed(ParameterType.BIGINT, 7L)), bound.get(0).parameters());
        assertEquals(List.of(new Typed(ParameterType.XML, "<a/>"), new Typed(ParameterType.BIGINT, 7L)),
                bound.get(1).parameters(), "markers are numbered across the texts");
        assertEquals(true, bound.get(0).query());
        assertEquals(false, bound.get(1).query());
    }

    @Test
    void textualMarkersBecomeXQueryLiteralsAndUntypedValuesStayBare() {
        List<StatementBinding.Bound> bound = StatementBinding.bind(
                List.of("XQUERY for $o in db2-fn:xmlcolumn('ORDERS.DOC')/Order[@Sym = |1] where $o/@Qty > ? return $o"),
                null, new Object[] { "IBM \"A\"" });
        assertEquals("XQUERY for $o in db2-fn:xmlcolumn('ORDERS.DOC')/Order[@Sym = \"IBM \"\"A\"\"\"] where $o/@Qty > ? return $o",
                bound.get(0).sql());
        assertEquals(List.of("IBM \"A\""), bound.get(0).parameters(), "no type: the bare value (sent untyped)");
    }

    @Test
    void tooFewValuesAreRefusedWithTheCount() {
        assertEquals(2, StatementBinding.parameterCount(List.of("SELECT ? , ?")));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> StatementBinding.bind(List.of("SELECT ?, ?"), null, new Object[] { 1 }));
        assertEquals("The statement uses 2 parameter(s) but 1 value(s) were given", error.getMessage());
    }
}
