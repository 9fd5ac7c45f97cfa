package org.xwb.testing;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

/**
 * Seeded mutations of a file's bytes for fuzz tests: flipped bits, cut, repeated or swapped
 * ranges, random bytes, and fragments that upset XML parsers (markup, entities, a DOCTYPE,
 * invalid UTF-8, a NUL). The same seed gives the same mutations on every machine, so a failure
 * names a mutation that can be replayed.
 */
public final class Mutations {

    private static final String[] FRAGMENTS = { "<", ">", "&", "&amp;", "&bogus;", "&#0;", "&#xD800;", "]]>", "<!--",
            "<![CDATA[", "\"", "'", "</x>", "<x>", "<?xml version=\"1.0\"?>",
            "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>", "<!ENTITY a \"aaaaaaaaaa\">", "xmlns:p=\"urn:p\"",
            "p:", "\u0000", "\uFEFF", "\u00e9", "99999999999999999999", "-1", "NaN", "1e400", " ", "\n", "%", "?", "${x}" };

    private final Random random;

    /** @param seed fixed per test, so every run makes the same mutations */
    public Mutations(long seed) {
        this.random = new Random(seed);
    }

    /** One to three mutations of {@code original}; the original is not changed. */
    public byte[] mutate(byte[] original) {
        byte[] bytes = original.clone();
        int rounds = 1 + random.nextInt(3);
        for (int i = 0; i < rounds; i++) {
            bytes = once(bytes);
        }
        return bytes;
    }

    private byte[] once(byte[] b) {
        if (b.length == 0) {
            return fragment();
        }
        int at = random.nextInt(b.length);
        int length = 1 + random.nextInt(Math.min(64, b.length - at));
        return switch (random.nextInt(8)) {
        case 0 -> { // flip one bit
            byte[] c = b.clone();
            c[at] ^= (byte) (1 << random.nextInt(8));
            yield c;
        }
        case 1 -> splice(b, at, length, new byte[0]); // cut a range
        case 2 -> splice(b, at, 0, Arrays.copyOfRange(b, at, at + length)); // repeat a range
        case 3 -> splice(b, at, 0, fragment());
        case 4 -> splice(b, at, length, fragment()); // replace a range
        case 5 -> Arrays.copyOf(b, at); // truncate
        case 6 -> { // random bytes, invalid UTF-8 among them
            byte[] noise = new byte[1 + random.nextInt(8)];
            random.nextBytes(noise);
            yield splice(b, at, 0, noise);
        }
        default -> { // swap a range with another
            int other = random.nextInt(b.length);
            int n = Math.min(length, b.length - other);
            byte[] first = Arrays.copyOfRange(b, at, at + length);
            byte[] second = Arrays.copyOfRange(b, other, other + n);
            yield at < other && at + length <= other
                    ? splice(splice(b, other, n, first), at, length, second)
                    : splice(b, at, length, second);
        }
        };
    }

    private byte[] fragment() {
        return FRAGMENTS[random.nextInt(FRAGMENTS.length)].getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] splice(byte[] b, int at, int remove, byte[] insert) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(b.length + insert.length);
        out.write(b, 0, at);
        out.write(insert, 0, insert.length);
        out.write(b, at + remove, b.length - at - remove);
        return out.toByteArray();
    }
}
