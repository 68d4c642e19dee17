package org.ludotheque.engine;

import java.util.List;
import java.util.Map;

import org.ludotheque.engine.thoughtwave.ThoughtwaveDefinition;
import org.ludotheque.engine.twixt.TwixtDefinition;
import org.ludotheque.engine.wykersham.WykershamDefinition;

/**
 * The registry of games. Every caller (CLI, server, AI, tests) discovers games here; nothing
 * outside a game's own package names a game.
 */
public final class Games {

    private static final List<GameDefinition> ALL = List.of(
            TwixtDefinition.INSTANCE,
            ThoughtwaveDefinition.INSTANCE,
            WykershamDefinition.INSTANCE);

    private Games() {
    }

    public static List<GameDefinition> all() {
        return ALL;
    }

    public static GameDefinition get(String id) {
        for (GameDefinition d : ALL) {
            if (d.id().equalsIgnoreCase(id.trim())) {
                return d;
            }
        }
        throw new ParameterException("unknown game '" + id + "'; allowed: "
                + String.join(", ", ALL.stream().map(GameDefinition::id).toList()));
    }

    /** A game from its id, a ruleset (null for the default) and options. */
    public static Game create(String id, String ruleset, Map<String, String> options) {
        GameDefinition def = get(id);
        return def.create(Parameters.resolve(def, ruleset, options));
    }

    /** A game from a spec as {@link Game#spec()} prints it: {@code twixt(ruleset=pp,width=12)} or just {@code twixt}. */
    public static Game load(String spec) {
        String s = spec.trim();
        int open = s.indexOf('(');
        if (open < 0) {
            return get(s).createDefault();
        }
        if (!s.endsWith(")")) {
            throw new ParameterException("game spec '" + spec + "' has no closing parenthesis");
        }
        GameDefinition def = get(s.substring(0, open));
        return def.create(Parameters.parse(def, s.substring(open + 1, s.length() - 1)));
    }
}
