package org.ludotheque.ai.knowledge.twixt;

import java.util.SplittableRandom;

import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.ai.knowledge.ZeroOneDeque;
import org.ludotheque.engine.State;
import org.ludotheque.engine.twixt.TwixtState;

/**
 * TwixT knowledge: the connection distance of each colour (how many more pegs it needs, a 0-1
 * BFS over holes along knight steps whose link can still be made), priors built from the
 * distance maps (extend own shortest paths; block the opponent's, with a peg or with its links;
 * guard our own against cutting links; leave edge templates unfilled until the end; answer the
 * last move; first move and swap), a cheap biased playout policy and an evaluation from the
 * distance difference.
 *
 * <p>One instance per search thread: the BFS buffers are reused and nothing is allocated on the
 * hot path once the first call has sized them.
 */
public final class TwixtKnowledge implements GameKnowledge {

    /** A distance meaning "cannot connect". */
    public static final int INF = 1 << 20;

    /**
     * How fast a placement's weight falls with its slack (pegs beyond the shortest chain through
     * it). Measured with greedy-on-priors players on 16 x 16 after four random plies: 2.0 beat 0.9
     * in 61 of 100 games (1.5: 61, 2.5: 63).
     */
    private static final double SLACK_DECAY = 2.0;

    /**
     * Where own links block own links for good and pegs link automatically ({@code t1},
     * {@code openspiel}), the best placements by prior are played and the own distance measured:
     * a peg whose automatic links cut our own shortest chains is held back.
     */
    static final int SELF_BLOCK_CHECKS = 8;

    /** A placement's weight factor where it only fills an edge template (measured: see docs/ai-knowledge.md). */
    private static final double EDGE_TEMPLATE_FILL = 0.1;

    /** A placement's weight for guarding one of our shortest chains against a cutting link. */
    private static final double GUARD = 3;

    /**
     * Playout policy, in eighths of placements, in the order they are tried: extend our wall
     * across the opponent's last peg, repair a cut, answer the opponent's last peg, extend our own.
     */
    private final int block;
    private final int reconnect;
    private final int answer;
    private final int extend;

    /**
     * The policy measured best: playouts extend a wall wherever they can, which makes them play
     * ladders out as players do (24 x 24 {@code t1}, 0.5 s a move on one thread: in 7 placements of
     * 8 against never, 62.5 % of 40 games, though with 1.6 times fewer playouts a second; always
     * against 7 in 8, 63.1 % of 80).
     */
    public TwixtKnowledge() {
        this(8, 4, 2, 1);
    }

    /**
     * Knowledge whose playouts, in {@code block}/8 of placements, extend our wall across the
     * opponent's last peg ({@link #wallBlock}); then in {@code reconnect}/8 repair a cut (a hole
     * joining two of our chains next to the opponent's last peg); then answer the opponent's last
     * peg in {@code answer}/8 and extend our own in {@code extend}/8; else place at random.
     */
    public TwixtKnowledge(int block, int reconnect, int answer, int extend) {
        for (int e : new int[] {block, reconnect, answer, extend}) {
            if (e < 0 || e > 8) {
                throw new IllegalArgumentException("playout shares are eighths, 0 to 8");
            }
        }
        if (answer + extend > 8) {
            throw new IllegalArgumentException("answer and extend together are at most 8 eighths");
        }
        this.block = block;
        this.reconnect = reconnect;
        this.answer = answer;
        this.extend = extend;
    }

    private int n = -1;
    private ZeroOneDeque deque;
    /** Distance maps: [colour][0 from first border, 1 from last border][hole]. */
    private int[][][] dist;
    private int[] legalScratch;
    /** BFS map for the look-ahead of {@link #cutSelfBlocking}, apart from the four prior maps. */
    private int[] probe;
    private int[] topIdx;
    /** Ends of the steps one link crosses, in pairs (nine at most), for two nested loops. */
    private final int[] crossEnds = new int[18];
    private final int[] crossEnds2 = new int[18];
    /** Far ends of the opponent's steps a playout block may cut. */
    private final int[] far = new int[8];
    /** Results of {@link #linkCuts} for the hole in hand. */
    private int cutSlack;
    private int guardSlack;

