package org.ludotheque.engine.wykersham;

import java.util.List;
import java.util.Map;

import org.ludotheque.engine.BaseDefinition;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.MoveListFormat;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.Ruleset;

/**
 * Wykersham (Alsip and Co, 1980): options and formats. The rules live in {@link WykershamState};
 * {@code docs/wykersham.md} explains them.
 */
public final class WykershamDefinition extends BaseDefinition {

    private static final List<Ruleset> RULESETS = List.of(
            new Ruleset("standard", "The 1980 rules as Ludotheque reads them (docs/wykersham.md)", Map.of()));

    private static final List<Option> OPTIONS = List.of(
            Option.choice("share", "centre-rail", List.of("centre-rail", "middle-line"),
                    "centre-rail: every cup of the fixed centre rail takes both colours; middle-line: a cup takes both"
                            + " colours while it stands in column #"),
            Option.choice("labels", "per-player", List.of("per-player", "shared"),
                    "per-player: each player reads the column labels 1 2 3 # 4 5 6 from their own left;"
                            + " shared: both read them from A's left"),
            Option.bool("forcedSlide", false,
                    "if a slide of the rail just played on would make a goal, the player must make such a slide"),
            Option.bool("goalPerLine", false,
                    "goal lines are taken one at a time (at least one own marble from each of the line's cups)"
                            + " instead of as one goal"),
            Option.bool("excludeAlreadyComplete", false,
                    "a line already complete before the slide is not a goal line"));

    /** Declared after the rulesets and options, which its constructor reads. */
    public static final WykershamDefinition INSTANCE = new WykershamDefinition();

    private final List<RecordFormat> formats = List.of(new MoveListFormat(this, "wyk", true, List.of()));

    private WykershamDefinition() {
        // A sits south (rail 0 is nearest), B north.
        super("wykersham", "Wykersham", List.of("a", "b"), RULESETS, OPTIONS);
    }

    @Override
    public Game create(Parameters parameters) {
        return new WykershamGame(this, parameters, WykershamRules.from(parameters));
    }

    @Override
    public Notation notation() {
        return WykershamNotation.INSTANCE;
    }

    @Override
    public List<RecordFormat> recordFormats() {
        return formats;
    }
}
