package org.ludotheque.ai.search;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.ai.TurnEnds;
import org.ludotheque.engine.ChanceOutcomes;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.State;

/**
 * One thread's search tree, in flat arrays (no object per node; per iteration nothing is
 * allocated but the engine's terminal returns: an iteration unmakes its actions to return to
 * the root). A node is a position; its edges (the legal
 * actions, or the chance outcomes) are stored together when the node is expanded.
 *
 * <p>Values are kept from player 0's side, as win rates in 0..1 (a draw is ½). Each edge is
 * credited to the player who chose it: the node's player to move, or the other one for an action
 * that exchanges seats (a pie rule that swaps sides, after which the same colour moves again).
 * Consecutive decisions of the same player (multi-action turns) are therefore backed up for that
 * player; nothing assumes alternation.
 *
 * <p>Chance nodes hold every outcome with its probability; the search visits the outcome whose
 * visit share lags its probability the most (deterministic stratified sampling), so a chance
 * node's value is the expectation over outcomes. The search never looks at a roll that is not
 * in the state's own history: it draws rolls only from {@link State#chanceOutcomes()}.
 *
 * <p>A light solver: an edge that ends the game, or whose node is decided (a winning choice for
 * the player to move, every choice losing, every outcome the same), is proven and no longer
 * sampled.
 *
 * <p>Under {@code wholeTurns}, a decision node whose turn the knowledge can list
 * ({@link GameKnowledge#turnEnds}) has one edge per distinct end of the turn instead of one per
 * action: the edge's action is the turn's first, and the turn itself is kept in a pool.
 */
final class SearchTree {

    static final byte CHANCE_NODE = -1;
    static final int F_SEATS = 1;
    static final int F_WIN0 = 2;
    static final int F_WIN1 = 4;
    static final int F_SEAT_KNOWN = 8;
    private static final int INITIAL = 4096;

    private final SearchParams p;
    private final GameKnowledge know;
    private final SplittableRandom rng;
    private final int numActions;
    private final long edgeCap;

    // Nodes.
    int[] nFirst = new int[INITIAL / 16];
    int[] nCount = new int[INITIAL / 16];
    int[] nVisits = new int[INITIAL / 16];
    byte[] nPlayer = new byte[INITIAL / 16];
    int nodeCount;

    // Edges.
    int[] eAction = new int[INITIAL];
    int[] eChild = new int[INITIAL];
    int[] eVisits = new int[INITIAL];
    double[] eValue = new double[INITIAL];
    int[] eRaveVisits = new int[INITIAL];
    float[] eRaveValue = new float[INITIAL];
    float[] ePrior = new float[INITIAL];
    byte[] eFlags = new byte[INITIAL];
    /**
     * Kept only where the knowledge's values also count a margin, for an analysis: results alone
     * (1 a win of player 0, ½ a draw, 0 a loss, summed as {@link #eValue}: the win chances), and
     * player 0's final margins with how many there were (the simulations that reached the end).
     */
    float[] eResult;
    double[] eMargin;
    int[] eMargins;
    /**
     * Under {@code wholeTurns}: each edge's whole turn as an offset into {@link #turnPool}, or -1 for
     * an edge of one action; null otherwise. At that offset: the turn's length, the hash of the
     * position it ends at (high and low halves), then its actions.
     */
    int[] eTurn;
    int[] turnPool;
    int turnPoolSize;
    int edgeCount;

    int root = -1;
    int[] rootHistory;
    /** Root visits kept from the previous search by tree reuse. */
    long reusedVisits;

    private State s;
    /** History length of the root position: each iteration unmakes its actions back to it. */
    private int rootLength;

    // Scratch.
    private int[] pathEdge;
    private int[] pathNode;
    private int[] simAction;
    private byte[] simPlayer;
    /** Whether the simulation's action exchanged the seats (the pie rule by sides). */
    private boolean[] simSwap;
    private int simLen;
    private final int[] seen;
    private int stamp;
    private double[] priorScratch;
    /** The ends of a turn the knowledge lists at an expansion, under {@code wholeTurns}. */
    private final TurnEnds ends;
    /** The root's choice by sequential halving; null where the search knob is off. */
    private final RootHalving halving;
    /** The last playout's result alone: its finished game's, or its value where it stopped before the end. */
    private double playoutResult;
    /** The last playout's final margin for player 0 ({@link #margin()}), NaN where it stopped before the end. */
    private double playoutMargin;

    // Counters of the current search.
    long playouts;
    long nodesCreated;
    boolean rootSolved;

