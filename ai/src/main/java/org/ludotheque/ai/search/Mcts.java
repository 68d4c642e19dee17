package org.ludotheque.ai.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.ai.GameKnowledge.Reckoned;
import org.ludotheque.ai.Player;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.State;

/**
 * The one MCTS search of Ludotheque, as a {@link Player}: UCT with RAVE/AMAF and progressive
 * bias from the game's priors, playouts by the knowledge's policy (optionally cut off by its
 * evaluation), chance nodes as expectations, a light solver, tree reuse between moves, and
 * limits by playouts, nodes or time; under {@code solveEndgame}, positions the knowledge values
 * exactly are played without searching; under {@code wholeTurns}, a turn the knowledge lists is
 * chosen whole at its first decision and played out without searching again. {@code docs/ai.md}
 * describes it.
 *
 * <p><b>Parallelism: root parallelism.</b> Each thread grows its own tree from the same root
 * with its own seed and knowledge instance, and a fixed share of the playout and node budgets;
 * at the end the root statistics (visits and values per action) are summed. No locks, no shared
 * mutable state, and the result does not depend on thread timing: for a fixed seed and a playout
 * or node limit, the move and the counts are the same run after run, with any number of threads.
 * Time limits are not reproducible by nature.
 *
 * <p>Not thread-safe: one caller at a time.
 */
public final class Mcts implements Player {

    private final Game game;
    private final SearchParams params;
    private final Supplier<GameKnowledge> knowledge;
    private final String description;
    private final SearchTree[] trees;
    private final SplittableRandom noise;
    private boolean lastBestProven;
    private double lastEstimate = Double.NaN;
    /** Whether every root action of the last search was a proven loss. */
    private boolean lastRootLost;
    /** The root actions of the last report, best first: the candidates with their priors. */
    private List<Row> lastRows = List.of();
    /** Whether the last analysis was the knowledge's exact reckoning, not a search. */
    private boolean lastSolved;
    /** The knowledge asked for exact values under {@code solveEndgame}; made at the first question. */
    private GameKnowledge solver;
    private volatile AtomicBoolean running = new AtomicBoolean();
    /** Under {@code wholeTurns}: the turn chosen by the last search, played out by the next calls without searching. */
    private int[] plan;
    /** The history of the position where {@link #plan} was chosen. */
    private int[] planFrom;

    public Mcts(Game game, SearchParams params, Supplier<GameKnowledge> knowledge, String description) {
        this.game = game;
        this.params = params;
        this.knowledge = knowledge;
        this.description = description;
        this.trees = new SearchTree[params.threads()];
        this.noise = new SplittableRandom(mix(params.seed(), 0x5EED));
    }

