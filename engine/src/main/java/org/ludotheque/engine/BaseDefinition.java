package org.ludotheque.engine;

import java.util.List;

/**
 * What every game's definition holds as given: its id, name, players, rulesets and options. A
 * game's definition adds the factory, its notation and its record formats.
 */
public abstract class BaseDefinition implements GameDefinition {

    private final String id;
    private final String displayName;
    private final List<String> playerNames;
    private final List<Ruleset> rulesets;
    private final List<Option> options;

    protected BaseDefinition(String id, String displayName, List<String> playerNames, List<Ruleset> rulesets,
            List<Option> options) {
        this.id = id;
        this.displayName = displayName;
        this.playerNames = List.copyOf(playerNames);
        this.rulesets = List.copyOf(rulesets);
        this.options = List.copyOf(options);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String displayName() {
        return displayName;
    }

    @Override
    public final List<String> playerNames() {
        return playerNames;
    }

    @Override
    public final List<Ruleset> rulesets() {
        return rulesets;
    }

    @Override
    public final List<Option> options() {
        return options;
    }
}
