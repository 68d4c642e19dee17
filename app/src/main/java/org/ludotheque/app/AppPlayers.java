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
        return create(spec, game, seed, 0);
    }

    /**
     * As {@link #create(PlayerSpec, Game, long)}; a program ({@code engine:}) must answer a move
     * within {@code moveSeconds} (0: {@link EnginePlayer#DEFAULT_MOVE_SECONDS}) plus a margin.
     */
    static Player create(PlayerSpec spec, Game game, long seed, double moveSeconds) {
        if (spec.kind().equals("engine")) {
            return new EnginePlayer(spec, game, moveSeconds > 0 ? moveSeconds : EnginePlayer.DEFAULT_MOVE_SECONDS,
                    EnginePlayer.MARGIN_SECONDS);
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
