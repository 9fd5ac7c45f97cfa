package org.xwb.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every load error names the file, the line and column, and says what is wrong in words. */
class WorkloadFileErrorsTest {

    private static final String HEAD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <workload xmlns="http://xwb.org/workload/1.0" name="w">
            """;

    @TempDir
    Path temp;

    static Stream<Arguments> brokenFiles() {
        return Stream.of(
                Arguments.of("not well-formed", HEAD + """
                          <collection name="order" firstId="1" lastId="9"
                        </workload>
                        """, 4, 1, "not well-formed XML: Element type \"collection\" must be followed by"),
                Arguments.of("unknown element", HEAD + """
                          <colection name="order"/>
                        </workload>
                        """, 3, 28, "unknown element or attribute 'colection' in <workload>"),
                Arguments.of("unknown attribute", HEAD + """
                          <collection name="order" frstId="1"/>
                        </workload>
                        """, 3, 40, "unknown element or attribute 'frstId' in <collection>"),
                Arguments.of("unknown attribute of a value source", HEAD + """
                          <transaction id="t">
                            <parameter><uniformInt min="1" maks="9"/></parameter>
                          </transaction>
                        </workload>
                        """, 4, 46, "unknown element or attribute 'maks' in <uniformInt>"),
                Arguments.of("bad enum literal", HEAD + """
                          <transaction id="t" weight="100">
                            <parameter type="NUMBER"/>
                          </transaction>
                        </workload>
                        """, 4, 31, "'NUMBER' is not a valid type; expected one of VARCHAR, INTEGER, BIGINT, DECIMAL, DOUBLE,"),
                Arguments.of("bad number", HEAD + """
                          <transaction id="t" weight="ten"/>
                        </workload>
                        """, 3, 37, "'ten' is not a number (weight)"),
                Arguments.of("bad whole number", HEAD + """
                          <collection name="order" firstId="1.5"/>
                        </workload>
                        """, 3, 43, "'1.5' is not a whole number (firstId)"),
                Arguments.of("dangling collection reference", HEAD + """
                          <collection name="order" firstId="1" lastId="9"/>
                          <transaction id="t">
                            <parameter>
                              <ids collection="orders"/>
                            </parameter>
                          </transaction>
                        </workload>
                        """, 6, 33, "collection=\"orders\": there is no collection with the name 'orders'"),
                Arguments.of("dangling transaction reference", HEAD + """
                          <collection name="order">
                            <index name="i" path="/a" usedBy="t nope"/>
                          </collection>
                          <transaction id="t"/>
                        </workload>
                        """, 4, 48, "usedBy=\"nope\": there is no transaction with the id 'nope'"),
                Arguments.of("a transaction id that is a collection name", HEAD + """
                          <collection name="order" firstId="1" lastId="9"/>
                          <transaction id="order"/>
                          <collection name="x"><index name="i" path="/a" usedBy="order"/></collection>
                        </workload>
                        """, 5, 66, "usedBy=\"order\" names a collection, not a transaction"),
                Arguments.of("a TPoX file", """
                        <?xml version="1.0"?>
                        <workload name="tpox">
                        </workload>
                        """, 2, 23, "not an XWB workload file: the root element must be <workload xmlns=\"http://xwb.org/workload/1.0\">"),
                Arguments.of("a DOCTYPE", """
                        <?xml version="1.0"?>
                        <!DOCTYPE workload [ <!ELEMENT workload ANY> ]>
                        <workload xmlns="http://xwb.org/workload/1.0"/>
                        """, 2, 10, "a DOCTYPE is not allowed in a workload file"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFiles")
    void aBrokenFileIsReportedWithFileLineAndColumn(String what, String content, int line, int column, String message)
            throws Exception {
        Path file = temp.resolve("broken.xwl");
        Files.writeString(file, content);

        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.load(file));

        FileProblem first = error.problems().get(0);
        assertEquals(file, first.file());
        assertEquals(line, first.line(), first.toString());
        assertEquals(column, first.column(), first.toString());
        assertTrue(first.message().startsWith(message), first.message());
        assertTrue(error.getMessage().startsWith(file + ":" + line + ":" + column + ": "), error.getMessage());
    }

    @Test
    void everyErrorOfAFileIsReportedNotJustTheFirst() throws Exception {
        Path file = temp.resolve("two.xwl");
        Files.writeString(file, HEAD + """
                  <transaction id="t" weight="x">
                    <parameter><uniformInt min="1" max="y"/><bogus/></parameter>
                  </transaction>
                </workload>
                """);

        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.load(file));

        assertEquals(3, error.problems().size(), error.getMessage());
        assertEquals(3, error.problems().get(0).line());
        assertEquals(4, error.problems().get(1).line());
        assertTrue(error.problems().get(2).message().contains("'bogus'"), error.getMessage());
    }

    @Test
    void anExternalEntityIsRefusedAndNeverRead() throws Exception {
        Path secret = temp.resolve("secret.txt");
        Files.writeString(secret, "TOP-SECRET-VALUE");
        Path file = temp.resolve("xxe.xwl");
        Files.writeString(file, """
                <?xml version="1.0"?>
                <!DOCTYPE workload [
                  <!ENTITY secret SYSTEM "%s">
                ]>
                <workload xmlns="http://xwb.org/workload/1.0" name="&secret;"/>
                """.formatted(secret.toUri()));

        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.load(file));

        assertTrue(error.problems().get(0).message().contains("DOCTYPE is not allowed"), error.getMessage());
        assertFalse(error.getMessage().contains("TOP-SECRET-VALUE"));
    }

    @Test
    void aMissingFileIsNamed() {
        Path file = temp.resolve("none.xwl");
        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.load(file));
        assertEquals(file + ": no such file; check the path", error.getMessage());
    }

    @Test
    void anotherRootElementOfTheNamespaceIsNotAWorkload() throws Exception {
        Path file = temp.resolve("profiles.xwl");
        Files.writeString(file, "<targetProfiles xmlns=\"http://xwb.org/workload/1.0\"/>");
        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> WorkloadFiles.load(file));
        assertTrue(error.getMessage().contains("the root element must be <workload"), error.getMessage());
    }
}
