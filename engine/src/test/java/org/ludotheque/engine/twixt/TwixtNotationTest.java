package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.MoveException;

class TwixtNotationTest {

    @Test
    void columnsAreLettersThenDoubleLetters() {
        assertThat(TwixtNotation.columnName(0)).isEqualTo("A");
        assertThat(TwixtNotation.columnName(25)).isEqualTo("Z");
        assertThat(TwixtNotation.columnName(26)).isEqualTo("AA");
        assertThat(TwixtNotation.columnName(47)).isEqualTo("AV");
        assertThat(TwixtNotation.holeName(10, 11)).isEqualTo("K12");
    }

    @Test
    void holesReadInEitherCase() {
        assertThat(TwixtNotation.parseHole("k12", 24, 24)).containsExactly(10, 11);
        assertThat(TwixtNotation.parseHole("AB30", 48, 48)).containsExactly(27, 29);
    }

    @Test
    void malformedHolesSayWhatIsWrong() {
        assertThatThrownBy(() -> TwixtNotation.parseHole("12K", 24, 24)).isInstanceOf(MoveException.class)
                .hasMessage("'12K' is not a hole: write a column letter and a row number, like K12");
        assertThatThrownBy(() -> TwixtNotation.parseHole("Y3", 24, 24))
                .hasMessage("'Y3' is off the board: columns A to X, rows 1 to 24");
        assertThatThrownBy(() -> TwixtNotation.parseHole("C0", 24, 24))
                .hasMessage("'C0' is off the board: columns A to X, rows 1 to 24");
    }

    @Test
    void everyKindOfActionRoundTrips() {
        TwixtState s = TwixtFixtures.start("twixt(ruleset=standard,width=8,height=8,pegs=4,links=4)");
        for (String text : new String[] {"C3", "swap", "end", "+C3-D5", "-C3-D5", "^C3"}) {
            assertThat(s.actionToString(s.parseAction(text))).isEqualTo(text);
        }
        assertThat(s.parseAction("+D5-C3")).as("a link's ends in either order").isEqualTo(s.parseAction("+C3-D5"));
    }

    @Test
    void linksMustBeAKnightsMoveLong() {
        TwixtState s = TwixtFixtures.start("twixt(width=8,height=8)");
        assertThatThrownBy(() -> s.parseAction("+C3-D4")).isInstanceOf(MoveException.class)
                .hasMessage("'+C3-D4': C3 and D4 are not a knight's move apart");
    }

    @Test
    void aTurnIsItsActionsWithTheClosingEndImplied() {
        TwixtState s = TwixtFixtures.play("twixt(ruleset=standard,width=8,height=8)", "C3, H2, D5 +C3-D5, H4, C5, H6");
        int before = s.historySize();
        TwixtNotation.INSTANCE.playTurn(s, "-C3-D5 E4 +C5-E4");
        int[] h = s.history();
        assertThat(TwixtNotation.INSTANCE.turnText(TwixtFixtures.play(
                "twixt(ruleset=standard,width=8,height=8)", "C3, H2, D5 +C3-D5, H4, C5, H6"), h, before, h.length))
                .isEqualTo("-C3-D5 E4 +C5-E4");
    }

    @Test
    void aFailedTurnIsTakenBackWhole() {
        TwixtState s = TwixtFixtures.play("twixt(ruleset=standard,width=8,height=8)", "C3, H2, D5 +C3-D5, H4");
        long hash = s.hash();
        int actions = s.historySize();
        assertThatThrownBy(() -> TwixtNotation.INSTANCE.playTurn(s, "-C3-D5 E4 +Z9-A1"))
                .isInstanceOf(MoveException.class);
        assertThat(s.hash()).isEqualTo(hash);
        assertThat(s.historySize()).isEqualTo(actions);
        assertThat(s.toString()).contains("red links: C3-D5\n");
    }

    @Test
    void aTurnWithoutAPegIsIncomplete() {
        TwixtState s = TwixtFixtures.play("twixt(ruleset=standard,width=8,height=8)", "C3, H2, D5 +C3-D5, H4");
        assertThatThrownBy(() -> TwixtNotation.INSTANCE.playTurn(s, "-C3-D5"))
                .hasMessage("the turn is incomplete: no peg placed");
    }

    @Test
    void pegOnlyRecordsGetTheLinksAutomaticLinkingWouldMake() {
        TwixtState s = TwixtFixtures.play("twixt(ruleset=standard,width=8,height=8)", "C3, H2");
        TwixtNotation.playPegTurn(s, 3, 4);
        assertThat(s.toString()).contains("red links: C3-D5\n");
        assertThat(s.currentPlayer()).isEqualTo(1);
    }
}
