package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.RecordException;

class TwixtT1Test {

    private final TwixtT1 t1 = new TwixtT1();

    @Test
    void roundTrip() {
        for (String spec : new String[] {"twixt(ruleset=t1)", "twixt(ruleset=t1,width=12,height=18)",
            "twixt(ruleset=t1,swap=mirror,width=16,height=16)", "twixt(ruleset=t1,swap=none)"}) {
            Game game = RecordGames.game(spec);
            for (RecordGames.End end : RecordGames.End.values()) {
                for (long seed = 1; seed <= 3; seed++) {
                    GameRecord record = RecordGames.random(game, seed, 30 + 30 * (int) seed, seed != 3, end);
                    GameRecord back = RecordGames.assertRoundTrip(t1, record);
                    assertThat(back.tags()).containsEntry("Red", "Ada Red").containsEntry("Black", "Bo Black");
                }
            }
        }
    }

    @Test
    void roundTripOfGamesPlayedToTheEnd() {
        RecordGames.assertGamesPlayedToTheEndRoundTrip(t1, "twixt(ruleset=t1,width=7,height=9)", seed -> true);
    }

    @Test
    void aGamePlayedOnAfterABlockedDrawIsKept() {
        GameRecord r = RecordGames.pastBlockedDraw("twixt(ruleset=t1,width=6,height=6,drawCheck=false)", true);
        assertThat(t1.read(t1.write(r), null)).isEqualTo(r);
    }

    @Test
    void writesT1jsLayout() {
        Game game = RecordGames.game("twixt(ruleset=t1,width=12,height=14)");
        TwixtState s = (TwixtState) game.newInitialState();
        TwixtNotation.playPegTurn(s, 4, 4);
        s.apply(s.actions().swap);
        TwixtNotation.playPegTurn(s, 6, 7);
        String text = t1.write(GameRecord.of(s, Map.of("Red", "Ida", "Black", "T1j", "BlackType", "program")));
        assertThat(text).isEqualTo("""
                # File created by Ludotheque
                # TwixT game in the file format of T1j
                1 # version of file-format
                Ida# Name of Player 1
                T1j# Name of Player 2
                14# y-size of board
                12# x-size of board
                H# player 1 human or computer
                C# player 2 human or computer
                1# starting player (1 plays top-down)
                V# Direction of letters
                Y# pierule?
                N# game already over?
                E5
                # swap (pie rule: the players exchange sides; T1j shows it by exchanging the names)
                G8
                """);
    }

