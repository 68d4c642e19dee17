package org.ludotheque.server.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;
import org.ludotheque.engine.twixt.TwixtState;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The TwixT export read back as a drawing: the board view sees what the engine holds. */
class TwixtBoardTest {

    /** Plays {@code turns} in the notation on a new game of {@code spec}. */
    private static TwixtState play(String spec, String... turns) {
        Game game = Games.load(spec);
        State s = game.newInitialState();
        for (String t : turns) {
            game.definition().notation().playTurn(s, t);
        }
        return (TwixtState) s;
    }

    /** The exported pegs as rows of {@code R}, {@code B} and {@code .}, the way a reader checks a diagram. */
    private static String drawPegs(JsonNode board) {
        int w = board.get("width").asInt();
        int h = board.get("height").asInt();
        char[][] grid = new char[h][w];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, '.');
        }
        for (JsonNode p : board.get("pegs")) {
            grid[p.get("row").asInt()][p.get("col").asInt()] = p.get("colour").asString().equals("red") ? 'R' : 'B';
        }
        StringBuilder sb = new StringBuilder();
        for (char[] row : grid) {
            sb.append(new String(row)).append('\n');
        }
        return sb.toString();
    }

    private static String drawLinks(JsonNode board) {
        StringBuilder sb = new StringBuilder();
        for (JsonNode l : board.get("links")) {
            sb.append(l.get("colour").asString()).append(' ')
                    .append(l.get("a").get(0).asInt()).append(',').append(l.get("a").get(1).asInt()).append('-')
                    .append(l.get("b").get(0).asInt()).append(',').append(l.get("b").get(1).asInt()).append('\n');
        }
        return sb.toString();
    }

    @Test
    void pegsLinksAndBordersOfAKnownPosition() {
        // C2 and D4 join (a knight's move); Black's C4 would link to E3 but that link would cross
        // Red's C2-D4, so it is not made; C6 links down from D4 into Red's bottom border row.
        TwixtState s = play("twixt(ruleset=dujardin,width=6,height=6)", "C2", "E3", "D4", "C4", "C6");
        ObjectNode board = Boards.of(s);

        assertThat(drawPegs(board)).isEqualTo("""
                ......
                ..R...
                ....B.
                ..BR..
                ......
                ..R...
                """);
        assertThat(drawLinks(board)).isEqualTo("""
                red 2,1-3,3
                red 2,5-3,3
                """);
        assertThat(board.get("width").asInt()).isEqualTo(6);
        assertThat(board.get("height").asInt()).isEqualTo(6);
        assertThat(board.get("borders").get("red").asString()).isEqualTo("rows");
        assertThat(board.get("borders").get("black").asString()).isEqualTo("columns");
        assertThat(board.get("rules").get("linking").asString()).isEqualTo("automatic");
        assertThat(board.get("rules").get("removal").asBoolean()).isTrue();
        assertThat(board.get("rules").get("swap").asString()).isEqualTo("sides");
        assertThat(board.get("toMove").asString()).isEqualTo("black");
        assertThat(board.get("placed").isNull()).isTrue();
        assertThat(board.get("swapAvailable").asBoolean()).isFalse();
        assertThat(board.get("supply").get("pegs").asInt()).isZero();
        assertThat(board.has("pegsLeft")).isFalse();
        assertThat(board.has("linksLeft")).isFalse();
    }

    @Test
    void swapIsOfferedOnlyAfterTheFirstPeg() {
        assertThat(Boards.of(play("twixt(width=6,height=6)")).get("swapAvailable").asBoolean()).isFalse();
        assertThat(Boards.of(play("twixt(width=6,height=6)", "C3")).get("swapAvailable").asBoolean()).isTrue();
        assertThat(Boards.of(play("twixt(ruleset=pp,width=6,height=6)", "C3")).get("rules").get("swap").asString())
                .isEqualTo("mirror");
    }

    @Test
    void aManualTurnInProgressShowsItsPegAndNoLinkYet() {
        TwixtState s = play("twixt(ruleset=standard,width=6,height=6)", "C2", "E3");
        s.apply(s.parseAction("D4"));
        ObjectNode board = Boards.of(s);

        assertThat(board.get("rules").get("linking").asString()).isEqualTo("manual");
        assertThat(board.get("choosingLinks").asBoolean()).isTrue();
        assertThat(board.get("placed").get(0).asInt()).isEqualTo(3);
        assertThat(board.get("placed").get(1).asInt()).isEqualTo(3);
        assertThat(board.get("links")).isEmpty();
        assertThat(board.get("toMove").asString()).isEqualTo("red");

        s.apply(s.parseAction("+C2-D4"));
        assertThat(drawLinks(Boards.of(s))).isEqualTo("red 2,1-3,3\n");
    }

    @Test
    void aLimitedSupplyCountsWhatIsLeft() {
        TwixtState s = play("twixt(width=6,height=6,pegs=10,links=4)", "C2", "E3", "D4");
        ObjectNode board = Boards.of(s);

        assertThat(board.get("supply").get("pegs").asInt()).isEqualTo(10);
        assertThat(board.get("pegsLeft").get("red").asInt()).isEqualTo(8);
        assertThat(board.get("pegsLeft").get("black").asInt()).isEqualTo(9);
        assertThat(board.get("linksLeft").get("red").asInt()).isEqualTo(3);
        assertThat(board.get("linksLeft").get("black").asInt()).isEqualTo(4);
    }
}
