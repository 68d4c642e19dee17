package org.ludotheque.ai.search;

import java.util.function.Consumer;

/**
 * Every knob of the one MCTS search, in one immutable object. {@link #uct()} is the plain
 * baseline; {@link #defaults()} the full engine; {@code org.ludotheque.ai.Levels} makes the levels
 * from it. Limits: a search stops at the first of {@code playouts}, {@code nodes} and
 * {@code seconds} that is reached (0 = that limit is off; at least one must be on).
 *
 * @param exploration      UCT exploration constant {@code c} in {@code c·sqrt(ln N / n)} (win rates in 0..1)
 * @param raveEquivalence  RAVE/AMAF equivalence {@code K} (Gelly and Silver's schedule
 *                         {@code β = ñ / (ñ + n + ñ·n / K)}); 0 turns RAVE off
 * @param priorWeight      progressive bias weight {@code w}: {@code w · (P(a) · k − 1) / (n + 1)} with
 *                         {@code P} the knowledge's normalised prior and {@code k} the number of
 *                         actions (so a uniform prior changes nothing; only its positive part
 *                         without {@code priorPenalty}); 0 ignores priors
 * @param firstPlayUrgency value given to an edge with no visit and no AMAF statistics;
 *                         {@code +∞} tries every action once first (plain UCT); NaN: the
 *                         parent's value so far, for the player to move
 * @param expandVisits     visits a leaf edge needs before its node is added to the tree (1 = at once),
 *                         doubled for each quarter of {@code maxEdges} already used
 * @param knowledge        whether to use the game's knowledge ({@code Knowledge.forGame}) or none
 * @param evalCutoff       a playout stops when the knowledge evaluation's magnitude reaches this,
 *                         scoring {@code (1 + v) / 2}; above 1 = never
 * @param evalInterval     playout actions between two evaluations when {@code evalCutoff} is on
 * @param threads          search threads (root parallelism: one tree each, root statistics merged)
 * @param playouts         playout limit for the whole search (split between threads); 0 = none
 * @param nodes            limit on tree nodes created by the search (split between threads); 0 = none
 * @param seconds          time limit; 0 = none
 * @param seed             seed of every random choice (playouts, threads, final-move noise)
 * @param treeReuse        keep the subtree of the new position between moves
 * @param temperature      final-move noise: the move is drawn with probability ∝ visits^(1/T);
 *                         0 plays the best move
 * @param maxEdges         memory cap: tree edges over all threads (about 33 bytes each); when it
 *                         is reached the tree stops growing and the search goes on
 * @param earlyStop        stop as soon as the most visited root action can no longer be overtaken
 *                         by the playouts left (when the move is the most visited: temperature 0);
 *                         under a time limit the playouts left are estimated from the rate so far
 * @param amafWithinTurn   AMAF credits an edge only with the actions its player takes before the
 *                         next chance event (the rest of the turn), not with the whole simulation:
 *                         after a roll the same action id is played on another board; no effect
 *                         in games without chance
 * @param priorPenalty     the progressive bias also lowers the actions whose prior is below the
 *                         mean; off, it only raises those above, so that a low prior and a few
 *                         unlucky playouts cannot keep a good action from being tried again (on in
 *                         every game: off cost more than it saved, docs/wykersham-experiments.md)
 * @param judgeShare       share of the game's learnt judge ({@code GameKnowledge.judge}) in a
 *                         playout's value: the judge's value where the playout first reaches the
 *                         start of a turn, blended with the finished game's; above 0 the search
 *                         also has the knowledge judge every way to finish the root's turn when it
 *                         starts ({@code GameKnowledge.judgeTurn}), for the priors of that turn.
 *                         0 = off; no effect in a game without a judge
 * @param solveEndgame     where the game's knowledge can value every action exactly
 *                         ({@code GameKnowledge.solve}: Wykersham's last two turns), play the best
 *                         of them without searching; no effect elsewhere
 * @param dynamicKomi      where the knowledge's plan of the root's turn ({@code GameKnowledge.judgeTurn})
 *                         expects the player to move to win by more than this many points, the
 *                         search counts the rest as owed by that player: finished playouts and
 *                         judged values score its margin less by that much, so that a safe lead
 *                         does not make every move look alike (the dynamic komi of Go programs).
 *                         0 = off (at every level); asked with {@code judgeTurn}, so only under
 *                         {@code judgeShare}; no effect in a game without a judge
 * @param wholeTurns       where the game's knowledge lists the ways to finish a turn
 *                         ({@code GameKnowledge.turnEnds}: Wykersham), a decision node's edges are
 *                         those whole turns rather than single actions, so that a turn of several
 *                         decisions is one choice between distinct positions (no RAVE on them); a
 *                         player then plays the chosen turn's actions without searching again
 * @param rootHalving      the root's choice by sequential halving among this many candidates (the
 *                         root actions with the highest priors): the playouts are split into
 *                         rounds, each visiting every candidate left alike and keeping the better
 *                         half by value, and the best one left is played; the early stop is off
 *                         then. Needs a playout limit (without one the root is searched by UCT); a
 *                         time or node limit reached first ends it with the best candidate left.
 *                         0 = off (UCT at the root), else at least 2
 */
