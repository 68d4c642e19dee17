package org.ludotheque.server.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;
import tools.jackson.databind.JsonNode;

/** The Wykersham export read back against positions drawn by hand (the game of docs/wykersham.md). */
class WykershamBoardTest {

    /** Turns 1 to 6 of the record in docs/wykersham.md. */
    private static final String[] OPENING = {"start 5-3, 4-4: #@0 ; #@1", "6-5: 6@4 ; 5@4", "4-4: #@2 ; #@3",
            "6-5: 6@3 ; 5@3", "4-2: 4@4 ; 2@0", "6-5: 6@2 ; 5@2"};

    private static State play(String... turns) {
        Game g = Games.load("wykersham");
        State s = g.newInitialState();
        for (String t : OPENING) {
            g.definition().notation().playTurn(s, t);
        }
        for (String t : turns) {
            g.definition().notation().playTurn(s, t);
        }
        return s;
    }

    /**
     * Checks offsets and cups against a drawing of the rails, rail 4 first, in the engine's own
     * layout: {@code rN}, the offset, then the 11 cups from A's left ({@code .} empty, {@code a2}, {@code b1},
     * {@code 1:1} both colours); {@code |} marks the frame and is ignored.
     */
    private static void assertRails(JsonNode board, String drawing) {
        String[] lines = drawing.strip().split("\n");
        assertThat(lines).hasSize(5);
        for (int i = 0; i < 5; i++) {
            String[] tok = lines[i].replace('|', ' ').trim().split("\\s+");
            int rail = 4 - i;
            assertThat(tok[0]).isEqualTo("r" + rail);
            assertThat(board.get("offsets").get(rail).asInt()).as("offset of rail %d", rail)
                    .isEqualTo(Integer.parseInt(tok[1].replace("+", "")));
            for (int c = 0; c < 11; c++) {
                String cell = tok[2 + c];
                int a = cell.startsWith("a") ? Integer.parseInt(cell.substring(1))
                        : cell.contains(":") ? Integer.parseInt(cell.split(":")[0]) : 0;
                int b = cell.startsWith("b") ? Integer.parseInt(cell.substring(1))
                        : cell.contains(":") ? Integer.parseInt(cell.split(":")[1]) : 0;
                JsonNode cup = board.get("cups").get(rail).get(c);
                assertThat(cup.get(0).asInt() + ":" + cup.get(1).asInt()).as("rail %d cup %d", rail, c)
                        .isEqualTo(a + ":" + b);
            }
        }
    }

    @Test
    void aGoalBeingSettled() {
        // Turn 7: A places in column 5 of rail 4 and slides it left: the marble of turn 5 comes into
        // column # and the straight line #| is complete for A. A is asked to settle it.
        JsonNode b = Boards.of(play("5-1: 5@4< ..."));
        assertRails(b, """
                r4 -1       .   .  b1| b1   .   .  a1  a1   .   .|  .
                r3 +0           .   .| b1  b1   .  a1   .   .   .|  .   .
                r2 +0           .   .| b1  b1   .  a1   .   .   .|  .   .
                r1 +0           .   .|  .   .   .  a1   .   .   .|  .   .
                r0 +0           .   .|  .  a1   .  a1   .   .   .|  .   .
                """);
        assertThat(b.get("phase").asString()).isEqualTo("settle");
        assertThat(b.get("mover").asString()).isEqualTo("a");
        assertThat(b.get("turn").asInt()).isEqualTo(6);
        assertThat(b.get("dice").toString()).isEqualTo("[5,1]");
        assertThat(b.get("placedRail").asInt()).isEqualTo(4);
        assertThat(b.get("slidRail").asInt()).isEqualTo(4);
        assertThat(b.get("allowedColumns").toString()).isEqualTo("[]");
        assertThat(b.get("goalLines").toString()).isEqualTo("[{\"id\":10,\"centre\":3,\"slope\":0}]");
        assertThat(b.get("complete").get("a").toString()).isEqualTo("[{\"id\":10,\"centre\":3,\"slope\":0}]");
        assertThat(b.get("complete").get("b").toString()).isEqualTo("[]");
        // the cups of #| in settlement order: rail by rail; rail 4 slid left, so its cup 6 is in #
        assertThat(b.get("goalCups").toString()).isEqualTo("[[0,5],[1,5],[2,5],[3,5],[4,6]]");
        assertThat(b.get("settlingCup").toString()).isEqualTo("[0,5]");
        assertThat(b.get("players").toString())
                .isEqualTo("{\"a\":{\"supply\":23,\"score\":0},\"b\":{\"supply\":24,\"score\":0}}");
        // the default sharing: every cup of the centre rail, and only those
        for (int r = 0; r < 5; r++) {
            assertThat(b.get("shared").get(r).toString()).isEqualTo(r == 2
                    ? "[true,true,true,true,true,true,true]" : "[false,false,false,false,false,false,false]");
        }
    }

