package org.ludotheque.ai.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.ai.Knowledge;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

class SearchTreeTest {

    private static SearchTree searched(Game game, State state, SearchParams p, long playouts) {
        SearchTree t = new SearchTree(game, p, Knowledge.none(), 7, p.maxEdges());
        t.prepare(state);
        t.run(playouts, 0, 0, new AtomicBoolean());
        return t;
    }

    /**
     * Player 0 acts twice in a row, then player 1: player 0 wins exactly when both of their
     * actions are 1. A search that assumed alternation would let "player 1" spoil the second one.
     */
    @Test
    void consecutiveActionsOfOnePlayerAreBackedUpForThatPlayer() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int[] second = {g.decision(0), g.decision(0)};
        g.edge(root, 0, "a0", second[0], false).edge(root, 1, "a1", second[1], false);
        for (int x = 0; x < 2; x++) {
            for (int y = 0; y < 2; y++) {
                int reply = g.decision(1);
                g.edge(second[x], 2 + y, "b" + y, reply, true);
                double r0 = x == 1 && y == 1 ? 1 : -1;
                g.edge(reply, 4, "c0", g.end(r0), true).edge(reply, 5, "c1", g.end(r0), true);
            }
        }
        for (SearchParams p : new SearchParams[] {SearchParams.uct(), SearchParams.defaults(),
                SearchParams.defaults().withFirstPlayUrgency(Double.NaN)}) {
            Mcts m = new Mcts(g, p.withPlayouts(200), Knowledge::none, "test");
            Analysis a = m.analyse(g.newInitialState());
            assertThat(a.best()).isEqualTo(1);
            assertThat(a.candidates().get(0).winRate()).isEqualTo(1.0);
            assertThat(a.principalVariation()).startsWith(1, 3);
        }
    }

    /**
     * Player 0 picks left or right, then a die decides alike after both (a win half the time). A
     * judge that sees the position after left as won and after right as lost: under a judge share
     * of one half a playout through left is worth three quarters on average, through right one
     * quarter; under a whole share one and nothing (the playout stops at the judge); without a
     * share both a half, and the turn is not judged. The turn is judged with the search's dynamic komi.
     */
    @Test
    void aJudgeShareBlendsTheJudgeIntoEachPlayout() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int afterLeft = g.chance();
        int afterRight = g.chance();
        g.edge(root, 0, "left", afterLeft, true).edge(root, 1, "right", afterRight, true);
        for (int roll : new int[] {afterLeft, afterRight}) {
            g.outcome(roll, 10, 0.5, g.end(1)).outcome(roll, 11, 0.5, g.end(-1));
        }
        int[] turnsJudged = {0};
        double[] komiAsked = {Double.NaN};
        GameKnowledge judging = new GameKnowledge() {
            @Override
            public double judge(State state) {
                ToyGame.ToyState t = (ToyGame.ToyState) state;
                int node = t.path[t.size];
                return node == afterLeft ? 1 : node == afterRight ? -1 : Double.NaN;
            }

            @Override
            public void judgeTurn(State state, double dynamicKomi) {
                turnsJudged[0]++;
                komiAsked[0] = dynamicKomi;
            }
        };
        // Nodes are never added below the root's edges: every simulation is a playout from after the
        // pick; a wide exploration gives both picks hundreds.
        SearchParams p = SearchParams.defaults().withPlayouts(2000).withExpandVisits(100_000).withEarlyStop(false)
                .withExploration(3).withRave(0);
        for (double share : new double[] {0, 0.5, 1}) {
            turnsJudged[0] = 0;
            Analysis a = new Mcts(g, p.withJudgeShare(share).withDynamicKomi(3), () -> judging, "test").analyse(g.newInitialState());
            double left = a.candidates().stream().filter(c -> c.action() == 0).findFirst().orElseThrow().winRate();
            double right = a.candidates().stream().filter(c -> c.action() == 1).findFirst().orElseThrow().winRate();
            assertThat(left).as("share " + share).isCloseTo(0.5 + share / 2, within(0.1));
            assertThat(right).as("share " + share).isCloseTo(0.5 - share / 2, within(0.1));
            assertThat(turnsJudged[0]).isEqualTo(share > 0 ? 1 : 0);
            if (share > 0) {
                assertThat(komiAsked[0]).isEqualTo(3);
            }
        }
    }

    /**
     * Player 0 picks left or right, then again in the same turn, then a die is rolled and player 0
     * picks once more: there left is the better pick. AMAF within the turn credits the first
     * pick with the second, not with the pick after the roll, which is made on another board
     * (after it, a second roll decides: 80 % to win after left, 20 % after right or up).
     */
    @Test
    void amafWithinTurnStopsAtTheNextRoll() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int again = g.decision(0);
        int roll = g.chance();
        int after = g.decision(0);
        g.edge(root, 0, "left", again, false).edge(root, 1, "right", again, false);
        g.edge(again, 2, "up", roll, true).edge(again, 3, "down", roll, true);
        g.outcome(roll, 10, 0.5, after).outcome(roll, 11, 0.5, after);
        int good = g.chance();
        int bad = g.chance();
        g.outcome(good, 12, 0.8, g.end(1)).outcome(good, 13, 0.2, g.end(-1));
        g.outcome(bad, 14, 0.2, g.end(1)).outcome(bad, 15, 0.8, g.end(-1));
        g.edge(after, 0, "left", good, true).edge(after, 1, "right", bad, true).edge(after, 2, "up", bad, true);
        SearchParams p = SearchParams.defaults().withPlayouts(400);
        SearchTree whole = searched(g, g.newInitialState(), p, 400);
        SearchTree turn = searched(g, g.newInitialState(), p.withAmafWithinTurn(true), 400);
        // An edge's own visits count in its AMAF; within the turn nothing else does here (no action id repeats before the roll).
        for (int action : new int[] {0, 1}) {
            int w = whole.findEdge(whole.root, action);
            int t = turn.findEdge(turn.root, action);
            assertThat(whole.eRaveVisits[w]).as("whole, root " + action).isGreaterThan(whole.eVisits[w]);
            assertThat(turn.eRaveVisits[t]).as("turn, root " + action).isEqualTo(turn.eVisits[t]);
        }
        int againWhole = whole.eChild[whole.findEdge(whole.root, 0)];
        int againTurn = turn.eChild[turn.findEdge(turn.root, 0)];
        int upWhole = whole.findEdge(againWhole, 2);
        int upTurn = turn.findEdge(againTurn, 2);
        assertThat(whole.eRaveVisits[upWhole]).isGreaterThan(whole.eVisits[upWhole]);
        assertThat(turn.eRaveVisits[upTurn]).isEqualTo(turn.eVisits[upTurn]);
        // Whole simulations credit the first left with the later left's wins and the first right
        // with the later right's losses, though both lead to the same position.
        int wl = whole.findEdge(whole.root, 0);
        int wr = whole.findEdge(whole.root, 1);
        assertThat((double) whole.eRaveValue[wl] / whole.eRaveVisits[wl]).isGreaterThan(whole.eRaveValue[wr] / whole.eRaveVisits[wr] + 0.3);
    }

    /** Two gambles: 30% and 60% to win. The values are the expectations over the rolls. */
    @Test
    void chanceNodesAreExpectationsOverTheirOutcomes() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int c0 = g.chance();
        int c1 = g.chance();
        g.edge(root, 0, "thirty", c0, true).edge(root, 1, "sixty", c1, true);
        g.outcome(c0, 10, 0.3, g.end(1)).outcome(c0, 11, 0.7, g.end(-1));
        g.outcome(c1, 12, 0.6, g.end(1)).outcome(c1, 13, 0.4, g.end(-1));
        Mcts m = new Mcts(g, SearchParams.defaults().withPlayouts(2000), Knowledge::none, "test");
        Analysis a = m.analyse(g.newInitialState());
        assertThat(a.best()).isEqualTo(1);
        assertThat(a.candidates().get(0).winRate()).isCloseTo(0.6, within(0.01));
        assertThat(a.candidates().get(1).winRate()).isCloseTo(0.3, within(0.02));
        assertThat(a.principalVariation()).containsExactly(1);
        assertThat(g.rollsApplied).isPositive();
    }

    /**
     * Where a finished game's value counts the margin, a candidate's win chance counts its results
     * alone, and its margin the points: the safe gamble (90 % to win narrowly) has the better chance, the wild one (even odds
     * of a big win or a narrow loss) the better value, which the search plays.
     */
    @Test
    void winChancesCountResultsAloneWhereValuesCountTheMargin() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int safe = g.chance();
        int wild = g.chance();
        g.edge(root, 0, "safe", safe, true).edge(root, 1, "wild", wild, true);
        g.outcome(safe, 10, 0.9, g.end(0.2)).outcome(safe, 11, 0.1, g.end(-1));
        g.outcome(wild, 12, 0.5, g.end(1)).outcome(wild, 13, 0.5, g.end(-0.2));
        GameKnowledge margin = new GameKnowledge() {
            @Override
            public boolean valueCountsMargin() {
                return true;
            }

            @Override
            public double margin(State state) {
                return 10 * state.returns()[0]; // a narrow win is by 2 points, a big one by 10
            }
        };
        // The rolls are played out, never expanded: no end is proven, so each visit counts its value.
        // A wide exploration gives the weaker gamble visits enough to measure it too.
        SearchParams p = SearchParams.defaults().withPlayouts(4000).withExpandVisits(1_000_000).withExploration(2);
        Analysis a = new Mcts(g, p, () -> margin, "m").analyse(g.newInitialState());
        assertThat(a.best()).isEqualTo(1);
        Analysis.Candidate w = a.candidates().get(0);
        Analysis.Candidate s = a.candidates().get(1);
        assertThat(s.visits()).isGreaterThan(300);
        assertThat(w.value()).isCloseTo(0.5 * 1 + 0.5 * 0.4, within(0.03));
        assertThat(w.winRate()).isCloseTo(0.5, within(0.03));
        assertThat(s.value()).isCloseTo(0.9 * 0.6 + 0.1 * 0, within(0.05));
        assertThat(s.winRate()).isCloseTo(0.9, within(0.05));
        // The expected margins: the wild gamble's +4 points against the safe one's +0.8.
        assertThat(w.margin()).isCloseTo(0.5 * 10 + 0.5 * -2, within(0.4));
        assertThat(s.margin()).isCloseTo(0.9 * 2 + 0.1 * -10, within(0.6));

        // Values that are results alone are their own win chances.
        Analysis plain = new Mcts(g, p, Knowledge::none, "n").analyse(g.newInitialState());
        for (Analysis.Candidate c : plain.candidates()) {
            assertThat(c.winRate()).isEqualTo(c.value());
            assertThat(c.margin()).isNaN();
        }
    }

    /**
     * After the first move player 0 has won whatever follows; player 1 may swap seats (the pie
     * rule by sides: the same colour moves again, played by the other person). The swap is worth
     * a win to the one who takes it.
     */
    @Test
    void aSeatSwapIsCreditedToTheColourTheChooserTakes() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int offer = g.decision(1);
        int afterSwap = g.decision(1);
        int afterPlay = g.decision(0);
        g.edge(root, 0, "first", offer, true);
        g.edge(offer, 1, "swap", afterSwap, true).edge(offer, 2, "play", afterPlay, true);
        g.edge(afterSwap, 3, "x", g.end(1), true);
        g.edge(afterPlay, 4, "y", g.end(1), true);
        State s = g.newInitialState();
        s.apply(0);
        Analysis a = new Mcts(g, SearchParams.defaults().withPlayouts(100), Knowledge::none, "test").analyse(s);
        assertThat(s.actionToString(a.best())).isEqualTo("swap");
        assertThat(a.candidates().get(0).winRate()).isEqualTo(1.0);
    }

    /**
     * A move the opponent can swap is worth what its maker holds after the swap. "bait" wins for
     * whoever holds colour 0, so the opponent takes it by swapping and its maker, now colour 1,
     * loses; "modest" draws. Credited by the colour it was chosen for, "bait" looked like a sure
     * win; credited to the colour its maker ends with, it is a sure loss.
     */
    @Test
    void aMoveTheOpponentSwapsIsCreditedToTheColourItsMakerEndsWith() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int baitOffer = g.decision(1);
        int modestOffer = g.decision(1);
        g.edge(root, 0, "bait", baitOffer, true).edge(root, 1, "modest", modestOffer, true);
        int baitSwapped = g.decision(1);
        int baitPlayed = g.decision(0);
        g.edge(baitOffer, 2, "swap", baitSwapped, true).edge(baitOffer, 3, "play", baitPlayed, true);
        g.edge(baitSwapped, 4, "x", g.end(1), true);
        g.edge(baitPlayed, 5, "y", g.end(1), true);
        int modestSwapped = g.decision(1);
        int modestPlayed = g.decision(0);
        g.edge(modestOffer, 2, "swap", modestSwapped, true).edge(modestOffer, 3, "play", modestPlayed, true);
        g.edge(modestSwapped, 4, "x", g.end(0), true);
        g.edge(modestPlayed, 5, "y", g.end(0), true);
        for (SearchParams p : new SearchParams[] {SearchParams.uct(), SearchParams.defaults()}) {
            Analysis a = new Mcts(g, p.withPlayouts(400), Knowledge::none, "test").analyse(g.newInitialState());
            assertThat(a.best()).isEqualTo(1);
            assertThat(a.principalVariation()).startsWith(1);
            Analysis.Candidate bait = a.candidates().stream().filter(c -> c.action() == 0).findFirst().orElseThrow();
            assertThat(bait.winRate()).isLessThan(0.25);
            assertThat(a.candidates().get(0).winRate()).isCloseTo(0.5, within(0.01));
        }
    }

    /** TwixT's swap by sides is recognised as a seat exchange; its mirror form is not. */
    @Test
    void twixtSwapBySidesExchangesSeats() {
        for (String ruleset : new String[] {"t1", "pp"}) {
            Game game = Games.load("twixt(ruleset=" + ruleset + ",width=8,height=8)");
            State s = game.newInitialState();
            s.apply(s.parseAction("D4"));
            SearchTree t = searched(game, s, SearchParams.uct(), 200);
            int e = t.findEdge(t.root, s.parseAction("swap"));
            assertThat(t.eVisits[e]).isPositive();
            assertThat(t.credit(1, t.eFlags[e])).as(ruleset).isEqualTo(ruleset.equals("t1") ? 0 : 1);
        }
    }

    /** Wykersham: every roll the search plays comes from the state's own chance outcomes, in proportion. */
    @Test
    void wykershamRollsComeFromChanceOutcomesInProportion() {
        Game game = Games.load("wykersham");
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(3);
        while (s.isChanceNode()) {
            s.apply(s.randomLegalAction(rng));
        }
        SearchTree t = searched(game, s, SearchParams.defaults().withExpandVisits(1), 3000);
        int[] checked = new int[2];
        walk(t, t.root, s.copy(), checked);
        assertThat(checked[0]).as("chance nodes").isGreaterThan(10);
        assertThat(checked[1]).as("decision nodes").isGreaterThan(10);
    }

    /** Every node's player is the state's, chance edges are its outcomes, visited in proportion to them. */
    private static void walk(SearchTree t, int node, State s, int[] checked) {
        assertThat((int) t.nPlayer[node]).isEqualTo(s.currentPlayer());
        int first = t.nFirst[node];
        int n = t.nCount[node];
        if (s.isChanceNode()) {
            checked[0]++;
            var co = s.chanceOutcomes();
            int total = 0;
            for (int k = 0; k < n; k++) {
                total += t.eVisits[first + k];
            }
            double sum = 0;
            for (int k = 0; k < n; k++) {
                int e = first + k;
                int i = Arrays.binarySearch(co.actions(), t.eAction[e]);
                assertThat(i).as("a chance outcome").isGreaterThanOrEqualTo(0);
                // The edge stands for every outcome that leads to the same position (4-2 and 2-4).
                s.apply(t.eAction[e]);
                long position = s.hash();
                s.undo();
                double p = 0;
                for (int j = 0; j < co.actions().length; j++) {
                    s.apply(co.actions()[j]);
                    p += s.hash() == position ? co.probabilities()[j] : 0;
                    s.undo();
                }
                assertThat((double) t.ePrior[e]).isCloseTo(p, within(1e-6));
                sum += p;
                assertThat((double) t.eVisits[e]).isCloseTo(p * total, within(1.0001));
            }
            assertThat(sum).isCloseTo(1.0, within(1e-6));
            if (co.actions().length == 36) {
                assertThat(n).as("distinct rolls").isEqualTo(21);
            }
        } else {
            checked[1]++;
        }
        for (int k = 0; k < n; k++) {
            int e = first + k;
            if (t.eChild[e] >= 0) {
                s.apply(t.eAction[e]);
                walk(t, t.eChild[e], s, checked);
                s.undo();
            }
        }
    }

    @Test
    void theTreeStopsGrowingAtItsMemoryCapAndTheSearchGoesOn() {
        Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");
        SearchParams p = SearchParams.uct().withMaxEdges(1000);
        SearchTree t = searched(game, game.newInitialState(), p, 500);
        assertThat(t.edgeCount).isLessThanOrEqualTo(1000);
        assertThat(t.playouts).isEqualTo(500);
    }

    @Test
    void reusingTheTreeKeepsTheSubtreeOfTheNewPosition() {
        Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");
        State s = game.newInitialState();
        SearchTree t = searched(game, s, SearchParams.uct(), 3000);
        int e = t.bestEdge(t.root);
        int child = t.eChild[e];
        int e2 = t.bestEdge(child);
        int grand = t.eChild[e2];
        assertThat(grand).isPositive();
        int visits = t.nVisits[grand];
        int edges = t.nCount[grand];
        s.apply(t.eAction[e]);
        s.apply(t.eAction[e2]);
        t.prepare(s);
        assertThat(t.root).isZero();
        assertThat(t.nVisits[0]).isEqualTo(visits);
        assertThat(t.nCount[0]).isEqualTo(edges);
        assertThat(t.reusedVisits).isEqualTo(visits);
    }

    /** A roll whose twin (2-4 for 4-2) stands for it in the tree is followed down by tree reuse. */
    @Test
    void reuseFollowsARollThroughItsTwin() {
        Game game = Games.load("wykersham");
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(5);
        do {
            s.apply(s.randomLegalAction(rng));
        } while (!(s.isChanceNode() && s.turn() > 0));
        SearchTree t = searched(game, s, SearchParams.uct(), 3000);
        int rep = -1;
        for (int k = 0; k < t.nCount[t.root]; k++) {
            int a = t.eAction[t.nFirst[t.root] + k];
            if (a == org.ludotheque.engine.wykersham.WykershamActions.dice(4, 2)
                    || a == org.ludotheque.engine.wykersham.WykershamActions.dice(2, 4)) {
                rep = t.nFirst[t.root] + k;
            }
        }
        assertThat(rep).isNotNegative();
        int twin = t.eAction[rep] == org.ludotheque.engine.wykersham.WykershamActions.dice(4, 2)
                ? org.ludotheque.engine.wykersham.WykershamActions.dice(2, 4)
                : org.ludotheque.engine.wykersham.WykershamActions.dice(4, 2);
        assertThat(t.findEdge(t.root, twin)).isNegative();
        int child = t.eChild[rep];
        assertThat(child).isPositive();
        int visits = t.nVisits[child];
        s.apply(twin);
        t.prepare(s);
        assertThat(t.reusedVisits).isEqualTo(visits).isPositive();
    }

    /**
     * A winning move with a low prior beside a favourite that wins half the time: the good move's
     * first two playouts lose (the playout policy takes the first action, the losing one). With
     * the prior's penalty its score (0 after two visits, less the penalty) does not pass the
     * favourite's again within the budget; without it exploration brings the move back and the
     * search proves the win below it.
     */
    @Test
    void withoutThePriorPenaltyAGoodMoveSurvivesTwoUnluckyFirstPlayouts() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int favourite = g.chance();
        int good = g.decision(0);
        g.edge(root, 0, "favourite", favourite, true).edge(root, 1, "good", good, false);
        g.outcome(favourite, 10, 0.5, g.end(1)).outcome(favourite, 11, 0.5, g.end(-1));
        g.edge(good, 2, "lose", g.end(-1), true).edge(good, 3, "win", g.end(1), true);
        GameKnowledge likesTheFavourite = new GameKnowledge() {
            @Override
            public boolean priors(State state, int[] legal, int n, double[] out) {
                if (state.historySize() > 0) {
                    return false;
                }
                for (int i = 0; i < n; i++) {
                    out[i] = legal[i] == 0 ? 0.95 : 0.05;
                }
                return true;
            }

            @Override
            public int playoutAction(State state, SplittableRandom rng) {
                return state.legalActions()[0];
            }
        };
        SearchParams p = SearchParams.defaults().withExploration(0.4).withEarlyStop(false);
        for (boolean penalty : new boolean[] {true, false}) {
            SearchTree t = new SearchTree(g, p.withPriorPenalty(penalty), likesTheFavourite, 7, p.maxEdges());
            t.prepare(g.newInitialState());
            t.run(1000, 0, 0, new AtomicBoolean());
            int e = t.findEdge(t.root, 1);
            if (penalty) {
                assertThat(t.eVisits[e]).as("starved after two lost playouts").isEqualTo(2);
                assertThat(t.eAction[t.bestEdge(t.root)]).isZero();
            } else {
                assertThat(t.proofRank(t.root, e)).as("proven a win").isZero();
                assertThat(t.eAction[t.bestEdge(t.root)]).isEqualTo(1);
            }
        }
    }

    /** A Wykersham position at the start of a turn, just rolled, after some random turns. */
    private static State wykershamTurnStart(Game game, long seed) {
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        while (s.turn() < 6 || !s.isChanceNode()) {
            s.apply(s.randomLegalAction(rng));
        }
        s.apply(s.randomLegalAction(rng));
        return s;
    }

    private static SearchTree wholeTurns(Game game, State s, long playouts) {
        SearchParams p = SearchParams.defaults().withWholeTurns(true).withEarlyStop(false);
        SearchTree t = new SearchTree(game, p, Knowledge.forGame(game), 7, p.maxEdges());
        t.prepare(s);
        t.run(playouts, 0, 0, new AtomicBoolean());
        return t;
    }

    /**
     * Under whole turns a Wykersham node's edges are the turn's distinct ends: each edge's actions,
     * played from the node, reach the end it names (a roll to come), every end once; the node a
     * turn leads to is that roll's chance node, and no AMAF is kept for whole turns.
     */
    @Test
    void wholeTurnEdgesAreTheDistinctEndsOfTheTurn() {
        Game game = Games.load("wykersham");
        State s = wykershamTurnStart(game, 11);
        SearchTree t = wholeTurns(game, s, 2000);
        int mover = s.currentPlayer();
        Set<Long> ends = new HashSet<>();
        int withChild = 0;
        for (int k = 0; k < t.nCount[t.root]; k++) {
            int e = t.nFirst[t.root] + k;
            assertThat(t.isTurn(e)).isTrue();
            State u = s.copy();
            int[] turn = t.actionsOf(e);
            assertThat(turn[0]).isEqualTo(t.eAction[e]);
            for (int a : turn) {
                assertThat(u.currentPlayer()).isEqualTo(mover);
                assertThat(u.isLegal(a)).isTrue();
                u.apply(a);
            }
            assertThat(u.isChanceNode() || u.isTerminal()).isTrue();
            assertThat(u.hash()).isEqualTo(t.turnEndHash(e));
            assertThat(ends.add(u.hash())).as("each end once").isTrue();
            assertThat(t.eRaveVisits[e]).isZero();
            if (t.eChild[e] >= 0) {
                withChild++;
                assertThat((int) t.nPlayer[t.eChild[e]]).isEqualTo((int) SearchTree.CHANCE_NODE);
            }
        }
        assertThat(ends.size()).isGreaterThan(10);
        assertThat(withChild).isPositive();
        assertThat(t.playouts).isEqualTo(2000);
    }

    /**
     * Tree reuse follows a whole turn, then the roll, down to the other side's turn, visits kept;
     * the kept root's turns are weighed as a new root's would be.
     */
    @Test
    void reuseFollowsAWholeTurnAndTheRollAfterIt() {
        Game game = Games.load("wykersham");
        State s = wykershamTurnStart(game, 12);
        SearchTree t = wholeTurns(game, s, 4000);
        int e = t.bestEdge(t.root);
        int chance = t.eChild[e];
        assertThat(chance).isPositive();
        int roll = t.bestEdge(chance);
        int next = t.eChild[roll];
        assertThat(next).as("the other side's turn is in the tree").isPositive();
        int visits = t.nVisits[next];
        int edges = t.nCount[next];
        for (int a : t.actionsOf(e)) {
            s.apply(a);
        }
        s.apply(t.eAction[roll]);
        t.prepare(s);
        assertThat(t.reusedVisits).isEqualTo(visits).isPositive();
        assertThat(t.nCount[t.root]).isEqualTo(edges);
        assertThat(t.isTurn(t.nFirst[t.root])).isTrue();
        for (int k = 0; k < t.nCount[t.root]; k++) {
            State u = s.copy();
            for (int a : t.actionsOf(t.nFirst[t.root] + k)) {
                u.apply(a);
            }
            assertThat(u.hash()).as("the pool moved with the edges").isEqualTo(t.turnEndHash(t.nFirst[t.root] + k));
        }
        SearchTree fresh = wholeTurns(game, s, 1);
        for (int k = 0; k < t.nCount[t.root]; k++) {
            int kept = t.nFirst[t.root] + k;
            int f = fresh.sameChoice(fresh.root, t, kept);
            assertThat(t.ePrior[kept]).as("the kept root weighed as a new one").isEqualTo(fresh.ePrior[f]);
        }
    }
}
