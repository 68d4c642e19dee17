package org.ludotheque.engine.thoughtwave;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.ludotheque.engine.BaseState;
import org.ludotheque.engine.Outcome;

/**
 * A Thoughtwave position and the whole of its rules.
 *
 * <p>Every action is a turn of its own: a placement, a forced {@code pass}, the pie rule's
 * {@code swap}, a handicap {@code take}, or (penalty mode) an illegal attempt. The board keeps,
 * for every empty square, a <em>constraint</em> byte {@code fixed << 4 | required}: the edges
 * that touch a tile, and which of those must carry a wave. The masks that may go on a square are
 * then {@code LEGAL[constraint]}, one table lookup; the number of legal placements of each
 * player is kept up to date as constraints change. Waves are joined by an undoable union-find
 * (union by size, no path compression) over the squares; each network's root carries four border
 * flags, the virtual border nodes, which a tile sets only when a wave leaves it through that
 * border edge. Apply and
 * undo do not allocate: each action writes a fixed-size undo frame.
 */
public final class ThoughtwaveState extends BaseState {

    static final int RED = 0;
    static final int BLACK = 1;

    private static final int ONGOING = 0;
    private static final int CONNECTS = 1;
    private static final int CONNECTS_BY_OTHER = 2;
    private static final int DRAW = 3;

    /** Set of masks (bit {@code m - 1}) allowed by a constraint {@code fixed << 4 | required}. */
    private static final short[] LEGAL = new short[256];
    /** Masks (bit {@code m - 1}) of the tile kinds in a 5-bit set of kinds (bit = ordinal). */
    private static final short[] KIND_MASKS = new short[32];
    /** {@code COUNT[kinds * 256 + constraint]}: legal masks of a square for a player holding those kinds. */
    private static final byte[] COUNT = new byte[32 * 256];
    /**
     * Per constraint, the legal masks of each kind, 12 bits per kind (kind k at bit 12 k). Legal
     * placements depend on the player only through the kinds in hand, so one packed sum over the
     * empty squares serves both players; a field never exceeds 4 masks x 676 squares.
     */
    private static final long[] KIND_COUNTS = new long[256];
    private static final int[] KIND_OF = new int[16];

    static {
        for (int c = 0; c < 256; c++) {
            int fixed = c >> 4;
            int req = c & 15;
            int set = 0;
            for (int m = 1; m < 16; m++) {
                if ((m & fixed) == req) {
                    set |= 1 << (m - 1);
                }
            }
            LEGAL[c] = (short) set;
        }
        for (int m = 1; m < 16; m++) {
            KIND_OF[m] = Tile.of(m).ordinal();
        }
        for (int kinds = 0; kinds < 32; kinds++) {
            int set = 0;
            for (int m = 1; m < 16; m++) {
                if ((kinds & (1 << KIND_OF[m])) != 0) {
                    set |= 1 << (m - 1);
                }
            }
            KIND_MASKS[kinds] = (short) set;
            for (int c = 0; c < 256; c++) {
                COUNT[kinds * 256 + c] = (byte) Integer.bitCount(LEGAL[c] & set);
            }
        }
        for (int c = 0; c < 256; c++) {
            long packed = 0;
            for (int k = 0; k < 5; k++) {
                packed |= (long) Integer.bitCount(LEGAL[c] & KIND_MASKS[1 << k]) << (12 * k);
            }
            KIND_COUNTS[c] = packed;
        }
    }

    /** Undo frame: one per action, at {@code FRAME * ply} (see {@link #doApply}). */
    private static final int FRAME = 4;

    private final ThoughtwaveGame game;
    private final ThoughtwaveRules rules;
    private final ThoughtwaveActions act;
    private final int squares;
    private final int[] nb;

    /** Wave mask per square, 0 when empty. */
    private final byte[] tile;
    /** Constraint per empty square: {@code fixed << 4 | required}. */
    private final int[] cons;
    /** Empty squares as a swap-remove list. */
    private final int[] empty;
    private final int[] emptyPos;
    private int emptyCount;
    /** Tiles in hand: {@code supply[player * 5 + kind]}. */
    private final int[] supply;
    /** Per player: kinds in hand (5-bit set), the masks they give, and those masks as a list. */
    private final int[] kinds = new int[2];
    private final int[] handMasks = new int[2];
    private final int[][] handList = new int[2][15];
    private final int[] handLen = new int[2];
    /** Legal placements of each kind on the board, packed as in {@link #KIND_COUNTS}. */
    private long kindCounts;
    /** Per player: legal placements now (ignoring whose turn it is and lost turns), from {@link #kindCounts}. */
    private final int[] legalCount = new int[2];

