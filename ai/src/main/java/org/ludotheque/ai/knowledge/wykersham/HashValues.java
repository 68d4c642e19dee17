package org.ludotheque.ai.knowledge.wykersham;

/**
 * An open-addressing map from a state's hash to a value, cleared at once by a generation stamp:
 * the planners meet thousands of states a turn and start afresh each time.
 */
final class HashValues {

    private long[] keys = new long[1 << 12];
    private double[] values = new double[1 << 12];
    private int[] stamps = new int[1 << 12];
    private int generation = 1;
    private int size;

    /** Forgets every value. */
    void clear() {
        generation++;
        size = 0;
    }

    /** The value stored for {@code key}, or NaN. */
    double get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask);; i = (i + 1) & mask) {
            if (stamps[i] != generation) {
                return Double.NaN;
            }
            if (keys[i] == key) {
                return values[i];
            }
        }
    }

    void put(long key, double value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = slot(key, mask);; i = (i + 1) & mask) {
            if (stamps[i] != generation) {
                stamps[i] = generation;
                keys[i] = key;
                values[i] = value;
                size++;
                return;
            }
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
        }
    }

    private void grow() {
        long[] k = keys;
        double[] v = values;
        int[] st = stamps;
        int g = generation;
        keys = new long[k.length * 2];
        values = new double[k.length * 2];
        stamps = new int[k.length * 2];
        generation = 1;
        size = 0;
        for (int i = 0; i < k.length; i++) {
            if (st[i] == g) {
                put(k[i], v[i]);
            }
        }
    }

    private static int slot(long key, int mask) {
        return (int) (key ^ (key >>> 29)) & mask;
    }
}
