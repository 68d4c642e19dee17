package org.ludotheque.engine.thoughtwave;

/**
 * The action layout of one Thoughtwave game, for a board of {@code squares} squares numbered
 * {@code rank * size + file} (a1 = 0, b1 = 1, …):
 * <ul>
 * <li>{@code [0, 15 * squares)}: place the tile with wave mask {@code m} (1..15) on square
 * {@code s}, action {@code s * 15 + m - 1};</li>
 * <li>{@link #pass}: a forced pass (no legal placement, no tile left, or a turn lost to a penalty);</li>
 * <li>{@link #swap}: the pie rule's swap;</li>
 * <li>{@code take + k}: the handicap receiver takes one tile of kind {@code Tile.values()[k]}
 * from the other player's supply;</li>
 * <li>only in penalty mode, {@code [illegal, illegal + 15 * squares)}: an illegal placement
 * attempt, laid out like the placements.</li>
 * </ul>
 * Ascending order is therefore placements by square then mask, the special actions, then
 * penalty attempts by square then mask.
 */
public final class ThoughtwaveActions {

    public final int squares;
    /** Number of placement actions, 15 per square. */
    public final int placements;
    public final int pass;
    public final int swap;
    public final int take;
    /** First penalty attempt, or -1 when the game has no penalty mode. */
    public final int illegal;
    public final int size;

    ThoughtwaveActions(int squares, boolean penalty) {
        this.squares = squares;
        this.placements = 15 * squares;
        this.pass = placements;
        this.swap = pass + 1;
        this.take = swap + 1;
        this.illegal = penalty ? take + Tile.values().length : -1;
        this.size = penalty ? illegal + placements : take + Tile.values().length;
    }

    public int place(int square, int mask) {
        return square * 15 + mask - 1;
    }

    public int attempt(int square, int mask) {
        if (illegal < 0) {
            throw new IllegalStateException("illegal attempts exist only in penalty mode");
        }
        return illegal + square * 15 + mask - 1;
    }

    public int take(Tile kind) {
        return take + kind.ordinal();
    }

    public boolean isPlace(int a) {
        return a >= 0 && a < placements;
    }

    public boolean isAttempt(int a) {
        return illegal >= 0 && a >= illegal && a < size;
    }

    public boolean isTake(int a) {
        return a >= take && a < take + Tile.values().length;
    }

    /** Square of a placement or attempt. */
    public int square(int a) {
        return (isAttempt(a) ? a - illegal : a) / 15;
    }

    /** Wave mask of a placement or attempt. */
    public int mask(int a) {
        return (isAttempt(a) ? a - illegal : a) % 15 + 1;
    }
}
