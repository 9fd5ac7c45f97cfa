package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.xwb.ui.problems.WrappedLines;

/** A long validation message wrapped for a hover or tooltip: whole, in lines of at most the width. */
class WrappedLinesTest {

    @Test
    void aLongMessageIsWrappedAtSpacesAndKeepsEveryWord() {
        String message = "cvc-complex-type.2.4.a: Invalid content was found starting with element 'c:Bogus'. One of "
                + "'c:Mnemonic, c:ShortNames, c:Name, c:DateOfBirth, c:Gender, c:Nationality, c:CountryOfResidence' "
                + "is expected. The element is not in the content model of c:Customer at this place.";
        String wrapped = WrappedLines.wrap(message, 60);
        for (String line : wrapped.split("\n")) {
            assertTrue(line.length() <= 60, "'" + line + "' is longer than 60");
        }
        assertTrue(wrapped.split("\n").length >= 4, wrapped);
        assertEquals(message, wrapped.replace("\n", " "), "every word kept, in order");
        assertEquals("short", WrappedLines.wrap("short", 60));
    }
}