    private void size(TwixtState s) {
        if (s.holeCount() == n) {
            return;
        }
        n = s.holeCount();
        deque = new ZeroOneDeque(16 * n);
        dist = new int[2][2][n];
        probe = new int[n];
        topIdx = new int[SELF_BLOCK_CHECKS];
        legalScratch = new int[s.game().numDistinctActions()];
    }

    // ---------------------------------------------------------------- connection distance

    /**
     * The number of pegs colour {@code c} still needs to join its borders, or {@link #INF} when it
     * cannot: 0 when it is connected.
     */
    public int distance(TwixtState s, int c) {
        size(s);
        return fill(s, c, false, dist[c][0]);
    }

    /**
     * A 0-1 BFS from one of colour c's borders: {@code d[h]} is the least number of empty holes
     * (counting h itself) on a chain from that border to h; returns the distance to the other
     * border.
     */
    private int fill(TwixtState s, int c, boolean fromLast, int[] d) {
        int w = s.width();
        int hgt = s.height();
        java.util.Arrays.fill(d, INF);
        ZeroOneDeque q = deque;
        q.clear();
        // Sources: holes on the starting border.
        int step = borderStep(c, w);
        for (int i = 0, h = borderStart(c, fromLast, w, hgt), len = borderLength(c, w, hgt); i < len; i++, h += step) {
            int cost = cost(s, c, h);
            if (cost <= 1) {
                d[h] = cost;
                q.push(h, cost);
            }
        }
        while (!q.isEmpty()) {
            int h = q.pop();
            int dh = d[h];
            for (int dir = 0; dir < 8; dir++) {
                int st = s.stepStatus(c, h, dir);
                if (st < 0) {
                    continue;
                }
                int b = s.neighbourHole(h, dir);
                int cost = cost(s, c, b);
                if (cost > 1) {
                    continue;
                }
                int nd = dh + cost;
                if (nd < d[b]) {
                    d[b] = nd;
                    q.push(b, cost);
                }
            }
        }
        int best = INF;
        for (int i = 0, h = borderStart(c, !fromLast, w, hgt), len = borderLength(c, w, hgt); i < len; i++, h += step) {
            best = Math.min(best, d[h]);
        }
        return best;
    }

    /**
     * Colour c's border holes, corners excluded: the first hole of its first border (row 0 for
     * Red, column 0 for Black) or of its last, then {@link #borderStep} apart, {@link #borderLength} of them.
     */
    private static int borderStart(int c, boolean last, int w, int hgt) {
        return c == 0 ? (last ? hgt - 1 : 0) * w + 1 : w + (last ? w - 1 : 0);
    }

    private static int borderStep(int c, int w) {
        return c == 0 ? 1 : w;
    }

    private static int borderLength(int c, int w, int hgt) {
        return c == 0 ? w - 2 : hgt - 2;
    }

    /** 0 an own peg, 1 an empty hole open to c, 2 unusable. */
    private static int cost(TwixtState s, int c, int h) {
        int p = s.pegOnHole(h);
        if (p == c) {
            return 0;
        }
        return p < 0 && s.allowedFor(c, h) ? 1 : 2;
    }

    // ---------------------------------------------------------------- evaluation

    /**
     * The value for the search's playout cut-off, or NaN (play it out) where pegs link
     * automatically and own links block own links for good ({@code t1}, {@code openspiel}). There
     * the distance saturates: a side a few pegs ahead reads 0.95 and more on every move, so every
     * playout from the tree's leaves was cut at once with nearly the same value and the search
     * could not tell a move that keeps the lead from one that loses it (a lost 24 x 24 game, at
     * two pegs to go against eleven); and the BFS every eight actions made playouts five to eight
     * times slower. Played out to the end, the search beat the cut-off version 9 games of 10 at
     * equal time on 24 x 24. {@link #distanceValue} keeps the distance's value for every ruleset.
     */
    @Override
    public double evaluate(State state) {
        TwixtState s = (TwixtState) state;
        if (s.isTerminal()) {
            return s.returns()[0];
        }
        return selfBlocking(s) ? Double.NaN : distanceValue(s);
    }

