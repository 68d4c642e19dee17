package org.ludotheque.engine.wykersham;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.ludotheque.engine.BaseState;
import org.ludotheque.engine.ChanceOutcomes;
import org.ludotheque.engine.Outcome;

import static org.ludotheque.engine.wykersham.WykershamActions.KEEP;
import static org.ludotheque.engine.wykersham.WykershamActions.LEFT;
import static org.ludotheque.engine.wykersham.WykershamActions.LINE;
import static org.ludotheque.engine.wykersham.WykershamActions.MIDDLE;
import static org.ludotheque.engine.wykersham.WykershamActions.PLACE;
import static org.ludotheque.engine.wykersham.WykershamActions.RIGHT;
import static org.ludotheque.engine.wykersham.WykershamActions.SIZE;
import static org.ludotheque.engine.wykersham.WykershamActions.STAY;
import static org.ludotheque.engine.wykersham.WykershamActions.TAKE;

/**
 * A Wykersham position and the whole of its rules.
 *
 * <p>Board: five rails of 11 cups (rail 0 nearest A, rail 2 the fixed centre rail), each with an
 * offset -2..+2; cup {@code c} of rail {@code r} stands in board column {@code x = c - 2 + offset[r]},
 * and the frame's columns are {@code x = 0..6}. A line is a centre column {@code xc} (0..6) and a
 * slope {@code k} (-1, 0, +1): the cups {@code (r, xc + k (r - 2))}. Lines are 21-bit masks, bit
 * {@code 7 (k + 1) + xc}.
 *
 * <p>Decisions: the starting roll and each turn's roll are chance nodes; a turn is then, for each of
 * its two marbles, a placement (column and rail), a slide (none, left or right; not asked when no
 * slide is possible) and, when the slide makes a goal, the settlement: {@code keep}, or one count per
 * goal cup in order of rail then column (under {@code goalPerLine}: lines one at a time, then
 * {@code keep}). A marble with no legal cup is forfeited without a decision.
 *
 * <p>Apply and undo work with an undo record of five ints per action and do not allocate.
 */
public final class WykershamState extends BaseState {

    public static final int RAILS = 5;
    public static final int CUPS = 11;
    public static final int COLUMNS = 7;
    public static final int CENTRE_RAIL = 2;
    public static final int MAX_OFFSET = 2;
    public static final int MARBLES = 30;
    /** Turns in a game: fifteen each. */
    public static final int TURNS = 30;
    static final int CUP_IDS = RAILS * CUPS;

    /** What the position waits for. */
    public enum Phase {
        /** Chance: each player rolls one die to decide who starts. */
        STARTING_ROLL,
        /** Chance: the mover rolls two dice. */
        ROLL,
        /** The mover places a marble: a column the roll allows, and a rail. */
        PLACE,
        /** The mover slides the rail just played on, or not. */
        SLIDE,
        /** The mover settles a goal: keep, or a count for each goal cup in turn. */
        SETTLE,
        /** Option goalPerLine: the mover takes a goal line or keeps the rest. */
        CHOOSE_LINE,
        /** Option goalPerLine: a count for each cup of the line being taken. */
        TAKE_LINE,
        /** The game is over. */
        OVER
    }

    private static final int P_START = 0;
    private static final int P_ROLL = 1;
    private static final int P_PLACE = 2;
    private static final int P_SLIDE = 3;
    private static final int P_SETTLE = 4;
    private static final int P_CHOOSE = 5;
    private static final int P_LINE = 6;
    private static final int P_OVER = 7;
    private static final Phase[] PHASES = Phase.values();

    private static final int FRAME = 5;
    private static final int NO_DELTA = 0;
    private static final int CUP_DELTA = 1;
    private static final int OFFSET_DELTA = 2;

    private final WykershamGame game;
    private final WykershamRules rules;

    /** Marbles per colour and cup: [colour * 55 + rail * 11 + cup]. */
    private final int[] count;
    /** Per colour and rail: bit {@code c} set when the cup holds a marble of that colour. */
    private final int[] occupied;
    private final int[] offset;
    /** Scratch of {@link #placementGoalCounts}: line masks of all rails but one. */
    private final int[] scratchStraight = new int[RAILS];
    private final int[] scratchUp = new int[RAILS];
    private final int[] scratchDown = new int[RAILS];
    private long boardHash;

    private int phase;
    private int mover;
    private int turn;
    /** 0 or 1: the marble of the turn being played. */
    private int marble;
    /** This turn's dice, the higher first; 0 when not rolled. */
    private int dieHigh;
    private int dieLow;
    /** Column of the turn's first marble, or -1. */
    private int firstColumn = -1;
    /** Rail the current marble was placed on, or -1. */
    private int placedRail = -1;
    /** Rail slid this turn, or -1, and the direction of that slide (0 when none). */
    private int slidRail = -1;
    private int slideDirection;
    /** Goal lines of the slide being settled. */
    private int goalLines;
    /** Option goalPerLine: lines taken so far, and the line being taken (-1). */
    private int takenLines;
    private int takingLine = -1;
    /** Settlement cursor: the goal cup (rail * 11 + cup); under goalPerLine the rail of the line's cup. */
    private int settlePosition;
    private final int[] score = new int[2];
    private final int[] supply = new int[2];

    private int[] undo;
    private int undoSize;
    private final int[] scratch = new int[40];

    WykershamState(WykershamGame game) {
        super(512);
        this.game = game;
        this.rules = game.rules;
        count = new int[2 * CUP_IDS];
        occupied = new int[2 * RAILS];
        offset = new int[RAILS];
        supply[0] = MARBLES;
        supply[1] = MARBLES;
        phase = P_START;
        undo = new int[FRAME * 512];
    }