    @Test
    void readsAT1jFile() {
        GameRecord r = t1.read(RecordGames.fixture("club.T1"), null);
        assertThat(r.game().spec()).isEqualTo("twixt(ruleset=t1)");
        TwixtState s = (TwixtState) r.replay();
        // Player 1 plays top-down and starts: our Red. L10 is column L, row 10 from the top.
        assertThat(s.pegAt(11, 9)).isEqualTo(0);
        assertThat(RecordGames.peg(s, "M12")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "N8")).isEqualTo(0);
        assertThat(s.linkBetween(11, 9, 13, 7)).isEqualTo(-1);
        assertThat(s.linkBetween(11, 9, 12, 11)).isEqualTo(-1);
        assertThat(RecordGames.peg(s, "K15")).isEqualTo(1);
        assertThat(r.actions()).hasSize(6);
        assertThat(r.tags()).containsEntry("Red", "Ida").containsEntry("Black", "T1j")
                .containsEntry("RedType", "human").containsEntry("BlackType", "program");
    }

    @Test
    void startingPlayerTwoIsReadOnATransposedBoard() {
        GameRecord r = t1.read(RecordGames.fixture("second-starts.T1"), null);
        assertThat(r.game().spec()).isEqualTo("twixt(ruleset=t1,width=12,height=16,swap=none)");
        TwixtState s = (TwixtState) r.replay();
        assertThat(RecordGames.peg(s, "E3")).isEqualTo(0);
        assertThat(RecordGames.peg(s, "D8")).isEqualTo(1);
        assertThat(r.tags()).containsEntry("Red", "Kim").containsEntry("Black", "Jo");
    }

    @Test
    void readsTwixtbotUiFiles() {
        GameRecord r = t1.read(RecordGames.fixture("twixtbot-ui.T1"), null);
        // twixtbot-ui's swap mirrors the peg, as on Little Golem.
        assertThat(r.game().spec()).isEqualTo("twixt(ruleset=t1,swap=mirror)");
        TwixtState s = (TwixtState) r.replay();
        assertThat(RecordGames.peg(s, "D10")).isEqualTo(-1);
        assertThat(RecordGames.peg(s, "J4")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "K12")).isEqualTo(0);
        assertThat(s.resignedPlayer()).isEqualTo(1);
        assertThat(r.tags()).doesNotContainKey("Red").containsEntry("BlackType", "program");
    }

    @Test
    void anIllegalMoveNamesTheMoveAndTheRule() {
        String header = "1\nA\nB\n24\n24\nH\nH\n1\nV\nY\nN\n";
        assertThatThrownBy(() -> t1.read(header + "L10\nM12\nA5\n", null)).isInstanceOf(RecordException.class)
                .hasMessage("move 3 A5: hole is in Black's border row");
        assertThatThrownBy(() -> t1.read(header + "L10\nM12\nL10\n", null)).hasMessage("move 3 L10: hole is occupied");
        assertThatThrownBy(() -> t1.read(header.replace("Y\nN", "N\nN") + "L10\nswap\n", null))
                .hasMessage("move 2 swap: this ruleset has no swap");
        assertThatThrownBy(() -> t1.read(header + "L10\nresign\nM12\n", null))
                .hasMessage("move 3 M12: comes after the end of the game (black resigned)");
    }

    @Test
    void malformedTextReportsLineAndColumn() {
        malformed("1\nA\nB\n2x4\n24\nH\nH\n1\nV\nY\nN\n", 4, 1, "header field 4 (y-size of board) must be a number, but is '2x4'");
        malformed("# c\n1 # v\nA\nB\n24\n24\n  Q # who\nH\n1\nV\nY\nN\n", 7, 3,
                "header field 6 (player 1 human or computer (H/C)) must be H or C, but is 'Q'");
        malformed("1\nA\nB\n24\n24\nH\nH\n3\nV\nY\nN\n", 8, 1, "header field 8 (starting player (1 or 2)) must be 1 or 2");
        malformed("1\nA\nB\n24\n24\nH\nH\n1\n", 9, 1, "the header ends after 8 of its 11 fields; missing: direction of letters");
        malformed("1\nA\nB\n24\n24\nH\nH\n1\nV\nY\nN\nL10\n  Z30 # far away\n", 13, 3,
                "move 2 Z30: 'Z30' is off the board: columns A to X, rows 1 to 24");
        malformed("1\nA\nB\n24\n24\nH\nH\n1\nV\nY\nN\nL10\nM-12\n", 13, 1, "move 2 M-12");
        malformed("1\nA\nB\n24\n24\nH\nH\n1\nV\nY\nN\nL10\nswap\nM12\n# swap\n", 15, 1, "marks a swap both");
    }

    private void malformed(String text, int line, int column, String message) {
        RecordGames.assertMalformed(t1, text, line, column, message);
    }

    @Test
    void onlyT1jsRulesCanBeWritten() {
        GameRecord pp = RecordGames.random(RecordGames.game("twixt(ruleset=pp)"), 1, 10, false, RecordGames.End.NONE);
        assertThatThrownBy(() -> t1.write(pp)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("twixt(ruleset=pp) cannot be written as .T1");
        GameRecord rotate = RecordGames.random(RecordGames.game("twixt(ruleset=t1,swap=rotate)"), 1, 10, true,
                RecordGames.End.NONE);
        assertThatThrownBy(() -> t1.write(rotate)).hasMessageContaining("cannot be written as .T1");
        GameRecord ok = RecordGames.random(RecordGames.game("twixt(ruleset=t1)"), 1, 10, false, RecordGames.End.NONE);
        GameRecord hash = new GameRecord(ok.game(), ok.actions(), -1, false, Map.of("Red", "No#1"));
        assertThatThrownBy(() -> t1.write(hash)).hasMessageContaining("'#' starts a comment");
        TwixtState s = (TwixtState) ok.replay();
        s.resign(1 - s.currentPlayer());
        assertThatThrownBy(() -> t1.write(GameRecord.of(s))).hasMessageContaining("resigned on the opponent's turn");
    }
}