    /** Pegs link automatically and own links may never cross nor be removed: own links block own links for good. */
    private static boolean selfBlocking(TwixtState s) {
        return !s.ownLinksMayCross() && !s.manualLinking() && !s.supplyRule();
    }

    /** The value for Red from both distances, -1 to +1 (the game's result once it is over), in every ruleset. */
    public double distanceValue(TwixtState s) {
        if (s.isTerminal()) {
            return s.returns()[0];
        }
        size(s);
        int d0 = fill(s, 0, false, dist[0][0]);
        int d1 = fill(s, 1, false, dist[1][0]);
        return value(d0, d1, s.colourToMove(), s.choosingLinks());
    }

    /** The value for Red of distances d0 (Red) and d1 (Black) with colour {@code toMove} to move. */
    static double value(int d0, int d1, int toMove, boolean choosing) {
        if (d0 >= INF && d1 >= INF) {
            return 0;
        }
        if (d1 >= INF) {
            return d0 <= 1 ? 0.97 : 0.9;
        }
        if (d0 >= INF) {
            return d1 <= 1 ? -0.97 : -0.9;
        }
        // The side to move with one peg to go connects now (or this turn's links finish it).
        int mover = toMove;
        int dm = mover == 0 ? d0 : d1;
        if (dm == 0 || (dm == 1 && !choosing)) {
            return mover == 0 ? 0.97 : -0.97;
        }
        double diff = d1 - d0 + (toMove == 0 ? 0.5 : -0.5);
        return Math.tanh(0.3 * diff);
    }

    // ---------------------------------------------------------------- priors

    @Override
    public boolean priors(State state, int[] legal, int nLegal, double[] out) {
        TwixtState s = (TwixtState) state;
        if (s.isTerminal() || nLegal == 0) {
            return false;
        }
        size(s);
        int c = s.colourToMove();
        int o = 1 - c;
        int w = s.width();
        int hgt = s.height();
        boolean empty = s.pegCount(0) + s.pegCount(1) == 0;
        if (empty) {
            for (int i = 0; i < nLegal; i++) {
                int a = legal[i];
                out[i] = s.actionKind(a) == TwixtState.ACTION_PLACE ? firstMoveWeight(s, a, w, hgt) : 0.01;
            }
            return true;
        }
        int dc = fill(s, c, false, dist[c][0]);
        fill(s, c, true, dist[c][1]);
        int dO = fill(s, o, false, dist[o][0]);
        fill(s, o, true, dist[o][1]);
        int[] fc = dist[c][0];
        int[] lc = dist[c][1];
        int[] fo = dist[o][0];
        int[] lo = dist[o][1];
        int lastOpp = lastPeg(s, o);
        int lastOwn = lastPeg(s, c);
        boolean anyJoin = false;
        double maxPlace = 0;
        for (int i = 0; i < nLegal; i++) {
            int a = legal[i];
            double wgt;
            switch (s.actionKind(a)) {
                case TwixtState.ACTION_PLACE: {
                    wgt = placeWeight(s, a, c, dc, dO, fc, lc, fo, lo, lastOpp, lastOwn, w);
                    maxPlace = Math.max(maxPlace, wgt);
                    break;
                }
                case TwixtState.ACTION_ADD_LINK: {
                    int x = s.actionLinkEnd(a, 0);
                    int y = s.actionLinkEnd(a, 1);
                    boolean joins = s.chainOf(c, x) != s.chainOf(c, y);
                    anyJoin |= joins;
                    // A link on a shortest own path is worth more; a redundant one may block own links.
                    boolean onPath = fc[x] + lc[x] <= dc && fc[y] + lc[y] <= dc;
                    wgt = joins ? (onPath ? 6 : 3) : (s.ownLinksMayCross() ? 0.5 : 0.2);
                    break;
                }
                case TwixtState.ACTION_END:
                    wgt = -1; // decided below
                    break;
                case TwixtState.ACTION_REMOVE_LINK:
                    // With own crossings allowed a removal changes nothing; otherwise rarely useful.
                    wgt = s.ownLinksMayCross() ? 0.005 : 0.05;
                    break;
                case TwixtState.ACTION_LIFT: {
                    int h = s.actionHole(a);
                    int slack = fc[h] + lc[h] - dc; // a peg costs 0 on the path
                    wgt = slack >= INF / 2 ? 3 : 0.1 + 0.5 * Math.min(slack, 6);
                    break;
                }
                case TwixtState.ACTION_SWAP:
                    wgt = -2; // decided below
                    break;
                default:
                    wgt = 0.1;
            }
            out[i] = wgt;
        }
        if (selfBlocking(s) && dc < INF) {
            cutSelfBlocking(s, legal, nLegal, out, c, dc, fc, lc);
        }
        for (int i = 0; i < nLegal; i++) {
            if (out[i] == -1) {
                out[i] = anyJoin ? 0.2 : 2;
            } else if (out[i] == -2) {
                out[i] = swapWeight(s, w, hgt) * Math.max(maxPlace, 1);
            }
        }
        return true;
    }

