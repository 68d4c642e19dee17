package org.ludotheque.ai;

import java.util.List;

import org.ludotheque.ai.search.SearchParams;

/**
 * Playing levels, 1 (beginner) to {@link #MAX}, or to a game's lower top level
 * ({@link Knowledge#topLevel}): settings of the one search, never separate bots.
 * Low levels think little and pick their move with noise (drawn ∝ visits^(1/T)), so they make the
 * mistakes of a player who looks at a few plausible moves; from level 7 the move is the best found.
 * Each level runs about three times the playouts of the one below. Levels 5 to 9 are playout
 * budgets with a time cap (for big boards, so that the order of the levels holds in every game);
 * level 9 searches on both cores, and the maximum thinks by the clock on both cores. Spec settings override a level's limits,
 * threads and seed ({@code mcts:level=max,seconds=1}).
 */
public final class Levels {

    /** The table's strongest level; a game may stop lower ({@link Knowledge#topLevel}). */
    public static final int MAX = 10;

    /**
     * {@code parentFpu}: an untried action is worth the node's value so far (the search deepens
     * among the moves the priors like) rather than 1 (it tries one new move after another). With
     * the noisy final choice a tiny search that tries a new move at every playout picks among more
     * moves the more it thinks, so the beginner stays wide and levels 2 to 4 are focused: level 2
     * focused against level 1 wide scored 62.5 % on TwixT t1 12 × 12 and 57.5 % on Thoughtwave,
     * against 35 % and 40 % both wide.
     */
    private record Level(long playouts, double seconds, double temperature, int threads, boolean parentFpu) {
        Level(long playouts, double seconds, double temperature, int threads) {
            this(playouts, seconds, temperature, threads, false);
        }
    }

    private static final List<Level> LEVELS = List.of(
            new Level(10, 0, 1.0, 1),
            new Level(30, 0, 0.6, 1, true),
            new Level(100, 0, 0.35, 1, true),
            new Level(300, 0, 0.2, 1, true),
            new Level(1_000, 2, 0.1, 1),
            new Level(3_000, 3, 0.05, 1),
            new Level(10_000, 4, 0, 1),
            new Level(30_000, 6, 0, 1),
            new Level(100_000, 8, 0, 2),
            new Level(0, 10, 0, 2));

    private Levels() {
    }

    /** Reads {@code 1…top} or {@code max} (which is {@code top}), {@code top} being a game's top level. */
    public static int parse(String text, int top) {
        if (text.equalsIgnoreCase("max")) {
            return top;
        }
        int level;
        try {
            level = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("level '" + text + "' is not a number or max");
        }
        if (level < 1 || level > top) {
            throw new IllegalArgumentException("level " + level + " is out of range; allowed: 1 to " + top + " or max");
        }
        return level;
    }

    /** Reads a level of the whole table, {@code 1…MAX} or {@code max}. */
    public static int parse(String text) {
        return parse(text, MAX);
    }

    /** The search settings of {@code level} (1…MAX). */
    public static SearchParams params(int level) {
        Level l = LEVELS.get(parse(String.valueOf(level)) - 1);
        int threads = Math.min(l.threads(), Math.max(1, Runtime.getRuntime().availableProcessors()));
        SearchParams base = SearchParams.defaults();
        if (l.parentFpu()) {
            base = base.withFirstPlayUrgency(Double.NaN);
        }
        return base
                .withLimits(l.playouts(), 0, l.seconds())
                .withTemperature(l.temperature())
                .withThreads(threads);
    }

    /** One line about {@code level} of the whole table, for {@code games} and the docs. */
    public static String description(int level) {
        return description(level, MAX);
    }

    /** One line about {@code level} of a game whose top level is {@code top} (named the maximum). */
    public static String description(int level, int top) {
        Level l = LEVELS.get(parse(String.valueOf(level), top) - 1);
        String budget = l.playouts() > 0
                ? l.playouts() + " playouts" + (l.seconds() > 0 ? " (at most " + (long) l.seconds() + " s)" : "")
                        + (l.threads() > 1 ? " on " + l.threads() + " threads" : "")
                : (long) l.seconds() + " s per move on " + l.threads() + " threads";
        String name = level == 1 ? "beginner" : level == top ? "maximum" : level <= 3 ? "casual" : level <= 6 ? "club" : "strong";
        String noise = l.temperature() > 0 ? ", noisy choice (T=" + l.temperature() + ")" : ", best move";
        return "level " + level + " (" + name + "): " + budget + noise;
    }

    /** Every level's description, 1 to MAX. */
    public static List<String> descriptions() {
        return descriptions(MAX);
    }

    /** The descriptions of levels 1 to {@code top}, a game's top level. */
    public static List<String> descriptions(int top) {
        return java.util.stream.IntStream.rangeClosed(1, top).mapToObj(l -> description(l, top)).toList();
    }
}
