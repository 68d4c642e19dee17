package org.ludotheque.ai.knowledge.wykersham;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.ludotheque.ai.knowledge.KnowledgeTesting.bestByPrior;
import static org.ludotheque.ai.knowledge.KnowledgeTesting.relativePrior;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.GameKnowledge.Reckoned;
import org.ludotheque.ai.Knowledge;
import org.ludotheque.ai.TurnEnds;
import org.ludotheque.ai.knowledge.KnowledgeTesting;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.wykersham.WykershamActions;
import org.ludotheque.engine.wykersham.WykershamNotation;
import org.ludotheque.engine.wykersham.WykershamState;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

class WykershamKnowledgeTest {

    private final WykershamKnowledge k = new WykershamKnowledge();

    /** The documented game of docs/wykersham.md, up to A's placement of turn 7 (the slide is due). */
    private static WykershamState documentedGame() {
        WykershamState s = (WykershamState) Games.load("wykersham").newInitialState();
        for (String t : new String[] {"start 5-3, 4-4: #@0 ; #@1", "6-5: 6@4 ; 5@4", "4-4: #@2 ; #@3",
            "6-5: 6@3 ; 5@3", "4-2: 4@4 ; 2@0", "6-5: 6@2 ; 5@2"}) {
            WykershamNotation.INSTANCE.playTurn(s, t);
        }
        s.apply(s.parseAction("5-1"));
        s.apply(s.parseAction("5@4"));
        return s;
    }

    @Test
    void registered() {
        assertThat(Knowledge.forGame(Games.load("wykersham"))).isInstanceOf(WykershamKnowledge.class);
    }

    @Test
    void theSlideThatScoresComesFirst() {
        WykershamState s = documentedGame();
        assertThat(s.phase()).isEqualTo(Phase.SLIDE);
        assertThat(s.slideGoals(-1)).isNotZero();
        assertThat(bestByPrior(k, s)).isEqualTo(WykershamActions.LEFT);
        assertThat(k.playoutAction(s, new SplittableRandom(1))).isEqualTo(WykershamActions.LEFT);
        s.apply(WykershamActions.LEFT);
        assertThat(s.phase()).isEqualTo(Phase.SETTLE);
        assertThat(WykershamKnowledge.goalMarbles(s)).isEqualTo(5);
        assertThat(k.evaluate(s)).isPositive(); // A holds a goal
    }

    /** The priors of {@code s}'s legal actions, as {@code k} gives them. */
    private static double[] priors(WykershamKnowledge k, WykershamState s) {
        int[] legal = s.legalActions();
        double[] out = new double[legal.length];
        assertThat(k.priors(s, legal, legal.length, out)).isTrue();
        return out;
    }

    /**
     * Once the search has the turn judged, the turn's actions get the judge's priors (followed, they
     * take the goal on offer); the next turn, the other side's, keeps the handmade ones.
     */
    @Test
    void aJudgedTurnHasTheJudgesPriors() {
        WykershamState s = TurnPlannerTest.documentedGameAtFiveOne();
        WykershamKnowledge judged = new WykershamKnowledge();
        judged.judgeTurn(s, 0);
        int pile = s.score(s.mover());
        assertThat(priors(judged, s)).isNotEqualTo(priors(k, s));
        s.apply(bestByPrior(judged, s));
        assertThat(priors(judged, s)).isNotEqualTo(priors(k, s));
        while (!s.isChanceNode()) {
            s.apply(bestByPrior(judged, s));
        }
        assertThat(s.score(s.mover() ^ 1) - pile).as("marbles taken in the turn").isGreaterThanOrEqualTo(5);
        s.apply(s.parseAction("3-2"));
        assertThat(priors(judged, s)).isEqualTo(priors(k, s));
    }

    @Test
    void theJudgeValuesRollsOnly() {
        WykershamState s = TurnPlannerTest.documentedGameAtFiveOne();
        assertThat(k.judge(s)).isNaN();
        s.undo();
        assertThat(s.phase()).isEqualTo(Phase.ROLL);
        assertThat(k.judge(s)).isBetween(-1.0, 1.0).isEqualTo(WykershamJudge.standard().value(s));
        WykershamState other = (WykershamState) Games.create("wykersham", null, java.util.Map.of("forcedSlide", "true")).newInitialState();
        while (other.phase() != Phase.ROLL) {
            other.apply(other.randomLegalAction(new SplittableRandom(1)));
        }
        assertThat(k.judge(other)).isNaN();
    }