    /**
     * Plays the best few placements (by weight so far) and measures our own distance after the
     * automatic links: a peg on a chain {@code t} pegs long should leave us {@code min(dc, t - 1)}
     * to go; each peg more (its links cross our own steps, which then can never be made) divides
     * its weight by {@code e^{2}} per lost peg. The state is restored.
     */
    private void cutSelfBlocking(TwixtState s, int[] legal, int nLegal, double[] out, int c, int dc, int[] fc, int[] lc) {
        int k = 0;
        for (int i = 0; i < nLegal; i++) {
            if (out[i] <= 0 || s.actionKind(legal[i]) != TwixtState.ACTION_PLACE) {
                continue;
            }
            if (k < SELF_BLOCK_CHECKS) {
                topIdx[k++] = i;
            } else {
                int worst = 0;
                for (int j = 1; j < k; j++) {
                    if (out[topIdx[j]] < out[topIdx[worst]]) {
                        worst = j;
                    }
                }
                if (out[i] > out[topIdx[worst]]) {
                    topIdx[worst] = i;
                }
            }
        }
        for (int j = 0; j < k; j++) {
            int i = topIdx[j];
            int h = legal[i];
            int through = fc[h] + lc[h] - 1;
            if (through >= INF / 2 || out[i] >= 1000) {
                continue; // not on any own chain (a block), or a win
            }
            int expected = Math.min(dc, through - 1);
            s.apply(h);
            int after = s.isTerminal() ? (s.returns()[c] > 0 ? 0 : INF) : fill(s, c, false, probe);
            s.undo();
            if (after > expected) {
                out[i] *= Math.exp(-SLACK_DECAY * Math.min(after - expected, 4));
            }
        }
    }

