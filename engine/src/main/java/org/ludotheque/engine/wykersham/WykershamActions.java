package org.ludotheque.engine.wykersham;

/**
 * The Wykersham action space (126 ints) and the column labels.
 *
 * <pre>
 *   0 ..  35  dice: (first die - 1) * 6 + (second die - 1); the starting roll (A's die, B's die) and
 *             each turn's roll use the same ids
 *  36 ..  70  place a marble: 36 + 5 * column + rail (column 0..6 board-fixed, as A sees it)
 *  71         no slide      72  slide left (towards column 0)      73  slide right
 *  74         keep (settle a goal by removing nothing, or stop taking lines)
 *  75 .. 104  take n own marbles (1..30) from the goal cup being settled
 * 105 .. 125  take goal line 105 + id (option goalPerLine), id = 7 * (slope + 1) + centre column
 * </pre>
 *
 * Labels: the seven frame columns read {@code 1 2 3 # 4 5 6} from A's left ({@code #} stands for ■).
 * Under per-player labels B reads them from B's own left, so B's label at column {@code x} is A's
 * label at column {@code 6 - x}.
 */
public final class WykershamActions {

    public static final int DICE = 0;
    public static final int PLACE = 36;
    public static final int STAY = 71;
    public static final int LEFT = 72;
    public static final int RIGHT = 73;
    public static final int KEEP = 74;
    public static final int TAKE = 75;
    public static final int MAX_TAKE = 30;
    public static final int LINE = TAKE + MAX_TAKE;
    public static final int LINES = 21;
    public static final int SIZE = LINE + LINES;

    /** Column of ■ (board-fixed and the same for both players). */
    public static final int MIDDLE = 3;

    private static final String[] LABELS = {"1", "2", "3", "#", "4", "5", "6"};
    private static final char[] SLOPES = {'\\', '|', '/'};

    private WykershamActions() {
    }

    public static int dice(int first, int second) {
        return DICE + (first - 1) * 6 + (second - 1);
    }

    public static boolean isDice(int a) {
        return a >= DICE && a < PLACE;
    }

    public static int firstDie(int a) {
        return (a - DICE) / 6 + 1;
    }

    public static int secondDie(int a) {
        return (a - DICE) % 6 + 1;
    }

    public static int place(int column, int rail) {
        return PLACE + 5 * column + rail;
    }

    public static boolean isPlace(int a) {
        return a >= PLACE && a < STAY;
    }

    public static int placeColumn(int a) {
        return (a - PLACE) / 5;
    }

    public static int placeRail(int a) {
        return (a - PLACE) % 5;
    }

    public static boolean isSlide(int a) {
        return a >= STAY && a <= RIGHT;
    }

    /** -1, 0 or +1 for {@link #LEFT}, {@link #STAY}, {@link #RIGHT}. */
    public static int slideDirection(int a) {
        return a - STAY == 0 ? 0 : a == LEFT ? -1 : 1;
    }

    public static int take(int n) {
        return TAKE + n - 1;
    }

    public static boolean isTake(int a) {
        return a >= TAKE && a < LINE;
    }

    public static int takeCount(int a) {
        return a - TAKE + 1;
    }

    public static int line(int id) {
        return LINE + id;
    }

    public static boolean isLine(int a) {
        return a >= LINE && a < SIZE;
    }

    public static int lineId(int a) {
        return a - LINE;
    }

    /** Line id of centre column {@code centre} (0..6) and slope -1, 0 or +1. */
    public static int lineId(int centre, int slope) {
        return 7 * (slope + 1) + centre;
    }

    public static int lineCentre(int id) {
        return id % 7;
    }

    public static int lineSlope(int id) {
        return id / 7 - 1;
    }

    /** Board column (0..6) of a die value (1..6) as {@code player} reads the labels. */
    public static int columnOfDie(int player, int die, boolean sharedLabels) {
        return columnOfLabelIndex(player, die <= 3 ? die - 1 : die, sharedLabels);
    }

    /** Board column of the label at position {@code index} of "1 2 3 # 4 5 6" for {@code player}. */
    public static int columnOfLabelIndex(int player, int index, boolean sharedLabels) {
        return player == 0 || sharedLabels ? index : 6 - index;
    }

    /** The label of board column {@code column} (0..6) as {@code player} reads it: "1".."6" or "#". */
    public static String label(int player, int column, boolean sharedLabels) {
        return LABELS[columnOfLabelIndex(player, column, sharedLabels)];
    }

    /** Position in "1 2 3 # 4 5 6" of a label character ('1'..'6', '#' or '■'), or -1. */
    public static int labelIndex(char c) {
        if (c == '#' || c == '\u25A0') {
            return 3;
        }
        if (c >= '1' && c <= '3') {
            return c - '1';
        }
        if (c >= '4' && c <= '6') {
            return c - '0';
        }
        return -1;
    }

    /** The slope sign: {@code \} for -1, {@code |} for 0, {@code /} for +1 (the same seen from either side). */
    public static char slopeChar(int slope) {
        return SLOPES[slope + 1];
    }

    /** Slope of a sign, or 2 when the character is not one. */
    public static int slopeOf(char c) {
        return c == '\\' ? -1 : c == '|' ? 0 : c == '/' ? 1 : 2;
    }

    /** A line's name as {@code player} reads it: centre label then slope sign, e.g. {@code 3/} or {@code #|}. */
    public static String lineName(int player, int id, boolean sharedLabels) {
        return label(player, lineCentre(id), sharedLabels) + slopeChar(lineSlope(id));
    }
}
