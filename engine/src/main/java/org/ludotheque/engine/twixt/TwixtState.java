package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.ludotheque.engine.BaseState;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Outcome;

/**
 * A TwixT position and the whole of its rules. Red (player 0) joins the top and bottom rows,
 * Black (player 1) the left and right columns.
 *
 * <p>A turn: optional link removals (and, under the supply rule, lifting a peg or a link), one
 * peg, then links: all possible ones at once under automatic linking, or chosen one by one and
 * closed by {@code end} under manual linking. Win detection is a union-find per colour with two
 * virtual border nodes; the "can still connect" test keeps a witness path per colour and searches
 * again only when a move touches it. Apply and undo keep an undo record and do not allocate,
 * except where a removal or a swap must snapshot a union-find.
 */
public final class TwixtState extends BaseState {

    static final int RED = 0;
    static final int BLACK = 1;

    private static final int PHASE_PLACE = 0;
    private static final int PHASE_LINK = 1;

    private static final int ONGOING = 0;
    private static final int RED_CONNECTS = 1;
    private static final int BLACK_CONNECTS = 2;
    private static final int DRAW_BLOCKED = 3;
    private static final int DRAW_NO_MOVE = 4;
    private static final int DRAW_TURN_LIMIT = 5;

    private final TwixtGame game;
    private final TwixtRules rules;
    private final TwixtGeometry g;
    private final TwixtActions act;
    private final int n;

    /** 0 empty, 1 red, 2 black. */
    private final byte[] peg;
    /** Per link slot: 0 none, 1 red, 2 black. */
    private final byte[] link;
    /** Per colour and link slot: how many links of that colour cross the slot. */
    private final byte[][] crossing;
    /** Per colour: the holes where that colour may still place (swap-remove lists). */
    private final int[][] free;
    private final int[] freeCount;
    private final int[][] freePos;
    /** Per colour: own pegs and own links, as lists with positions. */
    private final int[][] pegList;
    private final int[] pegCount;
    private final int[] pegPos;
    /** Kept only where removal, manual linking or re-use needs to list links (null otherwise). */
    private final int[][] linkList;
    private final int[] linkCount;
    private final int[] linkPos;
    /**
     * Union-find per colour over holes, each root carrying the borders its chain touches (bit 1
     * the first, bit 2 the last); union by size without path compression, so it can be undone.
     * One int per hole: parent in bits 0-11, tree size in bits 12-23, borders in bits 24-25.
     */
    private final int[][] uf;
    private int[] ufLog;
    private int ufLogSize;
    private final List<int[]> snapshots;
    /** Own links block own links for good: no crossing, and never removed or re-used. */
    private final boolean ownLinksBlockForGood;
    /** Under automatic linking (no re-use) two standing pegs are joined only by the link they have. */
    private final boolean standingPegsKeepTheirLinks;
    /** Per colour: its union-find waits for a rebuild after a removal. */
    private final boolean[] ufStale = new boolean[2];

    private int toMove;
    private int phase;
    private int turn;
    private int status;
    private int lifted = -1;
    private int placedThisTurn = -1;
    private final int[] pegsLeft = new int[2];
    private final int[] linksLeft = new int[2];
    private long boardHash;

    /** Witness paths for the "can still connect" test. */
    private int[][] witPath;
    private final int[] witLen;
    private int[][] witIndex;
    private final boolean[] witValid = new boolean[2];
    private final boolean[] cannot = new boolean[2];
    private int[] bfsPrev;
    /** Per colour, while it cannot connect: the holes its failed search reached. */
    private boolean[][] region;
    private int[] bfsQueue;

    /** Undo records: a fixed header per action, then the links the action added or removed. */
    private int[] undo;
    private int undoSize;
    private int[] frameStart;
    private int frames;
    private int[] scratch;
    private final int[] autoLinks = new int[8];

    TwixtState(TwixtGame game) {
        super(game.geo.holes + 64);
        this.game = game;
        this.rules = game.rules;
        this.g = game.geo;
        this.act = game.actions;
        this.n = g.holes;
        ownLinksBlockForGood = !rules.ownLinksMayCross() && rules.ownLinksPermanent();
        standingPegsKeepTheirLinks = !rules.manualLinking() && !rules.supplyRule();
        peg = new byte[n + 1];
        peg[n] = 3; // the sentinel hole: no colour
        link = new byte[g.linkSlots];
        crossing = new byte[2][g.linkSlots + 1];
        free = new int[2][n];
        freeCount = new int[2];
        freePos = new int[2][n];
        pegList = new int[2][n];
        pegCount = new int[2];
        pegPos = new int[n];
        boolean listLinks = rules.linkRemoval() || rules.manualLinking() || rules.supplyRule();
        linkList = listLinks ? new int[2][g.linkSlots] : null;
        linkCount = new int[2];
        linkPos = listLinks ? new int[g.linkSlots] : null;
        uf = new int[2][n];
        ufLog = new int[n];
        snapshots = new ArrayList<>();
        witLen = new int[2];
        undo = new int[4 * n];
        frameStart = new int[n + 64];
        for (int c = 0; c < 2; c++) {
            Arrays.fill(freePos[c], -1);
            for (int h = 0; h < n; h++) {
                if (allowed(c, h)) {
                    freePos[c][h] = freeCount[c];
                    free[c][freeCount[c]++] = h;
                }
            }
            for (int i = 0; i < n; i++) {
                uf[c][i] = ufNode(i, 1, g.borderBits[c][i]);
            }
            pegsLeft[c] = rules.pegSupply();
            linksLeft[c] = rules.linkSupply();
        }
    }