    SearchTree(Game game, SearchParams p, GameKnowledge know, long seed, long edgeCap) {
        this.p = p;
        this.know = know;
        this.rng = new SplittableRandom(seed);
        this.numActions = game.numDistinctActions();
        this.edgeCap = Math.min(edgeCap, Integer.MAX_VALUE - 16);
        int len = game.maxGameLength() + 8;
        pathEdge = new int[len];
        pathNode = new int[len];
        simAction = new int[len];
        simPlayer = new byte[len];
        simSwap = new boolean[len];
        seen = new int[2 * numActions];
        priorScratch = new double[numActions];
        if (know.valueCountsMargin()) {
            eResult = new float[INITIAL];
            eMargin = new double[INITIAL];
            eMargins = new int[INITIAL];
        }
        if (p.wholeTurns()) {
            eTurn = new int[INITIAL];
            turnPool = new int[4 * INITIAL];
            ends = new TurnEnds();
        } else {
            ends = null;
        }
        halving = p.rootHalving() > 0 ? new RootHalving(this, p.rootHalving()) : null;
    }

    void clear() {
        root = -1;
        rootHistory = null;
        nodeCount = 0;
        edgeCount = 0;
        turnPoolSize = 0;
    }

    // ------------------------------------------------------------------ set-up and reuse

    /** Makes {@code state} the root, keeping the subtree below it when it extends the old root. */
    void prepare(State state) {
        s = state.copy();
        if (p.judgeShare() > 0) {
            know.judgeTurn(s, p.dynamicKomi());
        }
        rootLength = s.historySize();
        playouts = 0;
        nodesCreated = 0;
        rootSolved = false;
        reusedVisits = 0;
        int[] h = s.history();
        int newRoot = -1;
        if (p.treeReuse() && root >= 0 && rootHistory != null && h.length >= rootHistory.length
                && Arrays.equals(h, 0, rootHistory.length, rootHistory, 0, rootHistory.length)) {
            int node = root;
            for (int i = rootHistory.length; i < h.length && node >= 0;) {
                int e;
                if (isTurn(nFirst[node])) {
                    // A whole turn: the actions played from i on (in any order) reach one of its ends.
                    long[] found = turnPlayed(node, state, h, i);
                    e = (int) found[0];
                    i = (int) found[1];
                } else {
                    e = findEdge(node, h[i]);
                    if (e < 0 && nPlayer[node] == CHANCE_NODE) {
                        e = sameOutcome(node, state, h, i);
                    }
                    i++;
                }
                node = e < 0 ? -1 : eChild[e];
            }
            newRoot = node;
        }
        if (newRoot >= 0) {
            compact(newRoot);
            root = 0;
            reusedVisits = nVisits[0];
            if (isTurn(nFirst[0])) {
                reweighRootTurns();
            }
        } else {
            clear();
            root = expand();
            if (root < 0) {
                throw new IllegalStateException("no room for the root");
            }
        }
        rootHistory = h;
        if (nPlayer[root] != s.currentPlayer()) {
            throw new IllegalStateException("tree root does not match the position");
        }
        rootSolved = nodeProof(root) >= 0;
    }

    /**
     * The edge of chance node {@code node} whose outcome leads to the same position as the roll
     * {@code h[i]} that was played (outcomes of one position share an edge); -1 if none.
     */
    private int sameOutcome(int node, State state, int[] h, int i) {
        State at = state.copy();
        for (int k = h.length; k > i; k--) {
            at.undo();
        }
        at.apply(h[i]);
        long target = at.hash();
        at.undo();
        for (int k = 0, n = nCount[node]; k < n; k++) {
            int e = nFirst[node] + k;
            at.apply(eAction[e]);
            boolean same = at.hash() == target;
            at.undo();
            if (same) {
                return e;
            }
        }
        return -1;
    }

    /**
     * The whole-turn edge of {@code node} whose end the actions {@code h[i..]} reach first, with the
     * index after the last of them: {edge, next}; {-1, h.length} when they reach none (the turn is
     * still under way).
     */
    private long[] turnPlayed(int node, State state, int[] h, int i) {
        State at = state.copy();
        for (int k = h.length; k > i; k--) {
            at.undo();
        }
        for (int k = i; k < h.length; k++) {
            at.apply(h[k]);
            long hash = at.hash();
            for (int j = 0, n = nCount[node]; j < n; j++) {
                int e = nFirst[node] + j;
                if (turnEndHash(e) == hash) {
                    return new long[] {e, k + 1};
                }
            }
        }
        return new long[] {-1, h.length};
    }

    /** Whether edge {@code e} is a whole turn (under {@code wholeTurns}). */
    boolean isTurn(int e) {
        return eTurn != null && e < edgeCount && eTurn[e] >= 0;
    }

    /** The hash of the position whole-turn edge {@code e} ends at. */
    long turnEndHash(int e) {
        int o = eTurn[e];
        return ((long) turnPool[o + 1] << 32) | (turnPool[o + 2] & 0xFFFF_FFFFL);
    }