    private WykershamState(WykershamState o) {
        super(o);
        game = o.game;
        rules = o.rules;
        count = o.count.clone();
        occupied = o.occupied.clone();
        offset = o.offset.clone();
        boardHash = o.boardHash;
        phase = o.phase;
        mover = o.mover;
        turn = o.turn;
        marble = o.marble;
        dieHigh = o.dieHigh;
        dieLow = o.dieLow;
        firstColumn = o.firstColumn;
        placedRail = o.placedRail;
        slidRail = o.slidRail;
        slideDirection = o.slideDirection;
        goalLines = o.goalLines;
        takenLines = o.takenLines;
        takingLine = o.takingLine;
        settlePosition = o.settlePosition;
        score[0] = o.score[0];
        score[1] = o.score[1];
        supply[0] = o.supply[0];
        supply[1] = o.supply[1];
        undo = Arrays.copyOf(o.undo, Math.max(o.undo.length, FRAME * 512));
        undoSize = o.undoSize;
    }

    /**
     * A position for tests and analysis: the rails as {@link #toString()} draws them (only the lines
     * starting with {@code r0}..{@code r4} are read: the offset, then the 11 cups left to right), at
     * the start of turn {@code turn} (0..29) with {@code mover} to roll. Supplies are 30 minus the
     * marbles on the board, scores 0. The state has no history to undo.
     */
    static WykershamState setup(WykershamGame game, String drawing, int mover, int turn) {
        WykershamState s = new WykershamState(game);
        boolean[] seen = new boolean[RAILS];
        for (String line : drawing.split("\n")) {
            String t = line.trim();
            if (t.length() < 2 || t.charAt(0) != 'r' || !Character.isDigit(t.charAt(1))) {
                continue;
            }
            String[] tokens = t.replace('|', ' ').trim().split("\\s+");
            int r = tokens[0].charAt(1) - '0';
            if (tokens.length != 2 + CUPS || r >= RAILS) {
                throw new IllegalArgumentException("rail line '" + line + "': expected rN, an offset and 11 cups");
            }
            int o = Integer.parseInt(tokens[1].replace("+", ""));
            if (Math.abs(o) > MAX_OFFSET || (r == CENTRE_RAIL && o != 0)) {
                throw new IllegalArgumentException("rail " + r + ": offset " + o + " is impossible");
            }
            s.setOffset(r, o);
            seen[r] = true;
            for (int c = 0; c < CUPS; c++) {
                String cell = tokens[2 + c];
                int a = 0;
                int b = 0;
                if (cell.equals(".")) {
                    continue;
                } else if (cell.startsWith("a")) {
                    a = Integer.parseInt(cell.substring(1));
                } else if (cell.startsWith("b")) {
                    b = Integer.parseInt(cell.substring(1));
                } else if (cell.contains(":")) {
                    a = Integer.parseInt(cell.substring(0, cell.indexOf(':')));
                    b = Integer.parseInt(cell.substring(cell.indexOf(':') + 1));
                } else {
                    throw new IllegalArgumentException("rail " + r + " cup " + c + ": '" + cell + "' is not a cup");
                }
                s.changeCount(0, r * CUPS + c, a);
                s.changeCount(1, r * CUPS + c, b);
            }
        }
        for (int r = 0; r < RAILS; r++) {
            if (!seen[r]) {
                throw new IllegalArgumentException("rail " + r + " is missing from the drawing");
            }
        }
        for (int p = 0; p < 2; p++) {
            int n = 0;
            for (int i = 0; i < CUP_IDS; i++) {
                n += s.count[p * CUP_IDS + i];
            }
            if (n > MARBLES) {
                throw new IllegalArgumentException("player " + p + " has " + n + " marbles on the board");
            }
            s.supply[p] = MARBLES - n;
        }
        if (turn < 0 || turn >= TURNS) {
            throw new IllegalArgumentException("turn " + turn + " is not 0..29");
        }
        s.turn = turn;
        s.mover = mover;
        s.phase = P_ROLL;
        return s;
    }

    @Override
    public WykershamGame game() {
        return game;
    }

    @Override
    public WykershamState copy() {
        return new WykershamState(this);
    }

    // ---------------------------------------------------------------- queries

    public Phase phase() {
        return PHASES[phase];
    }

    /** The player who acts in this turn (at a roll: the one who rolls); meaningless before the starting roll. */
    public int mover() {
        return mover;
    }

    public int offset(int rail) {
        return offset[rail];
    }

    /** Marbles of {@code player} in cup {@code cup} (0..10, from A's left) of rail {@code rail}. */
    public int marbles(int player, int rail, int cup) {
        return count[player * CUP_IDS + rail * CUPS + cup];
    }

    /** The cups of {@code rail} (bit {@code cup}, 0..10 from A's left) holding a marble of {@code player}. */
    public int cupMask(int player, int rail) {
        return occupied[player * RAILS + rail];
    }

    /** The cup of {@code rail} standing in board column {@code column} (-4..10), or -1. */
    public int cupAt(int rail, int column) {
        int c = column + 2 - offset[rail];
        return c >= 0 && c < CUPS ? c : -1;
    }

    public int score(int player) {
        return score[player];
    }

    /** How far {@code player}'s score is ahead of the other's (negative when behind): the margin the result turns on. */
    public int lead(int player) {
        return score[player] - score[1 - player];
    }

    /** Marbles still to play (neither placed nor forfeited). */
    public int supply(int player) {
        return supply[player];
    }

    /** This turn's dice, the higher first; 0 before the roll. */
    public int dieHigh() {
        return dieHigh;
    }

