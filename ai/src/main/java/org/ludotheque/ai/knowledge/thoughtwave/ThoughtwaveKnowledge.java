package org.ludotheque.ai.knowledge.thoughtwave;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.ludotheque.ai.GameKnowledge;
import org.ludotheque.ai.knowledge.ZeroOneDeque;
import org.ludotheque.engine.State;
import org.ludotheque.engine.thoughtwave.ThoughtwaveActions;
import org.ludotheque.engine.thoughtwave.ThoughtwaveState;
import org.ludotheque.engine.thoughtwave.Tile;

/**
 * Thoughtwave knowledge. The distance of a side is the least number of tiles it must still
 * place to join its two borders: a 0-1 BFS over (square, edge entered by) where a placed tile
 * passes a wave from one of its wave edges to another at no cost and an empty square costs one
 * tile when a tile of the side's hand that matches the square's neighbours has both edges; more
 * tiles than the hand holds (Terminators aside) is infinite. The distance then checks that the
 * hand can fill a shortest path's squares all at once (their kinds against its counts). Priors
 * score each placement by the shortest own path through it, whether it cuts the opponent's
 * shortest paths (a blank edge or a dead end where their wave must pass) and whether it lends
 * them a wave, then refine the best few by playing them and measuring both distances again. The
 * Terminator is kept for blocks. The evaluation compares the distances and then, at equal distances, the flexibility: how
 * broad each side's shortest paths are (a lead along one narrow path is one block from lost).
 */
public final class ThoughtwaveKnowledge implements GameKnowledge {

    public static final int INF = 1 << 20;
    private static final int REFINE = 10;
    /** Handicap picks by kind (Cross, T, Straight, Bend, Terminator): the most flexible tiles first. */
    private static final double[] TAKE_WEIGHT = {3, 2, 1.2, 1, 1.5};

    /** Edge pairs (bit {@code i * 4 + o}, i != o) a mask carries a wave through. */
    private static final int[] PAIRS = new int[16];
    /** Pairs carried by some mask of a mask set, cached per set (bit m - 1 for mask m). */
    private static final int[] SET_PAIRS = new int[1 << 15];

    static {
        for (int m = 1; m < 16; m++) {
            int p = 0;
            for (int i = 0; i < 4; i++) {
                for (int o = 0; o < 4; o++) {
                    if (i != o && (m >> i & 1) != 0 && (m >> o & 1) != 0) {
                        p |= 1 << (i * 4 + o);
                    }
                }
            }
            PAIRS[m] = p;
        }
        for (int set = 1; set < SET_PAIRS.length; set++) {
            int low = Integer.numberOfTrailingZeros(set);
            SET_PAIRS[set] = SET_PAIRS[set & (set - 1)] | PAIRS[low + 1];
        }
    }

    private int squares = -1;
    private ZeroOneDeque deque;
    private int[] pairSet;
    private int[] cost;
    /** Arrival costs: [player][0 from the first border, 1 from the second][square * 4 + edge]. */
    private int[][][] arrive;
    private int[] candIndex;
    private boolean[] critical;
    private double[] candScore;

    private void size(ThoughtwaveState s) {
        int n = s.game().size() * s.game().size();
        if (n == squares) {
            return;
        }
        squares = n;
        deque = new ZeroOneDeque(4 * 16 * n);
        pairSet = new int[n];
        cost = new int[n];
        arrive = new int[2][2][4 * n];
        candIndex = new int[REFINE];
        critical = new boolean[n];
        candScore = new double[REFINE];
    }

    // ---------------------------------------------------------------- distance

    /** Tiles {@code player} still needs to join their borders: 0 when connected, {@link #INF} when it cannot. */
    public int distance(ThoughtwaveState s, int player) {
        size(s);
        return withSupply(s, player, fill(s, player, 0, arrive[player][0]), arrive[player][0]);
    }

    private static int borderDir(ThoughtwaveState s, int player, int which) {
        int edges = s.borderEdges(player);
        int low = Integer.numberOfTrailingZeros(edges);
        return which == 0 ? low : 31 - Integer.numberOfLeadingZeros(edges);
    }

