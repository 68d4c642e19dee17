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
     * Thoughtwave's final-move temperatures above the beginner's, as a share of the levels' own.
     * Its searches spread their visits over up to 1,500 placements, so a temperature that suits
     * TwixT there draws nearly at random among the visited moves: level 2 (T 0.6) only drew level 1
     * (52.5 % of 40 games), at T 0.048 it scored 77.5 %; with 0.08 of every level's temperature
     * each level beat the one below in 60 to 72.5 % of 40 games (levels 2 to 5).
     */
    static final double THOUGHTWAVE_NOISE = 0.08;

    /**
     * TwixT's final-move temperatures above the beginner's, as a share of the levels' own. At the
     * table's own (level 2 at T 0.6) level 2 lost to level 1 (43.8 % of 40 games on 12 x 12 t1);
     * at a quarter of it levels 2 to 6 each beat the one below: 95, 85, 63.8, 78.8 and 62.5 % of 40
     * games (against 43.8, 70, 95, 87.5 and 65 % at the table's).
     */
    static final double TWIXT_NOISE = 0.25;

    /**
     * Wykersham's final-move temperatures above the beginner's, as a share of the levels' own. At
     * the table's own level 2 only drew level 1 (52.5 % of 200 games); at half of it levels 2 to 5
     * each beat the one below in 60, 63, 63.8 and 66 % of 200 games (at a quarter, level 3 fell
     * to 56 % against level 2).
     */
    static final double WYKERSHAM_NOISE = 0.5;

    /**
     * Game id to the search settings that suit the game, applied over a level's. TwixT: calmer noise
     * (see {@link #TWIXT_NOISE}). Thoughtwave: every
     * leaf is scored by the evaluation (the tiles each side still needs), never played out (random
     * playouts there almost never connect, so they score a draw whatever the position: level 5 with
     * leaf evaluation against level 5 playing out, 13 wins, 7 draws, 0 losses), and its noise is calmer
     * (see {@link #THOUGHTWAVE_NOISE}). Wykersham: playouts
     * run to the end without looking at the evaluation, which almost never reaches the cut-off
     * there before the last turns and cost half the time (as strong at equal playouts against
     * {@code uct}: 12/20 without, 13/20 with, twice the playouts a second); and an untried action
     * is worth 1 at every level, so the low levels search wide (level 2 focused only drew level 1
     * wide, 50 % of 20 games, where level 2 wide scored 82.5 %); exploration 0.4 (the dice make
     * values noisy: 0.4 against 0.25, 1,000 playouts each, scored 56.8 % of 200 games, Elo +47,
     * +3 … +93); calmer noise (see {@link #WYKERSHAM_NOISE}).
     */
    private static final Map<String, UnaryOperator<SearchParams>> TUNING = Map.of(
            "twixt", p -> calmer(p, TWIXT_NOISE),
            "thoughtwave", p -> calmer(p.withEvalCutoff(0, 1), THOUGHTWAVE_NOISE),
            "wykersham", p -> calmer(p.withEvalCutoff(2, p.evalInterval()).withFirstPlayUrgency(1.0).withExploration(0.4),
                    WYKERSHAM_NOISE));

    /** {@code p} with its temperature times {@code share}, unless it is the beginner's (1 or more: a draw ∝ visits). */
    private static SearchParams calmer(SearchParams p, double share) {
        return p.temperature() >= 1 ? p : p.withTemperature(p.temperature() * share);
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
     * Thoughtwave's calmer noise; limits untouched.
     */
    public static SearchParams tune(Game game, SearchParams params) {
        UnaryOperator<SearchParams> t = TUNING.get(game.definition().id());
        return t == null ? params : t.apply(params);
    }

    /** Knowledge that knows nothing: uniform priors and uniformly random playouts (plain UCT). */
    public static GameKnowledge none() {
        return NONE;
    }
}