    public int dieLow() {
        return dieLow;
    }

    /** 0 or 1: the turn's marble being played. */
    public int marbleIndex() {
        return marble;
    }

    /** Columns (bit x) the current marble may go to by the roll, legal cup or not; 0 when no marble is due. */
    public int allowedColumns() {
        return phase == P_PLACE ? rollColumns() : 0;
    }

    /** The rail slid this turn, or -1. */
    public int slidRail() {
        return slidRail;
    }

    /** The rail the current marble was placed on (while sliding or settling), or -1. */
    public int placedRail() {
        return placedRail;
    }

    /** Lines (bit {@code 7 (slope + 1) + centre}) complete for {@code player} now. */
    public int completeLines(int player) {
        return lines(player, -1, 0);
    }

    /** The goal lines being settled, or 0. */
    public int goalLines() {
        return goalLines;
    }

    /** Option goalPerLine: goal lines already taken in this settlement. */
    public int takenLines() {
        return takenLines;
    }

    /** The goal cup whose count is asked next, as rail * 11 + cup, or -1 when none is. */
    public int settlingCup() {
        if (phase == P_SETTLE) {
            return settlePosition;
        }
        if (phase == P_LINE) {
            return lineCup(takingLine, settlePosition);
        }
        return -1;
    }

    /** Goal cups (bit {@code cup}) on {@code rail} of the goal being settled as one. */
    public int goalCups(int rail) {
        return goalCups(goalLines, rail);
    }

    /**
     * Lines (bit {@code 7 (slope + 1) + centre}) that would be complete for {@code player} with
     * {@code rail}'s offset moved by {@code delta} (offsets beyond the limits allowed: a question, not a move).
     */
    public int completeLinesAfterSlide(int player, int rail, int delta) {
        return lines(player, rail, delta);
    }

    /**
     * While the mover decides a slide: the goal lines a slide by {@code dir} (-1 left, +1 right)
     * would make, as the rules count them (options included); 0 when that slide is not possible.
     */
    public int slideGoals(int dir) {
        return phase == P_SLIDE && slidePossible(dir) ? goalsOfSlide(dir) : 0;
    }

    /**
     * While the mover places: the goal lines that the legal placement {@code place} followed by a
     * slide of its rail by {@code dir} (-1 left, +1 right) would make, as the rules count them; 0
     * when that slide would not be possible. A question, answered without moving.
     */
    public int placementGoals(int place, int dir) {
        int r = WykershamActions.placeRail(place);
        if (phase != P_PLACE || !slidePossible(r, dir)) {
            return 0;
        }
        int i = mover * RAILS + r;
        int before = occupied[i];
        occupied[i] |= 1 << (WykershamActions.placeColumn(place) + 2 - offset[r]);
        int goals = goalsOfSlide(r, dir);
        occupied[i] = before;
        return goals;
    }

    /**
     * While the mover places: for each of the {@code n} legal placements in {@code places}, the
     * most goal lines a slide of its rail after it could make (either direction), into
     * {@code counts}: {@link #placementGoals} for both directions, in one pass over the rails
     * (playouts ask it at every placement).
     */
    public void placementGoalCounts(int[] places, int n, int[] counts) {
        if (phase != P_PLACE) {
            java.util.Arrays.fill(counts, 0, n, 0);
            return;
        }
        int base = mover * RAILS;
        otherRailsMasks(mover);
        int[] straight = scratchStraight;
        int[] up = scratchUp;
        int[] down = scratchDown;
        boolean exclude = rules.excludeAlreadyComplete();
        for (int i = 0; i < n; i++) {
            int place = places[i];
            int r = WykershamActions.placeRail(place);
            if (((straight[r] | up[r] | down[r]) & 0x7F << 4) == 0) {
                counts[i] = 0; // the other four rails hold no line's cups: no slide of this one completes any
                continue;
            }
            int mask = occupied[base + r] | 1 << (WykershamActions.placeColumn(place) + 2 - offset[r]);
            int before = exclude ? linesWith(straight[r], up[r], down[r], mask << (offset[r] + 2), r) : 0;
            int best = 0;
            for (int dir = -1; dir <= 1; dir += 2) {
                if (slidePossible(r, dir)) {
                    int after = linesWith(straight[r], up[r], down[r], mask << (offset[r] + dir + 2), r);
                    best = Math.max(best, Integer.bitCount(after & ~before));
                }
            }
            counts[i] = best;
        }
    }

    /**
     * Lines (bits as {@link #completeLines}) that would be complete for {@code player} after some
     * one-notch slide of one sliding rail within its limits: those of every such slide together
     * (a question about the board: the slides this turn allows aside).
     */
    public int linesAfterOneSlide(int player) {
        otherRailsMasks(player);
        int base = player * RAILS;
        int m = 0;
        for (int r = 0; r < RAILS; r++) {
            if (r == CENTRE_RAIL) {
                continue;
            }
            for (int d = -1; d <= 1; d += 2) {
                int o = offset[r] + d;
                if (o >= -MAX_OFFSET && o <= MAX_OFFSET) {
                    m |= linesWith(scratchStraight[r], scratchUp[r], scratchDown[r], occupied[base + r] << (o + 2), r);
                }
            }
        }
        return m;
    }

