package org.ludotheque.engine.thoughtwave;

import org.ludotheque.engine.ParameterException;
import org.ludotheque.engine.Parameters;

/**
 * The Thoughtwave switches a game was created with, read once from its parameters and checked
 * together (the single options are checked by {@link org.ludotheque.engine.Option}).
 *
 * @param size            squares per side
 * @param redSupply       Red's tiles at the start (before any handicap)
 * @param blackSupply     Black's tiles at the start
 * @param firstPlayer     0 (Red) or 1 (Black): who places the first tile
 * @param redSides        the borders Red joins; Black joins the other pair
 * @param penalty         whether an illegal placement is carried out as the printed rule says
 * @param alsoNextTurn    in penalty mode, whether the offender also misses their next turn
 * @param handicap        tiles (0..3) the receiver takes from the other player's supply before the game
 * @param handicapReceiver 0 or 1: the player who takes the handicap tiles
 * @param swap            pie rule: the second player may exchange sides after the first tile
 */
public record ThoughtwaveRules(int size, Supply redSupply, Supply blackSupply, int firstPlayer, Sides redSides,
                               boolean penalty, boolean alsoNextTurn, int handicap, int handicapReceiver,
                               boolean swap) {

    static ThoughtwaveRules from(Parameters p) {
        Supply red = supply(p, "redSupply");
        Supply black = supply(p, "blackSupply");
        int receiver = p.get("handicapTo").equals("red") ? 0 : 1;
        int handicap = p.getInt("handicap");
        Supply giver = receiver == 0 ? black : red;
        if (handicap > giver.total()) {
            throw new ParameterException("option handicap: " + handicap + " tiles cannot come from "
                    + (receiver == 0 ? "Black" : "Red") + "'s supply of " + giver.total() + "; allowed: 0.."
                    + giver.total());
        }
        boolean swap = p.getBool("swap");
        if (swap && handicap > 0) {
            throw new ParameterException("option swap: true cannot be combined with a handicap (the swap would hand "
                    + "the handicap to the stronger player); allowed with handicap " + handicap + ": false");
        }
        return new ThoughtwaveRules(p.getInt("size"), red, black, p.get("first").equals("red") ? 0 : 1,
                Sides.parse(p.get("redConnects")), p.getBool("penalty"), p.get("lostTurns").equals("also-next"),
                handicap, receiver, swap);
    }

    private static Supply supply(Parameters p, String option) {
        String value = p.get(option);
        try {
            return Supply.parse(value);
        } catch (IllegalArgumentException e) {
            throw new ParameterException("option " + option + ": '" + value + "' is not allowed (" + e.getMessage()
                    + "); allowed: " + Supply.ALLOWED);
        }
    }

    public Supply supply(int player) {
        return player == 0 ? redSupply : blackSupply;
    }

    /** The borders {@code player} joins. */
    public Sides sides(int player) {
        return player == 0 ? redSides : redSides.other();
    }
}
