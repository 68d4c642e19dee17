package org.ludotheque.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The native record, on TwixT: header tags, numbered turns, the end. */
class MoveListFormatTest {

    private final GameDefinition twixt = Games.get("twixt");
    private final RecordFormat format = twixt.recordFormat("moves");

    private State play(String spec, String... turns) {
        State s = Games.load(spec).newInitialState();
        for (String t : turns) {
            s.game().definition().notation().playTurn(s, t);
        }
        return s;
    }

    @Test
    void writesTheHeaderThenNumberedTurns() {
        State s = play("twixt(ruleset=pp,width=8,height=8)", "D3", "swap", "E5");
        s.resign(1);
        java.util.Map<String, String> players = new java.util.LinkedHashMap<>();
        players.put("Red", "Ann");
        players.put("Black", "Bob");
        assertThat(format.write(GameRecord.of(s, players))).isEqualTo("""
                [Game "TwixT"]
                [Ruleset "pp"]
                [Width "8"]
                [Height "8"]
                [Red "Ann"]
                [Black "Bob"]
                [Result "1-0"]
                [Termination "Black resigns"]

                1. D3 2. swap 3. E5 4. resign 1-0
                """);
    }

    @Test
    void readingBackGivesTheSameGame() {
        State s = play("twixt(ruleset=standard,width=8,height=8)", "C3", "H2", "D5 +C3-D5", "H4", "C5", "H6",
                "-C3-D5 E4 +C5-E4");
        GameRecord record = GameRecord.of(s, java.util.Map.of("Event", "club night"));
        String text = format.write(record);
        assertThat(text).contains("7. -C3-D5 E4 +C5-E4 *");
        GameRecord back = format.read(text, null);
        assertThat(back).isEqualTo(record);
        assertThat(back.tags()).containsEntry("Event", "club night");
        assertThat(back.replay().hash()).isEqualTo(s.hash());
    }

    @Test
    void aTurnSavedInProgressStaysInProgress() {
        State s = play("twixt(ruleset=standard,width=8,height=8)", "C3", "H2");
        s.apply(s.parseAction("D5"));
        String text = format.write(GameRecord.of(s));
        assertThat(text).contains("3. D5 ...");
        State back = format.read(text, null).replay();
        assertThat(back.hash()).isEqualTo(s.hash());
        assertThat(back.currentPlayer()).isEqualTo(0);
    }

    @Test
    void malformedTextGivesTheLineAndColumn() {
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n[Width 8]\n\n1. C3", null))
                .isInstanceOf(RecordException.class)
                .hasMessage("line 2, column 1: malformed tag; expected [Name \"value\"]");
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n\n1. C3 3. D5", null))
                .hasMessage("line 3, column 7: expected move number 2 but found 3");
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n\n1. C3 99999999999. D5", null))
                .hasMessage("line 3, column 7: expected move number 2 but found 99999999999");
        assertThat(format.read("[Game \"TwixT\"]\n\n01. C3 002. D5", null).actions()).hasSize(2);
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n\n1. C3 2. Q99", null))
                .hasMessage("line 3, column 10: move 2 Q99: 'Q99' is off the board: columns A to X, rows 1 to 24");
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n\n1. C3 2. D5 {unclosed", null))
                .hasMessage("line 3, column 13: comment is not closed");
    }

    @Test
    void anIllegalMoveIsNamedWithItsRule() {
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n\n1. C3 2. C3", null))
                .isInstanceOf(RecordException.class)
                .hasMessage("move 2 C3: C3: hole is occupied");
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n[Ruleset \"t1\"]\n\n1. C3 2. D5 3. E7 4. -C3-D5 F6", null))
                .hasMessage("move 4 -C3-D5 F6: -C3-D5: this ruleset does not allow link removal");
    }

    @Test
    void theHeaderIsChecked() {
        assertThatThrownBy(() -> format.read("[Game \"Chess\"]\n\n1. e4", null))
                .hasMessage("line 1, column 8: this record is of game 'Chess', not TwixT");
        assertThatThrownBy(() -> format.read("[Game \"TwixT\"]\n[Width \"99\"]\n\n1. C3", null))
                .hasMessage("line 2, column 9: header: option width: 99 is out of range; allowed: 5..48");
    }

    @Test
    void theRecordCanBeReplayedUnderOtherRules() {
        String text = "[Game \"TwixT\"]\n[Ruleset \"pp\"]\n[Width \"8\"]\n[Height \"8\"]\n\n1. D3 2. swap 3. E5";
        Game implied = format.impliedGame(text);
        assertThat(implied.spec()).isEqualTo("twixt(ruleset=pp,width=8,height=8)");
        Game t1 = twixt.create(implied.parameters().rebase("t1", java.util.Map.of()));
        assertThat(t1.spec()).isEqualTo("twixt(ruleset=t1,width=8,height=8)");
        State underT1 = format.read(text, t1).replay();
        assertThat(underT1.currentPlayer()).as("after a sides swap and E5, Red moves").isEqualTo(0);
    }
}