public record SearchParams(
        double exploration,
        double raveEquivalence,
        double priorWeight,
        double firstPlayUrgency,
        int expandVisits,
        boolean knowledge,
        double evalCutoff,
        int evalInterval,
        int threads,
        long playouts,
        long nodes,
        double seconds,
        long seed,
        boolean treeReuse,
        double temperature,
        long maxEdges,
        boolean earlyStop,
        boolean amafWithinTurn,
        boolean priorPenalty,
        double judgeShare,
        boolean solveEndgame,
        double dynamicKomi,
        boolean wholeTurns,
        int rootHalving) {

    /** Default memory cap: 12 million edges, about 400 MB at most, grown on demand. */
    public static final long DEFAULT_MAX_EDGES = 12_000_000L;

    public SearchParams {
        if (exploration < 0 || raveEquivalence < 0 || priorWeight < 0 || temperature < 0) {
            throw new IllegalArgumentException("search weights must not be negative");
        }
        if (!(judgeShare >= 0 && judgeShare <= 1)) {
            throw new IllegalArgumentException("judgeShare must be from 0 to 1");
        }
        if (!(dynamicKomi >= 0 && dynamicKomi < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("dynamicKomi must be a number of at least 0");
        }
        if (expandVisits < 1 || evalInterval < 1) {
            throw new IllegalArgumentException("expandVisits and evalInterval must be at least 1");
        }
        if (rootHalving < 0 || rootHalving == 1) {
            throw new IllegalArgumentException("rootHalving must be 0 (off) or at least 2");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        if (playouts < 0 || nodes < 0 || seconds < 0 || maxEdges < 1000) {
            throw new IllegalArgumentException("limits must not be negative (maxEdges at least 1000)");
        }
        if (playouts == 0 && nodes == 0 && seconds == 0) {
            throw new IllegalArgumentException("a search needs a limit: playouts, nodes or seconds");
        }
    }

    /** Plain UCT: uniform random playouts, no knowledge, no RAVE, each action tried once, c = √2·½, the whole budget spent. */
    public static SearchParams uct() {
        return new SearchParams(0.7, 0, 0, Double.POSITIVE_INFINITY, 1, false, 2, 1, 1,
                0, 0, 1.0, 1, true, 0, DEFAULT_MAX_EDGES, false, false, true, 0, false, 0, false, 0);
    }

    /** The full engine: knowledge, RAVE, progressive bias, tree reuse, early stop; one second, one thread. */
    public static SearchParams defaults() {
        return new SearchParams(0.25, 1000, 1.0, 1.0, 2, true, 0.95, 8, 1,
                0, 0, 1.0, 1, true, 0, DEFAULT_MAX_EDGES, true, false, true, 0, false, 0, false, 0);
    }

    /** Only these limits (the others off). */
    public SearchParams withLimits(long playouts, long nodes, double seconds) {
        return with(k -> {
            k.playouts = playouts;
            k.nodes = nodes;
            k.seconds = seconds;
        });
    }

    public SearchParams withPlayouts(long n) {
        return withLimits(n, 0, 0);
    }

    public SearchParams withNodes(long n) {
        return withLimits(0, n, 0);
    }

    public SearchParams withSeconds(double s) {
        return withLimits(0, 0, s);
    }

    public SearchParams withThreads(int t) {
        return with(k -> k.threads = t);
    }

    /**
     * {@code n} root-parallel trees, each as big as one tree is now: the playout and node limits
     * (shared between the threads) scale by {@code n / threads}; a time limit stays as it is.
     */
    public SearchParams withTrees(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        return withLimits(playouts / threads * n, nodes / threads * n, seconds).withThreads(n);
    }

    public SearchParams withSeed(long s) {
        return with(k -> k.seed = s);
    }

    public SearchParams withTreeReuse(boolean on) {
        return with(k -> k.treeReuse = on);
    }

    public SearchParams withTemperature(double t) {
        return with(k -> k.temperature = t);
    }

    public SearchParams withRave(double equivalence) {
        return with(k -> k.raveEquivalence = equivalence);
    }

    public SearchParams withExploration(double c) {
        return with(k -> k.exploration = c);
    }

    public SearchParams withExpandVisits(int v) {
        return with(k -> k.expandVisits = v);
    }

    public SearchParams withPriorWeight(double w) {
        return with(k -> k.priorWeight = w);
    }

    public SearchParams withFirstPlayUrgency(double f) {
        return with(k -> k.firstPlayUrgency = f);
    }

    /** Playouts stop where the evaluation's magnitude reaches {@code cutoff} (above 1: never), looked at every {@code interval} actions. */
    public SearchParams withEvalCutoff(double cutoff, int interval) {
        return with(k -> {
            k.evalCutoff = cutoff;
            k.evalInterval = interval;
        });
    }

    public SearchParams withMaxEdges(long m) {
        return with(k -> k.maxEdges = m);
    }

    public SearchParams withEarlyStop(boolean on) {
        return with(k -> k.earlyStop = on);
    }

    public SearchParams withAmafWithinTurn(boolean on) {
        return with(k -> k.amafWithinTurn = on);
    }

    public SearchParams withPriorPenalty(boolean on) {
        return with(k -> k.priorPenalty = on);
    }

    public SearchParams withJudgeShare(double share) {
        return with(k -> k.judgeShare = share);
    }

    public SearchParams withSolveEndgame(boolean on) {
        return with(k -> k.solveEndgame = on);
    }

    public SearchParams withDynamicKomi(double komi) {
        return with(k -> k.dynamicKomi = komi);
    }

    public SearchParams withWholeTurns(boolean on) {
        return with(k -> k.wholeTurns = on);
    }

    public SearchParams withRootHalving(int candidates) {
        return with(k -> k.rootHalving = candidates);
    }

    /** The limits in spec words, e.g. {@code playouts=2000} or {@code seconds=1.5}. */
    public String limitsText() {
        StringBuilder sb = new StringBuilder();
        if (playouts > 0) {
            sb.append("playouts=").append(playouts).append(',');
        }
        if (nodes > 0) {
            sb.append("nodes=").append(nodes).append(',');
        }
        if (seconds > 0) {
            sb.append("seconds=").append(seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds)).append(',');
        }
        sb.setLength(sb.length() - 1);
        return sb.toString();
    }

    /** These knobs with {@code change} made to a mutable copy: each {@code withX} names only what it changes. */
    private SearchParams with(Consumer<Knobs> change) {
        Knobs k = new Knobs(this);
        change.accept(k);
        return k.build();
    }

    /** A mutable copy of every knob, for {@link #with}. */
    private static final class Knobs {
        double exploration;
        double raveEquivalence;
        double priorWeight;
        double firstPlayUrgency;
        int expandVisits;
        boolean knowledge;
        double evalCutoff;
        int evalInterval;
        int threads;
        long playouts;
        long nodes;
        double seconds;
        long seed;
        boolean treeReuse;
        double temperature;
        long maxEdges;
        boolean earlyStop;
        boolean amafWithinTurn;
        boolean priorPenalty;
        double judgeShare;
        boolean solveEndgame;
        double dynamicKomi;
        boolean wholeTurns;
        int rootHalving;

        Knobs(SearchParams p) {
            exploration = p.exploration;
            raveEquivalence = p.raveEquivalence;
            priorWeight = p.priorWeight;
            firstPlayUrgency = p.firstPlayUrgency;
            expandVisits = p.expandVisits;
            knowledge = p.knowledge;
            evalCutoff = p.evalCutoff;
            evalInterval = p.evalInterval;
            threads = p.threads;
            playouts = p.playouts;
            nodes = p.nodes;
            seconds = p.seconds;
            seed = p.seed;
            treeReuse = p.treeReuse;
            temperature = p.temperature;
            maxEdges = p.maxEdges;
            earlyStop = p.earlyStop;
            amafWithinTurn = p.amafWithinTurn;
            priorPenalty = p.priorPenalty;
            judgeShare = p.judgeShare;
            solveEndgame = p.solveEndgame;
            dynamicKomi = p.dynamicKomi;
            wholeTurns = p.wholeTurns;
            rootHalving = p.rootHalving;
        }

        SearchParams build() {
            return new SearchParams(exploration, raveEquivalence, priorWeight, firstPlayUrgency, expandVisits, knowledge,
                    evalCutoff, evalInterval, threads, playouts, nodes, seconds, seed, treeReuse, temperature, maxEdges, earlyStop,
                    amafWithinTurn, priorPenalty, judgeShare, solveEndgame, dynamicKomi, wholeTurns, rootHalving);
        }
    }
}
