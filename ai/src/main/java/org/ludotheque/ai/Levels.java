package org.ludotheque.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.Parameters;

/**
 * Playing levels, 1 (beginner) to {@link #MAX}: settings of the one search, never separate bots.
 * Each game has its own row of levels, because the same budget is a different player in each:
 * low levels think little and pick their move with noise (drawn ∝ visits^(1/T)), so they make
 * the mistakes of a player who looks at a few plausible moves; the maximum plays the best move
 * found. From the middle levels a time cap keeps big boards from thinking for minutes. Levels 1
 * to 6 search on one core; TwixT's maximum searches on two (root parallel, 10,000 playouts in
 * each tree), so it takes no longer than one tree of 10,000 and, under a time limit, does twice
 * the work: on one core TwixT's maximum at 1 s a move fell short of 90 % against {@code uct} at
 * 10 s. Spec settings override a level's limits, threads (without limits: trees of the level's
 * size) and seed ({@code mcts:level=max,seconds=1}, {@code mcts:level=max,threads=1}).
 *
 * <p>Every row stops at 7 because that is where three times the playouts stopped winning in all
 * three games (the next budget up, 30,000 playouts, against 10,000): TwixT {@code t1} 24 x 24
 * scored 56.8 % of 44 games (61.5 % of 100 on 12 x 12), Thoughtwave 50 % of 20 (52.5 % of 20 with
 * a weaker prior bias at 7), Wykersham 52.5 % of 60 (the dice decide the rest; {@code uct} with ten
 * times the playouts of another {@code uct} scores 50 % too). Levels above would be the same player
 * under other names; a stronger top needs better knowledge, not a longer think. Wykersham's
 * maximum ran 20,000 playouts since its search keeps AMAF within the turn (spec {@code amaf=turn},
 * {@link Knowledge}): with it 10,000 playouts beat level 6 in only 55.5 % of 220 games, 20,000 in
 * 69.5 % of 100; it now searches whole turns, 27,000 playouts a turn (below). Thoughtwave's maximum runs 20,000 too since its level 6 caught up with 10,000
 * (58.7 % of 115 games, most of them drawn; 20,000: 61.9 % of 771).
 */
public final class Levels {

    /** The strongest level, the maximum of every game. */
    public static final int MAX = 7;

    /**
     * {@code playouts} in each of {@code trees} root-parallel trees (one thread each), at most
     * {@code seconds} (0: no cap), the final move drawn at {@code temperature} (0: the most visited).
     *
     * <p>{@code focused}: an untried action is worth the node's value so far (the search deepens
     * among the moves the priors like) rather than 1 (wide: it tries one new move after another).
     * With the noisy final choice a tiny wide search picks among more moves the more it thinks, so
     * the beginner stays wide and the next levels are focused: level 2 focused against level 1 wide
     * scored 62.5 % on TwixT t1 12 × 12 and 57.5 % on Thoughtwave, against 35 % and 40 % both wide.
     *
     * <p>{@code judge}: the learnt judge's share in the playouts' values (the search knob
     * {@code judgeShare}, with the judge's priors for the searcher's own turn); 0 where the game has
     * no judge or the level does without.
     *
     * <p>{@code solve}: the game's last turns played exactly where its knowledge can reckon them (the
     * search knob {@code solveEndgame}); only Wykersham's maximum, the one game with such a solver.
     *
     * <p>{@code rave}: RAVE's equivalence {@code K} (the search knob {@code raveEquivalence}), the
     * visits at about which a move's own win rate comes to outweigh its AMAF one; lower where the judge's
     * values make the own win rate trustworthy sooner (Wykersham's maximum).
     *
     * <p>{@code turns}: the tree's choices are whole turns where the game's knowledge lists them (the
     * search knob {@code wholeTurns}; Wykersham's maximum), {@code playouts} then a turn's budget.
     */
    private record Level(long playouts, double seconds, double temperature, boolean focused, int trees, double judge,
            boolean solve, double rave, boolean turns) {
        static Level focused(long playouts, double temperature) {
            return new Level(playouts, 0, temperature, true, 1, 0, false, DEFAULT_RAVE, false);
        }

        static Level wide(long playouts, double seconds, double temperature) {
            return new Level(playouts, seconds, temperature, false, 1, 0, false, DEFAULT_RAVE, false);
        }
    }

    /** The search's own RAVE equivalence, which every level keeps but Wykersham's maximum. */
    private static final double DEFAULT_RAVE = SearchParams.defaults().raveEquivalence();

