package org.ludotheque.engine;

import java.util.SplittableRandom;

/** Fixed pseudo-random 64-bit keys for Zobrist hashing; the same seed gives the same keys on every run. */
public final class Zobrist {
    private Zobrist() {
    }

    public static long[] keys(long seed, int count) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] k = new long[count];
        for (int i = 0; i < count; i++) {
            k[i] = r.nextLong();
        }
        return k;
    }
}
