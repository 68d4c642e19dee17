package org.ludotheque.ai.knowledge;

import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;

import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.engine.State;

/** Helpers shared by the knowledge tests. */
public final class KnowledgeTesting {

    private KnowledgeTesting() {
    }

    /** The legal action with the highest prior (the first one on ties). */
    public static int bestByPrior(GameKnowledge k, State s) {
        int[] legal = s.legalActions();
        double[] out = new double[legal.length];
        if (!k.priors(s, legal, legal.length, out)) {
            throw new AssertionError("no priors");
        }
        int best = 0;
        for (int i = 1; i < legal.length; i++) {
            if (out[i] > out[best]) {
                best = i;
            }
        }
        return legal[best];
    }

    /** The prior of one action relative to the largest one. */
    public static double relativePrior(GameKnowledge k, State s, int action) {
        int[] legal = s.legalActions();
        double[] out = new double[legal.length];
        k.priors(s, legal, legal.length, out);
        double max = 0;
        double mine = -1;
        for (int i = 0; i < legal.length; i++) {
            max = Math.max(max, out[i]);
            if (legal[i] == action) {
                mine = out[i];
            }
        }
        return mine / max;
    }

    /** Plays games with the knowledge's playout policy, asserting every action is legal; returns how many ended. */
    public static int playouts(GameKnowledge k, State start, int games, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int ended = 0;
        for (int g = 0; g < games; g++) {
            State s = start.copy();
            int guard = 0;
            while (!s.isTerminal() && guard++ < 100_000) {
                if (s.isChanceNode()) {
                    s.apply(s.randomLegalAction(rng));
                    continue;
                }
                int a = k.playoutAction(s, rng);
                if (!s.isLegal(a)) {
                    throw new AssertionError("illegal playout action " + s.actionToString(a) + " in\n" + s);
                }
                s.apply(a);
            }
            ended += s.isTerminal() ? 1 : 0;
        }
        return ended;
    }

    /** Bytes the current thread allocated in playoutAction calls over some playouts, after a warm-up. */
    public static long playoutAllocation(GameKnowledge k, State start, int games, long seed) {
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        SplittableRandom rng = new SplittableRandom(seed);
        long total = 0;
        for (int round = 0; round < 2; round++) {
            total = 0;
            for (int g = 0; g < games; g++) {
                State s = start.copy();
                while (!s.isTerminal()) {
                    if (s.isChanceNode()) {
                        s.apply(s.randomLegalAction(rng));
                        continue;
                    }
                    long before = bean.getCurrentThreadAllocatedBytes();
                    int a = k.playoutAction(s, rng);
                    total += bean.getCurrentThreadAllocatedBytes() - before;
                    s.apply(a);
                }
            }
        }
        return total;
    }
}
