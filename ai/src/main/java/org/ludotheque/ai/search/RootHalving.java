package org.ludotheque.ai.search;

import java.util.Arrays;

/**
 * The root's choice by sequential halving (the search knob {@code rootHalving}): the root actions
 * with the highest priors are the candidates; the search's playouts are split into rounds, one
 * for each halving; in a round every candidate left gets the same number of new visits, and at
 * its end the better half by value goes on. The best candidate left is played. Where UCT at the
 * root spends its visits to keep its own regret low, halving spends them to tell the best
 * candidate from the next: what a player needs from one search. Below the root the tree is
 * searched as before.
 *
 * <p>One instance per tree, started again by each search; it reads the tree's root edges.
 */
final class RootHalving {

    private final SearchTree tree;
    private final int candidates;
    /** The root's edges still in the running, best first after each halving; {@link #left} of them count. */
    private int[] alive;
    private int left;
    /** Each live edge's visits when the round began. */
    private int[] visitsAtRound;
    private long roundStart;
    private long roundBudget;
    /** The playouts the search may still spend when it starts, 0 where it has no playout limit. */
    private long budget;

    RootHalving(SearchTree tree, int candidates) {
        this.tree = tree;
        this.candidates = candidates;
    }

    /** Called as a search starts: {@code budget} playouts it may spend (0: no playout limit, no halving). */
    void start(long budget) {
        this.budget = budget;
        alive = null;
    }

    /** Whether the root's choice is the halving's in this search: a playout limit and a choice to make. */
    boolean active(int node) {
        return budget > 0 && node == tree.root && tree.nCount[node] > 1;
    }

    /** The root edge to visit next: a proven win at once, else the live candidate with the fewest visits this round. */
    int select(int node) {
        int first = tree.nFirst[node];
        int count = tree.nCount[node];
        int actor = tree.nPlayer[node];
        for (int e = first; e < first + count; e++) {
            int pw = SearchTree.provenWinner(tree.eFlags[e]);
            if (pw >= 0 && pw == tree.credit(actor, tree.eFlags[e])) {
                return e;
            }
        }
        if (alive == null) {
            begin(first, count);
        }
        // The last two stay in the running to the end: the best of them by value is the move.
        if (left > 2 && tree.playouts - roundStart >= roundBudget) {
            halve();
        }
        int best = alive[0];
        long fewest = Long.MAX_VALUE;
        for (int i = 0; i < left; i++) {
            long got = tree.eVisits[alive[i]] - visitsAtRound[i];
            if (got < fewest) {
                fewest = got;
                best = alive[i];
            }
        }
        return best;
    }

    /** The candidates by prior (ties by edge order) and the rounds' budget. */
    private void begin(int first, int count) {
        Integer[] byPrior = new Integer[count];
        for (int i = 0; i < count; i++) {
            byPrior[i] = first + i;
        }
        Arrays.sort(byPrior, (a, b) -> Double.compare(tree.ePrior[b], tree.ePrior[a]));
        left = Math.min(candidates, count);
        alive = new int[left];
        for (int i = 0; i < left; i++) {
            alive[i] = byPrior[i];
        }
        int rounds = Math.max(1, 32 - Integer.numberOfLeadingZeros(left - 1)); // ceil(log2(left)), the last of two
        roundBudget = Math.max(1, (budget - tree.playouts) / rounds);
        visitsAtRound = new int[left];
        newRound();
    }

    private void halve() {
        sortByValue();
        left = (left + 1) / 2;
        newRound();
    }

    private void newRound() {
        for (int i = 0; i < left; i++) {
            visitsAtRound[i] = tree.eVisits[alive[i]];
        }
        roundStart = tree.playouts;
    }

    /** The live candidates best first by the search's value for the player to move (unvisited last, stable). */
    private void sortByValue() {
        int root = tree.root;
        Integer[] order = new Integer[left];
        for (int i = 0; i < left; i++) {
            order[i] = alive[i];
        }
        Arrays.sort(order, (a, b) -> Double.compare(value(root, b), value(root, a)));
        for (int i = 0; i < left; i++) {
            alive[i] = order[i];
        }
    }

    private double value(int node, int e) {
        double v = tree.value(node, e);
        return Double.isNaN(v) ? -1 : v;
    }

    /** The root edges still in the running at the end of the search, best first; empty where the halving did not run. */
    int[] survivors() {
        if (alive == null) {
            return new int[0];
        }
        sortByValue();
        return Arrays.copyOf(alive, left);
    }
}
