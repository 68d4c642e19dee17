package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.State;

class TwixtSgfTest {

    private final TwixtSgf sgf = new TwixtSgf();

    @ParameterizedTest
    @CsvSource({
        "'twixt(ruleset=standard)', true, NONE",
        "'twixt(ruleset=standard)', true, RESIGN",
        "'twixt(ruleset=standard,width=12,height=16)', false, DRAW",
        "'twixt(ruleset=pp)', true, RESIGN",
        "'twixt(ruleset=pp,width=10,height=10)', true, NONE",
        "'twixt(ruleset=dujardin,width=16,height=11)', true, DRAW",
        "'twixt(ruleset=dujardin)', false, NONE",
    })
    void roundTrip(String spec, boolean swap, RecordGames.End end) {
        Game game = RecordGames.game(spec);
        for (long seed = 1; seed <= 4; seed++) {
            GameRecord record = RecordGames.random(game, seed, 60 + 40 * (int) seed, swap, end);
            GameRecord back = RecordGames.assertRoundTrip(sgf, record);
            assertThat(back.tags()).containsEntry("Red", "Ada Red").containsEntry("Black", "Bo Black");
        }
    }

    @Test
    void roundTripOfGamesPlayedToTheEnd() {
        RecordGames.assertGamesPlayedToTheEndRoundTrip(sgf, "twixt(ruleset=pp,width=8,height=8)", seed -> seed % 2 == 0);
    }

    @Test
    void aGamePlayedOnAfterABlockedDrawIsKept() {
        GameRecord r = RecordGames.pastBlockedDraw("twixt(ruleset=standard,width=6,height=7,drawCheck=false)", false);
        assertThat(sgf.read(sgf.write(r), null)).isEqualTo(r);
    }

    @Test
    void writesTheSgfLayout() {
        Game game = RecordGames.game("twixt(ruleset=standard,width=12,height=14)");
        TwixtState s = (TwixtState) game.newInitialState();
        TwixtNotation.playPegTurn(s, 4, 4);
        s.apply(s.actions().swap);
        TwixtNotation.playPegTurn(s, 6, 6);
        s.resign(0);
        String text = sgf.write(GameRecord.of(s, Map.of("Red", "A]b", "Event", "Test")));
        assertThat(text).startsWith("(;FF[4]GM[21]CA[UTF-8]AP[Ludotheque]SZ[12:14]RU[STD]PW[A\\]b]EV[Test]RE[B+R]\n")
                .endsWith(";W[E5];B[swap];B[G7];W[resign])\n");
        assertThat(sgf.read(text, null).tags()).containsEntry("Red", "A]b");
    }

