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
     * Game id to the search settings that suit the game, applied over a level's
     * ({@link Levels}). Thoughtwave: every leaf is scored by the evaluation (the tiles each side
     * still needs), never played out (random playouts there almost never connect, so they score a
     * draw whatever the position: level 5 with leaf evaluation against level 5 playing out, 13 wins,
     * 7 draws, 0 losses). Wykersham: playouts run to the end without looking at the evaluation,
     * which almost never reaches the cut-off there before the last turns and cost half the time (as
     * strong at equal playouts against {@code uct}: 12/20 without, 13/20 with, twice the playouts a
     * second); exploration 0.4 (the dice make values noisy: 0.4 against 0.25, 1,000 playouts each,
     * scored 56.8 % of 200 games, Elo +47, +3 … +93); AMAF only within the turn (after a roll the
     * same placement or slide id is played on another board; docs/ai-knowledge.md).
     */
    private static final Map<String, UnaryOperator<SearchParams>> TUNING = Map.of(
            "thoughtwave", p -> p.withEvalCutoff(0, 1),
            "wykersham", p -> p.withEvalCutoff(2, p.evalInterval()).withExploration(0.4).withAmafWithinTurn(true));

    private static final GameKnowledge NONE = new GameKnowledge() {
    };

    private Knowledge() {
    }

    /** A fresh knowledge instance for {@code game} (one per search thread). */
    public static GameKnowledge forGame(Game game) {
        Function<Game, GameKnowledge> f = FACTORIES.get(game.definition().id());
        return f == null ? NONE : f.apply(game);
    }

    /** {@code params} with the search settings that suit {@code game}; a level's limits, noise and trees untouched. */
    public static SearchParams tune(Game game, SearchParams params) {
        return TUNING.getOrDefault(game.definition().id(), UnaryOperator.identity()).apply(params);
    }

    /** Knowledge that knows nothing: uniform priors and uniformly random playouts (plain UCT). */
    public static GameKnowledge none() {
        return NONE;
    }
}
