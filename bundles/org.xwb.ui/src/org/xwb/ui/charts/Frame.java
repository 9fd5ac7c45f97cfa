package org.xwb.ui.charts;

/**
 * One finished drawing of a chart, handed from the render thread to the UI thread: its pixels as
 * 0x??RRGGBB ints (the top byte is not used), row by row, top row first. The array is the frame's
 * own (never drawn into again).
 */
record Frame(int[] rgb, int width, int height) {

    Frame {
        if (rgb.length != width * height) {
            throw new IllegalArgumentException("a " + width + "x" + height + " frame needs " + width * height
                    + " pixels, not " + rgb.length);
        }
    }
}
