package org.ludotheque.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Validated game parameters: the ruleset's name and a value for every option of the game.
 * Made only by {@link #resolve}, which applies the ruleset's presets, then the caller's options,
 * and rejects anything unknown or out of range with a message naming it.
 */
public final class Parameters {

    private final GameDefinition definition;
    private final String ruleset;
    private final Map<String, String> values;

    private Parameters(GameDefinition definition, String ruleset, Map<String, String> values) {
        this.definition = definition;
        this.ruleset = ruleset;
        this.values = Collections.unmodifiableMap(values);
    }

    /**
     * @param rulesetName null or blank for the default ruleset
     * @param options option name to value; names are matched ignoring case
     */
    public static Parameters resolve(GameDefinition def, String rulesetName, Map<String, String> options) {
        Ruleset ruleset = rulesetName == null || rulesetName.isBlank()
                ? def.rulesets().get(0) : def.ruleset(rulesetName.trim());
        Map<String, String> values = new LinkedHashMap<>();
        for (Option o : def.options()) {
            values.put(o.name(), o.defaultValue());
        }
        for (Map.Entry<String, String> e : ruleset.presets().entrySet()) {
            values.put(def.option(e.getKey()).name(), e.getValue());
        }
        for (Map.Entry<String, String> e : options.entrySet()) {
            Option o = def.option(e.getKey());
            values.put(o.name(), o.validate(e.getValue()));
        }
        return new Parameters(def, ruleset.name(), values);
    }

    /** Reads {@code key=value} pairs separated by commas ({@code ruleset=pp,width=12}). */
    public static Parameters parse(GameDefinition def, String spec) {
        Map<String, String> options = new LinkedHashMap<>();
        String ruleset = null;
        if (spec != null && !spec.isBlank()) {
            for (String part : spec.split(",")) {
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new ParameterException("parameter '" + part.trim() + "' is not of the form name=value");
                }
                String key = part.substring(0, eq).trim();
                String value = part.substring(eq + 1).trim();
                if (key.equalsIgnoreCase("ruleset")) {
                    ruleset = value;
                } else {
                    options.put(key, value);
                }
            }
        }
        return resolve(def, ruleset, options);
    }

    public GameDefinition definition() { return definition; }

    public String ruleset() { return ruleset; }

    /** Every option with its value, in the definition's order. */
    public Map<String, String> values() { return values; }

    public String get(String name) {
        String v = values.get(definition.option(name).name());
        return v;
    }

    public int getInt(String name) {
        return Integer.parseInt(get(name));
    }

    public boolean getBool(String name) {
        return Boolean.parseBoolean(get(name));
    }

    /** The same parameters with one option changed (validated). */
    public Parameters with(String name, String value) {
        Map<String, String> options = new LinkedHashMap<>(values);
        options.put(definition.option(name).name(), value);
        return resolve(definition, ruleset, options);
    }

    /**
     * These parameters under another ruleset: options that no ruleset presets (board size and
     * the like) are kept when they differ from their defaults, the ruleset's presets replace the
     * rest, and {@code options} override everything.
     */
    public Parameters rebase(String newRuleset, Map<String, String> options) {
        java.util.Set<String> switches = new java.util.HashSet<>();
        for (Ruleset r : definition.rulesets()) {
            for (String k : r.presets().keySet()) {
                switches.add(definition.option(k).name());
            }
        }
        Map<String, String> kept = new LinkedHashMap<>();
        for (Option o : definition.options()) {
            String v = values.get(o.name());
            if (!switches.contains(o.name()) && !v.equals(o.defaultValue())) {
                kept.put(o.name(), v);
            }
        }
        kept.putAll(options);
        return resolve(definition, newRuleset == null ? ruleset : newRuleset, kept);
    }

    /** Ruleset then the options that differ from what the ruleset implies; {@link #parse} reads it back. */
    public String toSpec() {
        Parameters plain = resolve(definition, ruleset, Map.of());
        StringBuilder sb = new StringBuilder("ruleset=").append(ruleset);
        for (Map.Entry<String, String> e : values.entrySet()) {
            if (!e.getValue().equals(plain.values.get(e.getKey()))) {
                sb.append(',').append(e.getKey()).append('=').append(e.getValue());
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Parameters p && p.definition.id().equals(definition.id())
                && p.ruleset.equals(ruleset) && p.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode() * 31 + ruleset.toLowerCase(Locale.ROOT).hashCode();
    }

    @Override
    public String toString() {
        return toSpec();
    }
}
