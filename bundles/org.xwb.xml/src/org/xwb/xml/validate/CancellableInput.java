package org.xwb.xml.validate;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * An input stream that stops with {@link Cancelled} once its token is cancelled, so a parser in
 * the middle of a 50 MB document ends within one buffer's read instead of at the document's end.
 */
final class CancellableInput extends FilterInputStream {

    /** The read was stopped by a cancel, not by the file. */
    static final class Cancelled extends IOException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super("cancelled");
        }
    }

    private final CancellationToken cancel;

    CancellableInput(InputStream in, CancellationToken cancel) {
        super(in);
        this.cancel = cancel;
    }

    @Override
    public int read() throws IOException {
        check();
        return super.read();
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        check();
        return super.read(buffer, offset, length);
    }

    private void check() throws Cancelled {
        if (cancel.isCancelled()) {
            throw new Cancelled();
        }
    }
}