    private TwixtState(TwixtState o) {
        super(o);
        game = o.game;
        rules = o.rules;
        g = o.g;
        act = o.act;
        n = o.n;
        ownLinksBlockForGood = o.ownLinksBlockForGood;
        standingPegsKeepTheirLinks = o.standingPegsKeepTheirLinks;
        peg = o.peg.clone();
        link = o.link.clone();
        crossing = new byte[][] {o.crossing[0].clone(), o.crossing[1].clone()};
        free = deep(o.free);
        freeCount = o.freeCount.clone();
        freePos = deep(o.freePos);
        pegList = deep(o.pegList);
        pegCount = o.pegCount.clone();
        pegPos = o.pegPos.clone();
        linkList = o.linkList == null ? null : deep(o.linkList);
        linkCount = o.linkCount.clone();
        linkPos = o.linkPos == null ? null : o.linkPos.clone();
        uf = deep(o.uf);
        ufLog = new int[Math.max(o.ufLog.length, o.ufLogSize + 256)];
        System.arraycopy(o.ufLog, 0, ufLog, 0, o.ufLogSize);
        ufLogSize = o.ufLogSize;
        snapshots = new ArrayList<>();
        for (int[] s : o.snapshots) {
            snapshots.add(s.clone());
        }
        ufStale[0] = o.ufStale[0];
        ufStale[1] = o.ufStale[1];
        toMove = o.toMove;
        phase = o.phase;
        turn = o.turn;
        status = o.status;
        lifted = o.lifted;
        placedThisTurn = o.placedThisTurn;
        System.arraycopy(o.pegsLeft, 0, pegsLeft, 0, 2);
        System.arraycopy(o.linksLeft, 0, linksLeft, 0, 2);
        boardHash = o.boardHash;
        witPath = o.witPath == null ? null : deep(o.witPath);
        witLen = o.witLen.clone();
        witIndex = o.witIndex == null ? null : deep(o.witIndex);
        region = o.region == null ? null : new boolean[][] {o.region[0].clone(), o.region[1].clone()};
        System.arraycopy(o.witValid, 0, witValid, 0, 2);
        System.arraycopy(o.cannot, 0, cannot, 0, 2);
        undo = new int[Math.max(o.undo.length, o.undoSize + 256)];
        System.arraycopy(o.undo, 0, undo, 0, o.undoSize);
        undoSize = o.undoSize;
        frameStart = new int[Math.max(o.frameStart.length, o.frames + 256)];
        System.arraycopy(o.frameStart, 0, frameStart, 0, o.frames);
        frames = o.frames;
    }

    private static int[][] deep(int[][] a) {
        int[][] c = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }

    @Override
    public TwixtGame game() {
        return game;
    }

    @Override
    public TwixtState copy() {
        return new TwixtState(this);
    }

    // ---------------------------------------------------------------- queries

    /** Whether colour {@code c} may ever place on hole {@code h}: it exists and is not in the opponent's border. */
    boolean allowed(int c, int h) {
        return g.allowed[c][h];
    }

    /** Colour on hole {@code h}: -1 empty, 0 red, 1 black. */
    public int pegAt(int col, int row) {
        return peg[g.hole(col, row)] - 1;
    }

    /** Colour of the link between two holes, or -1 when there is none. */
    public int linkBetween(int col1, int row1, int col2, int row2) {
        int s = g.linkBetween(g.hole(col1, row1), g.hole(col2, row2));
        return s < 0 ? -1 : link[s] - 1;
    }

    /** Pegs of colour {@code c} on the board. */
    public int pegCount(int c) {
        return pegCount[c];
    }

    /** Links of colour {@code c} on the board. */
    public int linkCount(int c) {
        return linkCount[c];
    }

    /** Pegs and links still in colour {@code c}'s supply (only meaningful under the supply rule). */
    public int pegsLeft(int c) {
        return pegsLeft[c];
    }

    public int linksLeft(int c) {
        return linksLeft[c];
    }

    /** Whether the peg of this turn is placed and the mover is choosing links. */
    public boolean choosingLinks() {
        return phase == PHASE_LINK;
    }

    /** The colour to move even after the end (the one who would move next). */
    public int colourToMove() {
        return toMove;
    }

    // ---------------------------------------------------------------- read-only queries for the AI

    /** Action kinds returned by {@link #actionKind}. */
    public static final int ACTION_PLACE = 0;
    public static final int ACTION_SWAP = 1;
    public static final int ACTION_END = 2;
    public static final int ACTION_ADD_LINK = 3;
    public static final int ACTION_REMOVE_LINK = 4;
    public static final int ACTION_LIFT = 5;

    /** Board width (columns) and height (rows); hole {@code h = row * width + col}. */
    public int width() {
        return g.width;
    }

    public int height() {
        return g.height;
    }

    /** Number of holes, {@code width * height} (corners included, though they do not exist). */
    public int holeCount() {
        return n;
    }

    /** Colour on hole {@code h}: -1 empty, 0 red, 1 black (the corners read -1). */
    public int pegOnHole(int h) {
        return peg[h] - 1;
    }

    /** Whether colour {@code c} may ever place on hole {@code h} (it exists and is not the opponent's border). */
    public boolean allowedFor(int c, int h) {
        return g.allowed[c][h];
    }

    /** The knight neighbour of hole {@code h} in direction {@code dir} (0..7), or -1 off the board. */
    public int neighbourHole(int h, int dir) {
        return g.neighbourHole[h * 8 + dir];
    }

    /**
     * Whether colour {@code c} still has a link, or may one day make it, between hole {@code h} and
     * its neighbour in direction {@code dir}: 1 the link stands, 0 it can still be made, -1 never
     * (off the board, a link stands there, an opponent link crosses it, a permanent own link
     * crosses it where own links may not cross, or under automatic linking both ends hold own
     * pegs already without it). Peg occupancy of the ends is not tested otherwise.
     */
    public int stepStatus(int c, int h, int dir) {
        int b = g.neighbourHole[h * 8 + dir];
        if (b < 0) {
            return -1;
        }
        int s = g.neighbourLink[h * 8 + dir];
        if (link[s] == c + 1) {
            return 1;
        }
        return stepPossible(c, h, b, s) ? 0 : -1;
    }

    /**
     * The steps a link between hole {@code h} and its neighbour in direction {@code dir} would
     * cross, links standing or not: their ends written in pairs into {@code ends} (a step crosses
     * at most nine, so 18 holes); returns how many steps, none when the neighbour is off the board.
     */
    public int crossingStepsInto(int h, int dir, int[] ends) {
        int s = g.neighbourLink[h * 8 + dir];
        if (s < 0) {
            return 0;
        }
        int k = 0;
        for (int i = g.crossStart[s]; i < g.crossStart[s + 1]; i++) {
            int t = g.crossList[i];
            ends[2 * k] = g.linkA[t];
            ends[2 * k + 1] = g.linkB[t];
            k++;
        }
        return k;
    }

    /** Whether colour {@code c} could add a link on this step now (ignoring phase and supply): both pegs own, nothing blocks. */
    public boolean linkableNow(int c, int h, int dir) {
        int s = g.neighbourLink[h * 8 + dir];
        return s >= 0 && linkable(c, s);
    }

    /**
     * The chain (union-find root) of colour {@code c} holding hole {@code h}: two own pegs are
     * linked together when equal. After removals it first rebuilds the colour's chains (a cache,
     * not a change of position: undo restores the snapshot taken at the removal).
     */
    public int chainOf(int c, int h) {
        ensureFresh(c);
        return find(uf[c], h);
    }

