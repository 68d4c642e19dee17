package org.ludotheque.engine.thoughtwave;

import java.util.ArrayList;
import java.util.List;

import org.ludotheque.engine.Games;

/** Games and positions for the tests, written as option specs and move lists. */
final class Fixtures {

    /** A 4 x 4 game and moves after which Red holds one Cross and every empty square has a blank edge facing it. */
    static final String STUCK_GAME = "size=4,redSupply=D2 X2,blackSupply=T8 L8";
    static final String STUCK = "d3:S d1:ES b4:S b2:SW a3:NESW a1:SW";

    private Fixtures() {
    }

    /** A game from its options, {@code size=4,redSupply=X1}; blank for the default game. */
    static ThoughtwaveGame game(String options) {
        return (ThoughtwaveGame) Games.load("thoughtwave(" + options + ")");
    }

    /** The position after {@code moves}, separated by spaces ({@code take Bend} is one move), played as a player types them. */
    static ThoughtwaveState play(String options, String moves) {
        return play(game(options), moves);
    }

    static ThoughtwaveState play(ThoughtwaveGame game, String moves) {
        ThoughtwaveState s = game.newInitialState();
        for (String move : split(moves)) {
            ThoughtwaveNotation.INSTANCE.playTurn(s, move);
        }
        return s;
    }

    static List<String> split(String moves) {
        List<String> out = new ArrayList<>();
        String[] tokens = moves.trim().isEmpty() ? new String[0] : moves.trim().split("\\s+");
        for (int i = 0; i < tokens.length; i++) {
            if (tokens[i].equalsIgnoreCase("take") && i + 1 < tokens.length) {
                out.add(tokens[i] + " " + tokens[++i]);
            } else {
                out.add(tokens[i]);
            }
        }
        return out;
    }

    /** The action of a move text in a state. */
    static int action(ThoughtwaveState s, String text) {
        return s.parseAction(text);
    }

    /** Texts of the legal actions. */
    static List<String> legalTexts(ThoughtwaveState s) {
        List<String> out = new ArrayList<>();
        for (int a : s.legalActions()) {
            out.add(s.actionToString(a));
        }
        return out;
    }
}
