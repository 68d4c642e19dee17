package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.State;

class TwixtOpenSpielTest {

    private final TwixtOpenSpiel os = new TwixtOpenSpiel();

    @Test
    void actionIdsCountRowsFromTheBottom() {
        // OpenSpiel's own examples on its default 8 x 8 board: xc5 is action 19, of5 is 43, xd3 is 29.
        assertThat(TwixtOpenSpiel.action(2, 4, 8)).isEqualTo(19);
        assertThat(TwixtOpenSpiel.action(5, 4, 8)).isEqualTo(43);
        assertThat(TwixtOpenSpiel.action(3, 2, 8)).isEqualTo(29);
        TwixtState s = (TwixtState) os.read("19 43 29", null).replay();
        assertThat(s.game().spec()).isEqualTo("twixt(ruleset=openspiel,width=8,height=8)");
        assertThat(RecordGames.peg(s, "C5")).isEqualTo(0);
        assertThat(RecordGames.peg(s, "F5")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "D3")).isEqualTo(0);
        assertThat(s.linkBetween(2, 4, 3, 2)).isEqualTo(0);
    }

    @Test
    void theSwapPlaysTheFirstActionAgainAndRotatesThePeg() {
        GameRecord r = os.read(RecordGames.fixture("swap-8.actions"), null);
        TwixtState s = (TwixtState) r.replay();
        // OpenSpiel's SwapTest: after 19 (xc5) and 19 again, c5 is empty and o has d3; then x plays e4 (36).
        assertThat(RecordGames.peg(s, "C5")).isEqualTo(-1);
        assertThat(RecordGames.peg(s, "D3")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "E4")).isEqualTo(0);
        assertThat(r.actions()[1]).isEqualTo(s.actions().swap);
    }

    @Test
    void readsSerializeGameAndStateText() {
        GameRecord r = os.read(RecordGames.fixture("legal-actions-8.osp"), null);
        State s = r.replay();
        // The line of OpenSpiel's LegalActionsTest ends with xg8, and x (Red) has won.
        assertThat(s.outcome()).isEqualTo(new Outcome(Outcome.Result.FIRST_WINS, "Red connects"));
        TwixtState t = (TwixtState) s;
        assertThat(RecordGames.peg(t, "C3")).isEqualTo(0);
        assertThat(RecordGames.peg(t, "B1")).isEqualTo(0);
        assertThat(RecordGames.peg(t, "B5")).isEqualTo(1);
        assertThat(RecordGames.peg(t, "G8")).isEqualTo(0);
        assertThat(os.read("[21, 38, 15, 11, 27, 17, 42, 45, 48]", null)).isEqualTo(r);
        assertThat(os.read("twixt(board_size=8)\n21,38,15\n11 27 17\n42\t45 48", null)).isEqualTo(r);
    }

    @Test
    void roundTrip() {
        for (String spec : new String[] {"twixt(ruleset=openspiel,width=8,height=8)",
            "twixt(ruleset=openspiel,width=24,height=24)", "twixt(ruleset=openspiel,width=5,height=5)",
            "twixt(ruleset=openspiel,width=11,height=11,drawCheck=false)", "twixt(ruleset=t1,width=12,height=12)",
            "twixt(ruleset=openspiel,width=9,height=9,swap=none)"}) {
            Game game = RecordGames.game(spec);
            boolean swap = !spec.contains("t1");
            for (RecordGames.End end : RecordGames.End.values()) {
                for (long seed = 1; seed <= 3; seed++) {
                    GameRecord record = RecordGames.random(game, seed, 25 * (int) seed, swap, end);
                    RecordGames.assertRoundTrip(os, record);
                }
            }
        }
    }

    @Test
    void writesOpenSpielsSerializeGameAndStateLayout() {
        GameRecord r = os.read("19 19 36", null);
        assertThat(os.write(r)).isEqualTo("""
                # OpenSpiel SerializeGameAndState text for twixt, written by Ludotheque
                [Meta]
                Version: 1

                [Game]
                twixt(board_size=8)
                [State]
                19
                19
                36

                """);
        State s = r.replay();
        s.resign(1);
        assertThat(os.write(GameRecord.of(s))).contains("# ludotheque-end: black resigns\n[Meta]");
        GameRecord t1 = RecordGames.random(RecordGames.game("twixt(ruleset=t1,width=8,height=8)"), 2, 6, false,
                RecordGames.End.NONE);
        assertThat(os.write(t1)).contains("# ludotheque-game: twixt(ruleset=t1,width=8,height=8)\n");
    }

    @Test
    void aGamePlayedPastABlockedDrawIsReadWithoutTheDrawCheck() {
        Game open = RecordGames.game("twixt(ruleset=openspiel,width=6,height=6,drawCheck=false)");
        Game checked = RecordGames.game("twixt(ruleset=openspiel,width=6,height=6)");
        GameRecord found = null;
        for (long seed = 1; seed < 200 && found == null; seed++) {
            GameRecord r = RecordGames.random(open, seed, 1000, false, RecordGames.End.NONE);
            State s = checked.newInitialState();
            int[] a = r.actions();
            for (int i = 0; i < a.length - 1 && !s.isTerminal(); i++) {
                s.apply(a[i]);
            }
            if (s.isTerminal() && s.outcome().reason().equals("neither side can connect")) {
                found = r;
            }
        }
        assertThat(found).isNotNull();
        // As OpenSpiel writes it: no ludotheque comment.
        String plain = os.write(found).replaceAll("# ludotheque-game:[^\n]*\n", "");
        GameRecord back = os.read(plain, null);
        assertThat(back.game().spec()).isEqualTo("twixt(ruleset=openspiel,width=6,height=6,drawCheck=false)");
        assertThat(back.actions()).isEqualTo(found.actions());
        assertThatThrownBy(() -> os.read(plain, checked)).isInstanceOf(RecordException.class)
                .hasMessageContaining("the game is already over: 1/2-1/2 (neither side can connect)");
    }

    @Test
    void anIllegalMoveNamesTheMoveAndTheRule() {
        assertThatThrownBy(() -> os.read("0", null)).isInstanceOf(RecordException.class)
                .hasMessage("move 1 action 0 (A8): corner holes do not exist");
        assertThatThrownBy(() -> os.read("1", null)).hasMessage("move 1 action 1 (A7): hole is in Black's border row");
        assertThatThrownBy(() -> os.read("8 15", null)).hasMessage("move 2 action 15 (B1): hole is in Red's border row");
        assertThatThrownBy(() -> os.read("15 15", null)).hasMessage(
                "move 2 action 15 (swap): the first peg stands where Black may not play, so it cannot be swapped");
        assertThatThrownBy(() -> os.read("19 43 19", null)).hasMessage("move 3 action 19 (C5): hole is occupied");
    }

    @Test
    void malformedTextReportsLineAndColumn() {
        malformed("19 43\n29 x7 36", 2, 4, "'x7' is not an action id (a whole number)");
        malformed("19\n 64", 2, 2, "move 2: action 64 is not a place on the 8 x 8 board (0 to 63)");
        malformed("[Meta]\nVersion: 1\n[Game]\ntwixt(board_size=30)\n[State]\n1", 4, 1, "board_size out of range [5..24]: 30");
        malformed("[Game]\ntwixt(board_size=8,swap=1)\n[State]\n1", 2, 1, "unknown parameter 'swap' of OpenSpiel twixt");
        malformed("[Game]\ntic_tac_toe()\n[State]\n4", 2, 1, "this OpenSpiel record is of game 'tic_tac_toe', not twixt");
        malformed("# ludotheque-game: twixt(ruleset=nope)\n19", 1, 1, "unknown ruleset 'nope'");
        malformed("# ludotheque-end: red gives up\n19", 1, 1, "unknown end 'red gives up'");
    }

    private void malformed(String text, int line, int column, String message) {
        RecordGames.assertMalformed(os, text, line, column, message);
    }

    @Test
    void gamesOpenSpielDoesNotPlayAreRefused() {
        for (String spec : new String[] {"twixt(ruleset=pp,width=8,height=8)", "twixt(ruleset=openspiel,width=25,height=25)",
            "twixt(ruleset=standard,width=8,height=8)", "twixt(ruleset=t1,width=8,height=10)"}) {
            GameRecord r = RecordGames.random(RecordGames.game(spec), 1, 6, false, RecordGames.End.NONE);
            assertThatThrownBy(() -> os.write(r)).as(spec).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("cannot be written as OpenSpiel actions");
        }
        GameRecord sides = RecordGames.random(RecordGames.game("twixt(ruleset=t1,width=8,height=8)"), 1, 6, true,
                RecordGames.End.NONE);
        assertThatThrownBy(() -> os.write(sides)).hasMessageContaining("a swap that rotates the peg");
    }

    @Test
    void aChosenGameMustBeOnTheRecordsBoard() {
        assertThatThrownBy(() -> os.read(RecordGames.fixture("legal-actions-8.osp"), RecordGames.game("twixt(ruleset=openspiel)")))
                .isInstanceOf(RecordException.class).hasMessageContaining("the record's board is 8 x 8");
        GameRecord r = os.read("19 19 36", RecordGames.game("twixt(ruleset=t1,width=8,height=8)"));
        // Under t1 the swap exchanges sides: the peg stays on C5.
        assertThat(RecordGames.peg((TwixtState) r.replay(), "C5")).isEqualTo(0);
    }
}
