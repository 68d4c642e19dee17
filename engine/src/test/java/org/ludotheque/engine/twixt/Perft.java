package org.ludotheque.engine.twixt;

import org.ludotheque.engine.State;

/** Counts the leaves of the game tree to a depth in actions, by apply and undo. */
final class Perft {
    private Perft() {
    }

    static long count(State s, int depth) {
        if (depth == 0 || s.isTerminal()) {
            return 1;
        }
        long total = 0;
        for (int a : s.legalActions()) {
            s.apply(a);
            total += count(s, depth - 1);
            s.undo();
        }
        return total;
    }

    /** The same count through copies instead of undo: the two must agree. */
    static long countByCopy(State s, int depth) {
        if (depth == 0 || s.isTerminal()) {
            return 1;
        }
        long total = 0;
        for (int a : s.legalActions()) {
            State c = s.copy();
            c.apply(a);
            total += countByCopy(c, depth - 1);
        }
        return total;
    }
}
