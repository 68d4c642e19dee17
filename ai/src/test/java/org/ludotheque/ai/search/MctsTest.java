package org.ludotheque.ai.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.ai.GameKnowledge.Reckoned;
import org.ludotheque.ai.Knowledge;
import org.ludotheque.ai.Levels;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.RandomPlayer;
import org.ludotheque.ai.TurnEnds;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

class MctsTest {

    private static final String[] GAMES = {
        "twixt(ruleset=t1,width=12,height=12)", "twixt(ruleset=standard,width=8,height=8)", "thoughtwave", "wykersham"};

    /** Plays {@code turns} of the game's notation, separated by commas. */
    private static State position(Game game, String turns) {
        State s = game.newInitialState();
        for (String turn : turns.split(",")) {
            game.definition().notation().playTurn(s, turn.trim());
        }
        return s;
    }

    private static State afterRandomStart(Game game, int actions, long seed) {
        State s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < actions || s.currentPlayer() < 0; i++) {
            s.apply(s.randomLegalAction(rng));
        }
        return s;
    }

    /** Like Stockfish's bench: a fixed seed and node limit give the same moves and counts, run after run. */
    @Test
    void benchSignatureIsTheSameRunAfterRun() {
        for (int threads = 1; threads <= 2; threads++) {
            long first = signature(threads);
            long second = signature(threads);
            System.out.printf("search signature (threads=%d): %016x%n", threads, first);
            assertThat(second).isEqualTo(first);
        }
    }

    private static long signature(int threads) {
        long sig = 17;
        for (String spec : GAMES) {
            Game game = Games.load(spec);
            // The plain baseline, the full engine without knowledge, and the maximum level with the
            // game's knowledge (in Wykersham its learnt judge).
            SearchParams max = Knowledge.tune(game, Levels.params(game.parameters(), Levels.MAX));
            for (SearchParams p : new SearchParams[] {SearchParams.uct(), SearchParams.defaults(), max}) {
                Supplier<GameKnowledge> know = p == max ? () -> Knowledge.forGame(game) : Knowledge::none;
                Mcts m = new Mcts(game, p.withNodes(300).withThreads(threads).withSeed(42), know, "bench");
                State s = afterRandomStart(game, 6, 5);
                for (int move = 0; move < 3 && !s.isTerminal(); move++) {
                    Analysis a = m.analyse(s);
                    sig = sig * 31 + a.best();
                    sig = sig * 31 + a.nodes();
                    sig = sig * 31 + a.playouts();
                    s.apply(a.best());
                    while (s.isChanceNode()) {
                        s.apply(s.randomLegalAction(new SplittableRandom(move)));
                    }
                }
            }
        }
        return sig;
    }

    @Test
    void findsTheWinInOneInTwixt() {
        Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");
        State s = position(game, "D1, B2, E3, B4, D5, B6, E7, G2");
        for (Player p : players(game, 400)) {
            int a = p.chooseAction(s);
            assertThat(s.actionToString(a)).isIn("C8", "G8");
        }
    }

    /** Manual linking: the win is a peg then a link, two actions of one player. */
    @Test
    void findsTheWinInOneInTwixtWithManualLinks() {
        Game game = Games.load("twixt(ruleset=standard,width=8,height=8)");
        State s = position(game, "D1, B2, E3 +D1-E3, B4, D5 +E3-D5, B6, E7 +D5-E7, G2");
        for (Player p : players(game, 600)) {
            Analysis a = p.analyse(s);
            assertThat(s.actionToString(a.best())).isIn("C8", "G8");
            assertThat(a.candidates().get(0).winRate()).isEqualTo(1.0);
            State t = s.copy();
            for (int action : a.principalVariation()) {
                t.apply(action);
            }
            assertThat(t.outcome().winner()).isZero();
            assertThat(a.principalVariation()).hasSize(2);
        }
    }

    @Test
    void findsTheWinInOneInThoughtwave() {
        Game game = Games.load("thoughtwave(size=4)");
        State s = position(game, "a2:EW, a4:NE, b2:EW, b4:NW, c2:EW, c4:NE");
        for (Player p : players(game, 400)) {
            State t = s.copy();
            t.apply(p.chooseAction(s));
            assertThat(t.outcome().winner()).isZero();
        }
    }

    private static List<Player> players(Game game, long playouts) {
        List<Player> ps = new ArrayList<>();
        ps.add(new Mcts(game, SearchParams.uct().withPlayouts(playouts), Knowledge::none, "uct"));
        ps.add(new Mcts(game, SearchParams.defaults().withPlayouts(playouts), Knowledge::none, "mcts"));
        ps.add(new Mcts(game, SearchParams.defaults().withPlayouts(playouts).withThreads(2), () -> Knowledge.forGame(game), "mcts2"));
        return ps;
    }

    /**
     * Wykersham late in a game: the mover's win rate before the first action of the turn and
     * before the next one (same player again) agree. Backing up by alternation would flip it.
     */
    @Test
    void aWykershamTurnIsValuedForItsPlayerAtEachOfItsActions() {
        Game game = Games.load("wykersham");
        for (long seed : new long[] {1, 4, 6}) {
            State s = game.newInitialState();
            SplittableRandom rng = new SplittableRandom(seed);
            while (s.turn() < 24 || s.currentPlayer() < 0) {
                s.apply(s.randomLegalAction(rng));
            }
            int mover = s.currentPlayer();
            Mcts m = new Mcts(game, SearchParams.defaults().withPlayouts(4000).withTreeReuse(false), Knowledge::none, "m");
            Analysis first = m.analyse(s);
            s.apply(first.best());
            assertThat(s.currentPlayer()).isEqualTo(mover);
            Analysis second = m.analyse(s);
            double before = first.candidates().get(0).winRate();
            double after = second.candidates().get(0).winRate();
            assertThat(before).as("seed " + seed).isGreaterThan(0.75);
            assertThat(after).as("seed " + seed).isBetween(before - 0.1, before + 0.1);
        }
    }

    @Test
    void analysisIsSortedBestFirstAndItsPrincipalVariationIsLegal() {
        for (String spec : GAMES) {
            Game game = Games.load(spec);
            State s = afterRandomStart(game, 4, 9);
            Analysis a = new Mcts(game, SearchParams.defaults().withPlayouts(1500).withThreads(2).withEarlyStop(false), () -> Knowledge.forGame(game), "m").analyse(s);
            List<Analysis.Candidate> cs = a.candidates();
            assertThat(cs).isNotEmpty();
            for (int i = 1; i < cs.size(); i++) {
                assertThat(cs.get(i).visits()).isLessThanOrEqualTo(cs.get(i - 1).visits());
            }
            for (Analysis.Candidate c : cs) {
                assertThat(s.isLegal(c.action())).isTrue();
                assertThat(c.winRate()).isBetween(0.0, 1.0);
            }
            assertThat(a.principalVariation()[0]).isEqualTo(a.best());
            State t = s.copy();
            for (int action : a.principalVariation()) {
                assertThat(t.isLegal(action)).as(spec + " pv " + t.actionToString(action)).isTrue();
                assertThat(t.isChanceNode()).isFalse();
                t.apply(action);
            }
            assertThat(a.playouts()).as("the budget split between the threads, all spent").isEqualTo(1500);
            assertThat(s.history()).isEqualTo(afterRandomStart(game, 4, 9).history());
        }
    }

    @Test
    void treeReuseKeepsTheVisitsOfThePositionReached() {
        Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");
        Mcts m = new Mcts(game, SearchParams.uct().withPlayouts(3000), Knowledge::none, "uct");
        State s = game.newInitialState();
        Analysis first = m.analyse(s);
        assertThat(m.lastReusedVisits()).isZero();
        s.apply(first.principalVariation()[0]);
        s.apply(first.principalVariation()[1]);
        m.analyse(s);
        assertThat(m.lastReusedVisits()).isPositive();
        m.reset();
        m.analyse(s);
        assertThat(m.lastReusedVisits()).isZero();
        Mcts fresh = new Mcts(game, SearchParams.uct().withPlayouts(3000).withTreeReuse(false), Knowledge::none, "uct");
        fresh.analyse(game.newInitialState());
        fresh.analyse(s);
        assertThat(fresh.lastReusedVisits()).isZero();
    }

    /** Early stop saves the playouts that could no longer change the move, and only those. */
    @Test
    void aDecidedSearchStopsEarlyWithTheMoveTheWholeSearchChooses() {
        long saved = 0;
        for (String spec : GAMES) {
            Game game = Games.load(spec);
            for (long seed = 1; seed <= 4; seed++) {
                State s = afterRandomStart(game, 10, seed);
                SearchParams p = SearchParams.defaults().withPlayouts(4000).withSeed(seed);
                Analysis whole = new Mcts(game, p.withEarlyStop(false), () -> Knowledge.forGame(game), "whole").analyse(s);
                Analysis early = new Mcts(game, p, () -> Knowledge.forGame(game), "early").analyse(s);
                assertThat(whole.playouts()).isEqualTo(4000);
                assertThat(early.best()).as("%s, seed %d", spec, seed).isEqualTo(whole.best());
                assertThat(early.playouts()).isLessThanOrEqualTo(4000);
                Analysis.Candidate top = early.candidates().get(0);
                long runnerUp = early.candidates().size() > 1 ? early.candidates().get(1).visits() : 0;
                if (early.playouts() < 4000) {
                    assertThat(top.visits() - runnerUp).as("the lead exceeds the playouts left")
                            .isGreaterThan(4000 - early.playouts());
                }
                saved += 4000 - early.playouts();
                Analysis noisy = new Mcts(game, p.withTemperature(0.5), () -> Knowledge.forGame(game), "noisy").analyse(s);
                assertThat(noisy.playouts()).as("a noisy choice draws by visits: every playout counts").isEqualTo(4000);
            }
        }
        assertThat(saved).as("some searches were decided early").isPositive();
    }

    @Test
    void stopEndsALongSearchWithItsBestSoFar() throws Exception {
        Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");
        Mcts m = new Mcts(game, SearchParams.defaults().withSeconds(60).withThreads(2), Knowledge::none, "m");
        assertThat(stoppedAfterAWhile(m, game.newInitialState()).playouts()).isPositive();
    }

    /** The analysis of {@code s} by {@code m} on another thread, stopped after 200 ms; it must answer within 5 s of the stop. */
    private static Analysis stoppedAfterAWhile(Mcts m, State s) throws InterruptedException {
        Analysis[] result = new Analysis[1];
        Thread t = new Thread(() -> result[0] = m.analyse(s));
        t.start();
        Thread.sleep(200);
        long asked = System.nanoTime();
        m.stop();
        t.join(10_000);
        assertThat(t.isAlive()).isFalse();
        assertThat((System.nanoTime() - asked) / 1e9).isLessThan(5);
        return result[0];
    }

    /** A solve that would outlast the time limit gives up at {@code stop()}, and the search answers at once. */
    @Test
    void stopEndsASolveInProgress() throws Exception {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        g.edge(root, 0, "m0", g.end(1), true);
        g.edge(root, 1, "m1", g.end(-1), true);
        GameKnowledge slowSolver = new GameKnowledge() {
            @Override
            public boolean solve(State state, Reckoned what, int[] legal, int n, double[] out, BooleanSupplier giveUp) {
                while (!giveUp.getAsBoolean()) {
                    Thread.onSpinWait();
                }
                return false;
            }
        };
        Mcts m = new Mcts(g, SearchParams.defaults().withSeconds(60).withSolveEndgame(true), () -> slowSolver, "m");
        Analysis a = stoppedAfterAWhile(m, g.newInitialState());
        assertThat(a.playouts()).as("the search's one iteration after the solve gave up").isPositive();
        assertThat(a.best()).isZero();
    }

    @Test
    void aSearchNeedsAPlayerToMove() {
        Game game = Games.load("wykersham");
        Mcts m = new Mcts(game, SearchParams.uct().withPlayouts(10), Knowledge::none, "uct");
        assertThatThrownBy(() -> m.chooseAction(game.newInitialState()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chance");
    }

    /** A quick strength check: a small search beats random play on 8 × 8 TwixT every time. */
    @Test
    void beatsRandomOnSmallTwixt() {
        Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");
        int wins = 0;
        for (int g = 0; g < 10; g++) {
            Player ai = new Mcts(game, SearchParams.defaults().withPlayouts(300).withSeed(g), () -> Knowledge.forGame(game), "mcts");
            Player rnd = new RandomPlayer(g);
            int aiSide = g % 2;
            State s = game.newInitialState();
            while (!s.isTerminal()) {
                s.apply((s.currentPlayer() == aiSide ? ai : rnd).chooseAction(s));
            }
            if (s.outcome().winner() == aiSide) {
                wins++;
            }
        }
        assertThat(wins).isEqualTo(10);
    }

    /**
     * Three moves a tiny search visits alike (once each, all draws): the knowledge's prior tells
     * them apart, in the report and in a noisy choice, rather than the order of the actions.
     */
    @Test
    void movesASearchVisitedAlikeAreToldApartByTheirPrior() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        for (int a = 0; a < 3; a++) {
            g.edge(root, a, "m" + a, g.end(0), true);
        }
        GameKnowledge likesTheLast = new GameKnowledge() {
            @Override
            public boolean priors(State state, int[] legal, int n, double[] out) {
                for (int i = 0; i < n; i++) {
                    out[i] = legal[i] == 2 ? 5 : 1;
                }
                return true;
            }
        };
        // A bias weight too small to steer the visits: the priors are kept but every move gets one visit.
        SearchParams p = SearchParams.defaults().withPriorWeight(1e-9).withPlayouts(3);
        Analysis a = new Mcts(g, p, () -> likesTheLast, "m").analyse(g.newInitialState());
        assertThat(a.candidates()).extracting(Analysis.Candidate::visits).containsExactly(1L, 1L, 1L);
        assertThat(a.best()).isEqualTo(2);
        for (long seed = 0; seed < 20; seed++) {
            Mcts noisy = new Mcts(g, p.withTemperature(0.02).withSeed(seed), () -> likesTheLast, "m");
            assertThat(noisy.chooseAction(g.newInitialState())).as("seed " + seed).isEqualTo(2);
        }
    }

    /**
     * Where the knowledge values every action exactly, the search plays its best without a playout
     * and reports those values, best first; with {@code solveEndgame} off it searches as ever.
     */
    @Test
    void aPositionTheKnowledgeSolvesIsPlayedWithoutSearching() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        // The playouts prefer m0 (a sure win); the exact values, m1.
        g.edge(root, 0, "m0", g.end(1), true);
        g.edge(root, 1, "m1", g.end(-1), true);
        g.edge(root, 2, "m2", g.end(-1), true);
        GameKnowledge solves = new GameKnowledge() {
            @Override
            public boolean solve(State state, Reckoned what, int[] legal, int n, double[] out, BooleanSupplier giveUp) {
                for (int i = 0; i < n; i++) {
                    out[i] = legal[i] == 1 ? 0.75 : legal[i] == 2 ? 0.5 : 0.25;
                }
                return true;
            }
        };
        SearchParams p = SearchParams.defaults().withPlayouts(100).withSolveEndgame(true);
        Mcts m = new Mcts(g, p, () -> solves, "m");
        Analysis a = m.analyse(g.newInitialState());
        assertThat(a.playouts()).isZero();
        assertThat(a.candidates()).extracting(Analysis.Candidate::action).containsExactly(1, 2, 0);
        assertThat(a.candidates()).extracting(Analysis.Candidate::winRate).containsExactly(0.75, 0.5, 0.25);
        assertThat(a.principalVariation()).containsExactly(1);
        assertThat(m.chooseAction(g.newInitialState())).isEqualTo(1);
        assertThat(m.lastEstimate()).isEqualTo(0.75);

        Mcts searching = new Mcts(g, p.withSolveEndgame(false), () -> solves, "s");
        Analysis searched = searching.analyse(g.newInitialState());
        assertThat(searched.playouts()).isPositive();
        assertThat(searched.best()).as("the sure win the search proves").isZero();
    }

    /**
     * An exact analysis of a game whose values count the margin reckons the win chances and the
     * margins apart; a move needs only the values, so choosing one does not ask for them.
     */
    @Test
    void anExactAnalysisReckonsWinChancesAndMarginsApartFromValues() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        g.edge(root, 0, "m0", g.end(1), true);
        g.edge(root, 1, "m1", g.end(-1), true);
        List<Reckoned> asked = new ArrayList<>();
        GameKnowledge solves = new GameKnowledge() {
            @Override
            public boolean valueCountsMargin() {
                return true;
            }

            @Override
            public boolean solve(State state, Reckoned what, int[] legal, int n, double[] out, BooleanSupplier giveUp) {
                asked.add(what);
                for (int i = 0; i < n; i++) {
                    // m1 wins bigger when it wins, m0 more often
                    out[i] = switch (what) {
                        case VALUE -> legal[i] == 1 ? 0.8 : 0.6;
                        case WIN_CHANCE -> legal[i] == 1 ? 0.55 : 0.9;
                        case MARGIN -> legal[i] == 1 ? 4.5 : 1.5;
                    };
                }
                return true;
            }
        };
        Mcts m = new Mcts(g, SearchParams.defaults().withPlayouts(100).withSolveEndgame(true), () -> solves, "m");
        Analysis a = m.analyse(g.newInitialState());
        assertThat(a.exact()).isTrue();
        assertThat(a.candidates()).extracting(Analysis.Candidate::action).containsExactly(1, 0);
        assertThat(a.candidates()).extracting(Analysis.Candidate::value).containsExactly(0.8, 0.6);
        assertThat(a.candidates()).extracting(Analysis.Candidate::winRate).containsExactly(0.55, 0.9);
        assertThat(a.candidates()).extracting(Analysis.Candidate::margin).containsExactly(4.5, 1.5);
        assertThat(asked).containsExactly(Reckoned.VALUE, Reckoned.WIN_CHANCE, Reckoned.MARGIN);
        asked.clear();
        assertThat(m.chooseAction(g.newInitialState())).isEqualTo(1);
        assertThat(m.lastEstimate()).as("the value the move was chosen by").isEqualTo(0.8);
        assertThat(asked).containsExactly(Reckoned.VALUE);
    }

    /** Wykersham's knowledge, counting the searches that start (each judges its root's turn once). */
    private static final class CountingKnowledge implements GameKnowledge {
        private final GameKnowledge inner;
        private final int[] searches;

        CountingKnowledge(GameKnowledge inner, int[] searches) {
            this.inner = inner;
            this.searches = searches;
        }

        @Override
        public void judgeTurn(State root, double dynamicKomi) {
            searches[0]++;
            inner.judgeTurn(root, dynamicKomi);
        }

        @Override
        public boolean priors(State state, int[] legal, int n, double[] out) {
            return inner.priors(state, legal, n, out);
        }

        @Override
        public boolean turnEnds(State state, TurnEnds out) {
            return inner.turnEnds(state, out);
        }

        @Override
        public int playoutAction(State state, SplittableRandom rng) {
            return inner.playoutAction(state, rng);
        }

        @Override
        public double terminalValue(State state) {
            return inner.terminalValue(state);
        }

        @Override
        public boolean valueCountsMargin() {
            return inner.valueCountsMargin();
        }

        @Override
        public double margin(State state) {
            return inner.margin(state);
        }

        @Override
        public double evaluate(State state) {
            return inner.evaluate(state);
        }

        @Override
        public double judge(State state) {
            return inner.judge(state);
        }

        @Override
        public boolean solve(State state, Reckoned what, int[] legal, int n, double[] out, BooleanSupplier giveUp) {
            return inner.solve(state, what, legal, n, out, giveUp);
        }
    }

    private static SearchParams wykershamWholeTurns(Game game) {
        return Knowledge.tune(game, Levels.params(game.parameters(), Levels.MAX)).withWholeTurns(true)
                .withPlayouts(1500).withSeed(3).withEarlyStop(false);
    }

    /**
     * Under whole turns the search chooses the turn once, at its first decision, and the next
     * decisions of the turn play it out without searching again: the turn played is the analysis's
     * principal variation (a whole turn, to the roll), from one search. After the roll the next turn
     * is searched again.
     */
    @Test
    void aWholeTurnIsChosenOnceAndPlayedOutWithoutSearchingAgain() {
        Game game = Games.load("wykersham");
        State s = afterRandomStart(game, 30, 8);
        while (s.historySize() > 0 && !s.isChanceNode()) {
            s.undo(); // back to the start of the turn
        }
        s.apply(s.parseAction("5-2"));
        Analysis expected = new Mcts(game, wykershamWholeTurns(game), () -> Knowledge.forGame(game), "a").analyse(s);
        int[] searches = new int[1];
        Mcts m = new Mcts(game, wykershamWholeTurns(game), () -> new CountingKnowledge(Knowledge.forGame(game), searches), "m");
        int mover = s.currentPlayer();
        List<Integer> played = new ArrayList<>();
        while (s.currentPlayer() == mover) {
            int a = m.chooseAction(s);
            played.add(a);
            s.apply(a);
        }
        assertThat(s.isChanceNode()).isTrue();
        assertThat(played.size()).isGreaterThan(1);
        assertThat(searches[0]).as("one search for the whole turn").isEqualTo(1);
        assertThat(played).containsExactly(java.util.Arrays.stream(expected.principalVariation()).boxed().toArray(Integer[]::new));
        s.apply(s.parseAction("3-1"));
        m.chooseAction(s);
        assertThat(searches[0]).isEqualTo(2);
    }

    /** An analysis under whole turns shows each first action once, for the best turn it begins, and that turn as its line. */
    @Test
    void anAnalysisOfWholeTurnsShowsEachFirstActionOnce() {
        Game game = Games.load("wykersham");
        for (int threads = 1; threads <= 2; threads++) {
            State s = afterRandomStart(game, 40, 4);
            Analysis a = new Mcts(game, wykershamWholeTurns(game).withThreads(threads), () -> Knowledge.forGame(game), "m").analyse(s);
            List<Analysis.Candidate> cs = a.candidates();
            assertThat(new HashSet<>(cs.stream().map(Analysis.Candidate::action).toList())).hasSize(cs.size());
            for (int i = 1; i < cs.size(); i++) {
                assertThat(cs.get(i).visits()).isLessThanOrEqualTo(cs.get(i - 1).visits());
            }
            assertThat(a.principalVariation()[0]).isEqualTo(a.best());
            State t = s.copy();
            int mover = t.currentPlayer();
            for (int action : a.principalVariation()) {
                assertThat(t.currentPlayer()).isEqualTo(mover);
                assertThat(t.isLegal(action)).isTrue();
                t.apply(action);
            }
            assertThat(t.isChanceNode() || t.isTerminal()).as("the line is the whole turn").isTrue();
            assertThat(a.playouts()).isEqualTo(1500);
        }
    }
}
