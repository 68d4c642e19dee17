package org.ludotheque.ai;

import java.util.Arrays;

/**
 * The distinct ways the player to move can finish the turn under way, as a game's knowledge lists
 * them ({@link GameKnowledge#turnEnds}): for each end, one sequence of actions reaching it, the
 * hash of the position it reaches and a prior weight. A search that makes whole turns its
 * actions reuses one instance per thread.
 */
public final class TurnEnds {

    private int[] actions = new int[256];
    private int[] start = new int[32];
    private long[] hash = new long[32];
    private double[] weight = new double[32];
    private int size;
    private int used;

    /** Forgets every end. */
    public void clear() {
        size = 0;
        used = 0;
    }

    /** Adds the end reached by {@code sequence[0..length)}, whose position hashes to {@code endHash}. */
    public void add(int[] sequence, int length, long endHash, double priorWeight) {
        if (length < 1) {
            throw new IllegalArgumentException("a turn's end is at least one action away");
        }
        if (size + 1 >= start.length) {
            start = Arrays.copyOf(start, 2 * start.length);
            hash = Arrays.copyOf(hash, start.length);
            weight = Arrays.copyOf(weight, start.length);
        }
        if (used + length > actions.length) {
            actions = Arrays.copyOf(actions, Math.max(2 * actions.length, used + length));
        }
        System.arraycopy(sequence, 0, actions, used, length);
        start[size] = used;
        hash[size] = endHash;
        weight[size++] = priorWeight;
        used += length;
        start[size] = used;
    }

    public int size() {
        return size;
    }

    /** The actions of end {@code i}. */
    public int[] actions(int i) {
        return Arrays.copyOfRange(actions, start[i], start[i + 1]);
    }

    /** The first action of end {@code i}. */
    public int first(int i) {
        return actions[start[i]];
    }

    /** How many actions end {@code i} takes. */
    public int length(int i) {
        return start[i + 1] - start[i];
    }

    /** Copies the actions of end {@code i} into {@code dest} from {@code at}. */
    public void copyActions(int i, int[] dest, int at) {
        System.arraycopy(actions, start[i], dest, at, length(i));
    }

    /** The end whose position hashes to {@code endHash}, or -1. */
    public int indexOf(long endHash) {
        for (int i = 0; i < size; i++) {
            if (hash[i] == endHash) {
                return i;
            }
        }
        return -1;
    }

    /** The hash of the position end {@code i} reaches. */
    public long hash(int i) {
        return hash[i];
    }

    /** End {@code i}'s prior weight (any non-negative scale; the search normalises them). */
    public double weight(int i) {
        return weight[i];
    }

    /** Sets end {@code i}'s prior weight: a knowledge may weigh the ends once it has listed them all. */
    public void setWeight(int i, double priorWeight) {
        weight[i] = priorWeight;
    }
}