    private int fill(ThoughtwaveState s, int p, int from, int[] arr) {
        int n = squares;
        for (int sq = 0; sq < n; sq++) {
            int t = s.tileAt(sq);
            if (t != 0) {
                pairSet[sq] = PAIRS[t];
                cost[sq] = 0;
            } else {
                pairSet[sq] = SET_PAIRS[s.legalMasks(p, sq)];
                cost[sq] = 1;
            }
        }
        Arrays.fill(arr, INF);
        int start = borderDir(s, p, from);
        int target = borderDir(s, p, 1 - from);
        ZeroOneDeque q = deque;
        q.clear();
        for (int sq = 0; sq < n; sq++) {
            if (s.neighbourSquare(sq, start) < 0) {
                int node = sq * 4 + start;
                arr[node] = 0;
                q.push(node, 1);
            }
        }
        int best = INF;
        while (!q.isEmpty()) {
            int node = q.pop();
            int sq = node >> 2;
            int in = node & 3;
            int v = arr[node];
            int pairs = pairSet[sq] >>> (in * 4) & 15;
            if (pairs == 0 || v >= best) {
                continue;
            }
            int c = cost[sq];
            int nv = v + c;
            for (int o = 0; o < 4; o++) {
                if ((pairs >> o & 1) == 0) {
                    continue;
                }
                int t = s.neighbourSquare(sq, o);
                if (t < 0) {
                    if (o == target && nv < best) {
                        best = nv;
                    }
                    continue;
                }
                int next = t * 4 + ((o + 2) & 3);
                if (nv < arr[next]) {
                    arr[next] = nv;
                    q.push(next, c);
                }
            }
        }
        return best <= pathTiles(s, p) ? best : INF;
    }

    /**
     * The distance given the hand's counts: {@link #fill}'s, which asks only whether some tile of
     * the hand fits each square, plus {@link #SHORT_TILE_COST} for each square of its path that
     * the hand cannot fill as well as the others. {@code arr} must hold the fill from border 0.
     * Beyond the tiles left in the hand it is infinite: against {@code uct} at ten times the time
     * the maximum then drew 1 game of 40 where it had drawn 12 of 40, and a side judged unable to
     * connect is no longer defended against.
     */
    private int withSupply(ThoughtwaveState s, int p, int relaxed, int[] arr) {
        if (relaxed >= INF || relaxed == 0) {
            return relaxed;
        }
        for (int kinds = 0; kinds < 16; kinds++) {
            int have = 0;
            for (int k = 0; k < PATH_KINDS.length; k++) {
                have += (kinds >> k & 1) != 0 ? s.supply(p, PATH_KINDS[k]) : 0;
            }
            held[kinds] = have;
        }
        int d = relaxed + SHORT_TILE_COST * tilesShort(s, p, arr, borderDir(s, p, 0), borderDir(s, p, 1), relaxed);
        return d <= pathTiles(s, p) ? d : INF;
    }

    /** Tiles a detour is reckoned to cost for each square of the path the hand has no tile left for. */
    private static final int SHORT_TILE_COST = 2;

    /** Masks (bit m - 1) with waves on both edges i and o: [i * 4 + o]. */
    private static final int[] WITH_PAIR = new int[16];
    /** Kinds (bit = Tile ordinal) among the masks of a mask set. */
    private static final byte[] KINDS_OF_SET = new byte[1 << 15];

    static {
        for (int m = 1; m < 16; m++) {
            for (int pairs = PAIRS[m]; pairs != 0; pairs &= pairs - 1) {
                WITH_PAIR[Integer.numberOfTrailingZeros(pairs)] |= 1 << (m - 1);
            }
        }
        for (int set = 1; set < KINDS_OF_SET.length; set++) {
            int low = Integer.numberOfTrailingZeros(set);
            KINDS_OF_SET[set] = (byte) (KINDS_OF_SET[set & (set - 1)] | 1 << Tile.of(low + 1).ordinal());
        }
    }

    private final int[] kindSets = new int[16];
    /** The hand's path tiles of each set of kinds (bits by ordinal), for the side being measured. */
    private final int[] held = new int[16];