    private double placeWeight(TwixtState s, int h, int c, int dc, int dO, int[] fc, int[] lc, int[] fo, int[] lo,
                               int lastOpp, int lastOwn, int w) {
        int throughOwn = fc[h] + lc[h] - 1;
        int throughOpp = s.allowedFor(1 - c, h) ? fo[h] + lo[h] - 1 : INF;
        boolean ownLive = throughOwn < INF / 2;
        boolean oppLive = throughOpp < INF / 2;
        if (ownLive && dc == 1 && throughOwn == 1) {
            return 1000; // connects now
        }
        double wgt = 0.3;
        if (oppLive && dO == 1 && throughOpp == 1) {
            wgt += 200; // the opponent's winning hole
        }
        if (ownLive) {
            int slack = throughOwn - dc;
            wgt += 4 * Math.exp(-SLACK_DECAY * slack);
        }
        // A peg blocks by standing on the opponent's chain or by the links it makes crossing one.
        linkCuts(s, h, c, dc, dO, fc, lc, fo, lo);
        int blockSlack = Math.min(oppLive ? throughOpp - dO : INF, cutSlack);
        if (blockSlack < INF / 2) {
            // Blocking matters more the closer the opponent is compared to us.
            double urgency = dO <= dc ? 1.2 : 0.7;
            wgt += 3 * urgency * Math.exp(-SLACK_DECAY * blockSlack);
        }
        // It guards our chain by taking a hole, or crossing a step, where an opponent's link would cut it.
        int guard = Math.min(guardSlack, cutsOurChain(s, h, 1 - c, c, dc, fc, lc));
        if (guard < INF / 2) {
            wgt += GUARD * Math.exp(-SLACK_DECAY * guard);
        }
        if (!ownLive && blockSlack >= INF / 2 && guard >= INF / 2) {
            return 0.02; // a dead hole
        }
        int col = h % w;
        int row = h / w;
        // Own knight neighbours that a link can reach.
        int links = 0;
        for (int dir = 0; dir < 8; dir++) {
            int b = s.neighbourHole(h, dir);
            if (b >= 0 && s.pegOnHole(b) == c && s.stepStatus(c, h, dir) >= 0) {
                links++;
            }
        }
        wgt += Math.min(links, 2) * 0.8;
        if (lastOpp >= 0) {
            int dd = Math.max(Math.abs(lastOpp % w - col), Math.abs(lastOpp / w - row));
            wgt += dd <= 2 ? 1.5 : dd <= 4 ? 0.5 : 0;
        }
        if (lastOwn >= 0) {
            int dd = Math.max(Math.abs(lastOwn % w - col), Math.abs(lastOwn / w - row));
            wgt += dd <= 3 ? 0.5 : 0;
        }
        if (!finishing(dc, dO) && fillsEdgeTemplate(s, h, c)) {
            wgt *= EDGE_TEMPLATE_FILL;
        }
        // Holes on the rim along one's own non-goal sides are poor, unless they link two pegs of
        // ours or lie on one of our shortest chains (a race along the rim).
        int side = c == 0 ? Math.min(col, w - 1 - col) : Math.min(row, s.height() - 1 - row);
        if (side <= 1 && links < 2 && !(ownLive && throughOwn == dc)) {
            wgt *= 0.4;
        }
        return wgt;
    }

    /**
     * Whether we should fill our edge templates now rather than keep them: two pegs or fewer to
     * go (the opponent cannot cut a template, so filling wins unless it wins first, and its
     * winning hole outweighs the fill), or the opponent cannot connect. Held back then, a won
     * game's last pegs were never played: with every move worth a win, the maximum played 200 turns
     * and more at two pegs to go against {@code random} ({@code dujardin} 24 x 24).
     */
    private static boolean finishing(int dc, int dO) {
        return dc <= 2 || dO >= INF;
    }

    /**
     * For a peg of ours at {@code h}, over the links it would make to our pegs: {@link #cutSlack}
     * the least slack of an opponent's step they cross (its chains through it beyond its
     * shortest), and {@link #guardSlack} the least slack of our own chains that an opponent's
     * link on a crossed step would cut. In TwixT most blocks are links, which no distance map
     * shows on the hole.
     */
    private void linkCuts(TwixtState s, int h, int c, int dc, int dO, int[] fc, int[] lc, int[] fo, int[] lo) {
        int o = 1 - c;
        cutSlack = INF;
        guardSlack = INF;
        for (int dir = 0; dir < 8; dir++) {
            int b = s.neighbourHole(h, dir);
            if (b < 0 || s.pegOnHole(b) != c || s.stepStatus(c, h, dir) < 0) {
                continue;
            }
            int k = s.crossingStepsInto(h, dir, crossEnds);
            for (int j = 0; j < k; j++) {
                int x = crossEnds[2 * j];
                int y = crossEnds[2 * j + 1];
                if (!stepOpen(s, o, x, y)) {
                    continue;
                }
                cutSlack = Math.min(cutSlack, Math.min(fo[x] + lo[y], fo[y] + lo[x]) - dO);
                // An opponent's link there needs one of its pegs at an end and none of ours.
                int px = s.pegOnHole(x);
                int py = s.pegOnHole(y);
                if ((px == o || py == o) && px != c && py != c) {
                    guardSlack = Math.min(guardSlack, crossesOurChain(s, x, y, c, dc, fc, lc, h, b));
                }
            }
        }
    }