    /**
     * For each rail, {@code player}'s three line masks (straight, up, down) of every other rail,
     * into the scratch arrays: a placement or a slide changes one rail only.
     */
    private void otherRailsMasks(int player) {
        int base = player * RAILS;
        int[] straight = scratchStraight;
        int[] up = scratchUp;
        int[] down = scratchDown;
        int s = -1;
        int u = -1;
        int d = -1;
        for (int q = 0; q < RAILS; q++) {
            straight[q] = s;
            up[q] = u;
            down[q] = d;
            int cm = occupied[base + q] << (offset[q] + 2);
            s &= cm;
            u &= shift(cm, 2 - q);
            d &= shift(cm, q - 2);
        }
        s = -1;
        u = -1;
        d = -1;
        for (int q = RAILS - 1; q >= 0; q--) {
            straight[q] &= s;
            up[q] &= u;
            down[q] &= d;
            int cm = occupied[base + q] << (offset[q] + 2);
            s &= cm;
            u &= shift(cm, 2 - q);
            d &= shift(cm, q - 2);
        }
    }

    /** {@link #lines}'s result from the other rails' masks and rail {@code r}'s shifted cup mask. */
    private static int linesWith(int straight, int up, int down, int cm, int r) {
        straight &= cm;
        up &= shift(cm, 2 - r);
        down &= shift(cm, r - 2);
        return (down >>> 4 & 0x7F) | (straight >>> 4 & 0x7F) << 7 | (up >>> 4 & 0x7F) << 14;
    }

    /** Whether the cup of {@code rail} standing in frame column {@code column} takes both colours. */
    public boolean sharedCup(int column, int rail) {
        return shared(column, rail);
    }

    /** Whether {@code player} could place in {@code rail}'s cup now in frame column {@code column}, rolls and slides aside. */
    public boolean cupOpenTo(int player, int column, int rail) {
        if (shared(column, rail)) {
            return true;
        }
        int c = column + 2 - offset[rail];
        return c >= 0 && c < CUPS && (occupied[(1 - player) * RAILS + rail] >>> c & 1) == 0;
    }

    boolean labelsShared() {
        return rules.sharedLabels();
    }

    @Override
    protected int rulesCurrentPlayer() {
        return phase == P_OVER ? TERMINAL : phase <= P_ROLL ? CHANCE : mover;
    }