    /** Borders the chain of hole {@code h} touches for colour {@code c}: bit 1 the first, bit 2 the last. */
    public int chainBorders(int c, int h) {
        ensureFresh(c);
        return uf[c][find(uf[c], h)] >>> 24;
    }

    /** Which of colour {@code c}'s borders hole {@code h} lies on: bit 1 the first, bit 2 the last, 0 neither. */
    public int borderOf(int c, int h) {
        return g.borderBits[c][h];
    }

    /** Holes where colour {@code c} may place now (empty and allowed), in no particular order. */
    public int freeHoleCount(int c) {
        return freeCount[c];
    }

    public int freeHole(int c, int i) {
        return free[c][i];
    }

    /** The hole of this turn's peg once placed, or -1. */
    public int placedThisTurn() {
        return placedThisTurn;
    }

    public boolean manualLinking() {
        return rules.manualLinking();
    }

    public boolean ownLinksMayCross() {
        return rules.ownLinksMayCross();
    }

    public boolean linkRemoval() {
        return rules.linkRemoval();
    }

    public boolean supplyRule() {
        return rules.supplyRule();
    }

    /** Whether the swap is offered now. */
    public boolean swapAvailable() {
        return swapOffered();
    }

    /** What kind of action {@code a} is: one of the {@code ACTION_} constants, or -1. */
    public int actionKind(int a) {
        if (act.isPlace(a)) return ACTION_PLACE;
        if (a == act.swap) return ACTION_SWAP;
        if (a == act.end) return ACTION_END;
        if (act.isAddLink(a)) return ACTION_ADD_LINK;
        if (act.isRemoveLink(a)) return ACTION_REMOVE_LINK;
        return act.isLift(a) ? ACTION_LIFT : -1;
    }

    /** The hole of a place or lift action, or -1. */
    public int actionHole(int a) {
        if (act.isPlace(a)) return a;
        return act.isLift(a) ? a - act.liftPeg : -1;
    }

    /** The two holes of an add-link or remove-link action ({@code end} 0 or 1), or -1. */
    public int actionLinkEnd(int a, int end) {
        int s = act.isAddLink(a) ? a - act.addLink : act.isRemoveLink(a) ? a - act.removeLink : -1;
        if (s < 0) return -1;
        return end == 0 ? g.linkA[s] : g.linkB[s];
    }

    /** The action ids of the swap and of ending a manual-linking turn. */
    public int swapAction() {
        return act.swap;
    }

    public int endAction() {
        return act.end;
    }

    /** The action adding the link from hole {@code h} in direction {@code dir}, or -1 off the board. */
    public int addLinkAction(int h, int dir) {
        int s = g.neighbourLink[h * 8 + dir];
        return s < 0 ? -1 : act.addLink + s;
    }

    TwixtGeometry geometry() {
        return g;
    }

    TwixtActions actions() {
        return act;
    }

    @Override
    protected int rulesCurrentPlayer() {
        return status == ONGOING ? toMove : TERMINAL;
    }