    /**
     * The least slack of our chains (colour {@code c}) over the steps that opponent links from an
     * opponent's peg at hole {@code p} (to its pegs) would cross, or {@link #INF}: whether the
     * opponent cuts us by playing {@code p}.
     */
    private int cutsOurChain(TwixtState s, int p, int o, int c, int dc, int[] fc, int[] lc) {
        if (s.pegOnHole(p) >= 0 || !s.allowedFor(o, p)) {
            return INF;
        }
        int best = INF;
        for (int dir = 0; dir < 8; dir++) {
            int q = s.neighbourHole(p, dir);
            if (q < 0 || s.pegOnHole(q) != o || s.stepStatus(o, p, dir) < 0) {
                continue;
            }
            best = Math.min(best, crossesOurChain(s, p, q, c, dc, fc, lc, -1, -1));
        }
        return best;
    }

    /** The least slack of our chains over our open steps that the step x-y crosses, leaving out our step a-b. */
    private int crossesOurChain(TwixtState s, int x, int y, int c, int dc, int[] fc, int[] lc, int a, int b) {
        int dir = directionTo(s, x, y);
        int k = s.crossingStepsInto(x, dir, crossEnds2);
        int best = INF;
        for (int j = 0; j < k; j++) {
            int u = crossEnds2[2 * j];
            int v = crossEnds2[2 * j + 1];
            if (u == a && v == b || u == b && v == a) {
                continue;
            }
            int slack = Math.min(fc[u] + lc[v], fc[v] + lc[u]) - dc;
            if (slack < best && stepOpen(s, c, u, v)) {
                best = slack;
            }
        }
        return best;
    }

    private static int directionTo(TwixtState s, int x, int y) {
        for (int dir = 0; dir < 8; dir++) {
            if (s.neighbourHole(x, dir) == y) {
                return dir;
            }
        }
        throw new IllegalArgumentException("not knight neighbours");
    }

    /** Whether colour {@code o} has or may still make a link between knight neighbours x and y. */
    private static boolean stepOpen(TwixtState s, int o, int x, int y) {
        return s.stepStatus(o, x, directionTo(s, x, y)) >= 0;
    }

    /**
     * Whether a peg on our border hole {@code h} only fills an edge template: a peg of ours a
     * knight step away already reaches that border by another open step too (the opponent cannot
     * take border holes, so it needs two moves to cut both), or its chain touches the border.
     */
    private static boolean fillsEdgeTemplate(TwixtState s, int h, int c) {
        int border = s.borderOf(c, h);
        if (border == 0) {
            return false;
        }
        for (int dir = 0; dir < 8; dir++) {
            int p = s.neighbourHole(h, dir);
            if (p < 0 || s.pegOnHole(p) != c || s.stepStatus(c, h, dir) < 0) {
                continue;
            }
            if ((s.chainBorders(c, p) & border) != 0) {
                return true;
            }
            int open = 0;
            for (int d = 0; d < 8; d++) {
                int q = s.neighbourHole(p, d);
                if (q >= 0 && s.borderOf(c, q) == border && s.stepStatus(c, p, d) >= 0
                        && (s.pegOnHole(q) == c || s.pegOnHole(q) < 0 && s.allowedFor(c, q))) {
                    open++;
                }
            }
            if (open >= 2) {
                return true;
            }
        }
        return false;
    }

    /** First move: centre-ish, a little off the very centre where a swap rule makes it bait. */
    private static double firstMoveWeight(TwixtState s, int h, int w, int hgt) {
        double dx = (h % w - (w - 1) / 2.0) / w;
        double dy = (h / w - (hgt - 1) / 2.0) / hgt;
        double r2 = dx * dx + dy * dy;
        double wgt = Math.exp(-r2 / (2 * 0.12 * 0.12)) + 0.02;
        if (s.swapAvailable() || r2 < 0.0025) {
            wgt *= r2 < 0.01 ? 0.5 : 1;
        }
        return wgt;
    }