    @Override
    protected Outcome rulesOutcome() {
        if (phase != P_OVER) {
            return Outcome.UNFINISHED;
        }
        String reason = "a scores " + score[0] + ", b scores " + score[1];
        if (score[0] == score[1]) {
            return new Outcome(Outcome.Result.DRAW, reason);
        }
        return new Outcome(Outcome.Result.win(score[0] > score[1] ? 0 : 1), reason);
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public long hash() {
        long h = boardHash;
        h ^= mix(((long) packTurn() << 32) ^ (packGoal() & 0xFFFF_FFFFL), 0x9E37_79B9_7F4A_7C15L);
        h ^= mix(((long) packTaken() << 32) ^ (packScores() & 0xFFFF_FFFFL), 0xC2B2_AE3D_27D4_EB4FL);
        return h;
    }

    private static long mix(long z, long salt) {
        z += salt;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public ChanceOutcomes chanceOutcomes() {
        if (isTerminal()) {
            return ChanceOutcomes.NONE;
        }
        return phase == P_START ? game.startOutcomes : phase == P_ROLL ? game.rollOutcomes : ChanceOutcomes.NONE;
    }

    // ---------------------------------------------------------------- rules

    private boolean shared(int column, int rail) {
        return rules.middleLineSharing() ? column == MIDDLE : rail == CENTRE_RAIL;
    }

    /** Whether the mover may place in the cup of {@code rail} standing in frame column {@code column}. */
    private boolean cupOpen(int column, int rail) {
        if (rail == slidRail) {
            return false;
        }
        if (shared(column, rail)) {
            return true;
        }
        int c = column + 2 - offset[rail];
        return (occupied[(1 - mover) * RAILS + rail] >>> c & 1) == 0;
    }

    private int columnOfDie(int die) {
        return WykershamActions.columnOfDie(mover, die, rules.sharedLabels());
    }

    /** Columns (bit x) the roll allows for the current marble. */
    private int rollColumns() {
        int a = columnOfDie(dieHigh);
        if (dieHigh != dieLow) {
            int b = columnOfDie(dieLow);
            if (marble == 0) {
                return 1 << a | 1 << b;
            }
            return firstColumn == a ? 1 << b : 1 << a;
        }
        int m = 1 << MIDDLE;
        if (marble == 0 || firstColumn == MIDDLE) {
            m |= 1 << a;
        }
        return m;
    }

    private boolean hasLegalCup() {
        int m = rollColumns();
        while (m != 0) {
            int x = Integer.numberOfTrailingZeros(m);
            m &= m - 1;
            for (int r = 0; r < RAILS; r++) {
                if (cupOpen(x, r)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean slidePossible(int dir) {
        return slidePossible(placedRail, dir);
    }

    /** Whether {@code rail}, once placed on this turn, could slide by {@code dir}. */
    private boolean slidePossible(int r, int dir) {
        if (r == CENTRE_RAIL || r < 0) {
            return false;
        }
        int o = offset[r] + dir;
        return o >= -MAX_OFFSET && o <= MAX_OFFSET && (slideDirection == 0 || slideDirection == dir);
    }

    /**
     * Lines complete for {@code player}, with {@code rail}'s offset moved by {@code delta} (rail -1: as
     * it stands). Bit {@code x + 4} of a column mask is the cup standing in column x (-4..10).
     */
    private int lines(int player, int rail, int delta) {
        int straight = -1;
        int up = -1;
        int down = -1;
        int base = player * RAILS;
        for (int r = 0; r < RAILS; r++) {
            int o = offset[r] + (r == rail ? delta : 0);
            int cm = occupied[base + r] << (o + 2);
            straight &= cm;
            int s = r - 2;
            up &= s >= 0 ? cm >>> s : cm << -s;
            down &= s >= 0 ? cm << s : cm >>> -s;
        }
        return (down >>> 4 & 0x7F) | (straight >>> 4 & 0x7F) << 7 | (up >>> 4 & 0x7F) << 14;
    }

    /** The goal lines a slide of the placed rail by {@code dir} would make for the mover. */
    private int goalsOfSlide(int dir) {
        return goalsOfSlide(placedRail, dir);
    }

    /** The goal lines a slide of {@code rail} by {@code dir} would make for the mover, as the board stands. */
    private int goalsOfSlide(int rail, int dir) {
        int after = lines(mover, rail, dir);
        return rules.excludeAlreadyComplete() ? after & ~lines(mover, -1, 0) : after;
    }

    /** Under forcedSlide: the directions (bit dir + 1) that make a goal; 0 when none does or the option is off. */
    private int forcedDirections() {
        if (!rules.forcedSlide()) {
            return 0;
        }
        int m = 0;
        if (slidePossible(-1) && goalsOfSlide(-1) != 0) {
            m |= 1;
        }
        if (slidePossible(1) && goalsOfSlide(1) != 0) {
            m |= 4;
        }
        return m;
    }

    private static int shift(int v, int n) {
        return n >= 0 ? v << n : v >>> -n;
    }

    private int goalCups(int lineMask, int rail) {
        int s = rail - 2;
        int cols = (lineMask >>> 7 & 0x7F) << 4 | shift((lineMask >>> 14 & 0x7F) << 4, s)
                | shift((lineMask & 0x7F) << 4, -s);
        return cols >>> (offset[rail] + 2) & 0x7FF;
    }

    /** The first goal cup after {@code cupId} (rail * 11 + cup) in order of rail then cup, or -1. */
    private int nextGoalCup(int cupId) {
        int r = cupId < 0 ? 0 : cupId / CUPS;
        int from = cupId < 0 ? 0 : cupId % CUPS + 1;
        for (; r < RAILS; r++, from = 0) {
            int m = goalCups(goalLines, r) >>> from << from;
            if (m != 0) {
                return r * CUPS + Integer.numberOfTrailingZeros(m);
            }
        }
        return -1;
    }

    /** The cup id of line {@code id} on {@code rail}. */
    private int lineCup(int id, int rail) {
        int x = WykershamActions.lineCentre(id) + WykershamActions.lineSlope(id) * (rail - 2);
        return rail * CUPS + x + 2 - offset[rail];
    }

    /** Goal lines the mover may still take under goalPerLine: not taken and still complete. */
    private int eligibleLines() {
        return goalLines & ~takenLines & lines(mover, -1, 0);
    }

    private int own(int cupId) {
        return count[mover * CUP_IDS + cupId];
    }

    @Override
    public boolean isLegal(int a) {
        if (a < 0 || a >= SIZE) {
            return false;
        }
        switch (phase) {
            case P_START:
                return a < PLACE && WykershamActions.firstDie(a) != WykershamActions.secondDie(a) && !isTerminal();
            case P_ROLL:
                return a < PLACE && !isTerminal();
            case P_PLACE: {
                if (!WykershamActions.isPlace(a) || isTerminal()) {
                    return false;
                }
                int x = WykershamActions.placeColumn(a);
                return (rollColumns() >>> x & 1) != 0 && cupOpen(x, WykershamActions.placeRail(a));
            }
            case P_SLIDE: {
                if (a < STAY || a > RIGHT || isTerminal()) {
                    return false;
                }
                int dir = WykershamActions.slideDirection(a);
                if (dir != 0 && !slidePossible(dir)) {
                    return false;
                }
                int forced = forcedDirections();
                return forced == 0 || (forced >>> (dir + 1) & 1) != 0;
            }
            case P_SETTLE:
                if (isTerminal()) {
                    return false;
                }
                if (a == KEEP) {
                    return settlePosition == nextGoalCup(-1);
                }
                return WykershamActions.isTake(a) && WykershamActions.takeCount(a) <= own(settlePosition);
            case P_CHOOSE:
                if (isTerminal()) {
                    return false;
                }
                return a == KEEP || (WykershamActions.isLine(a) && (eligibleLines() >>> (a - LINE) & 1) != 0);
            case P_LINE:
                return WykershamActions.isTake(a) && !isTerminal()
                        && WykershamActions.takeCount(a) <= own(lineCup(takingLine, settlePosition));
            default:
                return false;
        }
    }

    @Override
    protected String whyIllegalLive(int a) {
        String who = game.playerName(mover);
        switch (phase) {
            case P_START:
                return a < PLACE ? "a tie is rolled again: give the starting roll that decided"
                        : "the game begins with the starting roll: each player rolls one die";
            case P_ROLL:
                return "the turn begins with the roll of two dice";
            case P_PLACE: {
                if (!WykershamActions.isPlace(a)) {
                    return a < PLACE ? "the dice are already rolled" : who + " must first place marble " + (marble + 1);
                }
                int x = WykershamActions.placeColumn(a);
                int r = WykershamActions.placeRail(a);
                if ((rollColumns() >>> x & 1) == 0) {
                    return "the roll " + dieHigh + "-" + dieLow + " allows " + columnsText(rollColumns())
                            + (dieHigh == dieLow && marble == 1 ? " (never two marbles in " + dieHigh + ")" : "")
                            + (dieHigh != dieLow && marble == 1 ? " (the first marble used the other die)" : "");
                }
                if (r == slidRail) {
                    return "rail " + r + " was slid this turn and takes no more marbles";
                }
                return "the cup holds a marble of " + game.playerName(1 - mover) + " and is not shared";
            }
            case P_SLIDE: {
                if (a < STAY || a > RIGHT) {
                    return who + " must first slide rail " + placedRail + " or not";
                }
                int dir = WykershamActions.slideDirection(a);
                if (dir != 0) {
                    int o = offset[placedRail] + dir;
                    if (o < -MAX_OFFSET || o > MAX_OFFSET) {
                        return "rail " + placedRail + " is already " + MAX_OFFSET + " notches to the "
                                + (dir < 0 ? "left" : "right");
                    }
                    if (slideDirection != 0 && slideDirection != dir) {
                        return "the second slide of a turn goes the same way as the first ("
                                + (slideDirection < 0 ? "<" : ">") + ")";
                    }
                }
                return dir == 0 ? "a slide that makes a goal must be made (forcedSlide)"
                        : "this slide makes no goal but another does, and a goal-making slide must be made (forcedSlide)";
            }
            case P_SETTLE:
                if (a == KEEP) {
                    return "the goal is being taken: keep is possible only before the first count";
                }
                if (WykershamActions.isTake(a)) {
                    return "the cup holds " + own(settlePosition) + " marble(s) of " + who;
                }
                return who + " must first settle the goal: keep, or take from each goal cup";
            case P_CHOOSE:
                if (WykershamActions.isLine(a)) {
                    int id = a - LINE;
                    if ((goalLines >>> id & 1) == 0) {
                        return "this line is not a goal line of the slide";
                    }
                    return (takenLines >>> id & 1) != 0 ? "this line is already taken" : "this line is no longer complete";
                }
                return who + " must first take a goal line or keep";
            case P_LINE:
                if (WykershamActions.isTake(a)) {
                    return "the cup holds " + own(lineCup(takingLine, settlePosition)) + " marble(s) of " + who;
                }
                return who + " must first finish taking the line: a count for each of its cups";
            default:
                return "not legal here";
        }
    }

    /** "column 4" or "columns 2, 4" in the mover's reading order. */
    String columnsText(int mask) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (int i = 0; i < COLUMNS; i++) {
            int x = WykershamActions.columnOfLabelIndex(mover, i, rules.sharedLabels());
            if ((mask >>> x & 1) != 0) {
                sb.append(n++ == 0 ? "" : " or ").append(WykershamActions.label(mover, x, rules.sharedLabels()));
            }
        }
        return (n == 1 ? "column " : "columns ") + sb;
    }

    /** Counts the legal actions in ascending order, writing them into {@code out} unless it is null. */
    @Override
    protected int collectLegal(int[] out) {
        int k = 0;
        switch (phase) {
            case P_START:
                for (int a = 0; a < PLACE; a++) {
                    if (WykershamActions.firstDie(a) != WykershamActions.secondDie(a)) {
                        if (out != null) out[k] = a;
                        k++;
                    }
                }
                return k;
            case P_ROLL:
                for (int a = 0; a < PLACE; a++) {
                    if (out != null) out[k] = a;
                    k++;
                }
                return k;
            case P_PLACE: {
                int m = rollColumns();
                while (m != 0) {
                    int x = Integer.numberOfTrailingZeros(m);
                    m &= m - 1;
                    for (int r = 0; r < RAILS; r++) {
                        if (cupOpen(x, r)) {
                            if (out != null) out[k] = PLACE + 5 * x + r;
                            k++;
                        }
                    }
                }
                return k;
            }
            case P_SLIDE: {
                int forced = forcedDirections();
                for (int a = STAY; a <= RIGHT; a++) {
                    int dir = WykershamActions.slideDirection(a);
                    boolean ok = forced != 0 ? (forced >>> (dir + 1) & 1) != 0 : dir == 0 || slidePossible(dir);
                    if (ok) {
                        if (out != null) out[k] = a;
                        k++;
                    }
                }
                return k;
            }
            case P_SETTLE: {
                if (settlePosition == nextGoalCup(-1)) {
                    if (out != null) out[k] = KEEP;
                    k++;
                }
                int n = own(settlePosition);
                for (int i = 1; i <= n; i++) {
                    if (out != null) out[k] = TAKE + i - 1;
                    k++;
                }
                return k;
            }
            case P_CHOOSE: {
                if (out != null) out[k] = KEEP;
                k++;
                int m = eligibleLines();
                while (m != 0) {
                    int id = Integer.numberOfTrailingZeros(m);
                    m &= m - 1;
                    if (out != null) out[k] = LINE + id;
                    k++;
                }
                return k;
            }
            case P_LINE: {
                int n = own(lineCup(takingLine, settlePosition));
                for (int i = 1; i <= n; i++) {
                    if (out != null) out[k] = TAKE + i - 1;
                    k++;
                }
                return k;
            }
            default:
                return 0;
        }
    }

    @Override
    public int randomLegalAction(SplittableRandom rng) {
        switch (phase) {
            case P_START: {
                // 30 pairs that are not ties: skip the diagonal
                int i = rng.nextInt(30);
                int first = i / 5;
                int second = i % 5;
                if (second >= first) {
                    second++;
                }
                return first * 6 + second;
            }
            case P_ROLL:
                return rng.nextInt(36);
            case P_SETTLE: {
                int n = own(settlePosition);
                if (settlePosition == nextGoalCup(-1)) {
                    int i = rng.nextInt(n + 1);
                    return i == 0 ? KEEP : TAKE + i - 1;
                }
                return TAKE + rng.nextInt(n);
            }
            case P_LINE:
                return TAKE + rng.nextInt(own(lineCup(takingLine, settlePosition)));
            default: {
                if (isTerminal()) {
                    throw new IllegalStateException("the game is over");
                }
                int k = collectLegal(scratch);
                return scratch[rng.nextInt(k)];
            }
        }
    }

    // ---------------------------------------------------------------- apply and undo

    private int packTurn() {
        return phase | mover << 3 | turn << 4 | marble << 9 | dieHigh << 10 | dieLow << 13 | (firstColumn + 1) << 16
                | (placedRail + 1) << 19 | (slidRail + 1) << 22 | (slideDirection + 1) << 25;
    }

    private int packGoal() {
        return goalLines | (takingLine + 1) << 21;
    }

    private int packTaken() {
        return takenLines | settlePosition << 21;
    }

    private int packScores() {
        return score[0] | score[1] << 7 | (supply[0] + 64) << 14 | (supply[1] + 64) << 21;
    }

    private void unpack(int w0, int w1, int w2, int w3) {
        phase = w0 & 7;
        mover = w0 >>> 3 & 1;
        turn = w0 >>> 4 & 31;
        marble = w0 >>> 9 & 1;
        dieHigh = w0 >>> 10 & 7;
        dieLow = w0 >>> 13 & 7;
        firstColumn = (w0 >>> 16 & 7) - 1;
        placedRail = (w0 >>> 19 & 7) - 1;
        slidRail = (w0 >>> 22 & 7) - 1;
        slideDirection = (w0 >>> 25 & 3) - 1;
        goalLines = w1 & 0x1F_FFFF;
        takingLine = (w1 >>> 21 & 31) - 1;
        takenLines = w2 & 0x1F_FFFF;
        settlePosition = w2 >>> 21 & 127;
        score[0] = w3 & 127;
        score[1] = w3 >>> 7 & 127;
        supply[0] = (w3 >>> 14 & 127) - 64;
        supply[1] = (w3 >>> 21 & 127) - 64;
    }

    @Override
    protected void doApply(int a) {
        if (undoSize + FRAME > undo.length) {
            undo = Arrays.copyOf(undo, undo.length * 2);
        }
        int f = undoSize;
        undo[f] = packTurn();
        undo[f + 1] = packGoal();
        undo[f + 2] = packTaken();
        undo[f + 3] = packScores();
        undo[f + 4] = NO_DELTA;
        undoSize += FRAME;
        switch (phase) {
            case P_START:
                mover = WykershamActions.firstDie(a) > WykershamActions.secondDie(a) ? 0 : 1;
                phase = P_ROLL;
                return;
            case P_ROLL: {
                int d1 = WykershamActions.firstDie(a);
                int d2 = WykershamActions.secondDie(a);
                dieHigh = Math.max(d1, d2);
                dieLow = Math.min(d1, d2);
                marble = 0;
                startMarble();
                return;
            }
            case P_PLACE: {
                int x = WykershamActions.placeColumn(a);
                int r = WykershamActions.placeRail(a);
                int cup = r * CUPS + x + 2 - offset[r];
                changeCount(mover, cup, 1);
                undo[f + 4] = cupDelta(mover, cup, 1);
                supply[mover]--;
                placedRail = r;
                if (marble == 0) {
                    firstColumn = x;
                }
                if (slidePossible(-1) || slidePossible(1)) {
                    phase = P_SLIDE;
                } else {
                    marbleDone();
                }
                return;
            }
            case P_SLIDE: {
                int dir = WykershamActions.slideDirection(a);
                if (dir == 0) {
                    marbleDone();
                    return;
                }
                int goals = goalsOfSlide(dir);
                setOffset(placedRail, offset[placedRail] + dir);
                undo[f + 4] = OFFSET_DELTA | placedRail << 2 | (dir + 1) << 5;
                slidRail = placedRail;
                slideDirection = dir;
                if (goals == 0) {
                    marbleDone();
                } else {
                    goalLines = goals;
                    if (rules.goalPerLine()) {
                        phase = P_CHOOSE;
                    } else {
                        phase = P_SETTLE;
                        settlePosition = nextGoalCup(-1);
                    }
                }
                return;
            }
            case P_SETTLE: {
                if (a == KEEP) {
                    settled();
                    return;
                }
                int n = WykershamActions.takeCount(a);
                remove(f, settlePosition, n);
                int next = nextGoalCup(settlePosition);
                if (next < 0) {
                    settled();
                } else {
                    settlePosition = next;
                }
                return;
            }
            case P_CHOOSE:
                if (a == KEEP) {
                    settled();
                } else {
                    takingLine = a - LINE;
                    settlePosition = 0;
                    phase = P_LINE;
                }
                return;
            case P_LINE: {
                remove(f, lineCup(takingLine, settlePosition), WykershamActions.takeCount(a));
                if (++settlePosition == RAILS) {
                    takenLines |= 1 << takingLine;
                    takingLine = -1;
                    settlePosition = 0;
                    if (eligibleLines() == 0) {
                        settled();
                    } else {
                        phase = P_CHOOSE;
                    }
                }
                return;
            }
            default:
                throw new IllegalStateException("no action is expected");
        }
    }

    private void remove(int frame, int cup, int n) {
        changeCount(mover, cup, -n);
        undo[frame + 4] = cupDelta(mover, cup, -n);
        score[mover] += n;
    }

    private static int cupDelta(int colour, int cup, int delta) {
        return CUP_DELTA | colour << 2 | cup << 3 | (delta + 64) << 10;
    }

    private void settled() {
        goalLines = 0;
        takenLines = 0;
        takingLine = -1;
        settlePosition = 0;
        marbleDone();
    }

    private void marbleDone() {
        placedRail = -1;
        if (marble == 0) {
            marble = 1;
            startMarble();
        } else {
            endTurn();
        }
    }

    /** The current marble is due: forfeited (with the rest of the turn's) when no allowed column has a legal cup. */
    private void startMarble() {
        if (hasLegalCup()) {
            phase = P_PLACE;
            return;
        }
        int lost = 2 - marble;
        supply[mover] -= lost;
        score[1 - mover] += lost;
        endTurn();
    }

    private void endTurn() {
        turn++;
        marble = 0;
        dieHigh = 0;
        dieLow = 0;
        firstColumn = -1;
        placedRail = -1;
        slidRail = -1;
        slideDirection = 0;
        if (turn >= TURNS) {
            phase = P_OVER;
        } else {
            mover = 1 - mover;
            phase = P_ROLL;
        }
    }

    private void changeCount(int colour, int cup, int delta) {
        if (delta == 0) {
            return;
        }
        int i = colour * CUP_IDS + cup;
        int before = count[i];
        int after = before + delta;
        count[i] = after;
        int keyBase = i * (MARBLES + 1);
        boardHash ^= game.countKeys[keyBase + before] ^ game.countKeys[keyBase + after];
        int bit = 1 << (cup % CUPS);
        int o = colour * RAILS + cup / CUPS;
        if (after == 0) {
            occupied[o] &= ~bit;
        } else {
            occupied[o] |= bit;
        }
    }

    private void setOffset(int rail, int value) {
        boardHash ^= game.offsetKeys[rail * 5 + offset[rail] + 2] ^ game.offsetKeys[rail * 5 + value + 2];
        offset[rail] = value;
    }

    @Override
    protected void doUndo(int action) {
        undoSize -= FRAME;
        int f = undoSize;
        int delta = undo[f + 4];
        int kind = delta & 3;
        if (kind == CUP_DELTA) {
            int colour = delta >>> 2 & 1;
            int cup = delta >>> 3 & 127;
            int n = (delta >>> 10 & 127) - 64;
            changeCount(colour, cup, -n);
        } else if (kind == OFFSET_DELTA) {
            int rail = delta >>> 2 & 7;
            int dir = (delta >>> 5 & 3) - 1;
            setOffset(rail, offset[rail] - dir);
        }
        unpack(undo[f], undo[f + 1], undo[f + 2], undo[f + 3]);
    }

    // ---------------------------------------------------------------- text

    @Override
    public String actionToString(int action) {
        return WykershamNotation.actionText(this, action);
    }

    @Override
    public int parseAction(String text) {
        return WykershamNotation.parseAction(this, text);
    }

    /**
     * The rails as seen from A's seat (rail 4, B's side, at the top), every cup in its board column
     * from -4 to 10 with the frame's seven columns between {@code |} marks; each player's labels on
     * their side; then supplies, scores and what the position waits for. A cup shows {@code .}
     * (empty), {@code a3} (three of A's marbles), {@code b1}, or {@code 2:1} (two of A's and one of
     * B's in a shared cup).
     * <pre>
     * b:                  6   5   4   #   3   2   1
     *                 +---------------------------+
     * r4 +0       .   .|  .   .   .   .   .   .   .|  .   .
     * </pre>
     */
    @Override
    public String toString() {
        return WykershamNotation.diagram(this);
    }

    String describeWaiting() {
        if (isTerminal()) {
            return "game over: " + outcome();
        }
        String who = game.playerName(mover);
        String t = "turn " + (turn + 1) + " of " + TURNS + ", ";
        String roll = t + "roll " + dieHigh + "-" + dieLow + ": ";
        switch (phase) {
            case P_START:
                return "starting roll: each player rolls one die, the higher starts (chance)";
            case P_ROLL:
                return t + who + " rolls the dice (chance)";
            case P_PLACE:
                return roll + who + " places marble " + (marble + 1) + " of 2 in " + columnsText(rollColumns());
            case P_SLIDE: {
                StringBuilder sb = new StringBuilder(roll + who + " may slide rail " + placedRail + ":");
                for (int a : legalActions()) {
                    sb.append(' ').append(actionToString(a));
                }
                return sb.append(rules.forcedSlide() && forcedDirections() != 0 ? " (a goal-making slide is forced)"
                        : " (= no slide)").toString();
            }
            case P_SETTLE:
                return roll + who + " scored a goal (" + lineNames(goalLines) + "): "
                        + (settlePosition == nextGoalCup(-1) ? "keep, or take" : "take") + " 1.." + own(settlePosition)
                        + " from " + cupName(settlePosition);
            case P_CHOOSE:
                return roll + who + " scored a goal (" + lineNames(goalLines) + "): take one of "
                        + lineNames(eligibleLines()) + ", or keep";
            case P_LINE: {
                int cup = lineCup(takingLine, settlePosition);
                return roll + who + " takes line "
                        + WykershamActions.lineName(mover, takingLine, rules.sharedLabels()) + ": 1.." + own(cup)
                        + " from " + cupName(cup);
            }
            default:
                return "";
        }
    }

    String lineNames(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int id = 0; id < WykershamActions.LINES; id++) {
            if ((mask >>> id & 1) != 0) {
                sb.append(sb.length() == 0 ? "" : " ").append(WykershamActions.lineName(mover, id, rules.sharedLabels()));
            }
        }
        return sb.toString();
    }

    /** "rail 1 cup 5 (column 4)" with the column label as the mover reads it when the cup is in the frame. */
    String cupName(int cupId) {
        int r = cupId / CUPS;
        int c = cupId % CUPS;
        int x = c - 2 + offset[r];
        String where = x >= 0 && x < COLUMNS ? " (column " + WykershamActions.label(mover, x, rules.sharedLabels()) + ")"
                : " (outside the frame)";
        return "rail " + r + " cup " + c + where;
    }
}
