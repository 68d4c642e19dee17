package org.ludotheque.ai;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A player described in one word, as {@code match --a SPEC} and the server take it:
 * {@code kind[:key=value[,key=value]…]}, e.g. {@code random}, {@code uct:seconds=10},
 * {@code mcts:level=max}, {@code mcts:playouts=2000,seed=7}, {@code engine:"java -jar x.jar engine twixt"}.
 * Keys: {@code level} (1…max or {@code max}), {@code playouts}, {@code nodes}, {@code seconds},
 * {@code threads}, {@code seed}; and, for tuning, the search knobs {@code exploration}, {@code rave},
 * {@code bias}, {@code fpu}, {@code cutoff}, {@code temperature} (numbers), {@code expand}, {@code interval} (whole
 * numbers), {@code early} ({@code on} or {@code off}), {@code penalty} ({@code on} or {@code off}:
 * whether the progressive bias also lowers actions whose prior is below the mean), {@code amaf}
 * ({@code turn}: AMAF only until the next roll, or {@code playout}: the whole simulation) and
 * {@code judge} (0 to 1: the learnt judge's share in a playout's value, 0 off) and {@code solve}
 * ({@code on} or {@code off}: play the exactly reckoned best where the game's knowledge can, as in
 * Wykersham's last two turns) and {@code komi} (a number of at least 0: the lead the searcher may
 * expect before it owes the rest, the search knob {@code dynamicKomi}; 0 off) and {@code reuse}
 * ({@code on} or {@code off}: whether the tree is kept between moves) and {@code turns} ({@code on} or
 * {@code off}: whether the tree's choices are whole turns where the game's knowledge lists them,
 * the search knob {@code wholeTurns}). For {@code engine} the rest
 * is the command line.
 */
public record PlayerSpec(String kind, Map<String, String> settings, String command) {

    public PlayerSpec {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    public static PlayerSpec parse(String text) {
        String t = text.trim();
        int colon = t.indexOf(':');
        String kind = (colon < 0 ? t : t.substring(0, colon)).trim().toLowerCase(Locale.ROOT);
        String rest = colon < 0 ? "" : t.substring(colon + 1).trim();
        if (kind.isEmpty()) {
            throw new IllegalArgumentException("empty player spec; allowed: random, uct, mcts:level=N, mcts:playouts=N, engine:\"COMMAND\"");
        }
        if (kind.equals("engine")) {
            String command = rest;
            if (command.length() >= 2 && command.startsWith("\"") && command.endsWith("\"")) {
                command = command.substring(1, command.length() - 1);
            }
            if (command.isBlank()) {
                throw new IllegalArgumentException("engine spec needs a command: engine:\"COMMAND\"");
            }
            return new PlayerSpec(kind, Map.of(), command);
        }
        if (!kind.equals("random") && !kind.equals("uct") && !kind.equals("mcts")) {
            throw new IllegalArgumentException("unknown player '" + kind + "'; allowed: random, uct, mcts, engine");
        }
        Map<String, String> settings = new LinkedHashMap<>();
        if (!rest.isEmpty()) {
            for (String part : rest.split(",")) {
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("player setting '" + part.trim() + "' is not of the form key=value");
                }
                String key = part.substring(0, eq).trim().toLowerCase(Locale.ROOT);
                String value = part.substring(eq + 1).trim();
                if (settings.containsKey(key)) {
                    throw new IllegalArgumentException("player setting '" + key + "' is given twice");
                }
                switch (key) {
                    case "level":
                        if (!value.equalsIgnoreCase("max") && !value.matches("\\d+")) {
                            throw new IllegalArgumentException("level '" + value + "' is not a number or max");
                        }
                        break;
                    case "playouts":
                    case "nodes":
                    case "threads":
                    case "seed":
                        if (!value.matches("-?\\d+")) {
                            throw new IllegalArgumentException(key + " '" + value + "' is not a whole number");
                        }
                        break;
                    case "fpu":
                        if (value.equalsIgnoreCase("parent")) {
                            break;
                        }
                        // fall through: a number
                    case "exploration":
                    case "komi":
                    case "rave":
                    case "bias":
                    case "cutoff":
                    case "temperature":
                        try {
                            if (!(Double.parseDouble(value) >= 0)) {
                                throw new NumberFormatException(); // negative, or NaN
                            }
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException(key + " '" + value + "' is not a number of at least 0");
                        }
                        break;
                    case "expand":
                    case "interval":
                        if (!value.matches("\\d+") || Long.parseLong(value) < 1) {
                            throw new IllegalArgumentException(key + " '" + value + "' is not a whole number of at least 1");
                        }
                        break;
                    case "early":
                    case "penalty":
                    case "solve":
                    case "reuse":
                    case "turns":
                        if (!value.equals("on") && !value.equals("off")) {
                            throw new IllegalArgumentException(key + " '" + value + "' is not on or off");
                        }
                        break;
                    case "halving":
                        if (!value.matches("\\d{1,7}") || Integer.parseInt(value) == 1 || Integer.parseInt(value) > 1_000_000) {
                            throw new IllegalArgumentException("halving '" + value + "' is not 0 (off) or a whole number from 2 to 1000000");
                        }
                        break;
                    case "amaf":
                        if (!value.equals("turn") && !value.equals("playout")) {
                            throw new IllegalArgumentException("amaf '" + value + "' is not turn or playout");
                        }
                        break;
                    case "judge":
                        try {
                            double share = Double.parseDouble(value);
                            if (!(share >= 0 && share <= 1)) {
                                throw new NumberFormatException();
                            }
                        } catch (NumberFormatException e) {
                            throw new IllegalArgumentException("judge '" + value + "' is not a number from 0 to 1");
                        }
                        break;
                    case "seconds":
                        checkSeconds("seconds", value);
                        break;
                    default:
                        throw new IllegalArgumentException("unknown player setting '" + key
                                + "'; allowed: level, playouts, nodes, seconds, threads, seed, exploration, rave, bias, fpu, cutoff, expand, interval, temperature, early, amaf, penalty, judge, solve, komi, reuse, turns, halving");
                }
                settings.put(key, value);
            }
        }
        return new PlayerSpec(kind, settings, null);
    }

    /** Refuses a thinking time that is not a finite number above 0, naming {@code what} it was given for. */
    public static void checkSeconds(String what, String value) {
        double d;
        try {
            d = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            d = Double.NaN;
        }
        if (!(d > 0 && d < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(what + " '" + value + "' is not a positive number");
        }
    }

    public boolean has(String key) {
        return settings.containsKey(key);
    }

    public String get(String key) {
        return settings.get(key);
    }

    /** The same spec with a setting added unless it is already there (match's --seconds-per-move, --seed). */
    public PlayerSpec withDefault(String key, String value) {
        if (command != null || settings.containsKey(key)) {
            return this;
        }
        Map<String, String> s = new LinkedHashMap<>(settings);
        s.put(key, value);
        return new PlayerSpec(kind, s, null);
    }

    @Override
    public String toString() {
        if (command != null) {
            return kind + ":\"" + command + "\"";
        }
        if (settings.isEmpty()) {
            return kind;
        }
        StringBuilder sb = new StringBuilder(kind).append(':');
        settings.forEach((k, v) -> sb.append(k).append('=').append(v).append(','));
        sb.setLength(sb.length() - 1);
        return sb.toString();
    }
}
