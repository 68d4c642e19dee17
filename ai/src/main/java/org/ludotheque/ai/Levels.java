package org.ludotheque.ai;

import java.util.List;

import org.ludotheque.ai.search.SearchParams;

/**
 * Playing levels, 1 (beginner) to {@link #MAX}: settings of the one search, never separate bots.
 * Low levels think little and pick their move with noise (drawn ∝ visits^(1/T)), so they make the
 * mistakes of a player who looks at a few plausible moves; level 7, the maximum, plays the best
 * move found. Each level runs about three times the playouts of the one below; from level 5 a time
 * cap keeps big boards from thinking for minutes and the levels in order in every game. Levels 1 to
 * 6 search on one core; the maximum searches on two (root parallel, 10,000 playouts in each tree),
 * so it takes no longer than one tree of 10,000 and, under a time limit, does twice the work: on
 * one core TwixT's maximum at 1 s a move fell short of 90 % against {@code uct} at 10 s. Where a
 * second tree does not help, a game's tuning keeps one ({@link Knowledge#tune(String, SearchParams)}).
 * Spec settings override a level's limits, threads (without limits: trees of the level's size) and
 * seed ({@code mcts:level=max,seconds=1}, {@code mcts:level=max,threads=1}).
 *
 * <p>The table stops at 7 because that is where three times the playouts stopped winning in all
 * three games (the next budget up, 30,000 playouts, against 10,000): TwixT {@code t1} 24 x 24
 * scored 56.8 % of 44 games (61.5 % of 100 on 12 x 12), Thoughtwave 50 % of 20 (52.5 % of 20 with
 * a weaker prior bias at 7), Wykersham 52.5 % of 60 (the dice decide the rest; {@code uct} with ten
 * times the playouts of another {@code uct} scores 50 % too). Levels above would be the same player
 * under other names; a stronger top needs better knowledge, not a longer think.
 */
public final class Levels {

    /** The strongest level, the maximum of every game. */
    public static final int MAX = 7;

    /**
     * {@code playouts} in each of {@code threads} root-parallel trees.
     *
     * <p>{@code parentFpu}: an untried action is worth the node's value so far (the search deepens
     * among the moves the priors like) rather than 1 (it tries one new move after another). With
     * the noisy final choice a tiny search that tries a new move at every playout picks among more
     * moves the more it thinks, so the beginner stays wide and levels 2 to 4 are focused: level 2
     * focused against level 1 wide scored 62.5 % on TwixT t1 12 × 12 and 57.5 % on Thoughtwave,
     * against 35 % and 40 % both wide.
     */
    private record Level(long playouts, double seconds, double temperature, boolean parentFpu, int threads) {
        Level(long playouts, double seconds, double temperature, boolean parentFpu) {
            this(playouts, seconds, temperature, parentFpu, 1);
        }

        Level(long playouts, double seconds, double temperature) {
            this(playouts, seconds, temperature, false);
        }
    }

    private static final List<Level> LEVELS = List.of(
            new Level(10, 0, 1.0),
            new Level(30, 0, 0.6, true),
            new Level(100, 0, 0.35, true),
            new Level(300, 0, 0.2, true),
            new Level(1_000, 2, 0.1),
            new Level(3_000, 3, 0.05),
            new Level(10_000, 4, 0, false, 2));

    private Levels() {
    }

    /** Reads a level, {@code 1…MAX} or {@code max}. */
    public static int parse(String text) {
        if (text.equalsIgnoreCase("max")) {
            return MAX;
        }
        int level;
        try {
            level = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("level '" + text + "' is not a number or max");
        }
        if (level < 1 || level > MAX) {
            throw new IllegalArgumentException("level " + level + " is out of range; allowed: 1 to " + MAX + " or max");
        }
        return level;
    }

    /** The search settings of {@code level} (1…MAX). */
    public static SearchParams params(int level) {
        Level l = row(level);
        SearchParams base = SearchParams.defaults();
        if (l.parentFpu()) {
            base = base.withFirstPlayUrgency(Double.NaN);
        }
        return base
                .withLimits(l.playouts(), 0, l.seconds())
                .withTemperature(l.temperature())
                .withTrees(l.threads());
    }

    /** The table's row of {@code level}, refused out of range as {@link #parse} does. */
    private static Level row(int level) {
        return LEVELS.get(parse(String.valueOf(level)) - 1);
    }

    /** One line about {@code level} as the table has it, for {@code games} and the docs. */
    public static String description(int level) {
        return describe(level, row(level).threads());
    }

    /** One line about {@code level} as {@code gameId} plays it (a game's tuning may keep one tree), for the server's game list. */
    public static String description(String gameId, int level) {
        return describe(level, trees(gameId, level));
    }

    /** The root-parallel trees (one thread each) {@code gameId} searches at {@code level}, after its tuning. */
    public static int trees(String gameId, int level) {
        return Knowledge.tune(gameId, params(level)).threads();
    }

    private static String describe(int level, int trees) {
        Level l = row(level);
        String budget = trees == 1 ? l.playouts() + " playouts" : l.playouts() + " playouts on each of " + trees + " threads";
        budget += l.seconds() > 0 ? " (at most " + (long) l.seconds() + " s)" : "";
        String name = level == 1 ? "beginner" : level == MAX ? "maximum" : level <= 3 ? "casual" : "club";
        String noise = l.temperature() > 0 ? ", noisy choice (T=" + l.temperature() + ")" : ", best move";
        return "level " + level + " (" + name + "): " + budget + noise;
    }

    /** Every level's description, 1 to MAX. */
    public static List<String> descriptions() {
        return java.util.stream.IntStream.rangeClosed(1, MAX).mapToObj(Levels::description).toList();
    }
}