    /**
     * How many empty squares of a shortest path the hand cannot fill at once: each square needs a
     * kind that carries the path's two edges and fits its neighbours (a square between four waves
     * takes only a Cross), and no tile serves two squares. Paths are walked back from each square
     * that ends one at the target border, choosing at each square the way in whose kinds the hand
     * holds most of; the least shortfall of these paths counts (Hall's condition over the kinds).
     */
    private int tilesShort(ThoughtwaveState s, int p, int[] arr, int start, int target, int best) {
        int least = INF;
        for (int c = 0; c < squares && least > 0; c++) {
            if (s.neighbourSquare(c, target) >= 0) {
                continue;
            }
            for (int i = 0; i < 4; i++) {
                int v = arr[c * 4 + i];
                if (v < INF && (pairSet[c] >>> (i * 4) >> target & 1) != 0 && v + cost[c] == best) {
                    least = Math.min(least, shortfall(s, p, arr, start, c, i, target));
                    break;
                }
            }
        }
        return least == INF ? 0 : least;
    }

    /** The shortfall of the path that leaves square {@code sq}, entered by edge {@code in}, through edge {@code out}. */
    private int shortfall(ThoughtwaveState s, int p, int[] arr, int start, int sq, int in, int out) {
        Arrays.fill(kindSets, 0);
        for (int steps = 0; steps < 4 * squares; steps++) {
            int v = arr[sq * 4 + in];
            if (cost[sq] != 0) {
                kindSets[KINDS_OF_SET[s.legalMasks(p, sq) & WITH_PAIR[in * 4 + out]]]++;
            }
            int t = s.neighbourSquare(sq, in);
            if (t < 0) {
                if (v == 0 && in == start) {
                    break;
                }
                return INF; // lost the way: no judgement
            }
            int left = (in + 2) & 3;
            int prevIn = -1;
            int plenty = -1;
            for (int i = 0; i < 4; i++) {
                int pv = arr[t * 4 + i];
                if (pv < INF && (pairSet[t] >>> (i * 4) >> left & 1) != 0 && pv + cost[t] == v) {
                    int h = cost[t] == 0 ? Integer.MAX_VALUE : held[KINDS_OF_SET[s.legalMasks(p, t) & WITH_PAIR[i * 4 + left]]];
                    if (h > plenty) {
                        plenty = h;
                        prevIn = i;
                    }
                }
            }
            if (prevIn < 0) {
                return INF;
            }
            sq = t;
            in = prevIn;
            out = left;
        }
        // Squares whose kinds all lie within each set of kinds (sum over subsets), against the tiles of those kinds.
        for (int bit = 1; bit < 16; bit <<= 1) {
            for (int kinds = 1; kinds < 16; kinds++) {
                if ((kinds & bit) != 0) {
                    kindSets[kinds] += kindSets[kinds ^ bit];
                }
            }
        }
        int shortBy = 0;
        for (int kinds = 1; kinds < 16; kinds++) {
            shortBy = Math.max(shortBy, kindSets[kinds] - held[kinds]);
        }
        return shortBy;
    }

    /** The kinds a path square can take, by ordinal (a Terminator carries no wave through). */
    private static final Tile[] PATH_KINDS = {Tile.CROSS, Tile.T, Tile.STRAIGHT, Tile.BEND};

    /** Tiles in hand that can carry a wave through a square (all but Terminators). */
    private static int pathTiles(ThoughtwaveState s, int p) {
        return s.tilesLeft(p) - s.supply(p, Tile.TERMINATOR);
    }

    /** Least cost of a path of player p's arrival maps through square sq using mask m ({@code extra} the tile's own cost). */
    private static int through(int[] a, int[] b, int sq, int m, int extra) {
        int best = INF;
        for (int pairs = PAIRS[m]; pairs != 0; pairs &= pairs - 1) {
            int bit = Integer.numberOfTrailingZeros(pairs);
            int i = bit >> 2;
            int o = bit & 3;
            int v = a[sq * 4 + i] + b[sq * 4 + o];
            if (v < best) {
                best = v;
            }
        }
        return best >= INF ? INF : best + extra;
    }

    // ---------------------------------------------------------------- evaluation

    @Override
    public double evaluate(State state) {
        ThoughtwaveState s = (ThoughtwaveState) state;
        if (s.isTerminal()) {
            return s.returns()[0];
        }
        size(s);
        int r0 = fill(s, 0, 0, arrive[0][0]);
        int r1 = fill(s, 1, 0, arrive[1][0]);
        int d0 = withSupply(s, 0, r0, arrive[0][0]);
        int d1 = withSupply(s, 1, r1, arrive[1][0]);
        double flex = 0;
        if (d0 < INF && d1 < INF) {
            fill(s, 0, 1, arrive[0][1]);
            fill(s, 1, 1, arrive[1][1]);
            flex = FLEX * (flexibility(s, 0, r0) - flexibility(s, 1, r1));
        }
        return value(d0, d1, s.playerToMove(), s.mustPass(), flex);
    }