    /** The swap's weight relative to the best placement: swap a strong central first peg, not a weak edge one. */
    private static double swapWeight(TwixtState s, int w, int hgt) {
        int first = s.historyAt(0);
        double cx = Math.abs(first % w - (w - 1) / 2.0) / (w / 2.0);
        double cy = Math.abs(first / w - (hgt - 1) / 2.0) / (hgt / 2.0);
        double centrality = 1 - Math.max(cx, cy); // 1 centre, 0 edge
        if (centrality > 0.55) {
            return 3;
        }
        return centrality > 0.35 ? 0.6 : 0.03;
    }

    /** The hole of colour c's most recent placement still on the board, looking a few actions back, or -1. */
    private static int lastPeg(TwixtState s, int c) {
        for (int i = s.historySize() - 1, k = 0; i >= 0 && k < 8; i--, k++) {
            int a = s.historyAt(i);
            if (s.actionKind(a) == TwixtState.ACTION_PLACE && s.pegOnHole(a) == c) {
                return a;
            }
        }
        return -1;
    }

    // ---------------------------------------------------------------- playouts

    @Override
    public int playoutAction(State state, SplittableRandom rng) {
        TwixtState s = (TwixtState) state;
        int c = s.colourToMove();
        if (s.choosingLinks()) {
            return chooseLink(s, c, rng);
        }
        boolean canPlace = !s.supplyRule() || s.pegsLeft(c) > 0;
        if (!canPlace) {
            return s.randomLegalAction(rng);
        }
        if (s.swapAvailable()) {
            // Uniform between the swap and the holes, as the engine's own draw (its scratch is per state copy).
            int count = s.freeHoleCount(c);
            if (rng.nextInt(count + 1) == count) {
                return s.swapAction();
            }
        }
        int q = lastPeg(s, 1 - c);
        if (q >= 0) {
            // A ladder: the opponent goes round our wall's end, we extend the wall across its way.
            int b = block > 0 && rng.nextInt(8) < block ? wallBlock(s, c, q, rng.nextInt(8)) : -1;
            // Repair: a hole next to the opponent's last peg that joins two of our chains.
            if (b < 0 && reconnect > 0 && rng.nextInt(8) < reconnect) {
                b = joiningHoleNear(s, c, q, rng.nextInt(8));
            }
            if (b >= 0) {
                return b;
            }
        }
        int r = rng.nextInt(8);
        if (r < answer + extend) {
            // Answer the opponent's last peg or extend one's own with a knight step.
            int anchor = r < answer ? q : lastPeg(s, c);
            if (anchor >= 0) {
                int start = rng.nextInt(8);
                for (int k = 0; k < 8; k++) {
                    int b = s.neighbourHole(anchor, (start + k) & 7);
                    if (b >= 0 && s.pegOnHole(b) < 0 && s.allowedFor(c, b) && s.isLegal(b)) {
                        return b;
                    }
                }
            }
        }
        int count = s.freeHoleCount(c);
        if (count == 0) {
            return s.randomLegalAction(rng);
        }
        for (int tries = 0; tries < 4; tries++) {
            int h = s.freeHole(c, rng.nextInt(count));
            if (s.isLegal(h)) {
                return h;
            }
        }
        return s.randomLegalAction(rng);
    }

