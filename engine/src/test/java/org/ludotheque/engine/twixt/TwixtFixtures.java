package org.ludotheque.engine.twixt;

import org.ludotheque.engine.Games;

/** Builds TwixT positions for tests by playing turns in the game's notation. */
final class TwixtFixtures {
    private TwixtFixtures() {
    }

    static TwixtState start(String spec) {
        return (TwixtState) Games.load(spec).newInitialState();
    }

    /** Plays comma-separated turns, e.g. {@code "C3, H2, D5 +C3-D5"}. */
    static TwixtState play(String spec, String turns) {
        TwixtState s = start(spec);
        return play(s, turns);
    }

    static TwixtState play(TwixtState s, String turns) {
        if (!turns.isBlank()) {
            for (String turn : turns.split(",")) {
                TwixtNotation.INSTANCE.playTurn(s, turn.trim());
            }
        }
        return s;
    }

    static int action(TwixtState s, String text) {
        return s.parseAction(text);
    }
}
