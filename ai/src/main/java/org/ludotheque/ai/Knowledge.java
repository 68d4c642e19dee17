package org.ludotheque.ai;

import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import org.ludotheque.ai.knowledge.thoughtwave.ThoughtwaveKnowledge;
import org.ludotheque.ai.knowledge.twixt.TwixtKnowledge;
import org.ludotheque.ai.knowledge.wykersham.WykershamKnowledge;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.Game;

/**
 * The registry of game knowledge, by game id, the one place the AI names games (as
 * {@code Games} is for the rules). A game missing here is searched without knowledge.
 */
public final class Knowledge {

    /** Game id to a factory of knowledge for a game with given parameters. */
    private static final Map<String, Function<Game, GameKnowledge>> FACTORIES = Map.of(
            "twixt", g -> new TwixtKnowledge(),
            "thoughtwave", g -> new ThoughtwaveKnowledge(),
            "wykersham", g -> new WykershamKnowledge());

    /**
     * Game id to the share of the levels' final-move temperatures it plays with (the beginner's,
     * 1 or more, is kept: a draw in proportion to visits). A tiny search spreads its visits over
     * many moves, and the table's own noise drew nearly at random among them.
     * <ul>
     * <li>TwixT 0.25: at the table's own, level 2 lost to level 1 (43.8 % of 40 games on 12 x 12
     * t1); at a quarter, levels 2 to 4 beat the one below in 92.5, 85 and 82.5 % of 40 games.
     * <li>Thoughtwave 0.08: its searches spread over up to 1,500 placements; level 2 at T 0.6 only
     * drew level 1 (52.5 % of 40 games); at 0.08 each of levels 2 to 5 beat the one below in 60 to
     * 72.5 % of 40 games.
     * <li>Wykersham 0.5: at the table's own, level 2 only drew level 1 (52.5 % of 200 games); at
     * half, levels 2 to 5 beat the one below in 60, 63, 63.8 and 66 % of 200 games (at a quarter,
     * level 3 fell to 56 % against level 2).
     * </ul>
     */
    private static final Map<String, Double> NOISE = Map.of("twixt", 0.25, "thoughtwave", 0.08, "wykersham", 0.5);

    /**
     * Game id to the search settings that suit the game, applied over a level's (then its noise
     * share, {@link #NOISE}). Thoughtwave: every leaf is scored by the evaluation (the tiles each
     * side still needs), never played out (random playouts there almost never connect, so they
     * score a draw whatever the position: level 5 with leaf evaluation against level 5 playing out,
     * 13 wins, 7 draws, 0 losses), in one tree: with no playouts its search draws nothing at
     * random, so a second tree would grow as the first one. Wykersham: playouts run to the end
     * without looking at the evaluation, which almost never reaches the cut-off there before the
     * last turns and cost half the time (as strong at equal playouts against {@code uct}: 12/20
     * without, 13/20 with, twice the playouts a second); and an untried action is worth 1 at every
     * level, so the low levels search wide (level 2 focused only drew level 1 wide, 50 % of 20
     * games, where level 2 wide scored 82.5 %); exploration 0.4 (the dice make values noisy: 0.4
     * against 0.25, 1,000 playouts each, scored 56.8 % of 200 games, Elo +47, +3 … +93); and one
     * tree at the maximum: two trees of 10,000 playouts against level 6 scored 55.9 % of 153 games
     * where one tree had scored 60.8 % of 200, and against {@code uct} not clearly better than one.
     */
    private static final Map<String, UnaryOperator<SearchParams>> TUNING = Map.of(
            "thoughtwave", p -> p.withEvalCutoff(0, 1).withTrees(1),
            "wykersham", p -> p.withEvalCutoff(2, p.evalInterval()).withFirstPlayUrgency(1.0).withExploration(0.4)
                    .withTrees(1));

    /** The share of the levels' temperatures that {@code gameId} plays with (1 for a game with none). */
    public static double noiseShare(String gameId) {
        return NOISE.getOrDefault(gameId, 1.0);
    }

    private static final GameKnowledge NONE = new GameKnowledge() {
    };

    private Knowledge() {
    }

    /** A fresh knowledge instance for {@code game} (one per search thread). */
    public static GameKnowledge forGame(Game game) {
        Function<Game, GameKnowledge> f = FACTORIES.get(game.definition().id());
        return f == null ? NONE : f.apply(game);
    }

    /**
     * {@code params} with the settings that suit {@code game}: the knobs of the full engine, and
     * the game's share of the final-move noise (not the beginner's); the limits of each tree untouched.
     */
    public static SearchParams tune(Game game, SearchParams params) {
        return tune(game.definition().id(), params);
    }

    /** {@link #tune(Game, SearchParams)} by the game's id. */
    public static SearchParams tune(String id, SearchParams params) {
        UnaryOperator<SearchParams> t = TUNING.getOrDefault(id, UnaryOperator.identity());
        SearchParams p = t.apply(params);
        return p.temperature() >= 1 ? p : p.withTemperature(p.temperature() * noiseShare(id));
    }

    /** Knowledge that knows nothing: uniform priors and uniformly random playouts (plain UCT). */
    public static GameKnowledge none() {
        return NONE;
    }
}
