package org.ludotheque.engine.twixt;

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

/** TwixT: rulesets, options and formats. The rules themselves live in {@link TwixtState}. */
public final class TwixtDefinition extends BaseDefinition {

    private static final List<Ruleset> RULESETS = List.of(
            new Ruleset("dujardin", "French Dujardin edition: automatic links, own links may cross, link removal, swap sides",
                    Map.of("linking", "automatic", "ownCrossing", "true", "removal", "true", "swap", "sides")),
            new Ruleset("pp", "Little Golem TwixT PP: automatic links, own links may cross, no removal, swap mirrors the peg",
                    Map.of("linking", "automatic", "ownCrossing", "true", "removal", "false", "swap", "mirror")),
            new Ruleset("standard", "Standard (later boxes, BoardSpace, SGF RU[STD]): manual links, no own crossing, link removal, swap sides",
                    Map.of("linking", "manual", "ownCrossing", "false", "removal", "true", "swap", "sides")),
            new Ruleset("t1", "The T1j program: automatic links, no own crossing, no removal, swap sides",
                    Map.of("linking", "automatic", "ownCrossing", "false", "removal", "false", "swap", "sides")),
            new Ruleset("openspiel", "OpenSpiel twixt: automatic links, no own crossing, no removal, swap rotates the peg",
                    Map.of("linking", "automatic", "ownCrossing", "false", "removal", "false", "swap", "rotate")));

    private static final List<Option> OPTIONS = List.of(
            Option.integer("width", 24, 5, 48, "number of columns (holes across)"),
            Option.integer("height", 24, 5, 48, "number of rows (holes down)"),
            Option.choice("linking", "automatic", List.of("automatic", "manual"),
                    "automatic: every possible link of a new peg is added; manual: the player adds links one by one"),
            Option.bool("ownCrossing", true, "whether a player's own links may cross each other"),
            Option.bool("removal", true, "whether a player may remove own links during their turn"),
            Option.choice("swap", "sides", List.of("sides", "mirror", "rotate", "none"),
                    "pie rule after the first peg: exchange sides, mirror the peg, rotate the peg, or no swap"),
            Option.integer("pegs", 0, 0, 1200, "pegs per player, re-used from the board when spent (0: unlimited)"),
            Option.integer("links", 0, 0, 5000, "links per player, re-used from the board when spent (0: unlimited)"),
            Option.integer("turnLimit", 0, 0, 100000,
                    "draw after this many turns (0: none; with limited pegs or links, 4 x holes)"),
            Option.bool("drawCheck", true,
                    "end in a draw when neither side can still connect (false: only when the mover has no legal hole, as OpenSpiel)"));

    /** Declared after the rulesets and options, which its constructor reads. */
    public static final TwixtDefinition INSTANCE = new TwixtDefinition();

    private final List<RecordFormat> formats = List.of(new MoveListFormat(this, "twixt"), new TwixtSgf(),
            new TwixtTsgf(), new TwixtT1(), new TwixtOpenSpiel());

    private TwixtDefinition() {
        super("twixt", "TwixT", List.of("red", "black"), RULESETS, OPTIONS);
    }

    @Override
    public Game create(Parameters parameters) {
        return new TwixtGame(this, parameters, TwixtRules.from(parameters));
    }

    @Override
    public Notation notation() {
        return TwixtNotation.INSTANCE;
    }

    @Override
    public List<RecordFormat> recordFormats() {
        return formats;
    }
}
