package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.RecordException;

class TwixtTsgfTest {

    private final TwixtTsgf tsgf = new TwixtTsgf();

    @Test
    void roundTrip() {
        for (String spec : new String[] {"twixt(ruleset=pp)", "twixt(ruleset=pp,width=10,height=10)",
            "twixt(ruleset=pp,width=30,height=30)", "twixt(ruleset=pp,width=48,height=48)"}) {
            Game game = RecordGames.game(spec);
            for (RecordGames.End end : RecordGames.End.values()) {
                for (long seed = 1; seed <= 3; seed++) {
                    GameRecord record = RecordGames.random(game, seed, 40 * (int) seed, seed != 2, end);
                    GameRecord back = RecordGames.assertRoundTrip(tsgf, record);
                    assertThat(back.tags()).containsEntry("Red", "Ada Red").containsEntry("Black", "Bo Black");
                }
            }
        }
    }

    @Test
    void roundTripOfGamesPlayedToTheEnd() {
        RecordGames.assertGamesPlayedToTheEndRoundTrip(tsgf, "twixt(ruleset=pp,width=7,height=7)", seed -> true);
    }

    @Test
    void aGamePlayedOnAfterABlockedDrawIsKept() {
        // Little Golem does not stop a game that neither side can win any more; the players go on or agree a draw.
        GameRecord r = RecordGames.pastBlockedDraw("twixt(ruleset=pp,width=6,height=6,drawCheck=false)", true);
        GameRecord back = tsgf.read(tsgf.write(r), null);
        assertThat(back).isEqualTo(r);
        assertThatThrownBy(() -> tsgf.read(tsgf.write(r), RecordGames.game("twixt(ruleset=pp,width=6,height=6)")))
                .hasMessageContaining("the game is already over: 1/2-1/2 (neither side can connect)");
        GameRecord quiet = RecordGames.random(RecordGames.game("twixt(ruleset=pp,drawCheck=false)"), 1, 10, true,
                RecordGames.End.NONE);
        assertThatThrownBy(() -> tsgf.write(quiet)).hasMessageContaining("cannot be written as .tsgf");
    }

