package org.ludotheque.engine.thoughtwave;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A slow, obvious Thoughtwave board for cross-checking the engine: a plain grid of wave masks,
 * legality by looking at the four neighbours, connection by a breadth-first search. It knows
 * nothing of the engine's constraint bytes, counters or union-find.
 */
final class ReferenceModel {

    private static final int[] DF = {0, 1, 0, -1};
    private static final int[] DR = {1, 0, -1, 0};

    final int size;
    final int[][] mask;

    ReferenceModel(int size) {
        this.size = size;
        this.mask = new int[size][size];
    }

    /** The board of an engine state, read square by square through its public query. */
    static ReferenceModel of(ThoughtwaveState s) {
        ReferenceModel r = new ReferenceModel(s.game().size());
        for (int f = 0; f < r.size; f++) {
            for (int k = 0; k < r.size; k++) {
                r.mask[f][k] = s.maskAt(f, k);
            }
        }
        return r;
    }

    boolean on(int f, int r) {
        return f >= 0 && r >= 0 && f < size && r < size;
    }

    /** Whether mask m fits on (f, r): empty, and every occupied neighbour matches edge for edge. */
    boolean fits(int f, int r, int m) {
        if (mask[f][r] != 0) {
            return false;
        }
        for (int d = 0; d < 4; d++) {
            int nf = f + DF[d];
            int nr = r + DR[d];
            if (on(nf, nr) && mask[nf][nr] != 0) {
                boolean mine = (m & (1 << d)) != 0;
                boolean theirs = (mask[nf][nr] & (1 << ((d + 2) % 4))) != 0;
                if (mine != theirs) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Legal placements as {file, rank, mask} for a hand (counts by Tile ordinal), in action order. */
    List<int[]> placements(int[] hand) {
        List<int[]> out = new ArrayList<>();
        for (int r = 0; r < size; r++) {
            for (int f = 0; f < size; f++) {
                for (int m = 1; m < 16; m++) {
                    if (hand[Tile.of(m).ordinal()] > 0 && fits(f, r, m)) {
                        out.add(new int[] {f, r, m});
                    }
                }
            }
        }
        return out;
    }

    /** Whether some network of waves leaves through border a and border b (directions 0 N, 1 E, 2 S, 3 W). */
    boolean joins(int a, int b) {
        boolean[][] seen = new boolean[size][size];
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        for (int f = 0; f < size; f++) {
            for (int r = 0; r < size; r++) {
                if (leaves(f, r, a)) {
                    seen[f][r] = true;
                    queue.add(new int[] {f, r});
                }
            }
        }
        while (!queue.isEmpty()) {
            int[] x = queue.poll();
            if (leaves(x[0], x[1], b)) {
                return true;
            }
            for (int d = 0; d < 4; d++) {
                int nf = x[0] + DF[d];
                int nr = x[1] + DR[d];
                if ((mask[x[0]][x[1]] & (1 << d)) != 0 && on(nf, nr) && mask[nf][nr] != 0 && !seen[nf][nr]) {
                    seen[nf][nr] = true;
                    queue.add(new int[] {nf, nr});
                }
            }
        }
        return false;
    }

    /** Whether the tile on (f, r) has a wave through its edge d and that edge is the board's border. */
    private boolean leaves(int f, int r, int d) {
        return (mask[f][r] & (1 << d)) != 0 && !on(f + DF[d], r + DR[d]);
    }

    boolean connects(Sides sides) {
        return sides == Sides.WEST_EAST ? joins(3, 1) : joins(0, 2);
    }
}
