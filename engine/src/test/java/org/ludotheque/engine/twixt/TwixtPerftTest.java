package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The perft table: leaves of the game tree at depths 1-4 (in actions) from the empty 6 x 6
 * board, per ruleset. Depths 1 and 2 are counted by hand in {@link TwixtStateTest}; deeper
 * counts pin the move generator and are checked through apply/undo and through copies alike.
 * Manual linking counts "end" and each link as actions, so {@code standard} differs from depth 4.
 */
class TwixtPerftTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "dujardin,  24, 584, 13072, 283840",
        "pp,        24, 584, 13072, 283840",
        "standard,  24, 584, 13072, 245376",
        "t1,        24, 584, 13072, 283840",
        "openspiel, 24, 576, 12880, 279552"})
    void perftFromTheEmptySixBySixBoard(String ruleset, long d1, long d2, long d3, long d4) {
        TwixtState s = TwixtFixtures.start("twixt(ruleset=" + ruleset + ",width=6,height=6)");
        assertThat(Perft.count(s, 1)).isEqualTo(d1);
        assertThat(Perft.count(s, 2)).isEqualTo(d2);
        assertThat(Perft.count(s, 3)).isEqualTo(d3);
        assertThat(Perft.count(s, 4)).isEqualTo(d4);
        assertThat(Perft.countByCopy(s, 3)).isEqualTo(d3);
    }

    /**
     * After C2 B3 D4 D3 (Red's C2-D4 linked), Red to move. By hand: Red has 24 holes less the 4
     * pegs, plus removing C2-D4 where removal is allowed. At depth 2, 12 of Red's 20 holes lie in
     * Black's area, so Black then has 19 holes, else 20; after the removal Red still places (20).
     * Under manual linking a peg next to an own peg opens the link choice instead (engine count).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "dujardin, 21, 408",
        "t1,       20, 388",
        "standard, 21, 286"})
    void perftFromAMiddleGamePosition(String ruleset, long d1, long d2) {
        TwixtState s = TwixtFixtures.play("twixt(ruleset=" + ruleset + ",width=6,height=6)",
                ruleset.equals("standard") ? "C2, B3, D4 +C2-D4, D3" : "C2, B3, D4, D3");
        assertThat(s.toString()).contains("red links: C2-D4\n");
        assertThat(Perft.count(s, 1)).isEqualTo(d1);
        assertThat(Perft.count(s, 2)).isEqualTo(d2);
        assertThat(Perft.countByCopy(s, 2)).isEqualTo(d2);
    }
}
