package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludotheque.engine.thoughtwave.Fixtures.play;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.MoveException;

class ThoughtwaveNotationTest {

    private final ThoughtwaveNotation notation = ThoughtwaveNotation.INSTANCE;

    @Test
    void squaresRunFromA1BottomLeft() {
        assertThat(ThoughtwaveNotation.squareName(0, 0)).isEqualTo("a1");
        assertThat(ThoughtwaveNotation.squareName(4, 3)).isEqualTo("e4");
        assertThat(ThoughtwaveNotation.squareName(25, 25)).isEqualTo("z26");
        ThoughtwaveGame g = Fixtures.game("");
        assertThat(ThoughtwaveNotation.parseSquare(g, "E4")).isEqualTo(g.square(4, 3));
    }

    @Test
    void placementsAreWrittenSquareColonEdgesInCompassOrder() {
        ThoughtwaveState s = play("", "");
        ThoughtwaveActions act = s.game().actions();
        int e4 = s.game().square(4, 3);
        assertThat(s.actionToString(act.place(e4, Tile.N | Tile.S))).isEqualTo("e4:NS");
        assertThat(s.actionToString(act.place(s.game().square(2, 2), Tile.N | Tile.E))).isEqualTo("c3:NE");
        assertThat(s.actionToString(act.place(s.game().square(3, 4), Tile.N | Tile.E | Tile.W))).isEqualTo("d5:NEW");
        assertThat(s.actionToString(act.place(s.game().square(5, 5), 15))).isEqualTo("f6:NESW");
        assertThat(s.actionToString(act.place(s.game().square(6, 6), Tile.S))).isEqualTo("g7:S");
    }

    @Test
    void specialActionsAreWords() {
        ThoughtwaveState s = play("penalty=true", "");
        ThoughtwaveActions act = s.game().actions();
        assertThat(s.actionToString(act.pass)).isEqualTo("pass");
        assertThat(s.actionToString(act.swap)).isEqualTo("swap");
        assertThat(s.actionToString(act.take(Tile.BEND))).isEqualTo("take Bend");
        assertThat(s.actionToString(act.attempt(s.game().square(4, 3), 5))).isEqualTo("illegal(e4:NS)");
        assertThatThrownBy(() -> s.actionToString(act.size)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyActionReadsBackFromItsText() {
        for (String spec : new String[] {"size=4,penalty=true", "size=26"}) {
            ThoughtwaveState s = play(spec, "");
            for (int a = 0; a < s.game().numDistinctActions(); a++) {
                assertThat(s.parseAction(s.actionToString(a))).isEqualTo(a);
            }
        }
    }

    @Test
    void edgesMayComeInAnyOrderAndCaseAndPieceWordsAreAccepted() {
        ThoughtwaveState s = play("", "");
        int e4ns = s.parseAction("e4:NS");
        assertThat(s.parseAction("E4:sn")).isEqualTo(e4ns);
        assertThat(s.parseAction("e4 Straight NS")).isEqualTo(e4ns);
        assertThat(s.parseAction("e4 straight:ns")).isEqualTo(e4ns);
        assertThat(s.parseAction(" e4 : NS ")).isEqualTo(e4ns);
        assertThat(s.parseAction("e4 NS")).isEqualTo(e4ns);
        assertThat(s.parseAction("d5 Junction NEW")).isEqualTo(s.parseAction("d5:NEW"));
        assertThat(s.parseAction("d5 T WEN")).isEqualTo(s.parseAction("d5:NEW"));
        assertThat(s.parseAction("g7 Terminator S")).isEqualTo(s.parseAction("g7:S"));
        assertThat(s.parseAction("take L")).isEqualTo(s.parseAction("take Bend"));
        assertThat(s.parseAction("TAKE x")).isEqualTo(s.game().actions().take(Tile.CROSS));
        assertThat(s.parseAction("PASS")).isEqualTo(s.game().actions().pass);
    }

    @Test
    void malformedMovesSayWhatIsWrong() {
        ThoughtwaveState s = play("", "");
        assertMalformed(s, "e4:NQ", "'Q' is not an edge");
        assertMalformed(s, "e4:NN", "edge N is written twice");
        assertMalformed(s, "k4:NS", "'k4' is off the board: files a to j, ranks 1 to 10");
        assertMalformed(s, "e11:NS", "off the board");
        assertMalformed(s, "e0:NS", "off the board");
        assertMalformed(s, "e4 Bend NS", "NS is a Straight, not a Bend");
        assertMalformed(s, "e4 Wave NS", "'Wave' is not a tile");
        assertMalformed(s, "e4", "write the square and the wave edges");
        assertMalformed(s, "e4:", "write the square and the wave edges");
        assertMalformed(s, "e4 Straight N S", "write the square and the wave edges");
        assertMalformed(s, "4e:NS", "is not a move");
        assertMalformed(s, "", "is not a move");
        assertMalformed(s, "take Q", "is not a handicap take");
        assertMalformed(s, "illegal e4:NS", "write illegal(e4:NS)");
        assertMalformed(s, "resign", "ends the game and is not an action");
    }

    private static void assertMalformed(ThoughtwaveState s, String text, String message) {
        assertThatThrownBy(() -> s.parseAction(text)).as(text).isInstanceOf(MoveException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((MoveException) e).kind()).isEqualTo(MoveException.Kind.MALFORMED));
    }

    @Test
    void aTurnIsOneAction() {
        ThoughtwaveState s = play("", "e4:NS c3:NE");
        int[] h = s.history();
        assertThat(notation.turnText(play("", ""), h, 0, 1)).isEqualTo("e4:NS");
        assertThat(notation.turnText(play("", ""), h, 0, 2)).isEqualTo("e4:NS c3:NE");
    }

    @Test
    void playTurnTakesResign() {
        ThoughtwaveState s = play("", "e4:NS");
        notation.playTurn(s, "resign");
        assertThat(s.resignedPlayer()).isEqualTo(1);
    }

    @Test
    void aRefusedTurnLeavesTheStateAsItWas() {
        ThoughtwaveState s = play("", "d4:EW");
        long hash = s.hash();
        assertThatThrownBy(() -> notation.playTurn(s, "e4:NS")).isInstanceOf(MoveException.class);
        assertThatThrownBy(() -> notation.playTurn(s, "e4:NX")).isInstanceOf(MoveException.class);
        assertThat(s.hash()).isEqualTo(hash);
        assertThat(s.historySize()).isEqualTo(1);
    }
}
