package org.ludotheque.app;

import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.ai.Players;
import org.ludotheque.engine.Game;

/** Every player a spec names: the in-process ones from {@link Players}, and {@code engine:"COMMAND"} programs. */
final class AppPlayers {
    private AppPlayers() {
    }

    static Player create(PlayerSpec spec, Game game, long seed) {
        if (spec.kind().equals("engine")) {
            return new EnginePlayer(spec, game);
        }
        return Players.create(spec, game, seed);
    }

    /** Stops a player's program, if it has one. */
    static void close(Player p) {
        if (p instanceof AutoCloseable c) {
            try {
                c.close();
            } catch (Exception e) {
                // closing is best effort: the game is over either way
            }
        }
    }
}