    /** The actions edge {@code e} stands for: its whole turn, or its one action. */
    int[] actionsOf(int e) {
        if (!isTurn(e)) {
            return new int[] {eAction[e]};
        }
        int o = eTurn[e];
        return Arrays.copyOfRange(turnPool, o + 3, o + 3 + turnPool[o]);
    }

    /**
     * The edge of {@code node} that stands for the same choice as edge {@code e} of {@code other}'s
     * tree (the same action, or a whole turn to the same end); -1 if none.
     */
    int sameChoice(int node, SearchTree other, int e) {
        if (!other.isTurn(e)) {
            return findEdge(node, other.eAction[e]);
        }
        long hash = other.turnEndHash(e);
        for (int j = 0, n = nCount[node]; j < n; j++) {
            int f = nFirst[node] + j;
            if (isTurn(f) && turnEndHash(f) == hash) {
                return f;
            }
        }
        return -1;
    }

    int findEdge(int node, int action) {
        int first = nFirst[node];
        for (int k = 0, n = nCount[node]; k < n; k++) {
            if (eAction[first + k] == action) {
                return first + k;
            }
        }
        return -1;
    }

    /** Copies the subtree of {@code newRoot} to the front of fresh arrays (breadth first). */
    private void compact(int newRoot) {
        int[] queue = new int[nodeCount];
        int head = 0;
        int tail = 0;
        queue[tail++] = newRoot;
        int[] nf = new int[nFirst.length];
        int[] nc = new int[nFirst.length];
        int[] nv = new int[nFirst.length];
        byte[] np = new byte[nFirst.length];
        int[] ea = new int[eAction.length];
        int[] ec = new int[eAction.length];
        int[] ev = new int[eAction.length];
        double[] eval = new double[eAction.length];
        int[] erv = new int[eAction.length];
        float[] erval = new float[eAction.length];
        float[] ep = new float[eAction.length];
        byte[] ef = new byte[eAction.length];
        float[] eres = eResult == null ? null : new float[eAction.length];
        double[] emar = eResult == null ? null : new double[eAction.length];
        int[] emars = eResult == null ? null : new int[eAction.length];
        int[] et = eTurn == null ? null : new int[eAction.length];
        int[] pool = eTurn == null ? null : new int[turnPool.length];
        int poolSize = 0;
        int edges = 0;
        while (head < tail) {
            int o = queue[head];
            int ni = head++;
            nc[ni] = nCount[o];
            nv[ni] = nVisits[o];
            np[ni] = nPlayer[o];
            nf[ni] = edges;
            for (int k = 0, n = nCount[o]; k < n; k++) {
                int oe = nFirst[o] + k;
                int ne = edges++;
                ea[ne] = eAction[oe];
                ev[ne] = eVisits[oe];
                eval[ne] = eValue[oe];
                erv[ne] = eRaveVisits[oe];
                erval[ne] = eRaveValue[oe];
                ep[ne] = ePrior[oe];
                ef[ne] = eFlags[oe];
                if (eres != null) {
                    eres[ne] = eResult[oe];
                    emar[ne] = eMargin[oe];
                    emars[ne] = eMargins[oe];
                }
                if (et != null) {
                    if (eTurn[oe] >= 0) {
                        int len = 3 + turnPool[eTurn[oe]];
                        System.arraycopy(turnPool, eTurn[oe], pool, poolSize, len);
                        et[ne] = poolSize;
                        poolSize += len;
                    } else {
                        et[ne] = -1;
                    }
                }
                int c = eChild[oe];
                if (c >= 0) {
                    queue[tail] = c;
                    ec[ne] = tail++;
                } else {
                    ec[ne] = -1;
                }
            }
        }
        nFirst = nf;
        nCount = nc;
        nVisits = nv;
        nPlayer = np;
        nodeCount = tail;
        eAction = ea;
        eChild = ec;
        eVisits = ev;
        eValue = eval;
        eRaveVisits = erv;
        eRaveValue = erval;
        ePrior = ep;
        eFlags = ef;
        eResult = eres;
        eMargin = emar;
        eMargins = emars;
        eTurn = et;
        if (pool != null) {
            turnPool = pool;
            turnPoolSize = poolSize;
        }
        edgeCount = edges;
    }

    // ------------------------------------------------------------------ search

    /** Searches until a limit: this thread's share of playouts and nodes, or the deadline (0 = none). */
    void run(long maxPlayouts, long maxNodes, long deadlineNanos, java.util.concurrent.atomic.AtomicBoolean stop) {
        // Halving visits its candidates by rounds, so the most visited root action says nothing early.
        boolean early = p.earlyStop() && p.temperature() == 0 && (halving == null || maxPlayouts == 0);
        if (halving != null) {
            halving.start(maxPlayouts);
        }
        long startNanos = System.nanoTime();
        do {
            if (rootSolved) {
                break;
            }
            iterate();
            if (early && (playouts & 63) == 0 && decided(maxPlayouts, deadlineNanos, startNanos)) {
                break;
            }
        } while ((maxPlayouts == 0 || playouts < maxPlayouts)
                && (maxNodes == 0 || nodesCreated < maxNodes)
                && (deadlineNanos == 0 || System.nanoTime() < deadlineNanos)
                && !stop.get());
    }