    /**
     * Wave networks: a union-find over the squares (one node per tile, since every tile's waves
     * are joined) with union by size and no path compression, so that a log undoes it. Each root
     * carries the borders its network leaves through, as four flags (N, E, S, W bits): virtual
     * border nodes that, unlike shared nodes, never join two networks through a border.
     */
    private final int[] parent;
    private final int[] treeSize;
    private final byte[] borders;
    private final int[] ufLog;
    private int ufLogSize;

    private int toMove;
    private int turn;
    private int status;
    private int winner = -1;
    private boolean swapOffered;
    /** Bit p: player p must pass their next turn (penalty, lost turns "also-next"). */
    private int lostTurn;
    private int picksLeft;
    private long boardHash;
    private long supplyHash;

    private int[] frames;

    ThoughtwaveState(ThoughtwaveGame game) {
        super(game.maxGameLength() + 1);
        this.game = game;
        this.rules = game.rules;
        this.act = game.actions;
        this.squares = game.squares;
        this.nb = game.neighbour;
        tile = new byte[squares];
        cons = new int[squares];
        empty = new int[squares];
        emptyPos = new int[squares];
        for (int s = 0; s < squares; s++) {
            empty[s] = s;
            emptyPos[s] = s;
        }
        emptyCount = squares;
        supply = new int[10];
        for (int p = 0; p < 2; p++) {
            int[] c = rules.supply(p).counts();
            for (int k = 0; k < 5; k++) {
                supply[p * 5 + k] = c[k];
                supplyHash ^= supplyKey(p, k);
            }
            refreshHand(p);
        }
        kindCounts = squares * KIND_COUNTS[0];
        refreshCounts();
        parent = new int[squares];
        treeSize = new int[squares];
        borders = new byte[squares];
        for (int i = 0; i < squares; i++) {
            parent[i] = i;
            treeSize[i] = 1;
        }
        // Every union joins two networks: fewer than squares of them in a game.
        ufLog = new int[3 * squares];
        picksLeft = rules.handicap();
        toMove = picksLeft > 0 ? rules.handicapReceiver() : rules.firstPlayer();
        frames = new int[FRAME * (game.maxGameLength() + 1)];
        drawTest();
    }

    private ThoughtwaveState(ThoughtwaveState o) {
        super(o);
        game = o.game;
        rules = o.rules;
        act = o.act;
        squares = o.squares;
        nb = o.nb;
        tile = o.tile.clone();
        cons = o.cons.clone();
        empty = o.empty.clone();
        emptyPos = o.emptyPos.clone();
        emptyCount = o.emptyCount;
        supply = o.supply.clone();
        for (int p = 0; p < 2; p++) {
            kinds[p] = o.kinds[p];
            handMasks[p] = o.handMasks[p];
            System.arraycopy(o.handList[p], 0, handList[p], 0, 15);
            handLen[p] = o.handLen[p];
            legalCount[p] = o.legalCount[p];
        }
        kindCounts = o.kindCounts;
        parent = o.parent.clone();
        treeSize = o.treeSize.clone();
        borders = o.borders.clone();
        ufLog = o.ufLog.clone();
        ufLogSize = o.ufLogSize;
        toMove = o.toMove;
        turn = o.turn;
        status = o.status;
        winner = o.winner;
        swapOffered = o.swapOffered;
        lostTurn = o.lostTurn;
        picksLeft = o.picksLeft;
        boardHash = o.boardHash;
        supplyHash = o.supplyHash;
        frames = o.frames.clone();
    }

    @Override
    public ThoughtwaveGame game() {
        return game;
    }

    @Override
    public ThoughtwaveState copy() {
        return new ThoughtwaveState(this);
    }

    // ---------------------------------------------------------------- queries

    /** Wave mask of the tile on a square (0-based file West to East, rank South to North), 0 when empty. */
    public int maskAt(int file, int rank) {
        return tile[game.square(file, rank)];
    }

    /** Tiles of a kind in a player's hand. */
    public int supply(int player, Tile kind) {
        return supply[player * 5 + kind.ordinal()];
    }