    @Test
    void playoutsPlaceWhereASlideMakesAGoal() {
        WykershamState s = documentedGame();
        s.undo(); // back to A's first marble of 5-1
        assertThat(s.phase()).isEqualTo(Phase.PLACE);
        int goalMakers = 0;
        for (int a : s.legalActions()) {
            goalMakers += s.placementGoals(a, -1) != 0 || s.placementGoals(a, 1) != 0 ? 1 : 0;
        }
        assertThat(goalMakers).as("some placements only").isBetween(1, s.legalActionCount() - 1);
        for (int seed = 0; seed < 20; seed++) {
            int a = k.playoutAction(s, new SplittableRandom(seed));
            assertThat(s.placementGoals(a, -1) | s.placementGoals(a, 1)).as(s.actionToString(a)).isNotZero();
        }
    }

    @Test
    void aFinishedGameIsWorthMoreTheWiderTheMargin() {
        WykershamState s = (WykershamState) Games.load("wykersham").newInitialState();
        SplittableRandom rng = new SplittableRandom(3);
        double[] byMargin = new double[121];
        java.util.Arrays.fill(byMargin, Double.NaN);
        for (int game = 0; game < 60; game++) {
            WykershamState t = s.copy();
            while (!t.isTerminal()) {
                t.apply(t.randomLegalAction(rng));
            }
            double v = k.terminalValue(t);
            int margin = t.lead(0);
            assertThat(Math.signum(v)).as("the result decides the sign").isEqualTo(Math.signum(t.returns()[0]));
            assertThat(v).isBetween(-1.0, 1.0);
            byMargin[margin + 60] = v;
        }
        double last = Double.NEGATIVE_INFINITY;
        for (double v : byMargin) {
            if (!Double.isNaN(v)) {
                assertThat(v).isGreaterThan(last);
                last = v;
            }
        }
    }

    /**
     * Under a dynamic komi the side to move owes what the plan of its turn expects it to win by
     * beyond the komi: finished games and judged rolls count its margin less by that much. Expecting
     * less than the komi, or without one, it owes nothing and the values are the plain ones.
     */
    @Test
    void aDynamicKomiCountsTheExpectedLeadBeyondItAsOwed() {
        WykershamState s = TurnPlannerTest.documentedGameAtFiveOne();
        int mover = s.mover();
        double expected = s.lead(mover) + new TurnPlanner(WykershamJudge.standard()).plan(s, mover);
        assertThat(expected).as("a goal of five on offer").isGreaterThan(3);
        WykershamKnowledge owing = new WykershamKnowledge();
        owing.judgeTurn(s, 1);
        assertThat(owing.komi()).isCloseTo(expected - 1, within(1e-9));
        double komi0 = mover == 0 ? owing.komi() : -owing.komi();

        WykershamState roll = s.copy();
        while (!roll.isChanceNode()) {
            roll.apply(bestByPrior(owing, roll));
        }
        assertThat(roll.phase()).isEqualTo(Phase.ROLL);
        assertThat(owing.judge(roll)).isEqualTo(WykershamJudge.standard().value(roll, komi0));
        double sign = mover == 0 ? 1 : -1;
        assertThat(sign * owing.judge(roll)).as("the mover's judged value").isLessThan(sign * k.judge(roll));

        WykershamState end = roll.copy();
        SplittableRandom rng = new SplittableRandom(5);
        while (!end.isTerminal()) {
            end.apply(end.randomLegalAction(rng));
        }
        assertThat(owing.terminalValue(end)).isEqualTo(WykershamKnowledge.resultValue(end.lead(0) - komi0));
        assertThat(sign * owing.terminalValue(end)).isLessThan(sign * k.terminalValue(end));

        owing.judgeTurn(s, expected + 1);
        assertThat(owing.komi()).isZero();
        assertThat(owing.terminalValue(end)).isEqualTo(k.terminalValue(end));
        owing.judgeTurn(s, 0);
        assertThat(owing.komi()).isZero();
        assertThat(owing.judge(roll)).isEqualTo(k.judge(roll));
    }