    /**
     * Whether the most visited root action stays the most visited whatever the playouts left do
     * (all of them on the runner-up), so that more search cannot change the move; under a time
     * limit the playouts left are estimated from this search's rate so far.
     */
    private boolean decided(long maxPlayouts, long deadlineNanos, long startNanos) {
        long left = maxPlayouts > 0 ? maxPlayouts - playouts : Long.MAX_VALUE;
        if (deadlineNanos != 0) {
            long now = System.nanoTime();
            double perNano = playouts / (double) Math.max(1, now - startNanos);
            left = Math.min(left, (long) (perNano * Math.max(0, deadlineNanos - now)) + 1);
        }
        if (left == Long.MAX_VALUE) {
            return false;
        }
        long best = 0;
        long second = 0;
        for (int e = nFirst[root], end = e + nCount[root]; e < end; e++) {
            long v = eVisits[e];
            if (v > best) {
                second = best;
                best = v;
            } else if (v > second) {
                second = v;
            }
        }
        return best - second > left;
    }

    private void iterate() {
        int node = root;
        int depth = 0;
        simLen = 0;
        double v0;
        double r0;
        double m0 = Double.NaN;
        boolean newlyProven = false;
        while (true) {
            int actor = nPlayer[node];
            int e = actor == CHANCE_NODE ? selectChance(node) : select(node);
            int a = eAction[e];
            int flags = eFlags[e];
            if ((flags & F_SEAT_KNOWN) == 0) {
                // Asked before the action is played: the game answers for its current position.
                flags |= F_SEAT_KNOWN;
                if (actor >= 0 && s.exchangesSeats(a)) {
                    flags |= F_SEATS;
                }
                eFlags[e] = (byte) flags;
            }
            if (isTurn(e)) {
                // The whole turn; the simulation records it as its first action, one entry per edge of the path.
                int o = eTurn[e];
                for (int i = o + 3, end = i + turnPool[o]; i < end; i++) {
                    s.applyLegal(turnPool[i]);
                }
            } else {
                s.applyLegal(a);
            }
            pathNode[depth] = node;
            pathEdge[depth++] = e;
            record(a, actor, (flags & F_SEATS) != 0);
            int cp = s.currentPlayer();
            if ((flags & (F_WIN0 | F_WIN1)) != 0) {
                v0 = (flags & F_WIN0) != 0 ? 1 : 0;
                r0 = v0;
                if (cp == State.TERMINAL) {
                    m0 = margin();
                }
                break;
            }
            if (cp == State.TERMINAL) {
                v0 = terminalValue();
                r0 = result(v0);
                m0 = margin();
                if (v0 != 0.5) {
                    eFlags[e] = (byte) (flags | (v0 > 0.5 ? F_WIN0 : F_WIN1));
                    newlyProven = true;
                }
                break;
            }
            int child = eChild[e];
            if (child < 0) {
                // The tree grows more slowly as it fills: the threshold doubles with each quarter of the
                // cap used. A whole turn's end (a roll to come) gets its node at once: it only lists the rolls.
                int threshold = isTurn(e) ? 1 : p.expandVisits();
                if (eVisits[e] + 1 >= (long) threshold << (int) (4L * edgeCount / edgeCap)) {
                    child = expand();
                    if (child >= 0) {
                        eChild[e] = child;
                    }
                }
                v0 = playout();
                r0 = playoutResult;
                m0 = playoutMargin;
                break;
            }
            node = child;
        }
        playouts++;
        backup(depth, v0, r0, m0);
        if (newlyProven) {
            propagateProof(depth);
        }
        // Back to the root by unmaking every action rather than by a fresh copy of the root: no
        // allocation per iteration (a Wykersham state's copy carries its whole undo stack).
        for (int h = s.historySize(); h > rootLength; h--) {
            s.undo();
        }
    }

    private void record(int a, int actor, boolean swap) {
        simAction[simLen] = a;
        simSwap[simLen] = swap;
        simPlayer[simLen++] = (byte) actor;
    }

    private double terminalValue() {
        return (know.terminalValue(s) + 1) / 2;
    }

    /** Player 0's final margin in the finished game reached, where an analysis keeps margins; else NaN. */
    private double margin() {
        return eMargin == null ? Double.NaN : know.margin(s);
    }

    /** The result alone of a finished game valued {@code v} (above ½ exactly for a win of player 0). */
    private static double result(double v) {
        return v > 0.5 ? 1 : v < 0.5 ? 0 : 0.5;
    }

