package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Perft: the number of action sequences of a given length from fixed positions. Depth 1 is the
 * legal-move count of the position itself.
 */
class ThoughtwavePerftTest {

    static long perft(ThoughtwaveState s, int depth) {
        if (s.isTerminal()) {
            return 0;
        }
        if (depth == 1) {
            return s.legalActionCount();
        }
        long n = 0;
        for (int a : s.legalActions()) {
            s.apply(a);
            n += perft(s, depth - 1);
            s.undo();
        }
        return n;
    }

    /**
     * Depth 2 from the empty n x n board, by hand: after any first tile every square it does not
     * touch takes all 15 masks, a neighbour facing a wave takes the 8 masks with that wave and a
     * neighbour facing a blank the 7 without it. Summed over the 15 masks, each of the k on-board
     * neighbours of the first square faces a wave 8 times and a blank 7 times, so a first square
     * with k neighbours contributes 225 (n² - 1) - 112 k; the k sum to 4 n (n - 1).
     */
    static long emptyBoardDepth2(int n) {
        long squares = (long) n * n;
        return 225 * squares * (squares - 1) - 112L * 4 * n * (n - 1);
    }

    @Test
    void theEmptyTenByTenBoardHas1500Placements() {
        assertThat(perft(Fixtures.game("").newInitialState(), 1)).isEqualTo(100 * 15);
    }

    @Test
    void depthTwoFromTheEmptyBoardMatchesTheCountByHand() {
        assertThat(emptyBoardDepth2(10)).isEqualTo(2_187_180);
        assertThat(perft(Fixtures.game("").newInitialState(), 2)).isEqualTo(2_187_180);
        assertThat(perft(Fixtures.game("size=4").newInitialState(), 2)).isEqualTo(emptyBoardDepth2(4)).isEqualTo(48_624);
    }

    @Test
    void depthThreeOnTheFourByFourBoardAgreesWithTheReferenceModel() {
        ThoughtwaveState s = Fixtures.game("size=4").newInitialState();
        long engine = perft(s, 3);
        long reference = 0;
        for (int a : s.legalActions()) {
            s.apply(a);
            for (int b : s.legalActions()) {
                s.apply(b);
                int[] hand = s.supplyOf(0).counts();
                reference += ReferenceModel.of(s).placements(hand).size();
                s.undo();
            }
            s.undo();
        }
        assertThat(engine).isEqualTo(reference).isEqualTo(7_618_360);
    }

    @Test
    void afterOneStraightBlackHas1455Placements() {
        // e4:NS: e5 and e3 face waves (8 masks each), d4 and f4 blanks (7 each), 95 squares free.
        ThoughtwaveState s = Fixtures.play("", "e4:NS");
        assertThat(perft(s, 1)).isEqualTo(95 * 15 + 2 * 8 + 2 * 7).isEqualTo(1455);
    }

    @Test
    void aCornerTileConstrainsTwoSquares() {
        // a1:SW: both waves leave through the border; a2 and b1 face blanks.
        ThoughtwaveState s = Fixtures.play("", "a1:SW");
        assertThat(perft(s, 1)).isEqualTo(97 * 15 + 2 * 7).isEqualTo(1469);
    }

    @Test
    void aSquareBetweenFourTilesTakesTheOneMaskThatMatchesThemAll() {
        // Red to move. e4 must have waves W, N, S and a blank E: only NSW. Around the four tiles,
        // c4, f5's south... by hand: e4 1; c4, e6, e2 8 each (a wave); g4 7 (a blank); d5, d3 3 each
        // (two blanks); f5, f3 4 each (a wave and a blank); 87 free squares 15 each.
        ThoughtwaveState s = Fixtures.play("", "d4:EW f4:NS e5:NS e3:NS");
        assertThat(Fixtures.legalTexts(s)).filteredOn(t -> t.startsWith("e4:")).containsExactly("e4:NSW");
        assertThat(perft(s, 1)).isEqualTo(1 + 3 * 8 + 7 + 2 * 3 + 2 * 4 + 87 * 15).isEqualTo(1351);
    }

    @Test
    void fiveTilesOfFiveKinds() {
        // Black to move with every mask in hand. Two constraints: e5 (S and W waves) 4, d4 (N and E
        // blanks) 3, g6 (N and W waves) 4, f7 (S wave, E blank) 4. One: seven waves 8 each, five
        // blanks 7 each. 79 free squares.
        ThoughtwaveState s = Fixtures.play("", "e4:NS c3:NE d5:NEW f6:NESW g7:S");
        assertThat(perft(s, 1)).isEqualTo(4 + 3 + 4 + 4 + 7 * 8 + 5 * 7 + 79 * 15).isEqualTo(1291);
    }

    @Test
    void midGamePositions() {
        // Each count is checked against the reference model and pinned.
        Object[][] table = {
                {"", "e4:NS c3:NE d5:NEW f6:NESW g7:S", 1291L},
                {"", "d4:EW f4:NS e5:NS e3:NS", 1351L},
                {Fixtures.STUCK_GAME, Fixtures.STUCK, 1L},
                // Red holds two Crosses; they fit only on a3, a2, a1 and b1.
                {Fixtures.STUCK_GAME, "d3:S d1:ES b4:S b2:SW", 4L},
                {"size=6", "a1:NE b1:NW a2:ES b2:SW c3:NESW", 413L},
                {"size=5,penalty=true", "c3:NESW b3:EW", 23L * 15},
        };
        for (Object[] row : table) {
            ThoughtwaveState s = Fixtures.play((String) row[0], (String) row[1]);
            long count = s.mustPass() ? 0 : ReferenceModel.of(s).placements(s.supplyOf(s.currentPlayer()).counts()).size();
            assertThat(s.legalMoveCount()).as("%s", row[1]).isEqualTo(count);
            assertThat(perft(s, 1)).as("%s", row[1]).isEqualTo((long) row[2]);
        }
    }

    @Test
    void depthTwoFromAMidGamePosition() {
        ThoughtwaveState s = Fixtures.play("size=5", "c3:NESW b3:EW c4:NS");
        long reference = 0;
        for (int a : s.legalActions()) {
            s.apply(a);
            reference += ReferenceModel.of(s).placements(s.supplyOf(s.currentPlayer()).counts()).size();
            s.undo();
        }
        assertThat(perft(s, 2)).isEqualTo(reference);
    }
}
