package org.xwb.ui.editors.text;

/**
 * A problem to mark in an editor's text: a ruler annotation and a squiggle at a 1-based line and
 * column (0 when the column is unknown: the whole line is marked).
 */
public record TextProblem(boolean error, String message, int line, int column) {
}