    @Test
    void railControlSeesTheLineOneSlideAway() {
        WykershamState s = documentedGame();
        int straightInTheMiddle = 1 << WykershamActions.lineId(WykershamActions.MIDDLE, 0);
        assertThat(s.completeLines(0) & straightInTheMiddle).isZero();
        assertThat(WykershamKnowledge.linesOneSlideAway(s, 0) & straightInTheMiddle).isNotZero();
        WykershamKnowledge blind = new WykershamKnowledge(0);
        assertThat(k.expectedDifference(s)).isGreaterThan(blind.expectedDifference(s));
    }

    @Test
    void linesCountMoreAsTheyFill() {
        WykershamState s = documentedGame();
        // A's straight line in # holds four cups (rails 0-3) and the marble just placed sits one column off.
        double a = WykershamKnowledge.linePotential(s, 0);
        double b = WykershamKnowledge.linePotential(s, 1);
        assertThat(a).isPositive();
        assertThat(b).isPositive();
        WykershamState empty = (WykershamState) Games.load("wykersham").newInitialState();
        assertThat(WykershamKnowledge.linePotential(empty, 0)).isZero();
        assertThat(WykershamKnowledge.turnsLeft(s, 0)).isEqualTo(12);
        assertThat(WykershamKnowledge.turnsLeft(s, 1)).isEqualTo(12);
    }

    /** The bit-parallel reading of the lines gives the same doubles as reading them cup by cup, under both sharing rules. */
    @Test
    void linePotentialIsTheCupByCupSum() {
        for (String spec : new String[] {"wykersham", "wykersham(share=middle-line)"}) {
            SplittableRandom rng = new SplittableRandom(17);
            for (int game = 0; game < 20; game++) {
                WykershamState s = (WykershamState) Games.load(spec).newInitialState();
                while (!s.isTerminal()) {
                    for (int p = 0; p < 2; p++) {
                        assertThat(WykershamKnowledge.linePotential(s, p)).as("%s, player %d at %s", spec, p, s)
                                .isEqualTo(linePotentialCupByCup(s, p));
                    }
                    s.apply(s.randomLegalAction(rng));
                }
            }
        }
    }

    /** Every line at the current offsets that the other side has not closed, read cup by cup. */
    private static double linePotentialCupByCup(WykershamState s, int p) {
        double[] weightByOwnCups = {0, 0.01, 0.04, 0.12, 0.35, 0.75};
        int turns = WykershamKnowledge.turnsLeft(s, p);
        double total = 0;
        for (int k = -1; k <= 1; k++) {
            for (int xc = 0; xc < WykershamState.COLUMNS; xc++) {
                int own = 0;
                int marbles = 0;
                boolean live = true;
                for (int r = 0; r < WykershamState.RAILS && live; r++) {
                    int x = xc + k * (r - 2);
                    int cup = s.cupAt(r, x);
                    int m = cup < 0 ? 0 : s.marbles(p, r, cup);
                    if (m > 0) {
                        own++;
                        marbles += m;
                    } else {
                        live = cup >= 0 && s.cupOpenTo(p, x, r);
                    }
                }
                total += live ? weightByOwnCups[own] * (marbles + 5 - own) : 0;
            }
        }
        return turns == 0 ? 0 : total * Math.min(1.0, turns / 3.0);
    }

    /**
     * Outside the judged turn, a turn's ends weigh by the expected score difference each reaches
     * for the mover: an end a marble better weighs e^1.5 times as much, above a floor of 0.02.
     */
    @Test
    void turnEndsWeighByTheExpectedDifferenceTheyReach() {
        WykershamState s = documentedGame();
        s.undo();
        s.undo();
        assertThat(s.phase()).isEqualTo(Phase.ROLL);
        s.apply(s.parseAction("6-2"));
        TurnEnds ends = new TurnEnds();
        String before = s.toString();
        assertThat(k.turnEnds(s, ends)).isTrue();
        assertThat(s.toString()).isEqualTo(before);
        assertThat(ends.size()).isGreaterThan(10);
        double[] q = new double[ends.size()];
        int best = 0;
        for (int i = 0; i < ends.size(); i++) {
            WykershamState end = s.copy();
            for (int a : ends.actions(i)) {
                end.applyLegal(a);
            }
            q[i] = s.mover() == 0 ? k.expectedDifference(end) : -k.expectedDifference(end);
            best = q[i] > q[best] ? i : best;
        }
        for (int i = 0; i < ends.size(); i++) {
            if (q[i] - q[best] >= -5) { // above the floor
                assertThat(Math.log(ends.weight(i) - 0.02)).as("end %d", i).isCloseTo(1.5 * (q[i] - q[best]), within(1e-9));
            }
        }
    }

