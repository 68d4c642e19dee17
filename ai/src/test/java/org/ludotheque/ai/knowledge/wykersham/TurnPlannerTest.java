package org.ludotheque.ai.knowledge.wykersham;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.TurnEnds;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.wykersham.WykershamActions;
import org.ludotheque.engine.wykersham.WykershamNotation;
import org.ludotheque.engine.wykersham.WykershamState;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

class TurnPlannerTest {

    private final TurnPlanner planner = new TurnPlanner(WykershamJudge.standard());

    /** The documented game of docs/wykersham.md at A's roll of 5-1 in turn 7: placing 5@4 and sliding left takes a goal of five. */
    static WykershamState documentedGameAtFiveOne() {
        WykershamState s = (WykershamState) Games.load("wykersham").newInitialState();
        for (String t : new String[] {"start 5-3, 4-4: #@0 ; #@1", "6-5: 6@4 ; 5@4", "4-4: #@2 ; #@3",
            "6-5: 6@3 ; 5@3", "4-2: 4@4 ; 2@0", "6-5: 6@2 ; 5@2"}) {
            WykershamNotation.INSTANCE.playTurn(s, t);
        }
        s.apply(s.parseAction("5-1"));
        return s;
    }

    @Test
    void theBestTurnTakesTheGoalOnOffer() {
        WykershamState s = documentedGameAtFiveOne();
        String before = s.toString();
        long hash = s.hash();
        int player = s.mover();
        int pile = s.score(player);
        double best = planner.plan(s, player);
        assertThat(s.toString()).isEqualTo(before);
        assertThat(s.hash()).isEqualTo(hash);
        assertThat(planner.valueOf(hash)).isEqualTo(best);
        SplittableRandom rng = new SplittableRandom(1);
        while (!s.isChanceNode()) {
            s.apply(planner.bestAction(s, rng));
        }
        assertThat(s.score(player) - pile).as("marbles taken in the turn").isGreaterThanOrEqualTo(5);
    }

    /** Each state met is worth the best of the states the turn can go on to, and the root the best of all. */
    @Test
    void aStateIsWorthItsBestContinuation() {
        WykershamState s = documentedGameAtFiveOne();
        double best = planner.plan(s, s.mover());
        assertThat(bestOfChildren(s)).isEqualTo(best);
        s.apply(planner.bestAction(s, new SplittableRandom(1)));
        assertThat(planner.valueOf(s.hash())).isEqualTo(best);
        assertThat(bestOfChildren(s)).isEqualTo(best);
    }

    private double bestOfChildren(WykershamState s) {
        int[] moves = new int[WykershamActions.SIZE];
        int n = TurnPlanner.turnMoves(s, moves);
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            double q = planner.valueOf(s.hash());
            s.undo();
            assertThat(q).as(s.actionToString(moves[i])).isNotNaN();
            best = Math.max(best, q);
        }
        return best;
    }

    /** A goal is kept, or each cup taken whole or all but one: the counts in between are not tried. */
    @Test
    void aGoalCupIsTakenWholeOrAllButOne() {
        WykershamState s = documentedGameAtFiveOne();
        s.apply(s.parseAction("5@4"));
        s.apply(WykershamActions.LEFT);
        assertThat(s.phase()).isEqualTo(Phase.SETTLE);
        int[] moves = new int[WykershamActions.SIZE];
        int cup = s.settlingCup();
        int own = s.marbles(s.mover(), cup / WykershamState.CUPS, cup % WykershamState.CUPS);
        int n = TurnPlanner.turnMoves(s, moves);
        int[] expected = own >= 2
                ? new int[] {WykershamActions.KEEP, WykershamActions.take(own), WykershamActions.take(own - 1)}
                : new int[] {WykershamActions.KEEP, WykershamActions.take(own)};
        assertThat(Arrays.copyOf(moves, n)).containsExactly(expected);
    }

    /**
     * The ends listed are every position where the turn stops (a roll to come) that the tried
     * actions reach, each once, with a sequence that reaches it; the state is left as it was.
     */
    @Test
    void everyEndOfTheTurnIsListedOnceWithASequenceReachingIt() {
        WykershamState s = documentedGameAtFiveOne();
        Set<Long> reachable = new HashSet<>();
        everyEnd(s, reachable);
        String before = s.toString();
        TurnEnds ends = new TurnEnds();
        TurnPlanner.listEnds(s, ends, new HashValues(), null);
        assertThat(s.toString()).isEqualTo(before);
        Set<Long> listed = new HashSet<>();
        for (int i = 0; i < ends.size(); i++) {
            WykershamState t = s.copy();
            for (int a : ends.actions(i)) {
                assertThat(t.isChanceNode()).isFalse();
                t.apply(a);
            }
            assertThat(t.isChanceNode() || t.isTerminal()).isTrue();
            assertThat(t.hash()).isEqualTo(ends.hash(i));
            assertThat(listed.add(ends.hash(i))).as("each end once").isTrue();
        }
        assertThat(listed).isEqualTo(reachable);
        assertThat(listed.size()).as("far fewer ends than ways to reach them").isGreaterThan(20);
    }

    /** Every end by brute force: each sequence of tried actions, without remembering states met. */
    private static void everyEnd(WykershamState s, Set<Long> out) {
        if (s.isChanceNode() || s.isTerminal()) {
            out.add(s.hash());
            return;
        }
        int[] moves = new int[WykershamActions.SIZE];
        int n = TurnPlanner.turnMoves(s, moves);
        for (int i = 0; i < n; i++) {
            s.apply(moves[i]);
            everyEnd(s, out);
            s.undo();
        }
    }
}