    /**
     * Game id to its levels, 1 to {@link #MAX}. The temperatures are each game's own: a tiny search
     * spreads its visits over many moves, and a common noise drew nearly at random among them in
     * some games and not in others.
     * <ul>
     * <li>TwixT: walls in the playouts make a small focused search strong, and one that tries
     * every move first (wide) weak until it has thousands of playouts: on {@code t1} 24 × 24 the
     * focused search stopped gaining between 200 and 1,000 playouts (1,000 against 200: 50.0 % of
     * 37 games) and the wide 1,000 lost to the focused 300 (36.2 % of 40), where the wide 3,000
     * beat it (68.8 % of 40). So the focused levels climb to 300 and the wide ones start at 3,000;
     * on 24 × 24 each level then beat the one below in 67.5 to 94.2 % of 40 to 60 games on
     * {@code t1} and 66.7 to 95.0 % on {@code dujardin} (the figures in docs/ai.md).
     * At four times these temperatures level 2 lost to level 1 (43.8 % of 40 games on 12 × 12
     * {@code t1}).
     * <li>Thoughtwave: its searches spread over up to 1,500 placements, and most games between
     * near levels are drawn, so the steps are set by 400-game matches. The beginner draws among
     * the 20 moves its knowledge likes best (among 10 it was too strong for the next level to
     * leave room above); with levels 2 to 4 at T 0.048, 0.028 and 0.016 levels 3 and 4 scored
     * only 59.3 and 59.5 % against the level below, at these 65.9 and 64.5 %. Level 5 plays 1,500
     * playouts, enough to try each first placement once (1,000 beat level 4 in only 62.5 %). One
     * tree at the maximum: its leaves are evaluated, never played out, so its search draws nothing
     * at random and a second tree would grow as the first.
     * <li>Wykersham: every level wide (level 2 focused only drew level 1 wide, 50 % of 20 games,
     * where level 2 wide scored 82.5 %); at temperatures twice these level 2 only drew level 1
     * (52.5 % of 200 games), at these levels 2 to 5 beat the one below in 60, 63, 63.8 and 66 % of
     * 200 (at half these, level 3 fell to 56 % against level 2). One tree at the maximum: two trees
     * of 10,000 playouts against level 6 scored 55.9 % of 153 games where one tree had scored
     * 60.8 % of 200, and against {@code uct} not clearly better than one. Only the maximum uses the
     * learnt judge: below it the judge's priors would make even the beginner play the judge's
     * greedy turn, and the ladder was measured without it (level 7 with it beat level 6 in 67.5 % of
     * 60 games). With the judge the maximum's RAVE equivalence is 300, not 1,000: against {@code uct}
     * at ten times its time, on the same dice as the maximum at 1,000, it scored 87.25 against 82.75 %
     * of 200 games at 2,000 playouts and 82.6 against 79.2 % of 72 at full size, and it still beat
     * level 6 in 68.0 % of 100. Since 2026-12-01 the maximum searches whole turns (focused: an untried
     * turn is worth the node's value so far, where trying each of a hundred ends first would leave
     * deeper turns unsearched), 27,000 playouts a turn: against the maximum of single actions at
     * 20,000 it scored 53.3 % of 120 games at about four fifths of its time (an earlier build for the
     * experiment 58.5 % of 200 at about its time), and it beat level 6 in 74.5 % of 100.
     * </ul>
     */
    private static final Map<String, List<Level>> ROWS = Map.of(
            "twixt", List.of(
                    Level.wide(10, 0, 1.0),
                    Level.focused(15, 0.15),
                    Level.focused(40, 0.1125),
                    Level.focused(100, 0.0875),
                    Level.focused(300, 0.05),
                    Level.wide(3_000, 3, 0.0125),
                    new Level(10_000, 4, 0, false, 2, 0, false, DEFAULT_RAVE, false)),
            "thoughtwave", List.of(
                    Level.wide(20, 0, 1.0),
                    Level.focused(30, 0.1),
                    Level.focused(100, 0.028),
                    Level.focused(300, 0.008),
                    Level.wide(1_500, 2, 0.008),
                    Level.wide(3_000, 3, 0.004),
                    Level.wide(20_000, 4, 0)),
            "wykersham", List.of(
                    Level.wide(10, 0, 1.0),
                    Level.wide(30, 0, 0.3),
                    Level.wide(100, 0, 0.175),
                    Level.wide(300, 0, 0.1),
                    Level.wide(1_000, 2, 0.05),
                    Level.wide(3_000, 3, 0.025),
                    new Level(27_000, 4, 0, true, 1, 0.5, true, 300, true)));

    /**
     * TwixT boards of at most this many holes (the standard board has 576) play
     * {@link #TWIXT_SMALL_BOARD}: there a focused search stops gaining sooner and a wide one
     * needs fewer playouts to pass it than on 24 × 24.
     */
    static final int TWIXT_SMALL_BOARD_HOLES = 288;

    /**
     * TwixT's row on small boards, measured on 12 × 12 {@code t1}: with the standard row levels 3
     * and 4 (40 and 100 playouts, focused) did not separate there (54.2 % of 120 games); with a
     * focused 150 and a wide 500 each level beat the one below (the figures in docs/ai.md).
     */
    private static final List<Level> TWIXT_SMALL_BOARD = withLevelsFourAndFive(ROWS.get("twixt"),
            Level.focused(150, 0.0875), Level.wide(500, 0, 0.05));

