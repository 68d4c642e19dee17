package org.ludotheque.ai;

import java.util.Map;
import java.util.function.Function;

import org.ludotheque.ai.knowledge.thoughtwave.ThoughtwaveKnowledge;
import org.ludotheque.ai.knowledge.twixt.TwixtKnowledge;
import org.ludotheque.ai.knowledge.wykersham.WykershamKnowledge;
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

    private static final GameKnowledge NONE = new GameKnowledge() {
    };

    private Knowledge() {
    }

    /** A fresh knowledge instance for {@code game} (one per search thread). */
    public static GameKnowledge forGame(Game game) {
        Function<Game, GameKnowledge> f = FACTORIES.get(game.definition().id());
        return f == null ? NONE : f.apply(game);
    }

    /** Knowledge that knows nothing: uniform priors and uniformly random playouts (plain UCT). */
    public static GameKnowledge none() {
        return NONE;
    }
}
