package org.ludotheque.engine.thoughtwave;

/**
 * A player's tiles by kind, written {@code X2 T6 I5 L10 D1} (Cross, T, Straight, Bend,
 * Terminator). On input the letters may come in any order and either case, with or without
 * spaces ({@code x2t6i5l10d1}); a missing letter means none of that kind; {@code none} is the
 * empty supply. No commas: a supply stands inside a game spec, whose options commas separate. {@link #toString()} always writes the five counts in the order above.
 */
public record Supply(int cross, int t, int straight, int bend, int terminator) {

    /** The printed game's supply: 2 Cross, 6 T, 5 Straight, 10 Bend, 1 Terminator (24 tiles). */
    public static final Supply ORIGINAL = new Supply(2, 6, 5, 10, 1);

    /** The largest count of one kind: a 26 x 26 board's squares. */
    public static final int MAX_COUNT = 26 * 26;

    public Supply {
        for (int c : new int[] {cross, t, straight, bend, terminator}) {
            if (c < 0 || c > MAX_COUNT) {
                throw new IllegalArgumentException("a supply count must be 0.." + MAX_COUNT + ", not " + c);
            }
        }
    }

    /** What a person reads as the allowed values of a supply option. */
    public static final String ALLOWED = "counts of X (Cross), T, I (Straight), L (Bend), D (Terminator), each 0.."
            + MAX_COUNT + " and each letter at most once, like X2 T6 I5 L10 D1, or none";

    public int count(Tile kind) {
        switch (kind) {
            case CROSS: return cross;
            case T: return t;
            case STRAIGHT: return straight;
            case BEND: return bend;
            default: return terminator;
        }
    }

    /** Counts in the order of {@link Tile#values()}. */
    public int[] counts() {
        return new int[] {cross, t, straight, bend, terminator};
    }

    public static Supply of(int[] counts) {
        return new Supply(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    public int total() {
        return cross + t + straight + bend + terminator;
    }

    /**
     * Reads a supply; a text that is not one throws {@link IllegalArgumentException} whose
     * message says what is wrong (the caller names the option).
     */
    public static Supply parse(String text) {
        String s = text == null ? "" : text.trim();
        if (s.equalsIgnoreCase("none")) {
            return new Supply(0, 0, 0, 0, 0);
        }
        if (s.isEmpty()) {
            throw new IllegalArgumentException("the supply is empty text");
        }
        int[] counts = new int[5];
        boolean[] seen = new boolean[5];
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            Tile kind = Tile.parse(String.valueOf(c));
            if (kind == null) {
                throw new IllegalArgumentException("'" + c + "' is not a tile letter");
            }
            int j = i + 1;
            while (j < s.length() && Character.isDigit(s.charAt(j))) {
                j++;
            }
            if (j == i + 1) {
                throw new IllegalArgumentException(Character.toUpperCase(c) + " has no count");
            }
            if (seen[kind.ordinal()]) {
                throw new IllegalArgumentException(kind.letter() + " is given twice");
            }
            seen[kind.ordinal()] = true;
            long n = j - i - 1 > 6 ? Long.MAX_VALUE : Long.parseLong(s.substring(i + 1, j));
            if (n > MAX_COUNT) {
                throw new IllegalArgumentException(kind.letter() + s.substring(i + 1, j) + " is more than " + MAX_COUNT);
            }
            counts[kind.ordinal()] = (int) n;
            i = j;
        }
        return of(counts);
    }

    /** {@code X2 T6 I5 L10 D1}. */
    @Override
    public String toString() {
        return "X" + cross + " T" + t + " I" + straight + " L" + bend + " D" + terminator;
    }

    /** The same supply with {@code delta} more tiles of {@code kind}. */
    public Supply plus(Tile kind, int delta) {
        int[] c = counts();
        c[kind.ordinal()] += delta;
        return of(c);
    }
}
