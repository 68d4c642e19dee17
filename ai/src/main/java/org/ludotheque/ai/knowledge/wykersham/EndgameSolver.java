package org.ludotheque.ai.knowledge.wykersham;

import java.util.function.BooleanSupplier;
import java.util.function.IntToDoubleFunction;

import org.ludotheque.ai.GameKnowledge.Reckoned;

import org.ludotheque.engine.ChanceOutcomes;
import org.ludotheque.engine.wykersham.WykershamState;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

/**
 * Exact play in the game's last two turns. In the last turn every way to finish it is played to
 * the game's end. In the turn before, each of its ends is worth the mean over the other side's
 * rolls (by their chances) of the result after that side's best last turn, the one ending furthest
 * ahead. Results are valued as the search values a finished game
 * ({@link WykershamKnowledge#resultValue}), so a sure narrow win beats a likely wide one; or, for
 * an analysis ({@link #reckoning}), by the result alone or by the margin alone. Goals are
 * settled by keeping, or by taking all or all but one marble of each cup
 * ({@link TurnPlanner#turnMoves}); other counts are valued when asked for. With no later turn of
 * one's own, a marble left on the board only completes a line again in the same turn or closes a
 * cup to the other side, and one marble does either.
 */
final class EndgameSolver {

    /** A final margin for the side valued, as a value from 0 to 1. */
    private final IntToDoubleFunction unit;

    private EndgameSolver(IntToDoubleFunction unit) {
        this.unit = unit;
    }

    /** Values as the search's: the result blended with the margin. */
    static EndgameSolver forPlay() {
        return reckoning(Reckoned.VALUE);
    }

    /**
     * A solver reckoning {@code what}: play's values, chances of winning (a draw counting half;
     * the side valued plays for the win) or expected final margins (it plays for the margin).
     */
    static EndgameSolver reckoning(Reckoned what) {
        return switch (what) {
            case VALUE -> new EndgameSolver(margin -> (1 + WykershamKnowledge.resultValue(margin)) / 2);
            case WIN_CHANCE -> new EndgameSolver(margin -> (1 + Integer.signum(margin)) / 2.0);
            case MARGIN -> new EndgameSolver(margin -> margin);
        };
    }

    /** The other side's last turn: every end is the game's end, worth its final margin to the mover. */
    private final TurnPlanner lastTurn = new TurnPlanner((end, player, base) -> {
        if (!end.isTerminal()) {
            throw new IllegalStateException("the last turn ends the game: " + end);
        }
        return end.lead(player);
    });
    private final TurnPlanner turn = new TurnPlanner(this::endValue);
    /** Asked at each end of the turn before the last whether {@link #values} should give up. */
    private BooleanSupplier giveUp = () -> false;

    /** Whether {@code s} is a decision in one of the game's last two turns. */
    static boolean covers(WykershamState s) {
        return !s.isTerminal() && !s.isChanceNode() && s.phase() != Phase.STARTING_ROLL
                && s.turn() >= WykershamState.TURNS - 2;
    }

    /**
     * Writes the value of each of {@code legal[0..n)} at {@code s} (covered; left as it was) for the
     * side to move, as this solver reckons it (from 0, a sure loss, to 1; or in marbles). Gives up,
     * returning false, once {@code giveUp} answers true.
     */
    boolean values(WykershamState s, int[] legal, int n, double[] out, BooleanSupplier giveUp) {
        if (!covers(s)) {
            throw new IllegalArgumentException("not one of the last two turns: " + s);
        }
        this.giveUp = giveUp;
        int depth = s.historySize();
        try {
            turn.plan(s, s.mover());
            for (int i = 0; i < n; i++) {
                s.applyLegal(legal[i]);
                out[i] = turn.value(s);
                s.undo();
            }
            return true;
        } catch (GivingUp e) {
            while (s.historySize() > depth) {
                s.undo();
            }
            return false;
        }
    }

    /** Thrown from deep in a plan when it is time to give up: the state is then unwound by {@link #values}. */
    private static final class GivingUp extends RuntimeException {
        GivingUp() {
            super(null, null, false, false);
        }
    }

    private double endValue(WykershamState end, int player, int baseMargin) {
        if (end.isTerminal()) {
            return unit(end.lead(player));
        }
        // One end costs a plan of the other side's last turn per roll: the place to ask whether to give up.
        if (giveUp.getAsBoolean()) {
            throw new GivingUp();
        }
        ChanceOutcomes rolls = end.chanceOutcomes();
        int[] roll = rolls.actions();
        double[] p = rolls.probabilities();
        double v = 0;
        for (int i = 0; i < roll.length; i++) {
            end.applyLegal(roll[i]);
            v += p[i] * unit(-(int) lastTurn.plan(end, 1 - player));
            end.undo();
        }
        return v;
    }

    private double unit(int margin) {
        return unit.applyAsDouble(margin);
    }
}
