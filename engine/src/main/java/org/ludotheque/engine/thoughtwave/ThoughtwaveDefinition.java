package org.ludotheque.engine.thoughtwave;

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

/** Thoughtwave (Ultra): ruleset, options and formats. The rules themselves live in {@link ThoughtwaveState}. */
public final class ThoughtwaveDefinition extends BaseDefinition {

    private static final List<Ruleset> RULESETS = List.of(
            new Ruleset("original", "Eric Solomon's rules (Intellect Games 1974): 10 x 10, 24 tiles each "
                    + "(X2 T6 I5 L10 D1), Red first joining west-east; illegal placements are refused",
                    Map.of()));

    private static final List<Option> OPTIONS = List.of(
            Option.integer("size", 10, 4, 26, "squares per side"),
            Option.text("redSupply", Supply.ORIGINAL.toString(), "Red's tiles: " + Supply.ALLOWED),
            Option.text("blackSupply", Supply.ORIGINAL.toString(), "Black's tiles: " + Supply.ALLOWED),
            Option.choice("first", "red", List.of("red", "black"), "who places the first tile"),
            Option.choice("redConnects", "west-east", List.of("west-east", "north-south"),
                    "the borders Red joins; Black joins the other two"),
            Option.bool("penalty", false,
                    "printed rule for illegal placements: the tile is lost and the offender misses a turn "
                            + "(false: the engine refuses them)"),
            Option.choice("lostTurns", "current", List.of("current", "also-next"),
                    "with penalty: the offender loses the current turn only, or also their next one"),
            Option.integer("handicap", 0, 0, 3,
                    "tiles the weaker player takes, one by one and of their choice, from the other's supply before the game"),
            Option.choice("handicapTo", "black", List.of("red", "black"), "the player who receives the handicap"),
            Option.bool("swap", false, "pie rule: after the first tile the second player may take over the first player's side")
                    .nonOriginal());

    /** Declared after the rulesets and options, which its constructor and record format read. */
    public static final ThoughtwaveDefinition INSTANCE = new ThoughtwaveDefinition();

    private final List<RecordFormat> formats = List.of(
            new MoveListFormat(this, "thoughtwave", false, List.of("size", "redSupply", "blackSupply")));

    private ThoughtwaveDefinition() {
        super("thoughtwave", "Thoughtwave", List.of("red", "black"), RULESETS, OPTIONS);
    }

    @Override
    public Game create(Parameters parameters) {
        return new ThoughtwaveGame(this, parameters, ThoughtwaveRules.from(parameters));
    }

    @Override
    public Notation notation() {
        return ThoughtwaveNotation.INSTANCE;
    }

    @Override
    public List<RecordFormat> recordFormats() {
        return formats;
    }
}