    /**
     * Weight of the difference in flexibility, added to the evaluation's argument where a tile of
     * distance counts 0.35 (0.3: levels 2 to 5 each beat the one below in 62 to 68 % of their
     * games, where with distances alone levels 3 and 4 drew most of theirs and scored 61 and 58 %).
     */
    private static final double FLEX = 0.3;

    /**
     * How hard a side's shortest paths are to cut: the empty squares on one of them per tile
     * still needed, on a log scale (one narrow path is blocked by one tile, a broad front is not).
     */
    private double flexibility(ThoughtwaveState s, int p, int d) {
        int[] a = arrive[p][0];
        int[] b = arrive[p][1];
        int on = 0;
        for (int sq = 0; sq < squares; sq++) {
            if (s.tileAt(sq) == 0 && through(a, b, sq, 15, 1) <= d) {
                on++;
            }
        }
        return Math.log(1 + on / (double) Math.max(1, d));
    }

    /** The value by distances alone. */
    static double value(int d0, int d1, int toMove, boolean moverPasses) {
        return value(d0, d1, toMove, moverPasses, 0);
    }

    /** The value by distances, a side to move one tile short winning; {@code flex} weighs in at equal footing. */
    static double value(int d0, int d1, int toMove, boolean moverPasses, double flex) {
        if (d0 >= INF && d1 >= INF) {
            return 0;
        }
        if (!moverPasses) {
            int dm = toMove == 0 ? d0 : d1;
            if (dm <= 1) {
                return toMove == 0 ? 0.95 : -0.95;
            }
        }
        if (d1 >= INF) {
            return 0.8;
        }
        if (d0 >= INF) {
            return -0.8;
        }
        double diff = d1 - d0 + (moverPasses ? 0 : toMove == 0 ? 0.5 : -0.5);
        return Math.tanh(0.35 * diff + flex);
    }

    // ---------------------------------------------------------------- priors

    /**
     * Priors. The best few placements are tried on {@code state} itself (apply, measure, undo),
     * which leaves it as it was.
     */
    @Override
    public boolean priors(State state, int[] legal, int n, double[] out) {
        ThoughtwaveState s = (ThoughtwaveState) state;
        if (s.isTerminal() || n == 0) {
            return false;
        }
        size(s);
        ThoughtwaveActions act = s.game().actions();
        int me = s.playerToMove();
        int op = 1 - me;
        int dc = fill(s, me, 0, arrive[me][0]);
        fill(s, me, 1, arrive[me][1]);
        int dO = fill(s, op, 0, arrive[op][0]);
        fill(s, op, 1, arrive[op][1]);
        int[] ac = arrive[me][0];
        int[] bc = arrive[me][1];
        int[] ao = arrive[op][0];
        int[] bo = arrive[op][1];
        // Facing a win in one: only tiles on or next to the opponent's winning squares can save us.
        boolean threatened = dO <= 1 && dc > 1;
        if (threatened) {
            Arrays.fill(critical, false);
            for (int sq = 0; sq < squares; sq++) {
                if (s.tileAt(sq) == 0 && through(ao, bo, sq, 15, 1) <= 1) {
                    critical[sq] = true;
                    for (int d = 0; d < 4; d++) {
                        int t = s.neighbourSquare(sq, d);
                        if (t >= 0) {
                            critical[t] = true;
                        }
                    }
                }
            }
        }
        int found = 0;
        for (int i = 0; i < n; i++) {
            int a = legal[i];
            double w;
            if (act.isPlace(a)) {
                int sq = act.square(a);
                int m = act.mask(a);
                w = 0.2;
                int own = through(ac, bc, sq, m, 1);
                if (own < INF) {
                    w += 3 * Math.exp(-0.9 * (own - dc));
                }
                if (dO < INF) {
                    int oppHere = through(ao, bo, sq, 15, 1); // their best path over this square, any tile
                    int oppWith = through(ao, bo, sq, m, 0); // their best path using our tile
                    if (oppWith < dO) {
                        w *= 0.1; // it lends them a wave
                    } else if (oppHere < INF && oppWith > oppHere - 1) {
                        // We occupy a square of their path with a tile that does not carry it.
                        double urgency = dO <= dc ? 1.5 : 0.8;
                        w += 3 * urgency * Math.exp(-0.9 * (oppHere - dO));
                    }
                }
                if (Integer.bitCount(m) == 1) {
                    // The Terminator: kept for a block when the opponent is close.
                    w *= dO <= Math.min(dc, 3) ? 1 : 0.1;
                }
                if (!threatened) {
                    found = insert(found, i, w);
                } else if (critical[sq]) {
                    out[i] = refineOne(s, a, w, me);
                    continue;
                } else {
                    w *= 0.001;
                }
            } else if (a == act.swap) {
                w = 0.5;
            } else if (act.isTake(a)) {
                int kind = a - act.take;
                w = TAKE_WEIGHT[kind];
            } else if (a == act.pass) {
                w = 1;
            } else {
                w = 0.001; // penalty attempts: never on purpose
            }
            out[i] = w;
        }
        refine(s, legal, out, found, me);
        return true;
    }

