package org.ludotheque.engine;

import java.util.Map;

/**
 * A named preset of option values ("dujardin", "pp" …). Options given explicitly override the
 * preset, so rulesets stay combinations of independent switches.
 */
public record Ruleset(String name, String description, Map<String, String> presets) {
    public Ruleset {
        presets = Map.copyOf(presets);
    }
}
