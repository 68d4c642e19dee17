package org.ludotheque.ai.knowledge.wykersham;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntToDoubleFunction;
import java.util.function.ToDoubleFunction;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.GameKnowledge.Reckoned;
import org.ludotheque.engine.ChanceOutcomes;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.wykersham.WykershamState;

class EndgameSolverTest {

    private final EndgameSolver solver = EndgameSolver.forPlay();

    /** A game of random moves under {@code spec} up to the first decision of turn {@code turn}. */
    private static WykershamState randomGameAt(String spec, int turn, long seed) {
        WykershamState s = (WykershamState) Games.load(spec).newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        while (s.turn() < turn || s.isChanceNode()) {
            s.apply(s.randomLegalAction(rng));
        }
        return s;
    }

    private double[] solved(WykershamState s, int[] legal) {
        return solved(solver, s, legal);
    }

    private static double[] solved(EndgameSolver solver, WykershamState s, int[] legal) {
        double[] out = new double[legal.length];
        assertThat(solver.values(s, legal, legal.length, out, () -> false)).isTrue();
        return out;
    }

    /** A final margin as play values it: the result blended with the margin. */
    private static final IntToDoubleFunction PLAY = margin -> (1 + WykershamKnowledge.resultValue(margin)) / 2;
    /** A final margin as a win chance: 1 a win, ½ a draw, 0 a loss. */
    private static final IntToDoubleFunction WIN = margin -> margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    /** A final margin as itself, in marbles. */
    private static final IntToDoubleFunction MARGIN = margin -> margin;

    private static double unit(int margin) {
        return PLAY.applyAsDouble(margin);
    }

    /** The best of every legal way (every count of a goal cup too) to finish the turn from {@code s}, its ends valued by {@code end}. */
    private static double bruteTurn(WykershamState s, ToDoubleFunction<WykershamState> end, Map<Long, Double> memo) {
        Double known = memo.get(s.hash());
        if (known != null) {
            return known;
        }
        double best;
        if (s.isTerminal() || s.isChanceNode()) {
            best = end.applyAsDouble(s);
        } else {
            best = Double.NEGATIVE_INFINITY;
            for (int a : s.legalActions()) {
                s.apply(a);
                best = Math.max(best, bruteTurn(s, end, memo));
                s.undo();
            }
        }
        memo.put(s.hash(), best);
        return best;
    }

    /** The last turn: the largest final margin for {@code player}. */
    private static int bruteLastTurn(WykershamState s, int player) {
        return (int) bruteTurn(s, e -> e.lead(player), new HashMap<>());
    }

    /**
     * The turn before the last: the mean over the rolls of the result after the other side's best
     * reply (the largest margin for that side), each result valued by {@code unit}.
     */
    private static double bruteTurnBefore(WykershamState s, int player, IntToDoubleFunction unit, Map<Long, Double> memo) {
        return bruteTurn(s, e -> {
            ChanceOutcomes rolls = e.chanceOutcomes();
            double v = 0;
            for (int i = 0; i < rolls.size(); i++) {
                e.apply(rolls.actions()[i]);
                v += rolls.probabilities()[i] * unit.applyAsDouble(-bruteLastTurn(e, 1 - player));
                e.undo();
            }
            return v;
        }, memo);
    }

    @Test
    void theLastTurnIsWorthTheLargestFinalMarginAnyLegalPlayReaches() {
        for (String spec : new String[] {"wykersham", "wykersham(share=middle-line,goalPerLine=true)"}) {
            for (long seed = 1; seed <= 6; seed++) {
                WykershamState s = randomGameAt(spec, WykershamState.TURNS - 1, seed);
                String before = s.toString();
                int me = s.mover();
                int[] legal = s.legalActions();
                double[] v = solved(s, legal);
                assertThat(s.toString()).isEqualTo(before);
                for (int i = 0; i < legal.length; i++) {
                    s.apply(legal[i]);
                    int margin = bruteLastTurn(s, me);
                    s.undo();
                    assertThat(v[i]).as(spec + " seed " + seed + " " + s.actionToString(legal[i])).isEqualTo(unit(margin));
                }
            }
        }
    }