    @Override
    protected Outcome rulesOutcome() {
        switch (status) {
            case RED_CONNECTS: return new Outcome(Outcome.Result.FIRST_WINS, "Red connects");
            case BLACK_CONNECTS: return new Outcome(Outcome.Result.SECOND_WINS, "Black connects");
            case DRAW_BLOCKED: return new Outcome(Outcome.Result.DRAW, "neither side can connect");
            case DRAW_NO_MOVE: return new Outcome(Outcome.Result.DRAW,
                    capitalised(game.playerName(toMove)) + " has no legal move");
            case DRAW_TURN_LIMIT: return new Outcome(Outcome.Result.DRAW, "turn limit reached");
            default: return Outcome.UNFINISHED;
        }
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public long hash() {
        long h = boardHash;
        if (toMove == BLACK) h ^= game.blackToMoveKey;
        if (phase == PHASE_LINK) h ^= game.linkingPhaseKey;
        if (swapOffered()) h ^= game.swapOfferedKey;
        if (lifted >= 0) h ^= game.liftedKeys[lifted];
        if (rules.supplyRule()) {
            int stride = game.supplyKeys.length / 4;
            h ^= game.supplyKeys[pegsLeft[0]] ^ game.supplyKeys[stride + pegsLeft[1]]
                    ^ game.supplyKeys[2 * stride + linksLeft[0]] ^ game.supplyKeys[3 * stride + linksLeft[1]];
        }
        return h;
    }

    private boolean swapOffered() {
        if (turn != 1 || phase != PHASE_PLACE || lifted >= 0 || status != ONGOING || rules.swap() == TwixtRules.SwapForm.NONE) {
            return false;
        }
        // OpenSpiel's swap is "play the first peg's hole", which Black may not do in Red's border rows.
        return rules.swap() != TwixtRules.SwapForm.ROTATE || allowed(BLACK, firstPeg());
    }

    private boolean removalAllowed(int c) {
        return rules.linkRemoval() || (rules.linkSupply() > 0 && linksLeft[c] == 0);
    }

    private boolean liftAllowed(int c) {
        return rules.pegSupply() > 0 && pegsLeft[c] == 0 && lifted < 0;
    }

    private boolean hasPegInHand(int c) {
        return rules.pegSupply() == 0 || pegsLeft[c] > 0 || lifted >= 0;
    }

    private boolean blocked(int c, int s) {
        return crossing[1 - c][s] > 0 || (!rules.ownLinksMayCross() && crossing[c][s] > 0);
    }

    /** Whether colour c may add link slot s now (phase and supply aside). */
    private boolean linkable(int c, int s) {
        int a = g.linkA[s];
        return a >= 0 && link[s] == 0 && peg[a] == c + 1 && peg[g.linkB[s]] == c + 1 && !blocked(c, s);
    }

    private boolean addLegalInPhase(int c, int s) {
        if (phase != PHASE_LINK || !linkable(c, s) || (rules.linkSupply() > 0 && linksLeft[c] == 0)) {
            return false;
        }
        return rules.manualLinking() || g.linkA[s] == placedThisTurn || g.linkB[s] == placedThisTurn;
    }

    @Override
    public boolean exchangesSeats(int a) {
        return a == act.swap && rules.swap() == TwixtRules.SwapForm.SIDES;
    }

    @Override
    public boolean isLegal(int a) {
        if (status != ONGOING || isTerminal() || a < 0 || a >= act.size) {
            return false;
        }
        int c = toMove;
        if (act.isPlace(a)) {
            return phase == PHASE_PLACE && peg[a] == 0 && allowed(c, a) && a != lifted && hasPegInHand(c);
        }
        if (a == act.swap) {
            return swapOffered();
        }
        if (a == act.end) {
            return phase == PHASE_LINK && rules.manualLinking();
        }
        if (act.isAddLink(a)) {
            return addLegalInPhase(c, a - act.addLink);
        }
        if (act.isRemoveLink(a)) {
            int s = a - act.removeLink;
            return phase == PHASE_PLACE && link[s] == c + 1 && removalAllowed(c);
        }
        int h = a - act.liftPeg;
        return phase == PHASE_PLACE && peg[h] == c + 1 && liftAllowed(c);
    }

    @Override
    protected String whyIllegalLive(int a) {
        int c = toMove;
        String colour = capitalised(game.playerName(c));
        String other = capitalised(game.playerName(1 - c));
        if (act.isPlace(a)) {
            if (phase == PHASE_LINK) return "this turn's peg is already placed; add links or end the turn";
            if (!g.exists[a]) return "corner holes do not exist";
            if (peg[a] != 0) return "hole is occupied";
            if (!allowed(c, a)) return "hole is in " + other + "'s border row";
            if (a == lifted) return "a lifted peg must move to another hole";
            return colour + " has no peg left and must first lift one of their own pegs";
        }
        if (a == act.swap) {
            if (rules.swap() == TwixtRules.SwapForm.NONE) return "this ruleset has no swap";
            if (turn != 1) return "only the second player's first move may be a swap";
            return "the first peg stands where Black may not play, so it cannot be swapped";
        }
        if (a == act.end) {
            return rules.manualLinking() ? "the turn's peg is not placed yet" : "links are automatic in this ruleset; there is no end of turn to play";
        }
        if (act.isAddLink(a)) {
            int s = a - act.addLink;
            if (g.linkA[s] < 0) return "these holes are not on the board";
            if (phase != PHASE_LINK) return rules.manualLinking() ? "links are added after the turn's peg" : "links are automatic in this ruleset";
            if (link[s] != 0) return "the link is already there";
            if (peg[g.linkA[s]] != c + 1 || peg[g.linkB[s]] != c + 1) return "a link joins two of the mover's own pegs";
            if (crossing[1 - c][s] > 0) return "the link would cross a " + game.playerName(1 - c) + " link";
            if (crossing[c][s] > 0) return "the link would cross an own link, and own links may not cross in this ruleset";
            if (rules.linkSupply() > 0 && linksLeft[c] == 0) return colour + " has no link left";
            return "only links of the peg just placed may be added";
        }
        if (act.isRemoveLink(a)) {
            int s = a - act.removeLink;
            if (!rules.linkRemoval() && rules.linkSupply() == 0) return "this ruleset does not allow link removal";
            if (link[s] != c + 1) return "there is no " + game.playerName(c) + " link there";
            if (phase != PHASE_PLACE) return "links are removed before the turn's peg";
            return colour + " still has links in the supply";
        }
        int h = a - act.liftPeg;
        if (rules.pegSupply() == 0) return "pegs are lifted only under the supply rule";
        if (peg[h] != c + 1) return "there is no " + game.playerName(c) + " peg there";
        return lifted >= 0 ? "a peg was already lifted this turn" : colour + " still has pegs in the supply";
    }

    @Override
    protected int collectLegal(int[] out) {
        int c = toMove;
        int k = 0;
        if (phase == PHASE_PLACE) {
            if (hasPegInHand(c)) {
                for (int i = 0; i < freeCount[c]; i++) {
                    int h = free[c][i];
                    if (h != lifted) {
                        if (out != null) out[k] = h;
                        k++;
                    }
                }
            }
            if (swapOffered()) {
                if (out != null) out[k] = act.swap;
                k++;
            }
            if (removalAllowed(c)) {
                for (int i = 0; i < linkCount[c]; i++) {
                    if (out != null) out[k] = act.removeLink + linkList[c][i];
                    k++;
                }
            }
            if (liftAllowed(c)) {
                for (int i = 0; i < pegCount[c]; i++) {
                    if (out != null) out[k] = act.liftPeg + pegList[c][i];
                    k++;
                }
            }
            return k;
        }
        if (rules.manualLinking()) {
            if (out != null) out[k] = act.end;
            k++;
        }
        if (rules.linkSupply() > 0 && linksLeft[c] == 0) {
            return k;
        }
        if (rules.manualLinking()) {
            for (int i = 0; i < pegCount[c]; i++) {
                int h = pegList[c][i];
                for (int d = 0; d < 4; d++) {
                    int s = h * 4 + d;
                    if (linkable(c, s)) {
                        if (out != null) out[k] = act.addLink + s;
                        k++;
                    }
                }
            }
        } else {
            for (int dir = 0; dir < 8; dir++) {
                int s = g.neighbourLink[placedThisTurn * 8 + dir];
                if (s >= 0 && linkable(c, s)) {
                    if (out != null) out[k] = act.addLink + s;
                    k++;
                }
            }
        }
        return k;
    }

    @Override
    public int randomLegalAction(SplittableRandom rng) {
        int c = toMove;
        if (phase == PHASE_PLACE && lifted < 0 && !liftAllowed(c) && hasPegInHand(c)) {
            // The playout fast path, in collectLegal's order: placements, the swap offer, removals.
            int places = freeCount[c];
            int swaps = turn == 1 && swapOffered() ? 1 : 0;
            int removals = removalAllowed(c) ? linkCount[c] : 0;
            int i = rng.nextInt(places + swaps + removals);
            if (i < places) {
                return free[c][i];
            }
            return i < places + swaps ? act.swap : act.removeLink + linkList[c][i - places - swaps];
        }
        if (scratch == null) {
            scratch = new int[g.linkSlots + n + 2];
        }
        int count = collectLegal(scratch);
        return scratch[rng.nextInt(count)];
    }

    // ---------------------------------------------------------------- apply

    @Override
    protected void doApply(int a) {
        int logMark = ufLogSize;
        int turnBefore = turn;
        pushFrame();
        applyAction(a, logMark);
        closeFrame(turnBefore, logMark);
    }

    private void applyAction(int a, int logMark) {
        int c = toMove;
        if (act.isPlace(a)) {
            if (rules.pegSupply() > 0 && lifted < 0) {
                pegsLeft[c]--;
            }
            putPeg(c, a);
            placedThisTurn = a;
            afterPlacement(c, a);
        } else if (a == act.swap) {
            swap();
            ufLogSize = logMark;
        } else if (a == act.end) {
            finishTurn();
        } else if (act.isAddLink(a)) {
            ensureFresh(c);
            addLink(c, a - act.addLink);
            if (rules.linkSupply() > 0) {
                linksLeft[c]--;
            }
            checkWin(c, g.linkA[a - act.addLink]);
            if (status == ONGOING && collectLinkChoices(c) == 0) {
                finishTurn();
            }
        } else if (act.isRemoveLink(a)) {
            // A removal can split a chain, which a union-find cannot undo: keep the old one for
            // undo and rebuild when the colour's chains are next needed (removals come in runs).
            snapshotUnionFind(1 << c);
            int s = a - act.removeLink;
            removeLink(c, s);
            if (rules.linkSupply() > 0) {
                linksLeft[c]++;
            }
            ufStale[c] = true;
            onLinkRemoved(c, s);
        } else {
            snapshotUnionFind(1 << c);
            int h = a - act.liftPeg;
            int removed = takePeg(c, h);
            linksLeft[c] += rules.linkSupply() > 0 ? removed : 0;
            pegsLeft[c]++;
            lifted = h;
            ufStale[c] = true;
            // A lifted peg frees its hole and its links' crossings, for both colours.
            cannot[0] = cannot[1] = false;
        }
    }

    /** Links for a new peg: all of them under automatic linking, or the player's choice. */
    private void afterPlacement(int c, int h) {
        ensureFresh(c);
        if (!rules.manualLinking()) {
            int candidates = 0;
            int own = c + 1;
            int[] holes = g.neighbourHoleOrSentinel;
            int[] slots = g.neighbourLinkOrSentinel;
            byte[] theirs = crossing[1 - c];
            byte[] ours = crossing[c];
            int ownMatters = rules.ownLinksMayCross() ? 0 : -1;
            // Branch-free: a random board makes these tests unpredictable.
            for (int k = h * 8, e = k + 8; k < e; k++) {
                int slot = slots[k];
                autoLinks[candidates] = slot;
                int free = (theirs[slot] | (ours[slot] & ownMatters)) == 0 ? 1 : 0;
                candidates += (peg[holes[k]] == own ? 1 : 0) & free;
            }
            if (rules.linkSupply() == 0 || candidates <= linksLeft[c]) {
                // Two links of one peg never cross, so the order does not matter.
                int[] p = uf[c];
                int root = h; // a new peg is its own root
                for (int i = 0; i < candidates; i++) {
                    int s = autoLinks[i];
                    putLink(c, s);
                    root = merge(c, root, find(p, g.linkA[s] == h ? g.linkB[s] : g.linkA[s]));
                }
                if (rules.linkSupply() > 0) {
                    linksLeft[c] -= candidates;
                }
                checkOwnWitnessAt(c, h);
                if (p[root] >>> 24 == 3) {
                    status = c == RED ? RED_CONNECTS : BLACK_CONNECTS;
                }
                finishTurn();
                return;
            }
            // Fewer links in the supply than possible links: the player chooses which.
            witValid[c] = false;
            phase = PHASE_LINK;
            checkWin(c, h);
            if (status == ONGOING && collectLinkChoices(c) == 0) {
                finishTurn();
            }
            return;
        }
        checkWin(c, h);
        phase = PHASE_LINK;
        if (status == ONGOING && collectLinkChoices(c) == 0) {
            finishTurn();
        }
    }

    /** Number of links the mover could add now, excluding {@code end}. */
    private int collectLinkChoices(int c) {
        int total = collectLegal(null);
        return rules.manualLinking() ? total - 1 : total;
    }

    /** Red's one peg, while the second turn decides about the swap. */
    private int firstPeg() {
        return pegList[RED][0];
    }

    private void swap() {
        snapshotUnionFind(3);
        int first = firstPeg();
        switch (rules.swap()) {
            case SIDES:
                // The peg stays; the players exchange colours, so Black (the colour) moves again.
                break;
            case MIRROR:
                takePeg(RED, first);
                putPeg(BLACK, g.hole(g.row(first), g.col(first)));
                toMove = BLACK;
                break;
            case ROTATE:
                takePeg(RED, first);
                putPeg(BLACK, g.hole(g.width - 1 - g.row(first), g.col(first)));
                toMove = BLACK;
                break;
            default:
                throw new IllegalStateException("no swap in this ruleset");
        }
        rebuildUnionFind(RED);
        rebuildUnionFind(BLACK);
        ufStale[RED] = ufStale[BLACK] = false;
        witValid[0] = witValid[1] = false;
        cannot[0] = cannot[1] = false;
        if (rules.swap() == TwixtRules.SwapForm.SIDES) {
            // finishTurn hands the move to Red; after a sides swap Black's colour moves next.
            turn++;
            phase = PHASE_PLACE;
            endTests();
        } else {
            finishTurn();
        }
    }

    private void finishTurn() {
        turn++;
        toMove = 1 - toMove;
        phase = PHASE_PLACE;
        lifted = -1;
        placedThisTurn = -1;
        endTests();
    }

    /** The end of a turn, tested in the order of the rules page (a win is tested where links are made). */
    private void endTests() {
        if (status != ONGOING) {
            return;
        }
        if (rules.drawCheck() && !canStillConnect(RED) && !canStillConnect(BLACK)) {
            status = DRAW_BLOCKED;
        } else if (freeCount[toMove] == 0) {
            status = DRAW_NO_MOVE;
        } else if (rules.turnLimit() > 0 && turn >= rules.turnLimit()) {
            status = DRAW_TURN_LIMIT;
        }
    }

    /** Whether the chain through hole h now joins both of c's borders. */
    private void checkWin(int c, int h) {
        int[] p = uf[c];
        if (p[find(p, h)] >>> 24 == 3) {
            status = c == RED ? RED_CONNECTS : BLACK_CONNECTS;
        }
    }

    // ---------------------------------------------------------------- board mutation

    private void putPeg(int c, int h) {
        peg[h] = (byte) (c + 1);
        boardHash ^= game.pegKeys[c * n + h];
        int entry = KIND_PUT | c << 26;
        for (int k = 0; k < 2; k++) {
            int p = freePos[k][h];
            entry |= (p + 1) << (13 * k);
            if (p >= 0) {
                int last = free[k][--freeCount[k]];
                free[k][p] = last;
                freePos[k][last] = p;
                freePos[k][h] = -1;
            }
        }
        pushUndo(entry);
        pegPos[h] = pegCount[c];
        pegList[c][pegCount[c]++] = h;
        // The opponent's witness path cannot run through this hole any more.
        if (witValid[1 - c] && witIndex[1 - c][h] >= 0) {
            witValid[1 - c] = false;
        }
    }

    /**
     * Under automatic linking a new own peg on the witness path must have got the path's links
     * to its own neighbours: two standing pegs cannot be joined later.
     */
    private void checkOwnWitnessAt(int c, int h) {
        if (!witValid[c] || rules.supplyRule()) {
            return;
        }
        int i = witIndex[c][h];
        if (i < 0) {
            return;
        }
        for (int j = i - 1; j <= i + 1; j += 2) {
            if (j >= 0 && j < witLen[c]) {
                int other = witPath[c][j];
                if (peg[other] == c + 1 && link[g.linkBetween(h, other)] != c + 1) {
                    witValid[c] = false;
                }
            }
        }
    }

    /** Removes peg h of colour c and its links; returns the number of links removed. Undone by {@link #restorePeg}. */
    private int takePeg(int c, int h) {
        int removed = 0;
        for (int dir = 0; dir < 8; dir++) {
            int s = g.neighbourLink[h * 8 + dir];
            if (s >= 0 && link[s] == c + 1) {
                removeLink(c, s);
                removed++;
            }
        }
        peg[h] = 0;
        boardHash ^= game.pegKeys[c * n + h];
        int p = pegPos[h];
        int last = pegList[c][--pegCount[c]];
        pegList[c][p] = last;
        pegPos[last] = p;
        pushUndo(p);
        for (int k = 0; k < 2; k++) {
            if (allowed(k, h)) {
                freePos[k][h] = freeCount[k];
                free[k][freeCount[k]++] = h;
            }
        }
        pushUndo(KIND_TAKE | h | c << 12);
        return removed;
    }

    private void addLink(int c, int s) {
        putLink(c, s);
        union(c, g.linkA[s], g.linkB[s]);
    }

    /** Puts a link on the board without joining its chains (the caller does). */
    private void putLink(int c, int s) {
        link[s] = (byte) (c + 1);
        boardHash ^= game.linkKeys[c * g.linkSlots + s];
        byte[] cross = crossing[c];
        boolean watchOther = witValid[1 - c];
        boolean watchOwn = witValid[c] && ownLinksBlockForGood;
        for (int i = g.crossStart[s], e = g.crossStart[s + 1]; i < e; i++) {
            int t = g.crossList[i];
            cross[t]++;
            if (watchOther && witEdge(1 - c, t)) {
                witValid[1 - c] = false;
            }
            if (watchOwn && witEdge(c, t)) {
                witValid[c] = false;
            }
        }
        if (linkList != null) {
            linkPos[s] = linkCount[c];
            linkList[c][linkCount[c]] = s;
        }
        linkCount[c]++;
        pushUndo(KIND_ADD | s);
    }

    private void removeLink(int c, int s) {
        link[s] = 0;
        boardHash ^= game.linkKeys[c * g.linkSlots + s];
        byte[] cross = crossing[c];
        for (int i = g.crossStart[s], e = g.crossStart[s + 1]; i < e; i++) {
            cross[g.crossList[i]]--;
        }
        int p = linkPos[s];
        int last = linkList[c][--linkCount[c]];
        linkList[c][p] = last;
        linkPos[last] = p;
        if (!rules.manualLinking() && witValid[c] && witEdge(c, s)) {
            // Under automatic linking a link between two standing pegs can never be made again.
            witValid[c] = false;
        }
        pushUndo(p);
        pushUndo(KIND_REMOVE | s | c << 14);
    }

    /**
     * After colour c removed link s, the opponent's "cannot connect" holds unless a step crossing
     * s touches the region the opponent could reach when its search failed. (c's own answer
     * stands: a removal never opens a step for its own colour that the search counted as closed.)
     */
    private void onLinkRemoved(int c, int s) {
        int o = 1 - c;
        if (!cannot[o]) {
            return;
        }
        boolean[] reached = region[o];
        for (int i = g.crossStart[s], e = g.crossStart[s + 1]; i < e; i++) {
            int t = g.crossList[i];
            if (reached[g.linkA[t]] || reached[g.linkB[t]]) {
                cannot[o] = false;
                return;
            }
        }
    }

    /** Whether slot s joins two consecutive holes of colour c's witness path. */
    private boolean witEdge(int c, int s) {
        int ia = witIndex[c][g.linkA[s]];
        if (ia < 0) {
            return false;
        }
        int ib = witIndex[c][g.linkB[s]];
        return ib >= 0 && (ia - ib == 1 || ib - ia == 1);
    }

    // ---------------------------------------------------------------- union-find

    private static int ufNode(int parent, int size, int borders) {
        return parent | size << 12 | borders << 24;
    }

    private static int find(int[] p, int x) {
        int up;
        while ((up = p[x] & 0xFFF) != x) {
            x = up;
        }
        return x;
    }

    private void union(int c, int a, int b) {
        int[] p = uf[c];
        merge(c, find(p, a), find(p, b));
    }

    /** Joins two roots (logged for undo); returns the root of the joined tree. */
    private int merge(int c, int ra, int rb) {
        if (ra == rb) {
            return ra;
        }
        int[] p = uf[c];
        int na = p[ra];
        int nb = p[rb];
        if (((na >>> 12) & 0xFFF) < ((nb >>> 12) & 0xFFF)) {
            int t = ra;
            ra = rb;
            rb = t;
            t = na;
            na = nb;
            nb = t;
        }
        if (ufLogSize == ufLog.length) {
            ufLog = Arrays.copyOf(ufLog, ufLog.length * 2);
        }
        // One int per union: the attached root, the new root, the colour and the root's old borders.
        ufLog[ufLogSize++] = rb | ra << 12 | c << 24 | (na >>> 24) << 25;
        p[rb] = (nb & ~0xFFF) | ra;
        int size = ((na >>> 12) & 0xFFF) + ((nb >>> 12) & 0xFFF);
        p[ra] = ufNode(ra, size, (na >>> 24) | (nb >>> 24));
        return ra;
    }

    private void rollbackUnionFind(int mark) {
        while (ufLogSize > mark) {
            int e = ufLog[--ufLogSize];
            int rb = e & 0xFFF;
            int ra = (e >>> 12) & 0xFFF;
            int[] p = uf[(e >>> 24) & 1];
            int nb = p[rb];
            p[rb] = (nb & ~0xFFF) | rb;
            int size = ((p[ra] >>> 12) & 0xFFF) - ((nb >>> 12) & 0xFFF);
            p[ra] = ufNode(ra, size, (e >>> 25) & 3);
        }
    }

    /**
     * Saves the union-finds of the colours in {@code colours} (bit 1 red, bit 2 black) with their
     * staleness before a change the log cannot undo (a removal, a lift, a swap).
     */
    private void snapshotUnionFind(int colours) {
        int[] snap = new int[1 + Integer.bitCount(colours) * n];
        snap[0] = colours | (ufStale[0] ? 4 : 0) | (ufStale[1] ? 8 : 0);
        int at = 1;
        for (int c = 0; c < 2; c++) {
            if ((colours & (1 << c)) != 0) {
                System.arraycopy(uf[c], 0, snap, at, n);
                at += n;
            }
        }
        snapshots.add(snap);
    }

    private void restoreUnionFind() {
        int[] snap = snapshots.remove(snapshots.size() - 1);
        int at = 1;
        for (int c = 0; c < 2; c++) {
            if ((snap[0] & (1 << c)) != 0) {
                System.arraycopy(snap, at, uf[c], 0, n);
                at += n;
                ufStale[c] = (snap[0] & (4 << c)) != 0;
            }
        }
    }

    /** Rebuilds a colour's chains after removals, outside any undo log: undo restores a snapshot instead. */
    private void ensureFresh(int c) {
        if (ufStale[c]) {
            int mark = ufLogSize;
            rebuildUnionFind(c);
            ufLogSize = mark;
            ufStale[c] = false;
        }
    }

    /** Rebuilds colour c's union-find from its pegs and links, without logging (a snapshot covers it). */
    private void rebuildUnionFind(int c) {
        int[] p = uf[c];
        for (int i = 0; i < n; i++) {
            p[i] = ufNode(i, 1, g.borderBits[c][i]);
        }
        if (linkList != null) {
            for (int i = 0; i < linkCount[c]; i++) {
                int s = linkList[c][i];
                union(c, g.linkA[s], g.linkB[s]);
            }
        } else {
            for (int s = 0; s < g.linkSlots; s++) {
                if (link[s] == c + 1) {
                    union(c, g.linkA[s], g.linkB[s]);
                }
            }
        }
    }

    // ---------------------------------------------------------------- can still connect

    /**
     * Whether colour c can still join its borders: a path over holes that are empty (and open
     * to c) or c's own, along knight steps whose link can still exist. The opponent's pegs and
     * links stand for good (they are the opponent's to move); c's own links block c's links only
     * where they can never be removed and own links may not cross; under automatic linking two
     * standing pegs can be joined only by the link they already have.
     */
    public boolean canStillConnect(int c) {
        if (witValid[c]) {
            return true;
        }
        if (cannot[c]) {
            return false;
        }
        boolean found = searchWitness(c);
        witValid[c] = found;
        cannot[c] = !found;
        return found;
    }

    private boolean usable(int c, int h) {
        return peg[h] == c + 1 || (peg[h] == 0 && allowed(c, h));
    }

    private boolean stepPossible(int c, int a, int b, int s) {
        if (link[s] == c + 1) {
            return true;
        }
        if (link[s] != 0 || crossing[1 - c][s] > 0) {
            return false;
        }
        if (ownLinksBlockForGood && crossing[c][s] > 0) {
            return false;
        }
        return !standingPegsKeepTheirLinks || peg[a] != c + 1 || peg[b] != c + 1;
    }

    private boolean onFirstBorder(int c, int h) {
        return c == RED ? g.row(h) == 0 : g.col(h) == 0;
    }

    private boolean onLastBorder(int c, int h) {
        return c == RED ? g.row(h) == g.height - 1 : g.col(h) == g.width - 1;
    }

    private boolean searchWitness(int c) {
        if (witIndex == null) {
            witPath = new int[2][n];
            witIndex = new int[2][n];
            Arrays.fill(witIndex[0], -1);
            Arrays.fill(witIndex[1], -1);
        }
        if (bfsPrev == null) {
            bfsPrev = new int[n];
            bfsQueue = new int[n];
        }
        if (region == null) {
            region = new boolean[2][n];
        }
        int[] idx = witIndex[c];
        for (int i = 0; i < witLen[c]; i++) {
            idx[witPath[c][i]] = -1;
        }
        witLen[c] = 0;
        int[] prev = bfsPrev;
        Arrays.fill(prev, -2);
        // Depth first, trying the steps towards the far border first: on an open board it walks
        // almost straight across instead of flooding the board as a breadth-first search would.
        int[] stack = bfsQueue;
        int top = 0;
        for (int h = n - 1; h >= 0; h--) {
            if (onFirstBorder(c, h) && usable(c, h)) {
                prev[h] = -1;
                stack[top++] = h;
            }
        }
        int[] order = c == RED ? TOWARDS_LAST_ROW : TOWARDS_LAST_COLUMN;
        while (top > 0) {
            int h = stack[--top];
            if (onLastBorder(c, h)) {
                int len = 0;
                for (int x = h; x >= 0; x = prev[x]) {
                    witPath[c][len] = x;
                    idx[x] = len;
                    len++;
                }
                witLen[c] = len;
                return true;
            }
            // Pushed in reverse so that the most forward step is taken first.
            for (int i = 7; i >= 0; i--) {
                int k = h * 8 + order[i];
                int b = g.neighbourHole[k];
                if (b >= 0 && prev[b] == -2 && usable(c, b) && stepPossible(c, h, b, g.neighbourLink[k])) {
                    prev[b] = h;
                    stack[top++] = b;
                }
            }
        }
        boolean[] reached = region[c];
        for (int h = 0; h < n; h++) {
            reached[h] = prev[h] != -2;
        }
        return false;
    }

    /** Knight directions (indices of the neighbour tables) from most to least forward, per colour. */
    private static final int[] TOWARDS_LAST_ROW = {3, 4, 2, 5, 1, 6, 0, 7};
    private static final int[] TOWARDS_LAST_COLUMN = {1, 2, 0, 3, 4, 7, 5, 6};

    // ---------------------------------------------------------------- undo

    /*
     * Undo records. Each action opens a frame with a header word (mover, phase, status, whether
     * the turn ended, how many unions it made, which optional fields follow), then one entry per
     * board change: the kind in bits 28-30, its data below.
     */
    private static final int KIND_PUT = 1 << 28;
    private static final int KIND_ADD = 2 << 28;
    private static final int KIND_REMOVE = 3 << 28;
    private static final int KIND_TAKE = 4 << 28;
    private static final int TURN_ENDED = 1 << 5;
    private static final int HAS_TURN_FIELDS = 1 << 14;
    private static final int HAS_SUPPLY = 1 << 15;

    private void pushUndo(int v) {
        if (undoSize == undo.length) {
            undo = Arrays.copyOf(undo, undo.length * 2);
        }
        undo[undoSize++] = v;
    }

    private void pushFrame() {
        if (frames == frameStart.length) {
            frameStart = Arrays.copyOf(frameStart, frames * 2);
        }
        frameStart[frames++] = undoSize;
        boolean turnFields = lifted >= 0 || placedThisTurn >= 0;
        boolean supply = rules.supplyRule();
        pushUndo(toMove | phase << 1 | status << 2 | (turnFields ? HAS_TURN_FIELDS : 0) | (supply ? HAS_SUPPLY : 0));
        if (turnFields) {
            pushUndo(lifted);
            pushUndo(placedThisTurn);
        }
        if (supply) {
            pushUndo(pegsLeft[0]);
            pushUndo(pegsLeft[1]);
            pushUndo(linksLeft[0]);
            pushUndo(linksLeft[1]);
        }
    }

    /** Completes the header once the action is done: whether it ended a turn, how many unions it logged. */
    private void closeFrame(int turnBefore, int logMark) {
        undo[frameStart[frames - 1]] |= (turn != turnBefore ? TURN_ENDED : 0) | (ufLogSize - logMark) << 6;
    }

    @Override
    protected void doUndo(int a) {
        int base = frameStart[--frames];
        int head = undo[base];
        int fieldsEnd = base + 1 + ((head & HAS_TURN_FIELDS) != 0 ? 2 : 0) + ((head & HAS_SUPPLY) != 0 ? 4 : 0);
        // Board changes, undone in reverse order.
        int i = undoSize;
        while (i > fieldsEnd) {
            int e = undo[--i];
            switch (e & (7 << 28)) {
                case KIND_PUT:
                    undoPut((e >>> 26) & 1, (e & 0x1FFF) - 1, ((e >>> 13) & 0x1FFF) - 1);
                    break;
                case KIND_ADD:
                    undoAdd(e & 0xFFFFFFF);
                    break;
                case KIND_REMOVE:
                    undoRemove((e >>> 14) & 1, e & 0x3FFF, undo[--i]);
                    break;
                case KIND_TAKE:
                    undoTake((e >>> 12) & 1, e & 0xFFF, undo[--i]);
                    break;
                default:
                    throw new IllegalStateException("corrupt undo record");
            }
        }
        toMove = head & 1;
        phase = (head >> 1) & 1;
        status = (head >> 2) & 7;
        if ((head & TURN_ENDED) != 0) {
            turn--;
        }
        int f = base + 1;
        if ((head & HAS_TURN_FIELDS) != 0) {
            lifted = undo[f++];
            placedThisTurn = undo[f++];
        } else {
            lifted = -1;
            placedThisTurn = -1;
        }
        if ((head & HAS_SUPPLY) != 0) {
            pegsLeft[0] = undo[f++];
            pegsLeft[1] = undo[f++];
            linksLeft[0] = undo[f++];
            linksLeft[1] = undo[f];
        }
        boolean usedSnapshot = act.isRemoveLink(a) || act.isLift(a) || a == act.swap;
        if (usedSnapshot) {
            restoreUnionFind();
            witValid[0] = witValid[1] = false;
        } else {
            rollbackUnionFind(ufLogSize - ((head >>> 6) & 0xFF));
        }
        undoSize = base;
        // A path found later is still a path in this earlier position; a "cannot" may no longer hold.
        for (int c = 0; c < 2; c++) {
            if (cannot[c]) {
                cannot[c] = false;
                witValid[c] = false;
            }
        }
    }

    private void undoAdd(int s) {
        int c = link[s] - 1;
        link[s] = 0;
        boardHash ^= game.linkKeys[c * g.linkSlots + s];
        byte[] cross = crossing[c];
        for (int i = g.crossStart[s], e = g.crossStart[s + 1]; i < e; i++) {
            cross[g.crossList[i]]--;
        }
        linkCount[c]--;
    }

    private void undoRemove(int c, int s, int p) {
        link[s] = (byte) (c + 1);
        boardHash ^= game.linkKeys[c * g.linkSlots + s];
        byte[] cross = crossing[c];
        for (int i = g.crossStart[s], e = g.crossStart[s + 1]; i < e; i++) {
            cross[g.crossList[i]]++;
        }
        reinsert(linkList[c], linkPos, linkCount[c]++, p, s);
    }

    /**
     * Undoes a swap-remove: puts {@code x} back at index {@code p} of a list of {@code count}
     * entries, moving the entry there to the end. When {@code x} was the last entry the slot past
     * the end may hold anything since, so it is simply appended.
     */
    private static void reinsert(int[] list, int[] pos, int count, int p, int x) {
        if (p < count) {
            int moved = list[p];
            list[count] = moved;
            pos[moved] = count;
        }
        list[p] = x;
        pos[x] = p;
    }

    private void undoTake(int c, int h, int p) {
        for (int k = 1; k >= 0; k--) {
            if (allowed(k, h)) {
                freeCount[k]--;
                freePos[k][h] = -1;
            }
        }
        peg[h] = (byte) (c + 1);
        boardHash ^= game.pegKeys[c * n + h];
        reinsert(pegList[c], pegPos, pegCount[c]++, p, h);
    }

    private void undoPut(int c, int p0, int p1) {
        int h = pegList[c][pegCount[c] - 1];
        peg[h] = 0;
        boardHash ^= game.pegKeys[c * n + h];
        pegCount[c]--;
        for (int k = 1; k >= 0; k--) {
            int p = k == 0 ? p0 : p1;
            if (p >= 0) {
                reinsert(free[k], freePos[k], freeCount[k]++, p, h);
            }
        }
    }

    // ---------------------------------------------------------------- text

    @Override
    public String actionToString(int action) {
        return TwixtNotation.actionText(this, action);
    }

    @Override
    public int parseAction(String text) {
        return TwixtNotation.parseAction(this, text);
    }

    @Override
    public String toString() {
        return TwixtNotation.diagram(this);
    }

    /** The "can still connect" answer searched afresh, ignoring the kept witness (for tests). */
    boolean canStillConnectFromScratch(int c) {
        TwixtState probe = copy();
        probe.witValid[c] = false;
        probe.cannot[c] = false;
        return probe.canStillConnect(c);
    }

    /** Holes of a colour's witness path, for diagrams and tests; empty when none is known. */
    int[] witness(int c) {
        return canStillConnect(c) ? Arrays.copyOf(witPath[c], witLen[c]) : new int[0];
    }

    static MoveException illegal(String message) {
        return MoveException.illegal(message);
    }
}