    @Test
    void settlementTakesTheWholeGoalFirstAtAnyTurn() {
        SplittableRandom rng = new SplittableRandom(11);
        int early = 0;
        int late = 0;
        for (int game = 0; game < 300 && (late < 5 || early < 20); game++) {
            WykershamState s = (WykershamState) Games.load("wykersham").newInitialState();
            while (!s.isTerminal()) {
                if (s.phase() == Phase.SETTLE && s.isLegal(WykershamActions.KEEP)) {
                    int me = s.mover();
                    int cup = s.settlingCup();
                    int own = s.marbles(me, cup / WykershamState.CUPS, cup % WykershamState.CUPS);
                    assertThat(bestByPrior(k, s)).isEqualTo(WykershamActions.take(own));
                    // Keeping is a long shot early, and near the end hardly tried at all.
                    if (s.turn() >= 27) {
                        assertThat(relativePrior(k, s, WykershamActions.KEEP)).isLessThan(0.01);
                        late++;
                    } else if (WykershamKnowledge.turnsLeft(s, me) >= 5) {
                        assertThat(relativePrior(k, s, WykershamActions.KEEP)).isLessThan(0.05);
                        early++;
                    }
                }
                s.apply(k.playoutAction(s, rng));
            }
            assertThat(Math.signum(k.evaluate(s))).isEqualTo(Math.signum(s.returns()[0]));
        }
        assertThat(late).isPositive();
        assertThat(early).isPositive();
    }

    @Test
    void priorsLeaveTheStateAsItWas() {
        WykershamState s = documentedGame();
        s.undo();
        long hash = s.hash();
        bestByPrior(k, s);
        assertThat(s.hash()).isEqualTo(hash);
        assertThat(s.phase()).isEqualTo(Phase.PLACE);
    }

    @Test
    void playoutsAreLegalInEveryOptionAndDoNotAllocate() {
        for (String spec : new String[] {"wykersham", "wykersham(goalPerLine=true)", "wykersham(forcedSlide=true)",
            "wykersham(share=middle-line,excludeAlreadyComplete=true)"}) {
            WykershamState s = (WykershamState) Games.load(spec).newInitialState();
            assertThat(KnowledgeTesting.playouts(k, s, 40, 9)).isEqualTo(40);
        }
        WykershamState s = (WykershamState) Games.load("wykersham").newInitialState();
        assertThat(KnowledgeTesting.playoutAllocation(k, s, 100, 3)).isZero();
    }

    /**
     * Only the last two turns are solved; there every action gets a value from 0 to 1, a win
     * chance and a margin, and the state is left as it was.
     */
    @Test
    void solvesOnlyTheLastTwoTurns() {
        WykershamState mid = documentedGame();
        int[] legal = mid.legalActions();
        for (Reckoned what : Reckoned.values()) {
            assertThat(k.solve(mid, what, legal, legal.length, new double[legal.length], () -> false)).isFalse();
        }

        WykershamState late = (WykershamState) Games.load("wykersham").newInitialState();
        java.util.SplittableRandom rng = new java.util.SplittableRandom(3);
        while (late.turn() < WykershamState.TURNS - 1 || late.isChanceNode()) {
            late.apply(late.randomLegalAction(rng));
        }
        String before = late.toString();
        int[] last = late.legalActions();
        double[] v = new double[last.length];
        assertThat(k.solve(late, Reckoned.VALUE, last, last.length, v, () -> false)).isTrue();
        assertThat(late.toString()).isEqualTo(before);
        for (double x : v) {
            assertThat(x).isBetween(0.0, 1.0);
        }
        // The last turn ends the game: each action's margin is the lead it ends with, and its win chance follows.
        double[] m = new double[last.length];
        double[] w = new double[last.length];
        assertThat(k.solve(late, Reckoned.MARGIN, last, last.length, m, () -> false)).isTrue();
        assertThat(k.solve(late, Reckoned.WIN_CHANCE, last, last.length, w, () -> false)).isTrue();
        assertThat(late.toString()).isEqualTo(before);
        for (int i = 0; i < last.length; i++) {
            assertThat(m[i]).isEqualTo(Math.rint(m[i]));
            assertThat(w[i]).isEqualTo(m[i] > 0 ? 1.0 : m[i] < 0 ? 0.0 : 0.5);
        }
    }
}
