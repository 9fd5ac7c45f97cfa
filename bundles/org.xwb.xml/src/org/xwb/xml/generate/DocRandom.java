package org.xwb.xml.generate;

/**
 * The generator's random numbers: SplitMix64, chosen because its output is fixed by its few lines
 * here (not by a JDK version), so a seed gives the same documents on every machine and release.
 * Every document gets its own stream, derived from the seed, the document kind and its index:
 * documents can be made in any order, on any number of threads, and still come out the same.
 */
final class DocRandom {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long state;

    DocRandom(long seed) {
        this.state = seed;
    }

    /** The stream for one document. */
    static DocRandom forDocument(long seed, DocumentKind kind, long index) {
        return new DocRandom(streamSeed(seed, kind.ordinal() + 1L, index));
    }

    /** A well-mixed value for (seed, salt, index), for per-item decisions without a stream. */
    static long streamSeed(long seed, long salt, long index) {
        return mix(mix(seed + salt * GOLDEN_GAMMA) + index * GOLDEN_GAMMA);
    }

    /** SplitMix64's finaliser: a bijection that spreads every input bit over the output. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    long nextLong() {
        state += GOLDEN_GAMMA;
        return mix(state);
    }

    /** Uniform in [0, bound) for bound &lt; 2^31 (multiply-shift; the bias is below 2^-32). */
    int nextInt(int bound) {
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** Uniform in [0, bound). */
    long nextLong(long bound) {
        return Math.floorMod(nextLong(), bound);
    }

    /** Uniform in [min, max], both included. */
    int between(int min, int max) {
        return min + nextInt(max - min + 1);
    }

    /** True with the given chance in percent. */
    boolean percent(int chance) {
        return nextInt(100) < chance;
    }
}
