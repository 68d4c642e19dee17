package org.ludotheque.server.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The Thoughtwave export of known positions. The tiles are drawn back from the export as ASCII,
 * one 3 x 3 block per square as in the engine's drawing, with the owner's letter (r, b) in the
 * middle instead of the tile's shape: the arms are the wave edges, so the picture shows masks,
 * squares and owners at once.
 */
class ThoughtwaveBoardTest {

    private static ObjectNode export(String spec, String... turns) {
        Game game = Games.load(spec);
        State s = game.newInitialState();
        for (String t : turns) {
            game.definition().notation().playTurn(s, t);
        }
        return Boards.of(s);
    }

    /** The export's tiles as ASCII, north at the top; each square a 3 x 3 block. */
    private static String draw(JsonNode board) {
        int n = board.get("size").asInt();
        char[][] grid = new char[3 * n][3 * n];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, ' ');
        }
        for (int f = 0; f < n; f++) {
            for (int r = 0; r < n; r++) {
                grid[3 * (n - 1 - r) + 1][3 * f + 1] = '.';
            }
        }
        for (JsonNode t : board.get("tiles")) {
            int f = t.get("file").asInt();
            int r = t.get("rank").asInt();
            int m = t.get("mask").asInt();
            int y = 3 * (n - 1 - r) + 1;
            int x = 3 * f + 1;
            grid[y][x] = t.get("owner").asString().charAt(0);
            if ((m & 1) != 0) grid[y - 1][x] = '|';
            if ((m & 2) != 0) grid[y][x + 1] = '-';
            if ((m & 4) != 0) grid[y + 1][x] = '|';
            if ((m & 8) != 0) grid[y][x - 1] = '-';
        }
        StringBuilder sb = new StringBuilder();
        for (char[] row : grid) {
            sb.append(new String(row).stripTrailing()).append('\n');
        }
        return sb.toString().stripTrailing() + "\n";
    }

    @Test
    void tilesCarryMaskKindAndTheColourThatPlacedThem() {
        // docs/thoughtwave.md's drawing: Red's wave from the west border to c2, Black's bends on rank 4.
        ObjectNode b = export("thoughtwave(size=4)",
                "a1:EW", "a4:NE", "b1:NW", "b4:NW", "b2:ES", "c4:NE", "c2:EW", "d4:NW");
        assertEquals("""
                 |  |  |  |
                 b--b  b--b


                 .  .  .  .


                 .  r--r- .
                    |
                    |
                -r--r  .  .
                """, draw(b));
        assertEquals(4, b.get("size").asInt());
        JsonNode a1 = b.get("tiles").get(0);
        assertEquals("a1", a1.get("square").asString());
        assertEquals(10, a1.get("mask").asInt());
        assertEquals("EW", a1.get("edges").asString());
        assertEquals("straight", a1.get("kind").asString());
        assertEquals("red", a1.get("owner").asString());
        assertEquals("{\"cross\":2,\"t\":6,\"straight\":3,\"bend\":8,\"terminator\":1}",
                b.get("supplies").get("red").toString());
        assertEquals("{\"cross\":2,\"t\":6,\"straight\":5,\"bend\":6,\"terminator\":1}",
                b.get("supplies").get("black").toString());
        assertEquals(20, b.get("tilesLeft").get("red").asInt());
        assertEquals("[\"east\",\"west\"]", b.get("borders").get("red").toString());
        assertEquals("[\"north\",\"south\"]", b.get("borders").get("black").toString());
        assertEquals("red", b.get("toMove").asString());
        JsonNode last = b.get("last");
        assertEquals("d4", last.get("square").asString());
        assertEquals("black", last.get("owner").asString());
        assertFalse(last.get("attempt").asBoolean());
        assertFalse(b.get("connected").get("red").asBoolean());
        assertTrue(b.get("network").isEmpty());
        assertFalse(b.get("penalty").asBoolean());
    }

    @Test
    void theWinningNetworkIsListedEvenWhenTheLoserLaidEveryTile() {
        // The record in docs/thoughtwave.md: Black lays the whole row and completes Red's wave.
        ObjectNode b = export("thoughtwave(size=4,first=black)",
                "a2:EW", "a4:NE", "b2:EW", "b4:NW", "c2:EW", "c4:NE", "d2:EW");
        // (Red never lays d4: the seventh tile ends the game.)
        assertEquals("""
                 |  |  |
                 r--r  r- .


                 .  .  .  .


                -b--b--b--b-


                 .  .  .  .
                """, draw(b));
        assertTrue(b.get("connected").get("red").asBoolean());
        assertEquals("[\"a2\",\"b2\",\"c2\",\"d2\"]", b.get("network").toString());
        assertTrue(b.get("toMove").isNull());
    }

    @Test
    void aPenaltyAttemptIsTheLastMoveButLeavesTheSquareEmpty() {
        ObjectNode b = export("thoughtwave(size=4,penalty=true,lostTurns=also-next)", "a1:EW", "b1:NS");
        assertEquals("""

                 .  .  .  .


                 .  .  .  .


                 .  .  .  .


                -r- .  .  .
                """, draw(b));
        JsonNode last = b.get("last");
        assertTrue(last.get("attempt").asBoolean());
        assertEquals("b1", last.get("square").asString());
        assertEquals("black", last.get("owner").asString());
        assertEquals(4, b.get("supplies").get("black").get("straight").asInt());
        assertTrue(b.get("penalty").asBoolean());
        assertTrue(b.get("losesNextTurn").get("black").asBoolean());
    }

    @Test
    void handicapTakesAndSwapsAreNotTilesAndLeaveTheLastTileMarked() {
        ObjectNode h = export("thoughtwave(size=5,handicap=2)", "take Cross", "take Bend");
        assertTrue(h.get("last").isNull());
        assertEquals(0, h.get("handicapPicksLeft").asInt());
        assertEquals(3, h.get("supplies").get("black").get("cross").asInt());
        assertEquals(1, h.get("supplies").get("red").get("cross").asInt());
        ObjectNode s = export("thoughtwave(size=5,swap=true)", "c3:NESW");
        assertTrue(s.get("swapOffered").asBoolean());
        ObjectNode after = export("thoughtwave(size=5,swap=true)", "c3:NESW", "swap");
        assertFalse(after.get("swapOffered").asBoolean());
        assertEquals("c3", after.get("last").get("square").asString(), "the last tile stays marked after the swap");
        assertEquals("red", after.get("tiles").get(0).get("owner").asString());
    }
}
