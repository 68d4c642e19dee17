package org.ludotheque.engine.thoughtwave;

import java.util.Locale;

/**
 * The five kinds of Thoughtwave tile. An oriented tile is a 4-bit <em>wave mask</em> over its
 * edges ({@link #N}=1, {@link #E}=2, {@link #S}=4, {@link #W}=8): a set bit is an edge a wave
 * leaves through, a clear bit a blank edge. The mask determines the kind; the 15 non-zero masks
 * are exactly the 15 oriented tiles. Whatever its kind, a tile carries one wave network: its
 * wave edges are all joined to each other (the Cross is one four-way junction).
 */
public enum Tile {
    CROSS('X', "Cross", 15),
    T('T', "T", 7, 14, 13, 11),
    STRAIGHT('I', "Straight", 5, 10),
    BEND('L', "Bend", 3, 6, 12, 9),
    TERMINATOR('D', "Terminator", 1, 2, 4, 8);

    /** Edge bits of a wave mask. */
    public static final int N = 1;
    public static final int E = 2;
    public static final int S = 4;
    public static final int W = 8;

    /** Edge letters in the order of their bits: N, E, S, W. */
    static final String EDGE_LETTERS = "NESW";
    static final String[] EDGE_NAMES = {"north", "east", "south", "west"};

    private static final Tile[] BY_MASK = new Tile[16];

    static {
        for (Tile t : values()) {
            for (int m : t.masks) {
                BY_MASK[m] = t;
            }
        }
    }

    private final char letter;
    private final String word;
    private final int[] masks;

    Tile(char letter, String word, int... masks) {
        this.letter = letter;
        this.word = word;
        this.masks = masks;
    }

    /** The supply letter: X, T, I, L, D. */
    public char letter() {
        return letter;
    }

    /** The piece word used in notation: Cross, T, Straight, Bend, Terminator. */
    public String word() {
        return word;
    }

    /** The orientations of this kind, as wave masks. */
    public int[] masks() {
        return masks.clone();
    }

    /** The kind of a wave mask 1..15. */
    public static Tile of(int mask) {
        if (mask < 1 || mask > 15) {
            throw new IllegalArgumentException("no tile has wave mask " + mask);
        }
        return BY_MASK[mask];
    }

    /** The kind for a supply letter or a piece word (any case; "Junction" is accepted for T), or null. */
    public static Tile parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (Tile k : values()) {
            if (t.equals(k.word.toLowerCase(Locale.ROOT)) || t.equals(String.valueOf(k.letter).toLowerCase(Locale.ROOT))) {
                return k;
            }
        }
        return t.equals("junction") ? T : null;
    }

    /** The edges of a mask in the fixed order N, E, S, W: {@code edges(5)} is {@code NS}. */
    public static String edges(int mask) {
        StringBuilder sb = new StringBuilder(4);
        for (int d = 0; d < 4; d++) {
            if ((mask & (1 << d)) != 0) {
                sb.append(EDGE_LETTERS.charAt(d));
            }
        }
        return sb.toString();
    }
}