    @Test
    void aSlideThatWouldScore() {
        // Same placement, before the slide: only a slide to the left makes the goal #|.
        JsonNode b = Boards.of(play("5-1: 5@4 ..."));
        assertRails(b, """
                r4 +0           .   .| b1  b1   .   .  a1  a1   .|  .   .
                r3 +0           .   .| b1  b1   .  a1   .   .   .|  .   .
                r2 +0           .   .| b1  b1   .  a1   .   .   .|  .   .
                r1 +0           .   .|  .   .   .  a1   .   .   .|  .   .
                r0 +0           .   .|  .  a1   .  a1   .   .   .|  .   .
                """);
        assertThat(b.get("phase").asString()).isEqualTo("slide");
        assertThat(b.get("placedRail").asInt()).isEqualTo(4);
        assertThat(b.get("slidRail").isNull()).isTrue();
        assertThat(b.get("slideGoals").toString())
                .isEqualTo("{\"left\":[{\"id\":10,\"centre\":3,\"slope\":0}],\"right\":[]}");
        assertThat(b.get("goalLines").toString()).isEqualTo("[]");
        assertThat(b.get("settlingCup").isNull()).isTrue();
    }

    @Test
    void bPlacesWithLabelsReadFromBsLeft() {
        // After A's goal (5 marbles to A's score pile), B rolls 3-3: B's 3 is A's 4 (board column 4).
        JsonNode b = Boards.of(play("5-1: 5@4< take(1,1,1,1,1) ; 1@1", "3-3: ..."));
        assertRails(b, """
                r4 -1       .   .  b1| b1   .   .   .  a1   .   .|  .
                r3 +0           .   .| b1  b1   .   .   .   .   .|  .   .
                r2 +0           .   .| b1  b1   .   .   .   .   .|  .   .
                r1 +0           .   .| a1   .   .   .   .   .   .|  .   .
                r0 +0           .   .|  .  a1   .   .   .   .   .|  .   .
                """);
        assertThat(b.get("phase").asString()).isEqualTo("place");
        assertThat(b.get("mover").asString()).isEqualTo("b");
        assertThat(b.get("dice").toString()).isEqualTo("[3,3]");
        assertThat(b.get("allowedColumns").toString()).isEqualTo("[3,4]");
        assertThat(b.get("labels").get("b").toString()).isEqualTo("[\"6\",\"5\",\"4\",\"#\",\"3\",\"2\",\"1\"]");
        assertThat(b.get("players").get("a").get("score").asInt()).isEqualTo(5);
        assertThat(b.get("goalCups").toString()).isEqualTo("[]");
    }

    @Test
    void theStartingRollHasNoMover() {
        JsonNode b = Boards.of(Games.load("wykersham(share=middle-line,labels=shared)").newInitialState());
        assertThat(b.get("phase").asString()).isEqualTo("start");
        assertThat(b.get("mover").isNull()).isTrue();
        assertThat(b.get("dice").isNull()).isTrue();
        assertThat(b.get("labels").get("b").toString()).isEqualTo("[\"1\",\"2\",\"3\",\"#\",\"4\",\"5\",\"6\"]");
        // middle-line sharing: the cups standing in column # on every rail
        for (int r = 0; r < 5; r++) {
            assertThat(b.get("shared").get(r).toString()).isEqualTo("[false,false,false,true,false,false,false]");
        }
    }
}