    @Test
    void theTurnBeforeIsWorthTheMeanOverTheRollsOfTheResultAfterTheBestReply() {
        for (long seed = 1; seed <= 3; seed++) {
            WykershamState s = randomGameAt("wykersham", WykershamState.TURNS - 2, seed);
            int me = s.mover();
            int[] legal = s.legalActions();
            double[] v = solved(s, legal);
            Map<Long, Double> memo = new HashMap<>();
            for (int i = 0; i < legal.length; i++) {
                s.apply(legal[i]);
                double exact = bruteTurnBefore(s, me, PLAY, memo);
                s.undo();
                assertThat(v[i]).as("seed " + seed + " " + s.actionToString(legal[i])).isCloseTo(exact, within(1e-12));
            }
        }
    }

    /** An analysis's reckonings: the result alone with play for the win, the margin with play for the margin. */
    @Test
    void winChancesAndMarginsAreReckonedWithPlayForEach() {
        EndgameSolver chances = EndgameSolver.reckoning(Reckoned.WIN_CHANCE);
        EndgameSolver margins = EndgameSolver.reckoning(Reckoned.MARGIN);
        for (long seed = 1; seed <= 4; seed++) {
            WykershamState s = randomGameAt("wykersham", WykershamState.TURNS - 1, seed);
            int me = s.mover();
            int[] legal = s.legalActions();
            double[] w = solved(chances, s, legal);
            double[] m = solved(margins, s, legal);
            for (int i = 0; i < legal.length; i++) {
                s.apply(legal[i]);
                int margin = bruteLastTurn(s, me);
                s.undo();
                assertThat(w[i]).as("last turn, seed " + seed + " " + s.actionToString(legal[i])).isEqualTo(WIN.applyAsDouble(margin));
                assertThat(m[i]).as("last turn, seed " + seed + " " + s.actionToString(legal[i])).isEqualTo(margin);
            }
        }
        for (long seed = 1; seed <= 2; seed++) {
            WykershamState s = randomGameAt("wykersham", WykershamState.TURNS - 2, seed);
            int me = s.mover();
            int[] legal = s.legalActions();
            double[] w = solved(chances, s, legal);
            double[] m = solved(margins, s, legal);
            double[] v = solved(s, legal);
            Map<Long, Double> winMemo = new HashMap<>();
            Map<Long, Double> marginMemo = new HashMap<>();
            boolean differ = false;
            for (int i = 0; i < legal.length; i++) {
                s.apply(legal[i]);
                double exactWin = bruteTurnBefore(s, me, WIN, winMemo);
                double exactMargin = bruteTurnBefore(s, me, MARGIN, marginMemo);
                s.undo();
                String what = "turn before, seed " + seed + " " + s.actionToString(legal[i]);
                assertThat(w[i]).as(what).isCloseTo(exactWin, within(1e-12));
                assertThat(m[i]).as(what).isCloseTo(exactMargin, within(1e-9));
                differ |= Math.abs(w[i] - v[i]) > 1e-9;
            }
            assertThat(differ).as("win chances are not play's values").isTrue();
        }
    }

    @Test
    void aSolverToldToGiveUpDoesSoAndLeavesThePositionAsItWas() {
        WykershamState s = randomGameAt("wykersham", WykershamState.TURNS - 2, 1);
        String before = s.toString();
        int[] legal = s.legalActions();
        assertThat(solver.values(s, legal, legal.length, new double[legal.length], () -> true)).isFalse();
        assertThat(s.toString()).isEqualTo(before);
        assertThat(solved(s, legal)).hasSize(legal.length);
    }

    @Test
    void onlyTheLastTwoTurnsAreSolved() {
        assertThat(EndgameSolver.covers(randomGameAt("wykersham", WykershamState.TURNS - 3, 1))).isFalse();
        assertThat(EndgameSolver.covers(randomGameAt("wykersham", WykershamState.TURNS - 2, 1))).isTrue();
        WykershamState early = randomGameAt("wykersham", 5, 1);
        int[] legal = early.legalActions();
        assertThatThrownBy(() -> solved(early, legal)).hasMessageContaining("not one of the last two turns");
    }
}