    private int selectChance(int node) {
        int first = nFirst[node];
        double total = nVisits[node] + 1;
        int best = first;
        double bestLag = Double.NEGATIVE_INFINITY;
        for (int k = 0, n = nCount[node]; k < n; k++) {
            int e = first + k;
            double lag = ePrior[e] * total - eVisits[e];
            if (lag > bestLag) {
                bestLag = lag;
                best = e;
            }
        }
        return best;
    }

    int credit(int actor, int flags) {
        return (flags & F_SEATS) != 0 ? 1 - actor : actor;
    }

    static int provenWinner(int flags) {
        return (flags & F_WIN0) != 0 ? 0 : (flags & F_WIN1) != 0 ? 1 : -1;
    }

    private int select(int node) {
        if (halving != null && halving.active(node)) {
            return halving.select(node);
        }
        int first = nFirst[node];
        int count = nCount[node];
        int actor = nPlayer[node];
        double sqrtLog = Math.sqrt(Math.log(nVisits[node] + 1));
        double c = p.exploration();
        double k = p.raveEquivalence();
        double w = p.priorWeight();
        double fpu = p.firstPlayUrgency();
        boolean penalty = p.priorPenalty();
        boolean tryAll = fpu == Double.POSITIVE_INFINITY;
        if (Double.isNaN(fpu)) {
            // The parent's value for the actor: an untried action is worth what this node is worth so far.
            long n = 0;
            double v = 0;
            for (int i = 0; i < count; i++) {
                n += eVisits[first + i];
                v += eValue[first + i];
            }
            fpu = n == 0 ? 0.5 : actor == 0 ? v / n : 1 - v / n;
        }
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        int lost = -1;
        for (int i = 0; i < count; i++) {
            int e = first + i;
            int flags = eFlags[e];
            int cr = credit(actor, flags);
            int pw = provenWinner(flags);
            if (pw >= 0) {
                if (pw == cr) {
                    return e;
                }
                if (lost < 0 || eVisits[e] > eVisits[lost]) {
                    lost = e;
                }
                continue;
            }
            int n = eVisits[e];
            int rn = k > 0 ? eRaveVisits[e] : 0;
            if (n == 0 && rn == 0 && tryAll) {
                return e;
            }
            double q;
            if (n > 0) {
                double q0 = eValue[e] / n;
                q = cr == 0 ? q0 : 1 - q0;
            } else {
                q = fpu;
            }
            if (rn > 0) {
                double r0 = eRaveValue[e] / rn;
                double qr = cr == 0 ? r0 : 1 - r0;
                double beta = rn / (rn + n + rn * (double) n / k);
                q = n == 0 ? qr : (1 - beta) * q + beta * qr;
            }
            double score = q + c * sqrtLog / Math.sqrt(n == 0 ? 1 : n);
            if (w > 0) {
                // Centred: a uniform prior (every ratio 1) changes nothing.
                double bias = ePrior[e] - 1;
                if (bias > 0 || penalty) {
                    score += w * bias / (n + 1);
                }
            }
            if (score > bestScore) {
                bestScore = score;
                best = e;
            }
        }
        return best >= 0 ? best : lost;
    }

    /** Adds the node of the current position and its edges; -1 when the memory cap is reached. */
    private int expand() {
        int player = s.currentPlayer();
        int[] actions;
        double[] weights = priorScratch;
        int n;
        boolean uniform = true;
        boolean turns = false;
        if (player == State.CHANCE) {
            // Outcomes that lead to the same position (Wykersham's 4-2 and 2-4) share one edge, with
            // their probabilities summed: one subtree learns what both would have learnt apart.
            ChanceOutcomes co = s.chanceOutcomes();
            int[] all = co.actions();
            double[] prob = co.probabilities();
            actions = new int[all.length];
            long[] hashes = new long[all.length];
            n = 0;
            for (int i = 0; i < all.length; i++) {
                s.applyLegal(all[i]);
                long h = s.hash();
                s.undo();
                int j = 0;
                while (j < n && hashes[j] != h) {
                    j++;
                }
                if (j == n) {
                    actions[n] = all[i];
                    hashes[n] = h;
                    weights[n++] = prob[i];
                } else {
                    weights[j] += prob[i];
                }
            }
            uniform = false;
        } else if (ends != null && listTurnEnds()) {
            turns = true;
            n = ends.size();
            actions = new int[n];
            for (int i = 0; i < n; i++) {
                actions[i] = ends.first(i);
            }
            weights = turnPriors();
            uniform = weights == null;
        } else {
            actions = s.legalActions();
            n = actions.length;
            uniform = !(p.priorWeight() > 0 && know.priors(s, actions, n, weights) && toRatios(weights, n));
        }
        if ((long) edgeCount + n > edgeCap) {
            return -1;
        }
        ensureNodes(nodeCount + 1);
        ensureEdges(edgeCount + n);
        int node = nodeCount++;
        nodesCreated++;
        nFirst[node] = edgeCount;
        nCount[node] = n;
        nVisits[node] = 0;
        nPlayer[node] = (byte) player;
        for (int i = 0; i < n; i++) {
            int e = edgeCount++;
            eAction[e] = actions[i];
            eChild[e] = -1;
            eVisits[e] = 0;
            eValue[e] = 0;
            eRaveVisits[e] = 0;
            eRaveValue[e] = 0;
            ePrior[e] = uniform ? 1f : (float) weights[i];
            eFlags[e] = 0;
            if (eResult != null) {
                eResult[e] = 0;
                eMargin[e] = 0;
                eMargins[e] = 0;
            }
            if (eTurn != null) {
                eTurn[e] = turns ? pool(i) : -1;
                if (turns) {
                    eFlags[e] = F_SEAT_KNOWN; // a listed turn never exchanges seats
                }
            }
        }
        return node;
    }

