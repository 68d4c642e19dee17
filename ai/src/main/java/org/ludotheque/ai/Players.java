package org.ludotheque.ai;

import org.ludotheque.engine.Game;

/** Makes the in-process players a {@link PlayerSpec} names ({@code engine:} players live in the app). */
public final class Players {
    private Players() {
    }

    /** A player for {@code game}; {@code seed} is used unless the spec sets its own. */
    public static Player create(PlayerSpec spec, Game game, long seed) {
        long s = spec.has("seed") ? Long.parseLong(spec.get("seed")) : seed;
        switch (spec.kind()) {
            case "random":
                return new RandomPlayer(s);
            case "uct":
            case "mcts":
                throw new UnsupportedOperationException(spec.kind() + " players are not built yet");
            default:
                throw new IllegalArgumentException("'" + spec.kind() + "' players run as separate programs, not in-process");
        }
    }
}