    /**
     * The hole for our next peg whose link to a peg of ours near the opponent's peg {@code q}
     * crosses the most of q's open steps toward a border q's chain has not reached (our wall
     * extended across q's way), or -1 when no link of ours can cross one. Played by both sides,
     * this runs a ladder out as players do, where random placements let the runner slip round
     * the wall's end and judged lost ladders won.
     */
    private int wallBlock(TwixtState s, int c, int q, int start) {
        int o = 1 - c;
        int w = s.width();
        int hgt = s.height();
        // q's open steps toward a border its chain has not reached: their far ends.
        int goals = 3 & ~s.chainBorders(o, q);
        int nFar = 0;
        for (int dir = 0; dir < 8; dir++) {
            int r = s.neighbourHole(q, dir);
            if (r >= 0 && s.pegOnHole(r) != c && s.stepStatus(o, q, dir) >= 0 && towardGoal(s, o, q, r, goals)) {
                far[nFar++] = r;
            }
        }
        if (nFar == 0) {
            return -1;
        }
        int qc = q % w;
        int qr = q / w;
        int best = -1;
        int bestCount = 0;
        for (int r = Math.max(0, qr - 3); r <= Math.min(hgt - 1, qr + 3); r++) {
            for (int col = Math.max(0, qc - 3); col <= Math.min(w - 1, qc + 3); col++) {
                int x = r * w + col;
                if (s.pegOnHole(x) != c) {
                    continue;
                }
                for (int k = 0; k < 8; k++) {
                    int dir = (start + k) & 7;
                    int b = s.neighbourHole(x, dir);
                    if (b < 0 || s.pegOnHole(b) >= 0 || !s.allowedFor(c, b) || s.stepStatus(c, x, dir) < 0) {
                        continue;
                    }
                    int n2 = s.crossingStepsInto(x, dir, crossEnds);
                    int count = 0;
                    for (int j = 0; j < n2; j++) {
                        int u = crossEnds[2 * j];
                        int v = crossEnds[2 * j + 1];
                        int other = u == q ? v : v == q ? u : -1;
                        for (int f = 0; f < nFar && other >= 0; f++) {
                            if (far[f] == other) {
                                count++;
                                break;
                            }
                        }
                    }
                    if (count > bestCount && s.isLegal(b)) {
                        bestCount = count;
                        best = b;
                    }
                }
            }
        }
        return best;
    }

    /** Whether colour o's step q-r heads (along o's axis) toward one of the borders in {@code goals} (bit 1 first, 2 last). */
    private static boolean towardGoal(TwixtState s, int o, int q, int r, int goals) {
        int w = s.width();
        int delta = o == 0 ? r / w - q / w : r % w - q % w;
        return (goals & 1) != 0 && delta < 0 || (goals & 2) != 0 && delta > 0;
    }

    /**
     * An empty hole, a knight step from one of our pegs next to hole x, that links (by steps still
     * possible) to two of our different chains; -1 when there is none.
     */
    private static int joiningHoleNear(TwixtState s, int c, int x, int start) {
        for (int i = 0; i < 8; i++) {
            int a = s.neighbourHole(x, (start + i) & 7);
            if (a < 0 || s.pegOnHole(a) != c) {
                continue;
            }
            int chainA = s.chainOf(c, a);
            for (int j = 0; j < 8; j++) {
                int y = s.neighbourHole(a, j);
                if (y < 0 || s.pegOnHole(y) >= 0 || !s.allowedFor(c, y) || s.stepStatus(c, a, j) < 0) {
                    continue;
                }
                for (int d = 0; d < 8; d++) {
                    int b = s.neighbourHole(y, d);
                    if (b >= 0 && b != a && s.pegOnHole(b) == c && s.chainOf(c, b) != chainA
                            && s.stepStatus(c, y, d) >= 0 && s.isLegal(y)) {
                        return y;
                    }
                }
            }
        }
        return -1;
    }

    /** Links in the choosing phase: a link that joins two chains, else any link (supply) or the end (manual). */
    private int chooseLink(TwixtState s, int c, SplittableRandom rng) {
        size(s);
        int k = s.legalActionsInto(legalScratch);
        int end = -1;
        int firstJoin = -1;
        int any = -1;
        int start = k == 0 ? 0 : rng.nextInt(k);
        for (int j = 0; j < k; j++) {
            int a = legalScratch[(start + j) % k];
            int kind = s.actionKind(a);
            if (kind == TwixtState.ACTION_END) {
                end = a;
            } else if (kind == TwixtState.ACTION_ADD_LINK) {
                if (any < 0) {
                    any = a;
                }
                if (firstJoin < 0 && s.chainOf(c, s.actionLinkEnd(a, 0)) != s.chainOf(c, s.actionLinkEnd(a, 1))) {
                    firstJoin = a;
                }
            }
        }
        if (firstJoin >= 0) {
            return firstJoin;
        }
        if (end >= 0) {
            return end;
        }
        return any >= 0 ? any : s.randomLegalAction(rng);
    }
}
