package org.ludotheque.engine;

import java.util.List;

/**
 * A registered game: what a caller can discover about it before choosing parameters, and the
 * factory that validates parameters into a {@link Game}.
 */
public interface GameDefinition {

    /** Short id used on the command line and in records, e.g. {@code twixt}. */
    String id();

    String displayName();

    /** Player names by index; index 0 moves first unless an option says otherwise. */
    List<String> playerNames();

    /** Named rulesets; the first is the default. Each is a preset of option values. */
    List<Ruleset> rulesets();

    /** Every option the game accepts, in display order. */
    List<Option> options();

    /** Validated game for the given parameters. */
    Game create(Parameters parameters);

    /** The game's notation: the one place its moves are parsed and printed. */
    Notation notation();

    /** Record formats this game can import and export; the first is the native one. */
    List<RecordFormat> recordFormats();

    /** Game with the default ruleset and options. */
    default Game createDefault() {
        return create(Parameters.resolve(this, null, java.util.Map.of()));
    }

    default Ruleset ruleset(String name) {
        for (Ruleset r : rulesets()) {
            if (r.name().equalsIgnoreCase(name)) {
                return r;
            }
        }
        throw new ParameterException("unknown ruleset '" + name + "' for " + id() + "; allowed: "
                + String.join(", ", rulesets().stream().map(Ruleset::name).toList()));
    }

    default Option option(String name) {
        for (Option o : options()) {
            if (o.name().equalsIgnoreCase(name)) {
                return o;
            }
        }
        throw new ParameterException("unknown option '" + name + "' for " + id() + "; allowed: "
                + String.join(", ", options().stream().map(Option::name).toList()));
    }

    default RecordFormat recordFormat(String name) {
        for (RecordFormat f : recordFormats()) {
            if (f.id().equalsIgnoreCase(name)) {
                return f;
            }
        }
        throw new ParameterException("unknown record format '" + name + "' for " + id() + "; allowed: "
                + String.join(", ", recordFormats().stream().map(RecordFormat::id).toList()));
    }

    /** The format a file name implies by its extension, or the native format. */
    default RecordFormat recordFormatForFile(String fileName) {
        String lower = fileName.toLowerCase(java.util.Locale.ROOT);
        for (RecordFormat f : recordFormats()) {
            for (String ext : f.extensions()) {
                if (lower.endsWith("." + ext.toLowerCase(java.util.Locale.ROOT))) {
                    return f;
                }
            }
        }
        return recordFormats().get(0);
    }
}