    /**
     * Makes the prior weights {@code w[0..n)} ratios to a uniform prior (summing to {@code n});
     * false, leaving them, where they have no usable sum.
     */
    private static boolean toRatios(double[] w, int n) {
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += w[i];
        }
        if (!(sum > 0) || !Double.isFinite(sum)) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            w[i] = w[i] * n / sum;
        }
        return true;
    }

    /** The priors of {@link #ends} as ratios to a uniform prior, or null for a uniform prior. */
    private double[] turnPriors() {
        int n = ends.size();
        if (n > priorScratch.length) {
            priorScratch = new double[n];
        }
        for (int i = 0; i < n; i++) {
            priorScratch[i] = ends.weight(i);
        }
        return p.priorWeight() > 0 && toRatios(priorScratch, n) ? priorScratch : null;
    }

    /**
     * A root kept by tree reuse was expanded deeper down, before its turn came: its whole turns get
     * the priors the knowledge gives them now that the search starts there (a judge weighs the
     * root's turn only).
     */
    private void reweighRootTurns() {
        if (!listTurnEnds() || ends.size() != nCount[root]) {
            return;
        }
        double[] prior = turnPriors();
        for (int k = 0, n = nCount[root]; k < n; k++) {
            int e = nFirst[root] + k;
            int i = ends.indexOf(turnEndHash(e));
            if (i >= 0) {
                ePrior[e] = prior == null ? 1f : (float) prior[i];
            }
        }
    }

    /** Lists the ways to finish the turn at the current position into {@link #ends}; false where the knowledge cannot. */
    private boolean listTurnEnds() {
        ends.clear();
        return know.turnEnds(s, ends) && ends.size() > 0;
    }

    /** Stores end {@code i} of {@link #ends} in the pool; its offset. */
    private int pool(int i) {
        int length = ends.length(i);
        int need = turnPoolSize + 3 + length;
        if (need > turnPool.length) {
            turnPool = Arrays.copyOf(turnPool, Math.max(need, 2 * turnPool.length));
        }
        int o = turnPoolSize;
        long h = ends.hash(i);
        turnPool[o] = length;
        turnPool[o + 1] = (int) (h >>> 32);
        turnPool[o + 2] = (int) h;
        ends.copyActions(i, turnPool, o + 3);
        turnPoolSize = need;
        return o;
    }

    private void ensureNodes(int size) {
        if (size > nFirst.length) {
            int cap = Math.max(size, nFirst.length * 2);
            nFirst = Arrays.copyOf(nFirst, cap);
            nCount = Arrays.copyOf(nCount, cap);
            nVisits = Arrays.copyOf(nVisits, cap);
            nPlayer = Arrays.copyOf(nPlayer, cap);
        }
    }

    private void ensureEdges(int size) {
        if (size > eAction.length) {
            int cap = (int) Math.min(Math.max(size, (long) eAction.length * 2), edgeCap);
            eAction = Arrays.copyOf(eAction, cap);
            eChild = Arrays.copyOf(eChild, cap);
            eVisits = Arrays.copyOf(eVisits, cap);
            eValue = Arrays.copyOf(eValue, cap);
            eRaveVisits = Arrays.copyOf(eRaveVisits, cap);
            eRaveValue = Arrays.copyOf(eRaveValue, cap);
            ePrior = Arrays.copyOf(ePrior, cap);
            eFlags = Arrays.copyOf(eFlags, cap);
            if (eResult != null) {
                eResult = Arrays.copyOf(eResult, cap);
                eMargin = Arrays.copyOf(eMargin, cap);
                eMargins = Arrays.copyOf(eMargins, cap);
            }
            if (eTurn != null) {
                eTurn = Arrays.copyOf(eTurn, cap);
            }
        }
    }

    /**
     * Plays the position out with the knowledge's policy (rolls by their probabilities). With a
     * judge share, the value is blended with the judge's where the playout first reaches a turn's
     * start: the judge sees the board, the playout what the dice then bring. Sets
     * {@link #playoutResult} and {@link #playoutMargin}.
     */
    private double playout() {
        playoutMargin = Double.NaN;
        boolean cut = p.evalCutoff() <= 1;
        int interval = p.evalInterval();
        // A cut-off of 0 cuts every playout at its first look: after interval - 1 actions.
        int shift = p.evalCutoff() == 0 ? 1 : 0;
        double share = p.judgeShare();
        double judged = Double.NaN;
        for (int steps = shift;; steps++) {
            int cp = s.currentPlayer();
            if (cp == State.TERMINAL) {
                double end = terminalValue();
                playoutResult = result(end);
                playoutMargin = margin();
                return Double.isNaN(judged) ? end : share * judged + (1 - share) * end;
            }
            if (share > 0 && Double.isNaN(judged)) {
                double v = know.judge(s);
                if (!Double.isNaN(v)) {
                    judged = (1 + Math.max(-1, Math.min(1, v))) / 2;
                    if (share >= 1) {
                        playoutResult = judged;
                        return judged; // the rest of the playout would count for nothing
                    }
                }
            }
            if (cut && steps % interval == 0) {
                double v = know.evaluate(s);
                if (!Double.isNaN(v) && Math.abs(v) >= p.evalCutoff()) {
                    playoutResult = (1 + Math.max(-1, Math.min(1, v))) / 2;
                    return playoutResult;
                }
            }
            int a = cp == State.CHANCE ? s.randomLegalAction(rng) : know.playoutAction(s, rng);
            boolean swap = cp >= 0 && s.exchangesSeats(a);
            s.applyLegal(a);
            if (simLen < simAction.length) {
                record(a, cp, swap);
            }
        }
    }

    /**
     * Adds the result to each edge of the path, for the colour the edge is credited to as the
     * colour its chooser holds at the end: an edge above a pie rule by sides (the first peg, when
     * the opponent then swaps) is credited to the colour its chooser ends up with, whatever colour
     * it chose for. Without that, a first move the opponent swaps counted as good for the player
     * who made it (it is then the opponent's), and the first player placed the central bait.
     */
    private void backup(int depth, double v0, double r0, double m0) {
        boolean inPlayout = exchangesAfter(depth);
        boolean exchangedAfter = inPlayout;
        for (int i = depth - 1; i >= 0; i--) {
            int e = pathEdge[i];
            eVisits[e]++;
            eValue[e] += exchangedAfter ? 1 - v0 : v0;
            if (eResult != null) {
                eResult[e] += (float) (exchangedAfter ? 1 - r0 : r0);
                if (!Double.isNaN(m0)) {
                    eMargin[e] += exchangedAfter ? -m0 : m0;
                    eMargins[e]++;
                }
            }
            nVisits[pathNode[i]]++;
            exchangedAfter ^= simSwap[i];
        }
        if (p.raveEquivalence() > 0) {
            raveUpdate(depth, v0, inPlayout);
        }
    }

    /** Whether the simulation's actions from {@code from} on exchanged the seats an odd number of times. */
    private boolean exchangesAfter(int from) {
        boolean odd = false;
        for (int j = simLen - 1; j >= from; j--) {
            odd ^= simSwap[j];
        }
        return odd;
    }

    /**
     * AMAF: an action its player plays later in the simulation (with {@code amafWithinTurn}, before
     * the next roll) counts for that player's sibling edge. {@code exchangedInPlayout}: whether the
     * playout exchanged the seats an odd number of times.
     */
    private void raveUpdate(int depth, double v0, boolean exchangedInPlayout) {
        newStamp();
        float fv = (float) v0;
        boolean withinTurn = p.amafWithinTurn();
        for (int j = simLen - 1; j >= depth; j--) {
            if (withinTurn && simPlayer[j] < 0) {
                newStamp(); // a roll: what follows is another turn's
            }
            mark(j);
        }
        // The colour the node's actor holds at the end: its own, or the other after an odd number of swaps.
        boolean exchanged = exchangedInPlayout;
        for (int i = depth - 1; i >= 0; i--) {
            if (withinTurn && simPlayer[i] < 0) {
                newStamp();
            }
            mark(i);
            exchanged ^= simSwap[i];
            int node = pathNode[i];
            int actor = nPlayer[node];
            if (actor < 0 || isTurn(nFirst[node])) {
                continue; // no AMAF for a roll's outcomes, nor for whole turns
            }
            int finalColour = exchanged ? 1 - actor : actor;
            int off = actor * numActions;
            int first = nFirst[node];
            for (int k = 0, n = nCount[node]; k < n; k++) {
                int e = first + k;
                if (seen[off + eAction[e]] == stamp) {
                    eRaveVisits[e]++;
                    eRaveValue[e] += credit(actor, eFlags[e]) == finalColour ? fv : 1 - fv;
                }
            }
        }
    }

    /** Forgets the actions marked so far. */
    private void newStamp() {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            stamp = 1;
        }
    }

    private void mark(int j) {
        int pl = simPlayer[j];
        if (pl >= 0 && pl < 2) {
            seen[pl * numActions + simAction[j]] = stamp;
        }
    }

    /** After an edge at depth-1 was proven, proves the edges above it whose node is now decided. */
    private void propagateProof(int depth) {
        for (int i = depth - 1; i >= 0; i--) {
            int node = pathNode[i];
            int w = nodeProof(node);
            if (w < 0) {
                return;
            }
            if (i == 0) {
                rootSolved = true;
                return;
            }
            int up = pathEdge[i - 1];
            eFlags[up] = (byte) (eFlags[up] | (w == 0 ? F_WIN0 : F_WIN1));
        }
    }

    /** The proven winner of a node, or -1. */
    int nodeProof(int node) {
        int actor = nPlayer[node];
        int first = nFirst[node];
        int n = nCount[node];
        int common = -2;
        int commonCredit = -2;
        for (int k = 0; k < n; k++) {
            int flags = eFlags[first + k];
            int w = provenWinner(flags);
            if (actor != CHANCE_NODE && w >= 0 && w == credit(actor, flags)) {
                // A win by exchanging seats is the swapper's, but the edge above was chosen by the
                // one who then holds the other colour: the proof stops here (values still tell).
                return (flags & F_SEATS) != 0 ? -1 : w;
            }
            if (w < 0) {
                common = -1;
                continue;
            }
            if (common == -2) {
                common = w;
                commonCredit = actor == CHANCE_NODE ? -1 : credit(actor, flags);
            } else if (common != w || (actor != CHANCE_NODE && commonCredit != credit(actor, flags))) {
                common = -1;
            }
        }
        return common >= 0 ? common : -1;
    }

    // ------------------------------------------------------------------ reading the tree

    /** The search's value of edge {@code e} for the player credited with it, NaN with no visit. */
    double value(int node, int e) {
        return mean(node, e, eValue[e]);
    }

    /**
     * The chance of winning through edge {@code e} (a draw half) for the player credited with it,
     * NaN with no visit: its results alone where the values count a margin, else its value.
     */
    double winChance(int node, int e) {
        return mean(node, e, eResult == null ? eValue[e] : eResult[e]);
    }

    /**
     * The mean final margin through edge {@code e} for the player credited with it, over the
     * simulations that reached the end; NaN with none, or where no margins are kept.
     */
    double margin(int node, int e) {
        if (eMargin == null || eMargins[e] == 0) {
            return Double.NaN;
        }
        int cr = nPlayer[node] < 0 ? 0 : credit(nPlayer[node], eFlags[e]);
        double m0 = eMargin[e] / eMargins[e];
        return cr == 0 ? m0 : -m0;
    }

    /** How many simulations through edge {@code e} gave a final margin. */
    int marginCount(int e) {
        return eMargin == null ? 0 : eMargins[e];
    }

    private double mean(int node, int e, double sum0) {
        int flags = eFlags[e];
        int cr = nPlayer[node] < 0 ? 0 : credit(nPlayer[node], flags);
        int pw = provenWinner(flags);
        if (pw >= 0) {
            return pw == cr ? 1 : 0;
        }
        if (eVisits[e] == 0) {
            return Double.NaN;
        }
        double q0 = sum0 / eVisits[e];
        return cr == 0 ? q0 : 1 - q0;
    }

    /** 0 proven win for the chooser, 2 proven loss, 1 otherwise. */
    int proofRank(int node, int e) {
        int flags = eFlags[e];
        int pw = provenWinner(flags);
        if (pw < 0 || nPlayer[node] < 0) {
            return 1;
        }
        return pw == credit(nPlayer[node], flags) ? 0 : 2;
    }

    /** The best edge of a node for reporting: proven win, else most visits, else win rate; -1 when none visited. */
    int bestEdge(int node) {
        int best = -1;
        for (int k = 0, n = nCount[node]; k < n; k++) {
            int e = nFirst[node] + k;
            if (eVisits[e] == 0 && proofRank(node, e) != 0) {
                continue;
            }
            if (best < 0 || better(node, e, best)) {
                best = e;
            }
        }
        return best;
    }

    private boolean better(int node, int a, int b) {
        int ra = proofRank(node, a);
        int rb = proofRank(node, b);
        if (ra != rb) {
            return ra < rb;
        }
        if (eVisits[a] != eVisits[b]) {
            return eVisits[a] > eVisits[b];
        }
        return value(node, a) > value(node, b);
    }

    /** The root edges the halving left in the running, best first; empty where it did not run. */
    int[] halvingSurvivors() {
        return halving == null ? new int[0] : halving.survivors();
    }

    State state() {
        return s;
    }
}
