package org.ludotheque.engine.wykersham;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

import org.ludotheque.engine.Parameters;

/** Test helpers: games with options, positions drawn as the state draws them, actions by their text. */
final class WykershamFixtures {

    static final int A = 0;
    static final int B = 1;

    private WykershamFixtures() {
    }

    /** A game with options written {@code name=value,name=value} (empty: the defaults). */
    static WykershamGame game(String options) {
        Map<String, String> map = new LinkedHashMap<>();
        if (!options.isBlank()) {
            for (String part : options.split(",")) {
                String[] kv = part.split("=");
                map.put(kv[0].trim(), kv[1].trim());
            }
        }
        return (WykershamGame) WykershamDefinition.INSTANCE.create(
                Parameters.resolve(WykershamDefinition.INSTANCE, null, map));
    }

    /** The rails of {@code drawing} at the start of turn 0, {@code mover} to roll. */
    static WykershamState position(WykershamGame game, int mover, String drawing) {
        return WykershamState.setup(game, drawing, mover, 0);
    }

    /** Applies actions given by their text, checking each is legal. */
    static WykershamState play(WykershamState s, String... actions) {
        for (String a : actions) {
            s.apply(s.parseAction(a));
        }
        return s;
    }

    /** A whole game of uniformly random legal actions (chance outcomes by their probabilities). */
    static WykershamState randomGame(WykershamGame game, long seed) {
        WykershamState s = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        while (!s.isTerminal()) {
            s.apply(s.randomLegalAction(rng));
        }
        return s;
    }

    /** Every combination of the five options, as option strings. */
    static String[] allOptionSets() {
        String[] out = new String[32];
        for (int m = 0; m < 32; m++) {
            out[m] = "share=" + ((m & 1) != 0 ? "middle-line" : "centre-rail")
                    + ",labels=" + ((m & 2) != 0 ? "shared" : "per-player")
                    + ",forcedSlide=" + ((m & 4) != 0)
                    + ",goalPerLine=" + ((m & 8) != 0)
                    + ",excludeAlreadyComplete=" + ((m & 16) != 0);
        }
        return out;
    }
}