    /** A player's hand as a supply ({@code X2 T6 I5 L10 D1}). */
    public Supply supplyOf(int player) {
        return Supply.of(Arrays.copyOfRange(supply, player * 5, player * 5 + 5));
    }

    /** Distinct legal placements (square and orientation) {@code player} would have now, whoever is to move. */
    public int placementCount(int player) {
        return legalCount[player];
    }

    /** Whether a wave network joins the two borders of {@code player}. */
    public boolean connected(int player) {
        int want = game.borderPairs[player];
        for (int s = 0; s < squares; s++) {
            if (tile[s] != 0 && parent[s] == s && (borders[s] & want) == want) {
                return true;
            }
        }
        return false;
    }

    /** Wave mask of the tile on a square ({@code rank * size + file}), 0 when empty. */
    public int tileAt(int square) {
        return tile[square];
    }

    /**
     * The masks {@code player} may place on {@code square} now, as a set (bit {@code m - 1} for
     * mask m): those that match the neighbours, of kinds in the player's hand. 0 when occupied.
     */
    public int legalMasks(int player, int square) {
        return tile[square] != 0 ? 0 : LEGAL[cons[square]] & handMasks[player];
    }

    /** The masks that match the neighbours of an empty {@code square}, whatever the hands (0 when occupied). */
    public int matchingMasks(int square) {
        return tile[square] != 0 ? 0 : LEGAL[cons[square]];
    }

    /** The border edges {@code player} joins, as edge bits ({@link Tile#N} .. {@link Tile#W}). */
    public int borderEdges(int player) {
        return game.borderPairs[player];
    }

    /** The neighbour square across edge {@code dir} (0 N, 1 E, 2 S, 3 W), or -1 at the border. */
    public int neighbourSquare(int square, int dir) {
        return nb[4 * square + dir];
    }

    /** Empty squares, in no particular order. */
    public int emptySquareCount() {
        return emptyCount;
    }

    public int emptySquare(int i) {
        return empty[i];
    }

    /** The tiles left in {@code player}'s hand, all kinds together. */
    public int tilesLeft(int player) {
        int t = 0;
        for (int k = 0; k < 5; k++) {
            t += supply[player * 5 + k];
        }
        return t;
    }

    /** Whether the player to move has nothing to do but pass (no legal placement, or a turn lost to a penalty). */
    public boolean mustPass() {
        return status == ONGOING && picksLeft == 0 && mustPass(toMove);
    }

    private boolean mustPass(int p) {
        return legalCount[p] == 0 || (lostTurn & (1 << p)) != 0;
    }

    /** Whether {@code player} will miss their next turn for an illegal attempt (penalty, lost turns "also-next"). */
    public boolean losesNextTurn(int player) {
        return (lostTurn & (1 << player)) != 0;
    }

    /** Whether the pie rule's swap is on offer now. */
    public boolean swapOffered() {
        return swapOffered && status == ONGOING;
    }

    /** Handicap tiles the receiver still has to take before the first tile is placed. */
    public int handicapPicksLeft() {
        return picksLeft;
    }

    /** The player to move even after the end (the one who would move next). */
    public int playerToMove() {
        return toMove;
    }

    @Override
    protected int rulesCurrentPlayer() {
        return status == ONGOING ? toMove : TERMINAL;
    }

