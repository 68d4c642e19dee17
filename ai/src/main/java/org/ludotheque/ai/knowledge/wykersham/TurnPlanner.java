package org.ludotheque.ai.knowledge.wykersham;

import static org.ludotheque.engine.wykersham.WykershamActions.KEEP;
import static org.ludotheque.engine.wykersham.WykershamActions.TAKE;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

import org.ludotheque.ai.TurnEnds;
import org.ludotheque.engine.wykersham.WykershamActions;
import org.ludotheque.engine.wykersham.WykershamState;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

/**
 * Every way to finish the turn under way, valued: each is played on the state (apply, undo) to the
 * next roll or the end, and its end valued for the side playing the turn by an {@link EndValue}:
 * by default the marbles it gains in the turn minus the other side's judged gain from there
 * ({@link WykershamJudge#gain}). Each state met keeps the best value reachable from it, by hash. A
 * goal is settled by keeping it, or in each cup by taking all or all but one (other counts are not
 * tried). Used to train the judge (the greedy turn), for the priors of the searcher's own turn, and
 * with exact end values by {@link EndgameSolver}.
 */
final class TurnPlanner {

    /** What an end of the turn (a roll to come, or the game's end) is worth to {@code player}, who had {@code baseMargin} when the plan began. */
    interface EndValue {
        double of(WykershamState end, int player, int baseMargin);
    }

    private final EndValue ends;
    private final HashValues memo = new HashValues();
    /** One buffer of actions per depth of the turn (a turn is at most about twenty actions deep). */
    private int[][] buffers = new int[24][];
    private int depth;
    private int me;
    private int baseMargin;

    /** A planner judging ends by {@code judge}: the marbles gained in the turn less the other side's judged gain. */
    TurnPlanner(WykershamJudge judge) {
        this((end, player, base) -> {
            double q = end.lead(player) - base;
            if (!end.isTerminal()) {
                double g = judge.gain(end);
                q -= end.mover() == player ? -g : g;
            }
            return q;
        });
    }

    TurnPlanner(EndValue ends) {
        this.ends = ends;
    }

    /**
     * Values every way for {@code player} to finish the turn from {@code s} (left as it was) and
     * returns the best value (in marbles when judged); a state already at a roll or over is valued as is.
     */
    double plan(WykershamState s, int player) {
        memo.clear();
        depth = 0;
        me = player;
        baseMargin = s.lead(me);
        return search(s);
    }

    /** The best value reachable from {@code s}, a state of the turn last planned: planned now if the plan did not meet it (a take count it does not try). */
    double value(WykershamState s) {
        double v = memo.get(s.hash());
        return Double.isNaN(v) ? search(s) : v;
    }

    /** The best value reachable from the state of {@code hash} in the last {@link #plan}, or NaN when it was not met. */
    double valueOf(long hash) {
        return memo.get(hash);
    }

    /** The turn action from {@code s} (met in the last plan, not at a roll) whose state is best; ties drawn by {@code rng}. */
    int bestAction(WykershamState s, SplittableRandom rng) {
        int[] moves = buffer(0);
        int n = turnMoves(s, moves);
        double best = Double.NEGATIVE_INFINITY;
        int chosen = -1;
        int ties = 0;
        for (int i = 0; i < n; i++) {
            s.applyLegal(moves[i]);
            double q = memo.get(s.hash());
            s.undo();
            if (q > best) {
                best = q;
                chosen = moves[i];
                ties = 1;
            } else if (q == best && rng.nextInt(++ties) == 0) {
                chosen = moves[i];
            }
        }
        if (chosen < 0) {
            throw new IllegalStateException("no planned action at " + s);
        }
        return chosen;
    }

    private double search(WykershamState s) {
        long h = s.hash();
        double known = memo.get(h);
        if (!Double.isNaN(known)) {
            return known;
        }
        double q;
        if (s.isTerminal() || s.isChanceNode()) {
            q = ends.of(s, me, baseMargin);
        } else {
            int[] moves = buffer(++depth);
            int n = turnMoves(s, moves);
            q = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                s.applyLegal(moves[i]);
                q = Math.max(q, search(s));
                s.undo();
            }
            depth--;
        }
        memo.put(h, q);
        return q;
    }

    private int[] buffer(int d) {
        if (d >= buffers.length) {
            buffers = Arrays.copyOf(buffers, 2 * d);
        }
        if (buffers[d] == null) {
            buffers[d] = new int[WykershamActions.SIZE];
        }
        return buffers[d];
    }

    /** More actions than any turn takes (about twenty at most). */
    private static final int MAX_TURN = 64;

    /**
     * Every distinct end of the turn from {@code s} (left as it was), by the actions {@link #turnMoves}
     * tries, each once, in the order a depth-first walk first reaches it, with the first action
     * sequence that reaches it. {@code met} is cleared and then holds every state met, by hash.
     * Each end's prior weight is {@code value} of its position, read there (null: 0).
     */
    static void listEnds(WykershamState s, TurnEnds out, HashValues met, ToDoubleFunction<WykershamState> value) {
        met.clear();
        walk(s, new int[MAX_TURN], 0, new int[MAX_TURN][], out, met, value);
    }

    private static void walk(WykershamState s, int[] path, int length, int[][] moves, TurnEnds out, HashValues met,
            ToDoubleFunction<WykershamState> value) {
        long h = s.hash();
        if (!Double.isNaN(met.get(h))) {
            return;
        }
        met.put(h, 0);
        if (s.isTerminal() || s.isChanceNode()) {
            out.add(path, length, h, value == null ? 0 : value.applyAsDouble(s));
            return;
        }
        if (length >= path.length) {
            throw new IllegalStateException("a turn deeper than " + path.length + " actions at " + s);
        }
        if (moves[length] == null) {
            moves[length] = new int[WykershamActions.SIZE];
        }
        int[] here = moves[length];
        int n = turnMoves(s, here);
        for (int i = 0; i < n; i++) {
            path[length] = here[i];
            s.applyLegal(here[i]);
            walk(s, path, length + 1, moves, out, met, value);
            s.undo();
        }
    }

    /** The actions tried from {@code s}: every legal one (in the order of their numbers), except that a goal cup is only taken whole or all but one. */
    static int turnMoves(WykershamState s, int[] out) {
        if (s.phase() != Phase.SETTLE) {
            return s.legalActionsInto(out);
        }
        int n = 0;
        if (s.isLegal(KEEP)) {
            out[n++] = KEEP;
        }
        int cup = s.settlingCup();
        int own = s.marbles(s.mover(), cup / WykershamState.CUPS, cup % WykershamState.CUPS);
        out[n++] = TAKE + own - 1;
        if (own >= 2) {
            out[n++] = TAKE + own - 2;
        }
        return n;
    }
}