    @Test
    void readsALittleGolemRecord() {
        GameRecord r = tsgf.read(RecordGames.fixture("ld-default.tsgf"), null);
        assertThat(r.game().spec()).isEqualTo("twixt(ruleset=pp)");
        TwixtState s = (TwixtState) r.replay();
        // b moves first and joins top and bottom (our Red); "fc" is column F, row 3.
        // r[swap] mirrors that peg in the main diagonal: it becomes r's (Black) at C6.
        assertThat(RecordGames.peg(s, "F3")).isEqualTo(-1);
        assertThat(RecordGames.peg(s, "C6")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "L11")).isEqualTo(0);
        assertThat(RecordGames.peg(s, "K13")).isEqualTo(1);
        assertThat(RecordGames.peg(s, "N13")).isEqualTo(0);
        assertThat(RecordGames.peg(s, "O15")).isEqualTo(1);
        assertThat(s.linkBetween(11, 10, 13, 12)).isEqualTo(-1);
        assertThat(s.resignedPlayer()).isEqualTo(0);
        assertThat(r.tags()).containsEntry("Red", "Gil").containsEntry("Black", "Hana")
                .containsEntry("Event", "twixt.ld.DEFAULT").containsEntry("Source", "https://www.littlegolem.net")
                .containsEntry(TwixtTsgf.DRAW_OFFERS, "5");
        assertThat(tsgf.write(r)).isEqualTo(RecordGames.fixture("ld-default.tsgf"));
    }

    @Test
    void theUpperCaseDialectReadsTheSameGame() {
        GameRecord lg = tsgf.read(RecordGames.fixture("ld-default.tsgf"), null);
        GameRecord upper = tsgf.read(RecordGames.fixture("ld-default-upper.tsgf"), null);
        assertThat(upper).isEqualTo(lg);
        assertThat(upper.tags()).containsEntry("Red", "Gil").containsEntry("Black", "Hana");
        GameRecord whiteFirst = tsgf.read("(;SZ[24]PB[Bea]PW[Wes];W[fc];B[swap];W[lk])", null);
        assertThat(whiteFirst.tags()).containsEntry("Red", "Wes").containsEntry("Black", "Bea");
        assertThat(whiteFirst.actions()).hasSize(3);
    }

    @Test
    void coordinatesPastZ() {
        assertThat(TwixtTsgf.encode(1)).isEqualTo("a");
        assertThat(TwixtTsgf.encode(26)).isEqualTo("z");
        assertThat(TwixtTsgf.encode(27)).isEqualTo("{");
        assertThat(TwixtTsgf.encode(30)).isEqualTo("~");
        assertThat(TwixtTsgf.encode(31)).isEqualTo("{{127}}");
        assertThat(TwixtTsgf.decode("{{{196}}")).containsExactly(27, 100, 0);
        assertThat(TwixtTsgf.decode("{{196}}}|draw")).containsExactly(100, 29, 1);
        assertThat(TwixtTsgf.decode("|||draw")).containsExactly(28, 28, 1);

        TwixtState s30 = (TwixtState) tsgf.read(RecordGames.fixture("size30.tsgf"), null).replay();
        assertThat(s30.game().spec()).isEqualTo("twixt(ruleset=pp,width=30,height=30)");
        assertThat(RecordGames.peg(s30, "B27")).isEqualTo(0);
        assertThat(RecordGames.peg(s30, "AB3")).isEqualTo(1);
        assertThat(RecordGames.peg(s30, "D29")).isEqualTo(0);
        assertThat(RecordGames.peg(s30, "AD4")).isEqualTo(1);
        assertThat(RecordGames.peg(s30, "AB28")).isEqualTo(1);

        GameRecord r48 = tsgf.read(RecordGames.fixture("size48.tsgf"), null);
        TwixtState s48 = (TwixtState) r48.replay();
        assertThat(RecordGames.peg(s48, "AR5")).isEqualTo(0);
        assertThat(RecordGames.peg(s48, "E44")).isEqualTo(1);
        assertThat(RecordGames.peg(s48, "X24")).isEqualTo(0);
        // Little Golem does not escape names: the ']' is part of the name.
        assertThat(r48.tags()).containsEntry("Black", "Lu;]");
    }

    @Test
    void anIllegalMoveNamesTheMoveAndTheRule() {
        assertThatThrownBy(() -> tsgf.read("(;FF[4]SZ[24];b[aj])", null)).isInstanceOf(RecordException.class)
                .hasMessage("move 1 b[aj] (A10): hole is in Black's border row");
        assertThatThrownBy(() -> tsgf.read("(;FF[4]SZ[24];b[jj];r[jj])", null))
                .hasMessage("move 2 r[jj] (J10): hole is occupied");
        assertThatThrownBy(() -> tsgf.read("(;FF[4]SZ[24];b[jj];r[kl];b[swap])", null))
                .hasMessage("move 3 b[swap]: only the second player's first move may be a swap");
        assertThatThrownBy(() -> tsgf.read("(;FF[4]SZ[24];b[jj];r[resign];b[kk])", null))
                .hasMessage("move 3 b[kk] (K11): comes after the end of the game (black resigned)");
    }

    @Test
    void malformedTextReportsLineAndColumn() {
        malformed("(;FF[4]SZ[24];b[jj];b[kk])", 1, 21, "move 2 b[kk]: moves alternate, so move 2 is r's");
        malformed("(;FF[4]SZ[24];b[jj];r[k])", 1, 23, "move 2 r[k]: expected two coordinate letters");
        malformed("(;FF[4]SZ[24]\n;b[jj]\n;r[kz])", 3, 4, "move 2 r[kz]: off the 24 x 24 board (column 11, row 26)");
        malformed("(;FF[4]SZ[24];r[jj])", 1, 15, "the first move of a Little Golem record is b[..], not r[..]");
        malformed("(;FF[4]SZ[24];b[jj];W[kk])", 1, 21, "mixes the upper-case (B/W) and Little Golem (b/r) dialects");
        malformed("(;FF[4]SZ[24];b[jj]", 1, 1, "the game tree opened here is not closed by ')'");
        malformed("(;FF[4]SZ[24:20];b[jj])", 1, 11, "needs a square board");
    }

    private void malformed(String text, int line, int column, String message) {
        RecordGames.assertMalformed(tsgf, text, line, column, message);
    }

    @Test
    void aChosenRulesetReplaysTheMovesUnderIt() {
        Game t1 = RecordGames.game("twixt(ruleset=t1)");
        GameRecord r = tsgf.read(RecordGames.fixture("ld-default.tsgf"), t1);
        TwixtState s = (TwixtState) r.replay();
        // Under t1 the swap exchanges sides: the peg stays on F3.
        assertThat(RecordGames.peg(s, "F3")).isEqualTo(0);
        assertThat(r.game()).isSameAs(t1);
    }

    @Test
    void onlyTwixtPpCanBeWritten() {
        GameRecord standard = RecordGames.random(RecordGames.game("twixt(ruleset=standard)"), 1, 10, false,
                RecordGames.End.NONE);
        assertThatThrownBy(() -> tsgf.write(standard)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Little Golem plays only TwixT PP (ruleset pp on a square board); twixt(ruleset=standard) "
                        + "cannot be written as .tsgf");
        GameRecord ok = RecordGames.random(RecordGames.game("twixt(ruleset=pp)"), 1, 10, false, RecordGames.End.NONE);
        Map<String, String> tags = new LinkedHashMap<>(ok.tags());
        tags.put("Red", "two\nlines");
        GameRecord bad = new GameRecord(ok.game(), ok.actions(), -1, false, tags);
        assertThatThrownBy(() -> tsgf.write(bad)).hasMessageContaining("line break");
    }
}