    public SearchParams params() {
        return params;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void reset() {
        plan = null;
        for (SearchTree t : trees) {
            if (t != null) {
                t.clear();
            }
        }
    }

    /**
     * Ends the running search (from another thread) as soon as each of its threads finishes its
     * iteration (an exact solve gives up at its next check, and one iteration is searched instead);
     * it answers with what it has found. Does nothing when no search runs.
     */
    public void stop() {
        running.set(true);
    }

    /** Root visits kept by tree reuse at the start of the last search, summed over threads. */
    public long lastReusedVisits() {
        long v = 0;
        for (SearchTree t : trees) {
            if (t != null) {
                v += t.reusedVisits;
            }
        }
        return v;
    }

    @Override
    public int chooseAction(State state) {
        checkDecision(state);
        int planned = planned(state);
        if (planned >= 0) {
            return planned; // the turn chosen at its start goes on; the estimate stays that search's
        }
        lastEstimate = Double.NaN;
        if (state.legalActionCount() == 1) {
            return state.legalActions()[0];
        }
        Analysis a = search(state, false);
        int chosen = choose(lastRows, a.best());
        for (Analysis.Candidate c : a.candidates()) {
            if (c.action() == chosen) {
                boolean proven = lastBestProven && chosen == a.best() || lastRootLost || lastSolved;
                lastEstimate = c.visits() >= MIN_ESTIMATE_VISITS || proven ? c.value() : Double.NaN;
            }
        }
        for (Row r : lastRows) {
            if (r.action() == chosen && r.turn().length > 1) {
                plan = r.turn();
                planFrom = state.history();
            }
        }
        return chosen;
    }

    /**
     * The next action of the turn the last search chose, where {@code state} is that search's
     * position with the turn's first actions played since; else -1 (and the plan is dropped).
     */
    private int planned(State state) {
        if (plan == null) {
            return -1;
        }
        int[] h = state.history();
        int done = h.length - planFrom.length;
        if (done > 0 && done < plan.length && Arrays.equals(h, 0, planFrom.length, planFrom, 0, planFrom.length)
                && Arrays.equals(h, planFrom.length, h.length, plan, 0, done) && state.isLegal(plan[done])) {
            return plan[done];
        }
        plan = null;
        return -1;
    }

    /** Visits the chosen action needs before {@link #lastEstimate()} reports its win rate. */
    static final long MIN_ESTIMATE_VISITS = 100;

    @Override
    public double lastEstimate() {
        return lastEstimate;
    }

    /**
     * The final choice: a proven win, else the most visited, or with temperature a draw ∝
     * (visits + win rate + relative prior)^(1/T). The win rate and the prior (each 0…1) only tell
     * apart moves a small search visited alike, as the most visited choice does on a tie: drawn by
     * visits alone, a low level picked among tied moves at random (Thoughtwave's level 2 then
     * scored 58 % against level 1, where the tie-break by win rate scores 85 %; Thoughtwave's
     * level 3 against 2 went from 54.5 to 61.3 % of 200 games with the prior).
     */
    private int choose(List<Row> rows, int best) {
        double t = params.temperature();
        if (t <= 0 || rows.size() == 1 || lastBestProven) {
            return best;
        }
        double maxPrior = rows.stream().mapToDouble(Row::prior).max().orElse(0);
        double[] w = new double[rows.size()];
        double sum = 0;
        double top = rows.get(0).strength(maxPrior);
        for (int i = 0; i < w.length; i++) {
            w[i] = Math.pow(rows.get(i).strength(maxPrior) / top, 1 / t);
            sum += w[i];
        }
        double r = noise.nextDouble() * sum;
        for (int i = 0; i < w.length; i++) {
            r -= w[i];
            if (r < 0) {
                return rows.get(i).action();
            }
        }
        return best;
    }

    private static void checkDecision(State state) {
        if (state.currentPlayer() < 0) {
            throw new IllegalArgumentException("the search needs a player to move, not "
                    + (state.isTerminal() ? "a finished game" : "a chance node"));
        }
    }

    @Override
    public Analysis analyse(State state) {
        return search(state, true);
    }

    /**
     * Searches {@code state}, or solves it under {@code solveEndgame}. {@code analysis}: whether
     * an exact answer also reckons each action's win chance and margin where its values count a
     * margin; a move needs only the values.
     */
    private Analysis search(State state, boolean analysis) {
        checkDecision(state);
        long start = System.nanoTime();
        lastSolved = false;
        plan = null;
        AtomicBoolean stop = new AtomicBoolean();
        running = stop;
        if (params.solveEndgame()) {
            Analysis solved = solved(state, start, stop, analysis);
            if (solved != null) {
                return solved;
            }
        }
        int threads = params.threads();
        long deadline = params.seconds() > 0 ? start + (long) (params.seconds() * 1e9) : 0;
        for (int i = 0; i < threads; i++) {
            if (trees[i] == null) {
                trees[i] = new SearchTree(game, params, knowledge.get(), mix(params.seed(), i + 1),
                        Math.max(1000, params.maxEdges() / threads));
            }
            trees[i].prepare(state);
        }
        Throwable[] failure = new Throwable[threads];
        Thread[] workers = new Thread[threads];
        for (int i = 1; i < threads; i++) {
            int id = i;
            workers[i] = new Thread(() -> {
                try {
                    runShare(id, deadline, stop);
                } catch (Throwable e) {
                    failure[id] = e;
                    stop.set(true);
                }
            }, "mcts-" + i);
            workers[i].setDaemon(true);
            workers[i].start();
        }
        try {
            runShare(0, deadline, stop);
        } catch (RuntimeException | Error e) {
            stop.set(true);
            join(workers);
            throw e;
        }
        join(workers);
        for (Throwable f : failure) {
            if (f instanceof RuntimeException re) {
                throw re;
            }
            if (f instanceof Error er) {
                throw er;
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        return report(millis);
    }

    /**
     * The analysis of a position the knowledge values exactly: every legal action with its value,
     * best first (ties by action), no playouts; the principal variation is the best action. Null
     * where the knowledge cannot, or not within half the time limit (the search has the rest) or
     * before {@link #stop()}. For an {@code analysis} of values that count a margin, the exact win
     * chances and margins are reckoned too, within the rest of the time limit (NaN when not ready by then).
     */
    private Analysis solved(State state, long start, AtomicBoolean stop, boolean analysis) {
        if (solver == null) {
            solver = knowledge.get();
        }
        int[] legal = state.legalActions();
        double[] value = new double[legal.length];
        long half = params.seconds() > 0 ? start + Math.max(1, (long) (params.seconds() * 0.5e9)) : 0;
        if (!solver.solve(state.copy(), Reckoned.VALUE, legal, legal.length, value, until(half, stop))) {
            return null;
        }
        double[] chance = value;
        double[] margin = new double[legal.length];
        Arrays.fill(margin, Double.NaN);
        if (solver.valueCountsMargin()) {
            chance = new double[legal.length];
            Arrays.fill(chance, Double.NaN);
            if (analysis) {
                // The values are in, so no search follows: the rest of the time may go to these.
                long end = params.seconds() > 0 ? start + (long) (params.seconds() * 1e9) : 0;
                reckon(state, Reckoned.WIN_CHANCE, legal, chance, until(end, stop));
                reckon(state, Reckoned.MARGIN, legal, margin, until(end, stop));
            }
        }
        List<Row> rows = new ArrayList<>(legal.length);
        for (int i = 0; i < legal.length; i++) {
            rows.add(new Row(legal[i], -1, new int[] {legal[i]}, 0, value[i], chance[i], margin[i], 0, 1));
        }
        rows.sort(Comparator.comparingDouble(Row::value).reversed().thenComparingInt(Row::action));
        List<Analysis.Candidate> cs = new ArrayList<>(rows.size());
        for (Row r : rows) {
            cs.add(r.candidate());
        }
        lastRows = rows;
        lastBestProven = false;
        lastRootLost = false;
        lastSolved = true;
        long millis = (System.nanoTime() - start) / 1_000_000;
        return new Analysis(cs, new int[] {rows.get(0).action()}, 0, 0, millis);
    }

    /** A solver's give-up test: a {@link #stop()}, or past {@code deadline} (System.nanoTime; 0 none). */
    private static BooleanSupplier until(long deadline, AtomicBoolean stop) {
        return () -> stop.get() || (deadline != 0 && System.nanoTime() - deadline > 0);
    }

    /** The solver's {@code what} of every legal action into {@code out}, left NaN where it gives up. */
    private void reckon(State state, Reckoned what, int[] legal, double[] out, BooleanSupplier giveUp) {
        if (!solver.solve(state.copy(), what, legal, legal.length, out, giveUp)) {
            Arrays.fill(out, Double.NaN);
        }
    }

    private void runShare(int id, long deadline, AtomicBoolean stop) {
        int n = params.threads();
        trees[id].run(share(params.playouts(), id, n), share(params.nodes(), id, n), deadline, stop);
    }

    /** Thread {@code id}'s part of {@code total} (0 stays "no limit"). */
    static long share(long total, int id, int n) {
        if (total == 0) {
            return 0;
        }
        return Math.max(1, total / n + (id < total % n ? 1 : 0));
    }

    private static void join(Thread[] workers) {
        for (Thread w : workers) {
            if (w != null) {
                boolean interrupted = false;
                while (true) {
                    try {
                        w.join();
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    /**
     * A root action's merged statistics: the search's value, the win chance (the same where
     * values are results alone) and the margin (NaN in a game without points); rank 0 a proven
     * win, 1 open, 2 a proven loss. {@code edge}: its root edge in the first tree (-1 for an exact
     * reckoning); {@code turn}: the actions that edge stands for, the action alone or, under
     * {@code wholeTurns}, the whole turn it begins.
     */
    private record Row(int action, int edge, int[] turn, long visits, double value, double winChance, double margin, double prior, int rank) {

        Analysis.Candidate candidate() {
            return new Analysis.Candidate(action, visits, winChance, value, margin);
        }

        /** Weight in the noisy final choice: visits, then value and prior relative to {@code maxPrior} (each 0…1). */
        double strength(double maxPrior) {
            return visits + (Double.isNaN(value) ? 0 : value) + (maxPrior > 0 ? prior / maxPrior : 0);
        }
    }

    /** Sums the root statistics of every tree, best first, and follows the PV in the tree that knows it best. */
    private Analysis report(long millis) {
        SearchTree t0 = trees[0];
        int root0 = t0.root;
        int n = t0.nCount[root0];
        long[] visits = new long[n];
        double[] value = new double[n];
        double[] chance = new double[n];
        double[] marginSum = new double[n];
        long[] margins = new long[n];
        int[] rank = new int[n];
        long playouts = 0;
        long nodes = 0;
        for (SearchTree t : trees) {
            playouts += t.playouts;
            nodes += t.nodesCreated;
        }
        for (int k = 0; k < n; k++) {
            int e0 = t0.nFirst[root0] + k;
            rank[k] = 1;
            for (SearchTree t : trees) {
                int e = t.sameChoice(t.root, t0, e0);
                int v = t.eVisits[e];
                visits[k] += v;
                if (v > 0) {
                    value[k] += t.value(t.root, e) * v;
                    chance[k] += t.winChance(t.root, e) * v;
                }
                int m = t.marginCount(e);
                if (m > 0) {
                    marginSum[k] += t.margin(t.root, e) * m;
                    margins[k] += m;
                }
                int r = t.proofRank(t.root, e);
                if (r == 0 || r == 2 && rank[k] == 1) {
                    rank[k] = r;
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            if (visits[k] == 0 && rank[k] != 0) {
                continue;
            }
            double proven = rank[k] == 0 ? 1.0 : rank[k] == 2 ? 0.0 : Double.NaN;
            double v = Double.isNaN(proven) ? value[k] / visits[k] : proven;
            double c = Double.isNaN(proven) ? chance[k] / visits[k] : proven;
            int e0 = t0.nFirst[root0] + k;
            double margin = margins[k] == 0 ? Double.NaN : marginSum[k] / margins[k];
            rows.add(new Row(t0.eAction[e0], e0, t0.actionsOf(e0), visits[k], v, c, margin, t0.ePrior[e0], rank[k]));
        }
        if (rows.isEmpty()) {
            for (int k = 0; k < n; k++) {
                int e0 = t0.nFirst[root0] + k;
                rows.add(new Row(t0.eAction[e0], e0, t0.actionsOf(e0), 0, Double.NaN, Double.NaN, Double.NaN, t0.ePrior[e0], 1));
            }
        }
        rows.sort(Comparator.comparingInt(Row::rank)
                .thenComparing(Comparator.comparingLong(Row::visits).reversed())
                .thenComparing(r -> Double.isNaN(r.value()) ? 0 : -r.value())
                .thenComparing(r -> -r.prior())
                .thenComparingInt(Row::action)
                .thenComparing(Row::turn, Arrays::compare));
        preferHalvingChoice(rows);
        if (t0.isTurn(t0.nFirst[root0])) {
            // Whole turns: a candidate action stands for the best turn it begins (its first row).
            java.util.Set<Integer> shown = new java.util.HashSet<>();
            rows.removeIf(r -> !shown.add(r.action()));
        }
        List<Analysis.Candidate> cs = new ArrayList<>(rows.size());
        for (Row r : rows) {
            cs.add(r.candidate());
        }
        lastRows = rows;
        lastBestProven = rows.get(0).rank() == 0;
        lastRootLost = rows.stream().allMatch(r -> r.rank() == 2);
        int[] bestTurn = rows.get(0).turn();
        int best0 = rows.get(0).edge();
        // The PV below the best choice: in the tree that visited it most.
        SearchTree pvTree = t0;
        int pvEdge = best0;
        long most = -1;
        for (SearchTree t : trees) {
            int e = t.sameChoice(t.root, t0, best0);
            if (t.eVisits[e] > most) {
                most = t.eVisits[e];
                pvTree = t;
                pvEdge = e;
            }
        }
        List<Integer> pv = new ArrayList<>();
        for (int a : bestTurn) {
            pv.add(a);
        }
        int node = pvTree.eChild[pvEdge];
        while (node >= 0 && pvTree.nPlayer[node] >= 0 && pv.size() < 64) {
            int e = pvTree.bestEdge(node);
            if (e < 0) {
                break;
            }
            for (int a : pvTree.actionsOf(e)) {
                pv.add(a);
            }
            node = pvTree.eChild[e];
        }
        return new Analysis(cs, pv.stream().mapToInt(Integer::intValue).toArray(), playouts, nodes, millis);
    }

    /**
     * Under {@code rootHalving}: moves to the front the row of the best action the halving left in
     * the running in any tree (by the merged value), which is the move; rows stay as they are where
     * it did not run or a proven win leads.
     */
    private void preferHalvingChoice(List<Row> rows) {
        if (params.rootHalving() == 0 || rows.get(0).rank() == 0) {
            return;
        }
        int[][] survivors = new int[trees.length][];
        for (int i = 0; i < trees.length; i++) {
            survivors[i] = trees[i].halvingSurvivors();
        }
        int chosen = -1;
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            if (r.edge() >= 0 && survives(r.edge(), survivors) && (chosen < 0 || r.value() > rows.get(chosen).value())) {
                chosen = i;
            }
        }
        if (chosen > 0) {
            rows.add(0, rows.remove(chosen));
        }
    }

    /** Whether the first tree's root edge {@code e0} is among tree i's {@code survivors[i]} for some tree. */
    private boolean survives(int e0, int[][] survivors) {
        for (int i = 0; i < trees.length; i++) {
            int e = trees[i].sameChoice(trees[i].root, trees[0], e0);
            for (int s : survivors[i]) {
                if (s == e) {
                    return true;
                }
            }
        }
        return false;
    }

    static long mix(long seed, long salt) {
        long z = seed + salt * 0x9E37_79B9_7F4A_7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