    @Test
    void readsAClubGame() {
        GameRecord r = sgf.read(RecordGames.fixture("club-standard.sgf"), null);
        assertThat(r.game().spec()).isEqualTo("twixt(ruleset=standard)");
        TwixtState s = (TwixtState) r.replay();
        // White joins top and bottom and moves first: our Red.
        assertThat(RecordGames.peg(s, "L12")).isEqualTo(0);
        // The standard swap exchanges sides: the peg stays Red and Black (the colour) moves next.
        assertThat(RecordGames.peg(s, "N10")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "J14")).isEqualTo(0);
        assertThat(s.linkBetween(9, 13, 10, 15)).isEqualTo(0);
        assertThat(s.resignedPlayer()).isEqualTo(0);
        assertThat(s.outcome().result()).isEqualTo(Outcome.Result.SECOND_WINS);
        assertThat(r.tags()).containsEntry("Red", "Ada").containsEntry("Black", "Brook")
                .containsEntry("Event", "Club night").containsEntry("Date", "2024-05-01")
                .containsEntry("Comment", "A short game between two club members.");
    }

    @Test
    void readsTheMainLineAndAResignationFromTheResult() {
        GameRecord r = sgf.read(RecordGames.fixture("variations-pp.sgf"), null);
        assertThat(r.game().spec()).isEqualTo("twixt(ruleset=pp,width=12,height=12)");
        TwixtState s = (TwixtState) r.replay();
        // PP swap: the red peg at C5 becomes a black peg at E3 (mirrored in the main diagonal).
        assertThat(RecordGames.peg(s, "C5")).isEqualTo(-1);
        assertThat(RecordGames.peg(s, "E3")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "G9")).isEqualTo(0);
        assertThat(RecordGames.peg(s, "B2")).isEqualTo(-1);
        assertThat(r.actions()).hasSize(5);
        assertThat(s.resignedPlayer()).isEqualTo(1);
    }

    @Test
    void blackFirstIsReadOnATransposedBoard() {
        GameRecord r = sgf.read(RecordGames.fixture("black-first.sgf"), null);
        assertThat(r.game().spec()).isEqualTo("twixt(ruleset=dujardin,width=14,height=10)");
        TwixtState s = (TwixtState) r.replay();
        assertThat(RecordGames.peg(s, "E4")).isEqualTo(0);
        assertThat(RecordGames.peg(s, "H5")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "G6")).isEqualTo(0);
        assertThat(r.tags()).containsEntry("Red", "Eve").containsEntry("Black", "Finn");
    }

    @Test
    void aChosenRulesetReplaysTheMovesUnderIt() {
        Game pp = RecordGames.game("twixt(ruleset=pp)");
        GameRecord r = sgf.read(RecordGames.fixture("club-standard.sgf"), pp);
        assertThat(r.game()).isSameAs(pp);
        TwixtState s = (TwixtState) r.replay();
        assertThat(RecordGames.peg(s, "L12")).isEqualTo(1);
        assertThatThrownBy(() -> sgf.read(RecordGames.fixture("club-standard.sgf"),
                RecordGames.game("twixt(ruleset=pp,width=12,height=12)")))
                .isInstanceOf(RecordException.class).hasMessageContaining("24 x 24");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "(;GM[21]SZ[24];W[K10];B[E1]|move 2 E1: hole is in Red's border row",
        "(;GM[21]SZ[24];W[A5])|move 1 A5: hole is in Black's border row",
        "(;GM[21]SZ[24];W[K10];B[L12];W[K10])|move 3 K10: hole is occupied",
        "(;GM[21]SZ[24];W[X24])|move 1 X24: corner holes do not exist",
        "(;GM[21]SZ[24];W[K10];B[L12];B[swap])|move 3 swap: only the second player's first move may be a swap",
        "(;GM[21]SZ[24];W[K10];B[resign];W[L12])|move 3 L12: comes after the end of the game (black resigned)",
    })
    void anIllegalMoveNamesTheMoveAndTheRule(String text, String message) {
        assertThatThrownBy(() -> sgf.read(text.endsWith(")") ? text : text + ")", null))
                .isInstanceOf(RecordException.class).hasMessage(message);
    }

    @Test
    void malformedTextReportsLineAndColumn() {
        malformed("(;GM[21]SZ[24];W[K10];B[L12]", 1, 1, "the game tree opened here is not closed by ')'");
        malformed("(;GM[21]SZ[24]\n;W[K10\n", 2, 3, "the property value opened here is not closed by ']'");
        malformed("(;GM[1]SZ[19];B[dd])", 1, 6, "GM[1] is not TwixT; TwixT is GM[21]");
        malformed("(;GM[21]\nRU[XY];W[K10])", 2, 4,
                "RU[XY] is not a TwixT ruleset; allowed: STD (standard), PP (pp), 3M (dujardin)");
        malformed("(;GM[21]SZ[big])", 1, 12, "SZ[big] is not a board size: write SZ[24] or SZ[columns:rows]");
        malformed("(;GM[21]SZ[60])", 1, 12, "60");
        malformed("(;GM[21]SZ[24]\n;W[K10]\n;B[Z99])", 3, 4,
                "move 2 B[Z99]: 'Z99' is off the board: columns A to X, rows 1 to 24");
        malformed("(;GM[21]SZ[24];W[K10]B[L12])", 1, 22, "a node holds one move, but this one has W and B");
        malformed("GM[21]", 1, 1, "expected '(' to start the SGF game tree but found 'G'");
        malformed("(;GM[21]SZ[24];W[K10];B[-K10-L12 M14])", 1, 25, "(long moves, which remove or add links, are not supported)");
        malformed("(;GM[21]) x", 1, 11, "unexpected 'x' after the game tree");
        malformed("(;GM[21]PL[X];W[K10])", 1, 12, "PL[X]: the first player is W or B");
    }

    private void malformed(String text, int line, int column, String message) {
        RecordGames.assertMalformed(sgf, text, line, column, message);
    }

    @Test
    void rulesetsWithoutAnSgfNameAreRefused() {
        GameRecord t1 = RecordGames.random(RecordGames.game("twixt(ruleset=t1)"), 3, 10, false, RecordGames.End.NONE);
        assertThatThrownBy(() -> sgf.write(t1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("twixt(ruleset=t1) cannot be expressed; write it as a T1j .T1 file instead");
        GameRecord custom = RecordGames.random(RecordGames.game("twixt(ruleset=pp,drawCheck=false)"), 3, 10, false,
                RecordGames.End.NONE);
        assertThatThrownBy(() -> sgf.write(custom)).hasMessageContaining("drawCheck=false");
    }

    @Test
    void linkRemovalsAndManualLinkChoicesAreRefused() {
        Game standard = RecordGames.game("twixt(ruleset=standard,width=10,height=10)");
        TwixtState s = (TwixtState) standard.newInitialState();
        s.apply(s.parseAction("E5"));
        s.apply(s.parseAction("B2"));
        s.apply(s.parseAction("F7"));
        s.apply(s.parseAction("end"));
        GameRecord noLink = GameRecord.of(s);
        assertThatThrownBy(() -> sgf.write(noLink)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("SGF cannot hold move 3: it leaves out the link E5-F7");

        s = (TwixtState) standard.newInitialState();
        TwixtNotation.playPegTurn(s, 4, 4);
        TwixtNotation.playPegTurn(s, 1, 1);
        TwixtNotation.playPegTurn(s, 5, 6);
        TwixtNotation.playPegTurn(s, 1, 3);
        s.apply(s.parseAction("-E5-F7"));
        TwixtNotation.playPegTurn(s, 7, 7);
        GameRecord removal = GameRecord.of(s);
        assertThatThrownBy(() -> sgf.write(removal)).hasMessageStartingWith("SGF cannot hold move 5: it removes the link E5-F7");
    }

    @Test
    void linksAddedInAnotherOrderAreThePegMove() {
        Game standard = RecordGames.game("twixt(ruleset=standard,width=10,height=10)");
        State s = standard.newInitialState();
        s.apply(s.parseAction("E5"));
        s.apply(s.parseAction("B4"));
        s.apply(s.parseAction("G5"));
        s.apply(s.parseAction("B8"));
        s.apply(s.parseAction("F7"));
        s.apply(s.parseAction("+F7-G5"));
        s.apply(s.parseAction("+E5-F7"));
        GameRecord r = sgf.read(sgf.write(GameRecord.of(s)), null);
        assertThat(r.replay().hash()).isEqualTo(s.hash());
    }
}