    private Levels() {
    }

    /** {@code row} with its levels 4 and 5 replaced: the small-board row shares the others. */
    private static List<Level> withLevelsFourAndFive(List<Level> row, Level four, Level five) {
        List<Level> levels = new ArrayList<>(row);
        levels.set(index(4), four);
        levels.set(index(5), five);
        return List.copyOf(levels);
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
        return index(level) + 1;
    }

    /** The search settings of {@code level} (1…MAX) for {@code game} (its board size may choose the row), before the game's own search knobs ({@link Knowledge#tune}). */
    public static SearchParams params(Parameters game, int level) {
        return params(row(game), level);
    }

    /** {@link #params(Parameters, int)} for {@code gameId} with its default options. */
    public static SearchParams params(String gameId, int level) {
        return params(row(gameId), level);
    }

    private static SearchParams params(List<Level> row, int level) {
        Level l = row.get(index(level));
        SearchParams base = SearchParams.defaults().withFirstPlayUrgency(l.focused() ? Double.NaN : 1.0);
        return base
                .withLimits(l.playouts(), 0, l.seconds())
                .withTemperature(l.temperature())
                .withJudgeShare(l.judge())
                .withSolveEndgame(l.solve())
                .withRave(l.rave())
                .withWholeTurns(l.turns())
                .withTrees(l.trees());
    }

    /** The row of {@code game}: TwixT's small-board row on boards of at most {@link #TWIXT_SMALL_BOARD_HOLES} holes. */
    private static List<Level> row(Parameters game) {
        String id = game.definition().id();
        if (id.equals("twixt") && game.getInt("width") * game.getInt("height") <= TWIXT_SMALL_BOARD_HOLES) {
            return TWIXT_SMALL_BOARD;
        }
        return row(id);
    }

    /** {@code gameId}'s row on its default board. */
    private static List<Level> row(String gameId) {
        List<Level> levels = ROWS.get(gameId);
        if (levels == null) {
            throw new IllegalArgumentException("no computer levels for game '" + gameId + "'");
        }
        return levels;
    }

    /** A level's place in its row (0 for level 1); a level out of range is refused. */
    private static int index(int level) {
        if (level < 1 || level > MAX) {
            throw new IllegalArgumentException("level " + level + " is out of range; allowed: 1 to " + MAX + " or max");
        }
        return level - 1;
    }

    /** One line about {@code level} for {@code game}, for {@code games}, the server's game list and the docs. */
    public static String description(Parameters game, int level) {
        return description(row(game), level);
    }

    /** {@link #description(Parameters, int)} for {@code gameId} with its default options. */
    public static String description(String gameId, int level) {
        return description(row(gameId), level);
    }

    private static String description(List<Level> row, int level) {
        Level l = row.get(index(level));
        String budget = l.trees() == 1 ? l.playouts() + " playouts" : l.playouts() + " playouts on each of " + l.trees() + " threads";
        budget += l.turns() ? " a turn" : "";
        budget += l.seconds() > 0 ? " (at most " + (long) l.seconds() + " s)" : "";
        String name = level == 1 ? "beginner" : level == MAX ? "maximum" : level <= 3 ? "casual" : "club";
        String noise = l.temperature() > 0 ? ", noisy choice (T=" + l.temperature() + ")" : ", best move";
        String judged = (l.turns() ? ", whole turns" : "") + (l.judge() > 0 ? ", learnt judge" : "") + (l.solve() ? ", last two turns solved" : "");
        return "level " + level + " (" + name + "): " + budget + (l.focused() ? ", focused" : "") + judged + noise;
    }

    /** Every level's description for {@code game}, 1 to MAX. */
    public static List<String> descriptions(Parameters game) {
        return descriptions(row(game));
    }

    /** Every level's description of {@code gameId} with its default options, 1 to MAX. */
    public static List<String> descriptions(String gameId) {
        return descriptions(row(gameId));
    }

    private static List<String> descriptions(List<Level> row) {
        return java.util.stream.IntStream.rangeClosed(1, MAX).mapToObj(l -> description(row, l)).toList();
    }

    /**
     * The rows {@code gameId} plays instead of its default one, each under a heading naming where
     * (in {@code games}, after the default row): TwixT's small-board row; empty for the others.
     */
    public static Map<String, List<String>> otherRows(String gameId) {
        if (!gameId.equals("twixt")) {
            return Map.of();
        }
        return Map.of("on boards of " + TWIXT_SMALL_BOARD_HOLES + " holes or fewer (12 × 12, 16 × 16, 16 × 18)",
                descriptions(TWIXT_SMALL_BOARD));
    }
}