    @Override
    protected Outcome rulesOutcome() {
        switch (status) {
            case CONNECTS:
                return new Outcome(Outcome.Result.win(winner), capitalised(game.playerName(winner)) + " connects");
            case CONNECTS_BY_OTHER:
                return new Outcome(Outcome.Result.win(winner), capitalised(game.playerName(winner))
                        + " connects with " + capitalised(game.playerName(1 - winner)) + "'s tile");
            case DRAW:
                return new Outcome(Outcome.Result.DRAW, "neither player can place");
            default:
                return Outcome.UNFINISHED;
        }
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public long hash() {
        long h = boardHash ^ supplyHash ^ game.picksLeftKeys[picksLeft];
        if (toMove == BLACK) h ^= game.blackToMoveKey;
        if (swapOffered) h ^= game.swapOfferedKey;
        if ((lostTurn & 1) != 0) h ^= game.lostTurnKeys[0];
        if ((lostTurn & 2) != 0) h ^= game.lostTurnKeys[1];
        return h;
    }

    private long supplyKey(int p, int k) {
        return game.supplyKeys[(p * 5 + k) * game.supplyStride + supply[p * 5 + k]];
    }

    // ---------------------------------------------------------------- legality

    private boolean placeable(int p, int square, int mask) {
        return tile[square] == 0 && (LEGAL[cons[square]] & handMasks[p] & (1 << (mask - 1))) != 0;
    }

    private boolean attemptable(int p, int square, int mask) {
        int bit = 1 << (mask - 1);
        return tile[square] == 0 && (handMasks[p] & bit) != 0 && (LEGAL[cons[square]] & bit) == 0;
    }

    /** The swap (pie rule) exchanges the players' colours, as TwixT's swap by sides. */
    @Override
    public boolean exchangesSeats(int a) {
        return a == act.swap;
    }

    @Override
    public boolean isLegal(int a) {
        if (status != ONGOING || a < 0 || a >= act.size || currentPlayer() == TERMINAL) {
            return false;
        }
        int p = toMove;
        if (picksLeft > 0) {
            return act.isTake(a) && supply[(1 - p) * 5 + a - act.take] > 0;
        }
        if (a < act.placements) {
            return !mustPass(p) && placeable(p, a / 15, a % 15 + 1);
        }
        if (a == act.pass) {
            return mustPass(p);
        }
        if (a == act.swap) {
            return swapOffered && !mustPass(p);
        }
        if (act.isTake(a)) {
            return false;
        }
        int i = a - act.illegal;
        return !mustPass(p) && attemptable(p, i / 15, i % 15 + 1);
    }

    @Override
    protected String whyIllegalLive(int a) {
        int p = toMove;
        String player = capitalised(game.playerName(p));
        String other = capitalised(game.playerName(1 - p));
        if (picksLeft > 0) {
            if (act.isTake(a)) {
                return other + " has no " + Tile.values()[a - act.take].word() + " to hand over";
            }
            return player + " first takes " + picksLeft + " more handicap tile" + (picksLeft > 1 ? "s" : "")
                    + " from " + other + "'s supply (take X, T, I, L or D)";
        }
        if (act.isTake(a)) {
            return "handicap tiles are taken only before the first tile"
                    + (rules.handicap() == 0 ? ", and this game has no handicap" : "");
        }
        if (a == act.pass) {
            return player + " can place a tile, and passing is only forced";
        }
        if ((lostTurn & (1 << p)) != 0) {
            return player + " misses this turn for an illegal placement and must pass";
        }
        if (legalCount[p] == 0) {
            return player + (handLen[p] == 0 ? " has no tile left" : " has no legal placement") + " and must pass";
        }
        if (a == act.swap) {
            return rules.swap() ? "the swap is offered only to the second player, right after the first tile"
                    : "this game has no swap (option swap)";
        }
        boolean attempt = act.isAttempt(a);
        int square = act.square(a);
        int mask = act.mask(a);
        String name = game.squareName(square);
        if (tile[square] != 0) {
            return name + " is occupied";
        }
        Tile kind = Tile.of(mask);
        if (supply[p * 5 + kind.ordinal()] == 0) {
            return player + " has no " + kind.word() + " left";
        }
        if (attempt) {
            return name + ":" + Tile.edges(mask) + " is a legal placement, not an illegal attempt";
        }
        String clash = clash(square, mask);
        return rules.penalty() ? clash + " (in penalty mode, illegal(" + name + ":" + Tile.edges(mask)
                + ") makes the attempt and takes the penalty)" : clash;
    }

    /** The first edge of {@code mask} on {@code square} that does not match its neighbour, in words. */
    String clash(int square, int mask) {
        int c = cons[square];
        for (int d = 0; d < 4; d++) {
            int bit = 1 << d;
            if ((c & (bit << 4)) != 0 && ((mask & bit) != 0) != ((c & bit) != 0)) {
                String here = game.squareName(square) + " " + Tile.EDGE_NAMES[d] + " edge";
                String there = game.squareName(nb[4 * square + d]);
                String facing = Tile.EDGE_NAMES[(d + 2) & 3];
                return (mask & bit) != 0 ? here + " has a wave but " + there + " is blank on its " + facing + " edge"
                        : here + " is blank but " + there + " has a wave on its " + facing + " edge";
            }
        }
        return game.squareName(square) + ":" + Tile.edges(mask) + " matches every neighbour";
    }

    @Override
    public int legalActionCount() {
        if (currentPlayer() == TERMINAL) {
            return 0;
        }
        int p = toMove;
        if (picksLeft > 0) {
            return Integer.bitCount(kinds[1 - p]);
        }
        if (mustPass(p)) {
            return 1;
        }
        int n = legalCount[p] + (swapOffered ? 1 : 0);
        return rules.penalty() ? n + emptyCount * handLen[p] - legalCount[p] : n;
    }

    /** Distinct legal square-and-orientation placements: 0 when the player must pass; the kinds on offer while taking a handicap. */
    @Override
    public int legalMoveCount() {
        if (currentPlayer() == TERMINAL) {
            return 0;
        }
        if (picksLeft > 0) {
            return Integer.bitCount(kinds[1 - toMove]);
        }
        return mustPass(toMove) ? 0 : legalCount[toMove];
    }

    @Override
    public int[] legalActions() {
        int[] out = new int[legalActionCount()];
        if (out.length == 0) {
            return out;
        }
        int p = toMove;
        int k = 0;
        if (picksLeft > 0) {
            for (int kind = 0; kind < 5; kind++) {
                if ((kinds[1 - p] & (1 << kind)) != 0) {
                    out[k++] = act.take + kind;
                }
            }
            return out;
        }
        if (mustPass(p)) {
            out[0] = act.pass;
            return out;
        }
        int hand = handMasks[p];
        for (int s = 0; s < squares; s++) {
            if (tile[s] == 0) {
                for (int set = LEGAL[cons[s]] & hand; set != 0; set &= set - 1) {
                    out[k++] = s * 15 + Integer.numberOfTrailingZeros(set);
                }
            }
        }
        if (swapOffered) {
            out[k++] = act.swap;
        }
        if (rules.penalty()) {
            for (int s = 0; s < squares; s++) {
                if (tile[s] == 0) {
                    for (int set = ~LEGAL[cons[s]] & hand; set != 0; set &= set - 1) {
                        out[k++] = act.illegal + s * 15 + Integer.numberOfTrailingZeros(set);
                    }
                }
            }
        }
        return out;
    }

    @Override
    public int randomLegalAction(SplittableRandom rng) {
        if (currentPlayer() == TERMINAL) {
            throw new IllegalStateException("the game is over: " + outcome());
        }
        int p = toMove;
        if (picksLeft > 0) {
            int set = kinds[1 - p];
            for (int i = rng.nextInt(Integer.bitCount(set)); i > 0; i--) {
                set &= set - 1;
            }
            return act.take + Integer.numberOfTrailingZeros(set);
        }
        if (mustPass(p)) {
            return act.pass;
        }
        int hand = handLen[p];
        if (rules.penalty()) {
            // Every (empty square, mask in hand) pair is an action: a placement or an attempt.
            int pairs = emptyCount * hand;
            int r = rng.nextInt(pairs + (swapOffered ? 1 : 0));
            if (r == pairs) {
                return act.swap;
            }
            int s = empty[r / hand];
            int m = handList[p][r % hand];
            return (LEGAL[cons[s]] & (1 << (m - 1))) != 0 ? s * 15 + m - 1 : act.illegal + s * 15 + m - 1;
        }
        int count = legalCount[p];
        if (swapOffered && rng.nextInt(count + 1) == count) {
            return act.swap;
        }
        // Rejection from the uniform (empty square, mask in hand) pairs: uniform over the legal
        // ones. After a run of misses an exact walk takes over; a mixture of uniform draws is uniform.
        int pairs = emptyCount * hand;
        int[] list = handList[p];
        for (int tries = 0; tries < 12; tries++) {
            int r = rng.nextInt(pairs);
            int s = empty[r / hand];
            int m = list[r % hand];
            if ((LEGAL[cons[s]] & (1 << (m - 1))) != 0) {
                return s * 15 + m - 1;
            }
        }
        int r = rng.nextInt(count);
        int handSet = handMasks[p];
        int base = kinds[p] * 256;
        for (int i = 0; ; i++) {
            int s = empty[i];
            int c = COUNT[base + cons[s]];
            if (r < c) {
                int set = LEGAL[cons[s]] & handSet;
                for (; r > 0; r--) {
                    set &= set - 1;
                }
                return s * 15 + Integer.numberOfTrailingZeros(set);
            }
            r -= c;
        }
    }

    // ---------------------------------------------------------------- apply

    @Override
    protected void doApply(int a) {
        // The frame: the small fields packed in one int, the union-find log size with the placed
        // square's position in the empty list, and the legal placement counts.
        int f = FRAME * turn;
        if (f + FRAME > frames.length) {
            // Not reached within maxGameLength(); kept so that a wrong bound cannot corrupt a game.
            frames = Arrays.copyOf(frames, 2 * frames.length);
        }
        int[] fr = frames;
        fr[f] = toMove | status << 1 | (winner + 1) << 3 | (swapOffered ? 1 << 5 : 0) | lostTurn << 6
                | picksLeft << 8 | kinds[0] << 10 | kinds[1] << 15;
        fr[f + 1] = ufLogSize;
        fr[f + 2] = (int) kindCounts;
        fr[f + 3] = (int) (kindCounts >>> 32);
        int p = toMove;
        int next = 1 - p;
        boolean offer = false;
        if (a < act.placements) {
            int s = a / 15;
            int m = a % 15 + 1;
            fr[f + 1] |= emptyPos[s] << 16;
            place(s, m);
            spend(p, KIND_OF[m]);
            // Only the new tile's network changed. The mover first: a tile that completes both
            // waves wins for the player who placed it.
            int reached = borders[find(s)];
            int mine = game.borderPairs[p];
            int theirs = game.borderPairs[1 - p];
            if ((reached & mine) == mine) {
                status = CONNECTS;
                winner = p;
            } else if ((reached & theirs) == theirs) {
                status = CONNECTS_BY_OTHER;
                winner = 1 - p;
            }
            offer = rules.swap() && turn == 0;
        } else if (a == act.pass) {
            lostTurn &= ~(1 << p);
        } else if (a == act.swap) {
            // The players exchange colours; the colour that swapped moves again, now played by the first player.
            next = p;
        } else if (act.isTake(a)) {
            int k = a - act.take;
            spend(1 - p, k);
            gain(p, k);
            picksLeft--;
            next = picksLeft > 0 ? p : rules.firstPlayer();
        } else {
            // Penalty: the tile goes back to the box and the offender's turn is over.
            spend(p, KIND_OF[(a - act.illegal) % 15 + 1]);
            if (rules.alsoNextTurn()) {
                lostTurn |= 1 << p;
            }
        }
        swapOffered = offer;
        toMove = next;
        turn++;
        refreshCounts();
        drawTest();
    }

    /** Each player's legal placements: the counts of the kinds in their hand. */
    private void refreshCounts() {
        long x = kindCounts;
        for (int p = 0; p < 2; p++) {
            int n = 0;
            for (int set = kinds[p]; set != 0; set &= set - 1) {
                n += (int) (x >>> (12 * Integer.numberOfTrailingZeros(set))) & 0xFFF;
            }
            legalCount[p] = n;
        }
    }

    /** Neither player can place: a draw (placements only become fewer). */
    private void drawTest() {
        if (status == ONGOING && picksLeft == 0 && legalCount[0] == 0 && legalCount[1] == 0) {
            status = DRAW;
        }
    }

    private void place(int s, int m) {
        int pos = emptyPos[s];
        int last = empty[--emptyCount];
        empty[pos] = last;
        emptyPos[last] = pos;
        emptyPos[s] = -1;
        long counts = kindCounts - KIND_COUNTS[cons[s]];
        tile[s] = (byte) m;
        boardHash ^= game.tileKeys[16 * s + m];
        borders[s] = (byte) (m & game.borderEdges[s]);
        for (int d = 0; d < 4; d++) {
            int q = nb[4 * s + d];
            int wave = m & (1 << d);
            if (q < 0) {
                continue;
            }
            if (tile[q] != 0) {
                if (wave != 0) {
                    union(s, q);
                }
            } else {
                int od = (d + 2) & 3;
                int old = cons[q];
                int now = old | (16 << od) | (wave != 0 ? 1 << od : 0);
                cons[q] = now;
                counts += KIND_COUNTS[now] - KIND_COUNTS[old];
            }
        }
        kindCounts = counts;
    }

    private void spend(int p, int k) {
        int i = p * 5 + k;
        supplyHash ^= supplyKey(p, k);
        supply[i]--;
        supplyHash ^= supplyKey(p, k);
        if (supply[i] == 0) {
            refreshHand(p);
        }
    }

    private void gain(int p, int k) {
        int i = p * 5 + k;
        supplyHash ^= supplyKey(p, k);
        supply[i]++;
        supplyHash ^= supplyKey(p, k);
        if (supply[i] == 1) {
            refreshHand(p);
        }
    }

    private void refreshHand(int p) {
        int set = 0;
        for (int k = 0; k < 5; k++) {
            if (supply[p * 5 + k] > 0) {
                set |= 1 << k;
            }
        }
        kinds[p] = set;
        handMasks[p] = KIND_MASKS[set];
        int n = 0;
        for (int m = 1; m < 16; m++) {
            if ((set & (1 << KIND_OF[m])) != 0) {
                handList[p][n++] = m;
            }
        }
        handLen[p] = n;
    }

    // ---------------------------------------------------------------- undo

    @Override
    protected void doUndo(int a) {
        turn--;
        int f = FRAME * turn;
        int[] fr = frames;
        int packed = fr[f];
        int p = packed & 1;
        if (a < act.placements) {
            int s = a / 15;
            int m = a % 15 + 1;
            restock(p, KIND_OF[m], 1);
            unplace(s, m, fr[f + 1] >>> 16);
        } else if (act.isTake(a)) {
            int k = a - act.take;
            restock(p, k, -1);
            restock(1 - p, k, 1);
        } else if (act.isAttempt(a)) {
            restock(p, KIND_OF[(a - act.illegal) % 15 + 1], 1);
        }
        toMove = p;
        status = packed >> 1 & 3;
        winner = (packed >> 3 & 3) - 1;
        swapOffered = (packed & 1 << 5) != 0;
        lostTurn = packed >> 6 & 3;
        picksLeft = packed >> 8 & 3;
        kindCounts = fr[f + 2] & 0xFFFF_FFFFL | (long) fr[f + 3] << 32;
        int mark = fr[f + 1] & 0xFFFF;
        while (ufLogSize > mark) {
            int old = ufLog[--ufLogSize];
            int root = ufLog[--ufLogSize];
            int child = ufLog[--ufLogSize];
            parent[child] = child;
            treeSize[root] -= treeSize[child];
            borders[root] = (byte) old;
        }
        if ((packed >> 10 & 31) != kinds[0]) {
            refreshHand(0);
        }
        if ((packed >> 15 & 31) != kinds[1]) {
            refreshHand(1);
        }
        refreshCounts();
    }

    private void restock(int p, int k, int delta) {
        supplyHash ^= supplyKey(p, k);
        supply[p * 5 + k] += delta;
        supplyHash ^= supplyKey(p, k);
    }

    private void unplace(int s, int m, int pos) {
        for (int d = 0; d < 4; d++) {
            int q = nb[4 * s + d];
            if (q >= 0 && tile[q] == 0) {
                cons[q] &= ~(17 << ((d + 2) & 3));
            }
        }
        tile[s] = 0;
        boardHash ^= game.tileKeys[16 * s + m];
        int moved = empty[pos];
        empty[emptyCount] = moved;
        emptyPos[moved] = emptyCount;
        emptyCount++;
        empty[pos] = s;
        emptyPos[s] = pos;
    }

    // ---------------------------------------------------------------- union-find

    private int find(int x) {
        while (parent[x] != x) {
            x = parent[x];
        }
        return x;
    }

    private void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return;
        }
        if (treeSize[ra] < treeSize[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        parent[rb] = ra;
        treeSize[ra] += treeSize[rb];
        ufLog[ufLogSize++] = rb;
        ufLog[ufLogSize++] = ra;
        ufLog[ufLogSize++] = borders[ra];
        borders[ra] |= borders[rb];
    }

    /** Whether the tiles on two squares are on one wave network. */
    boolean joined(int a, int b) {
        return tile[a] != 0 && tile[b] != 0 && find(a) == find(b);
    }

    /** The borders (bits N 1, E 2, S 4, W 8) that the network of the tile on {@code square} leaves through. */
    int bordersReached(int square) {
        return tile[square] == 0 ? 0 : borders[find(square)];
    }

    // ---------------------------------------------------------------- text

    @Override
    public String actionToString(int action) {
        return ThoughtwaveNotation.actionText(this, action);
    }

    @Override
    public int parseAction(String text) {
        return ThoughtwaveNotation.parseAction(this, text);
    }

    @Override
    public String toString() {
        return ThoughtwaveNotation.diagram(this);
    }
}