    /** Keeps the REFINE best placements by first score, sorted descending. */
    private int insert(int found, int i, double w) {
        if (found == REFINE && w <= candScore[REFINE - 1]) {
            return found;
        }
        int k = found < REFINE ? found++ : REFINE - 1;
        while (k > 0 && candScore[k - 1] < w) {
            candScore[k] = candScore[k - 1];
            candIndex[k] = candIndex[k - 1];
            k--;
        }
        candScore[k] = w;
        candIndex[k] = i;
        return found;
    }

    /**
     * Plays the best candidates and measures both distances again: a win first, a move that
     * leaves the opponent a win in one last, otherwise by the value of the position reached.
     */
    private void refine(ThoughtwaveState s, int[] legal, double[] out, int found, int me) {
        for (int k = 0; k < found; k++) {
            int i = candIndex[k];
            out[i] = refineOne(s, legal[i], out[i], me);
        }
    }

    private double refineOne(ThoughtwaveState s, int action, double first, int me) {
        s.apply(action);
        double w;
        if (s.isTerminal()) {
            double r = s.returns()[me];
            w = r > 0 ? 1e4 : r < 0 ? 1e-4 : first;
        } else {
            int d0 = distance(s, 0);
            int d1 = distance(s, 1);
            double v = value(d0, d1, s.playerToMove(), s.mustPass());
            double mine = me == 0 ? v : -v;
            w = Math.exp(4 * mine) * (1 + 0.2 * first);
        }
        s.undo();
        return w;
    }

    // ---------------------------------------------------------------- playouts

    @Override
    public int playoutAction(State state, SplittableRandom rng) {
        ThoughtwaveState s = (ThoughtwaveState) state;
        if (s.mustPass() || s.handicapPicksLeft() > 0 || rng.nextInt(3) == 0) {
            return s.randomLegalAction(rng);
        }
        int p = s.playerToMove();
        int along = s.borderEdges(p);
        int empties = s.emptySquareCount();
        ThoughtwaveActions act = s.game().actions();
        // A few random empty squares next to a tile: the mask that runs most along one's own direction.
        for (int tries = 0; tries < 6; tries++) {
            int sq = s.emptySquare(rng.nextInt(empties));
            int set = s.legalMasks(p, sq);
            if (set == 0) {
                continue;
            }
            boolean touches = false;
            for (int d = 0; d < 4 && !touches; d++) {
                int t = s.neighbourSquare(sq, d);
                touches = t >= 0 && s.tileAt(t) != 0;
            }
            if (!touches && tries < 5) {
                continue;
            }
            int best = -1;
            int bestScore = -1;
            int start = rng.nextInt(15);
            for (int j = 0; j < 15; j++) {
                int m = (start + j) % 15 + 1;
                if ((set >> (m - 1) & 1) == 0) {
                    continue;
                }
                int score = Integer.bitCount(m) == 1 ? 0 : 2 * Integer.bitCount(m & along) + (Integer.bitCount(m) == 2 ? 1 : 0);
                if (score > bestScore) {
                    bestScore = score;
                    best = m;
                }
            }
            return act.place(sq, best);
        }
        return s.randomLegalAction(rng);
    }
}
