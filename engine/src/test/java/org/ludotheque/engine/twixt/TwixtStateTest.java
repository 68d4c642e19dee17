package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludotheque.engine.twixt.TwixtFixtures.action;
import static org.ludotheque.engine.twixt.TwixtFixtures.play;
import static org.ludotheque.engine.twixt.TwixtFixtures.start;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.ParameterException;
import org.ludotheque.engine.State;

class TwixtStateTest {

    @Nested
    class BoardAndPieces {

        @Test
        void emptyBoardIsDrawnWithBothColoursBorders() {
            assertThat(start("twixt(width=8,height=8)").toString()).isEqualTo("""
                        A B C D E F G H
                      1  |. . . . . .|
                        -+-----------+-
                      2 .|. . . . . .|.
                      3 .|. . . . . .|.
                      4 .|. . . . . .|.
                      5 .|. . . . . .|.
                      6 .|. . . . . .|.
                      7 .|. . . . . .|.
                        -+-----------+-
                      8  |. . . . . .|
                    red links: none
                    black links: none
                    Red to move
                    """);
        }

        @Test
        void cornersDoNotExist() {
            TwixtState s = start("twixt(width=8,height=8)");
            for (String corner : new String[] {"A1", "H1", "A8", "H8"}) {
                assertThat(s.isLegal(action(s, corner))).isFalse();
                assertThat(s.whyIllegal(action(s, corner))).isEqualTo("corner holes do not exist");
            }
        }

        @Test
        void noPegInTheOpponentsBorderRows() {
            TwixtState s = start("twixt(width=8,height=8)");
            assertThat(s.whyIllegal(action(s, "A3"))).isEqualTo("hole is in Black's border row");
            assertThat(s.whyIllegal(action(s, "H5"))).isEqualTo("hole is in Black's border row");
            assertThat(s.isLegal(action(s, "C1"))).as("Red may use its own border row").isTrue();
            play(s, "C3");
            assertThat(s.whyIllegal(action(s, "D1"))).isEqualTo("hole is in Red's border row");
            assertThat(s.whyIllegal(action(s, "D8"))).isEqualTo("hole is in Red's border row");
            assertThat(s.isLegal(action(s, "A4"))).as("Black may use its own border row").isTrue();
        }

        @Test
        void anIllegalMoveChangesNothing() {
            TwixtState s = play("twixt(width=8,height=8)", "C3");
            long hash = s.hash();
            String before = s.toString();
            assertThatThrownBy(() -> s.apply(action(s, "C3")))
                    .isInstanceOf(MoveException.class).hasMessage("C3: hole is occupied");
            assertThatThrownBy(() -> s.apply(action(s, "C8")))
                    .hasMessage("C8: hole is in Red's border row");
            assertThat(s.hash()).isEqualTo(hash);
            assertThat(s.toString()).isEqualTo(before);
            assertThat(s.historySize()).isEqualTo(1);
        }

        @Test
        void boardsMayBeRectangular() {
            TwixtState s = start("twixt(width=10,height=6)");
            assertThat(s.legalActionCount()).as("Red: 8 inner columns x 6 rows").isEqualTo(48);
            play(s, "E1");
            assertThat(s.legalActionCount()).as("Black: 10 columns x 4 inner rows, plus swap").isEqualTo(41);
        }

        @Test
        void boardSizeIsChecked() {
            assertThatThrownBy(() -> start("twixt(width=4)"))
                    .isInstanceOf(ParameterException.class).hasMessage("option width: 4 is out of range; allowed: 5..48");
            assertThatThrownBy(() -> start("twixt(height=49)")).hasMessageContaining("allowed: 5..48");
        }
    }

    @Nested
    class Links {

        @Test
        void aNewPegLinksToOwnPegsAKnightsMoveAway() {
            TwixtState s = play("twixt(width=8,height=8)", "C3, H2, D5");
            assertThat(s.linkBetween(2, 2, 3, 4)).isEqualTo(0);
            assertThat(s.toString()).contains("red links: C3-D5\n");
        }

        @Test
        void linksAreBlockedByEnemyLinks() {
            // Red's C3-D5 comes first; Black's C5-E4 would cross it and is not made.
            TwixtState s = play("twixt(width=8,height=8)", "C3, C5, D5, E4");
            assertThat(s.toString()).isEqualTo("""
                        A B C D E F G H
                      1  |. . . . . .|
                        -+-----------+-
                      2 .|. . . . . .|.
                      3 .|. R . . . .|.
                      4 .|. . . B . .|.
                      5 .|. B R . . .|.
                      6 .|. . . . . .|.
                      7 .|. . . . . .|.
                        -+-----------+-
                      8  |. . . . . .|
                    red links: C3-D5
                    black links: none
                    Red to move
                    """);
            // And the other way round: Black's link first blocks Red's.
            TwixtState t = play("twixt(width=8,height=8)", "C3, C5, G2, E4, D5");
            assertThat(t.toString()).contains("red links: none\n", "black links: C5-E4\n");
        }

        @Test
        void aStepNamesTheNineStepsItWouldCross() {
            TwixtState s = start("twixt(width=8,height=8)");
            int c3 = action(s, "C3");
            int d5 = action(s, "D5");
            int dir = -1;
            for (int d = 0; d < 8; d++) {
                if (s.neighbourHole(c3, d) == d5) {
                    dir = d;
                }
            }
            int[] ends = new int[18];
            int k = s.crossingStepsInto(c3, dir, ends);
            assertThat(k).isEqualTo(9);
            java.util.List<String> steps = new java.util.ArrayList<>();
            for (int j = 0; j < k; j++) {
                String a = s.actionToString(ends[2 * j]);
                String b = s.actionToString(ends[2 * j + 1]);
                steps.add(a.compareTo(b) < 0 ? a + "-" + b : b + "-" + a);
            }
            // C5-E4 is the link the rules refuse beside C3-D5 (above); C3-E4 only shares an end.
            assertThat(steps).contains("C5-E4", "B4-D3", "B5-D4").doesNotContain("C3-E4", "C3-D5");
            // Every step named is one the rules find crossed: Black cannot link it once C3-D5 stands.
            for (String step : steps) {
                String[] pegs = step.split("-");
                TwixtState t = play("twixt(width=8,height=8)", "C3, " + pegs[0] + ", D5, " + pegs[1]);
                assertThat(t.toString()).as(step).contains("black links: none\n");
            }
            // A step off the board crosses nothing.
            int b2 = action(s, "B2");
            int offBoard = -1;
            for (int d = 0; d < 8; d++) {
                if (s.neighbourHole(b2, d) < 0) {
                    offBoard = d;
                }
            }
            assertThat(s.crossingStepsInto(b2, offBoard, ends)).isZero();
        }

        @Test
        void ownLinksMayCrossWhereTheRulesetAllows() {
            String turns = "C3, H2, D5, H4, C5, H6, E4";
            TwixtState dujardin = play("twixt(ruleset=dujardin,width=8,height=8)", turns);
            // Listed in the order of their left ends: C3-E4 crosses nothing, C5-E4 crosses C3-D5.
            assertThat(dujardin.toString()).contains("red links: C3-E4 C3-D5 C5-E4\n");
            TwixtState pp = play("twixt(ruleset=pp,width=8,height=8)", turns);
            assertThat(pp.toString()).contains("red links: C3-E4 C3-D5 C5-E4\n");
        }

        @Test
        void ownLinksMayNotCrossInT1AndOpenSpiel() {
            String turns = "C3, H2, D5, H4, C5, H6, E4";
            assertThat(play("twixt(ruleset=t1,width=8,height=8)", turns).toString())
                    .contains("red links: C3-E4 C3-D5\n");
            assertThat(play("twixt(ruleset=openspiel,width=8,height=8)", turns).toString())
                    .contains("red links: C3-E4 C3-D5\n");
            assertThat(play("twixt(ruleset=pp,ownCrossing=false,width=8,height=8)", turns).toString())
                    .as("the switch alone").contains("red links: C3-E4 C3-D5\n");
        }
    }

    @Nested
    class Swap {

        @Test
        void sidesKeepsThePegAndBlackMovesNext() {
            TwixtState s = play("twixt(ruleset=t1,width=8,height=8)", "D3");
            assertThat(s.isLegal(s.actions().swap)).isTrue();
            play(s, "swap");
            assertThat(s.pegAt(3, 2)).isEqualTo(0);
            assertThat(s.currentPlayer()).as("the players exchanged colours; Black moves").isEqualTo(1);
            assertThat(s.turn()).isEqualTo(2);
            assertThat(s.isLegal(s.actions().swap)).as("one swap per game").isFalse();
        }

        @Test
        void theHistoryCountsWhoEndsWithWhichSide() {
            TwixtState s = play("twixt(ruleset=t1,width=8,height=8)", "D3, swap, E5");
            assertThat(s.game().seatExchangesFrom(s.history()))
                    .as("D3's maker and the swapper exchange sides (one exchange from there on); E5's keeps its")
                    .containsExactly(1, 1, 0, 0);
            TwixtState mirrored = play("twixt(ruleset=pp,width=8,height=8)", "D3, swap, E5");
            assertThat(mirrored.game().seatExchangesFrom(mirrored.history()))
                    .as("a swap by mirroring changes the pegs' colour, not the players' sides").containsExactly(0, 0, 0, 0);
        }

        @Test
        void mirrorReflectsThePegAcrossTheDiagonalAndChangesItsColour() {
            TwixtState s = play("twixt(ruleset=pp,width=8,height=8)", "D3, swap");
            assertThat(s.pegAt(3, 2)).isEqualTo(-1);
            assertThat(s.pegAt(2, 3)).as("C4 is D3 mirrored").isEqualTo(1);
            assertThat(s.currentPlayer()).isEqualTo(0);
        }

        @Test
        void rotateTurnsThePegAQuarterTurnAndChangesItsColour() {
            TwixtState s = play("twixt(ruleset=openspiel,width=8,height=8)", "D3, swap");
            assertThat(s.pegAt(3, 2)).isEqualTo(-1);
            assertThat(s.pegAt(5, 3)).as("F4 is D3 turned 90 degrees clockwise").isEqualTo(1);
            assertThat(s.currentPlayer()).isEqualTo(0);
        }

        @Test
        void rotateIsNotOfferedForAPegInRedsBorderRow() {
            TwixtState s = play("twixt(ruleset=openspiel,width=8,height=8)", "C1");
            assertThat(s.isLegal(s.actions().swap)).isFalse();
            assertThat(s.whyIllegal(s.actions().swap))
                    .isEqualTo("the first peg stands where Black may not play, so it cannot be swapped");
        }

        @Test
        void noSwapWhenTheRulesetHasNone() {
            TwixtState s = play("twixt(swap=none,width=8,height=8)", "D3");
            assertThat(s.whyIllegal(s.actions().swap)).isEqualTo("this ruleset has no swap");
        }

        @Test
        void swapIsOnlyTheSecondMove() {
            TwixtState s = play("twixt(width=8,height=8)", "D3, E4");
            assertThat(s.whyIllegal(s.actions().swap)).isEqualTo("only the second player's first move may be a swap");
        }

        @Test
        void mirrorAndRotateNeedASquareBoard() {
            assertThatThrownBy(() -> start("twixt(ruleset=pp,width=10,height=8)"))
                    .isInstanceOf(ParameterException.class)
                    .hasMessage("option swap: 'mirror' needs a square board, but it is 10 x 8; allowed on this board: sides, none");
        }
    }

    @Nested
    class Winning {

        @Test
        void aChainJoiningBothBordersWins() {
            TwixtState s = play("twixt(width=8,height=8)", "C1, A2, D3, A4, E5, A6, F7, H3");
            assertThat(s.isTerminal()).isFalse();
            play(s, "D8");
            assertThat(s.outcome()).hasToString("1-0 (Red connects)");
            assertThat(s.returns()).containsExactly(1.0, -1.0);
        }

        @Test
        void aLongWinningChainOnTheFullBoard() {
            String red = "C1 D3 C5 D7 C9 D11 C13 D15 C17 D19 C21 D23 B24";
            String[] r = red.split(" ");
            StringBuilder turns = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                turns.append(r[i]);
                if (i < r.length - 1) {
                    turns.append(", X").append(i + 2).append(", ");
                }
            }
            TwixtState s = play("twixt", turns.toString());
            assertThat(s.outcome()).hasToString("1-0 (Red connects)");
            assertThat(s.linkCount(0)).isEqualTo(12);
            assertThat(s.turn()).isEqualTo(25);
            assertThat(s.toString()).contains("red links: C1-D3 C5-D3 C5-D7 C9-D7 C9-D11 C13-D11 C13-D15 C17-D15 C17-D19 C21-D19 C21-D23 B24-D23\n");
        }

        @Test
        void blackWinsFromLeftToRight() {
            TwixtState s = play("twixt(width=8,height=8)", "C1, A3, D1, C4, E1, E5, F1, G4, G1");
            assertThat(s.isTerminal()).isFalse();
            play(s, "H6");
            assertThat(s.outcome()).hasToString("0-1 (Black connects)");
        }
    }

    @Nested
    class Draws {

        /** Found by random play on 6 x 6 under t1; neither side can join its borders any more. */
        @Test
        void drawWhenBothSidesAreWalledOff() {
            TwixtState s = play("twixt(ruleset=t1,width=6,height=6)", "B2, E4, C3, E3, D3, C4");
            assertThat(s.isTerminal()).isFalse();
            assertThat(s.canStillConnect(0)).isTrue();
            assertThat(s.canStillConnect(1)).isTrue();
            play(s, "B5");
            assertThat(s.canStillConnect(0)).as("Red's own links block Red for good in t1").isFalse();
            assertThat(s.canStillConnect(1)).isFalse();
            assertThat(s.toString()).isEqualTo("""
                        A B C D E F
                      1  |. . . .|
                        -+-------+-
                      2 .|R . . .|.
                      3 .|. R R B|.
                      4 .|. B . B|.
                      5 .|R . . .|.
                        -+-------+-
                      6  |. . . .|
                    red links: B2-D3 B5-C3
                    black links: C4-E3
                    result: 1/2-1/2 (neither side can connect)
                    """);
        }

        @Test
        void ownLinksBlockForGoodOnlyWhereTheyCannotBeRemoved() {
            // Under dujardin the same pegs leave both sides a way: own links may cross there.
            TwixtState s = play("twixt(ruleset=dujardin,width=6,height=6)", "B2, E4, C3, E3, D3, C4, B5");
            assertThat(s.isTerminal()).isFalse();
        }

        @Test
        void withoutTheDrawCheckTheGameGoesOnUntilNoHoleIsLeft() {
            TwixtState s = play("twixt(ruleset=t1,width=6,height=6,drawCheck=false)", "B2, E4, C3, E3, D3, C4, B5");
            assertThat(s.isTerminal()).isFalse();
            assertThat(s.canStillConnect(0)).isFalse();
            assertThat(s.canStillConnect(1)).isFalse();
        }

        @Test
        void drawWhenTheSideToMoveHasNoLegalHole() {
            TwixtState s = start("twixt(ruleset=t1,width=5,height=5,drawCheck=false,swap=none)");
            java.util.SplittableRandom rng = new java.util.SplittableRandom(7);
            while (!s.isTerminal()) {
                s.apply(s.randomLegalAction(rng));
            }
            if (s.outcome().result() == Outcome.Result.DRAW) {
                assertThat(s.outcome().reason()).endsWith("has no legal move");
            }
        }

        @Test
        void drawAfterTheTurnLimit() {
            TwixtState s = play("twixt(width=8,height=8,turnLimit=3)", "C3, F4");
            assertThat(s.isTerminal()).isFalse();
            play(s, "D6");
            assertThat(s.outcome()).hasToString("1/2-1/2 (turn limit reached)");
        }
    }

    @Nested
    class Ends {

        @Test
        void resignationEndsTheGameAndCanBeTakenBack() {
            TwixtState s = play("twixt(width=8,height=8)", "C3");
            s.resign(s.currentPlayer());
            assertThat(s.outcome()).hasToString("1-0 (Black resigns)");
            assertThat(s.currentPlayer()).isEqualTo(State.TERMINAL);
            assertThat(s.legalActions()).isEmpty();
            s.undo();
            assertThat(s.isTerminal()).isFalse();
            assertThat(s.historySize()).isEqualTo(1);
        }

        @Test
        void drawByAgreement() {
            TwixtState s = play("twixt(width=8,height=8)", "C3, D5");
            s.agreeDraw();
            assertThat(s.outcome()).hasToString("1/2-1/2 (agreement)");
            assertThat(s.returns()).containsExactly(0.0, 0.0);
        }
    }

    @Nested
    class ManualLinkingAndRemoval {

        private static final String STANDARD = "twixt(ruleset=standard,width=8,height=8)";

        @Test
        void linksAreChosenAndTheTurnEnds() {
            TwixtState s = play(STANDARD, "C3, H2, D5");
            assertThat(s.toString()).as("no link unless the player adds it").contains("red links: none\n");
            play(s, "H4, G6 +C3-D5");
            assertThat(s.toString()).as("a link between pegs already on the board").contains("red links: C3-D5\n");
        }

        @Test
        void afterThePegTheTurnOffersLinksAndEnd() {
            TwixtState s = play(STANDARD, "C3, H2");
            s.apply(action(s, "D5"));
            assertThat(s.choosingLinks()).isTrue();
            assertThat(s.currentPlayer()).isEqualTo(0);
            assertThat(actionTexts(s)).containsExactly("end", "+C3-D5");
            s.apply(action(s, "+C3-D5"));
            assertThat(s.choosingLinks()).as("no link left to add: the turn ends").isFalse();
            assertThat(s.currentPlayer()).isEqualTo(1);
        }

        @Test
        void ownLinksMayNotCrossSoOneIsRemovedFirst() {
            TwixtState s = play(STANDARD, "C3, H2, D5 +C3-D5, H4, C5, H6");
            assertThatThrownBy(() -> play(s, "E4 +C5-E4"))
                    .isInstanceOf(MoveException.class)
                    .hasMessage("+C5-E4: the link would cross an own link, and own links may not cross in this ruleset");
            assertThat(s.turn()).as("the failed turn changed nothing").isEqualTo(6);
            play(s, "-C3-D5 E4 +C5-E4 +C3-E4");
            assertThat(s.toString()).contains("red links: C3-E4 C5-E4\n");
        }

        @Test
        void removalIsRefusedWhereTheRulesetHasNone() {
            TwixtState s = play("twixt(ruleset=t1,width=8,height=8)", "C3, H2, D5, H4");
            assertThat(s.whyIllegal(action(s, "-C3-D5"))).isEqualTo("this ruleset does not allow link removal");
        }

        @Test
        void dujardinAllowsRemovalBeforeThePeg() {
            TwixtState s = play("twixt(ruleset=dujardin,width=8,height=8)", "C3, H2, D5, H4");
            assertThat(s.isLegal(action(s, "-C3-D5"))).isTrue();
            play(s, "-C3-D5 G7");
            assertThat(s.linkCount(0)).isZero();
            assertThat(s.whyIllegal(action(s, "+C3-D5"))).isEqualTo("links are automatic in this ruleset");
        }
    }

    @Nested
    class Undo {

        /**
         * Playouts undone back to one position, round after round, under manual linking and
         * removal: a removed link that was last in its list, then undone after other links came
         * and went, once put a stale entry's position out of step and a later removal offered a
         * link that was not there.
         */
        @Test
        void manyPlayoutsUndoneBackKeepTheLinkListsRight() {
            java.util.SplittableRandom rng = new java.util.SplittableRandom(1);
            for (int start = 0; start < 12; start++) {
                TwixtState s = start("twixt(ruleset=standard,width=8,height=8)");
                for (int i = 0; i < start; i++) {
                    s.apply(s.randomLegalAction(rng));
                }
                long hash = s.hash();
                for (int round = 0; round < 300; round++) {
                    while (!s.isTerminal()) {
                        s.apply(s.randomLegalAction(rng));
                    }
                    while (s.historySize() > start) {
                        s.undo();
                    }
                    assertThat(s.hash()).isEqualTo(hash);
                }
            }
        }
    }

    @Nested
    class PieceSupply {

        @Test
        void whenPegsRunOutAnOwnPegIsMoved() {
            TwixtState s = play("twixt(ruleset=t1,width=8,height=8,pegs=3,links=10)", "C3, H2, D5, H4, F2, H6");
            assertThat(s.pegsLeft(0)).isZero();
            assertThat(actionTexts(s)).containsExactly("^F2", "^C3", "^D5");
            assertThat(s.whyIllegal(action(s, "E7"))).isEqualTo("Red has no peg left and must first lift one of their own pegs");
            s.apply(action(s, "^C3"));
            assertThat(s.whyIllegal(action(s, "C3"))).isEqualTo("a lifted peg must move to another hole");
            s.apply(action(s, "E7"));
            assertThat(s.pegCount(0)).isEqualTo(3);
            assertThat(s.toString()).contains("red links: D5-E7\n");
        }

        @Test
        void whenLinksRunOutAnOwnLinkIsLifted() {
            TwixtState s = play("twixt(ruleset=t1,width=8,height=8,pegs=20,links=1)", "C3, H2, D5, H4");
            assertThat(s.linksLeft(0)).isZero();
            assertThat(s.isLegal(action(s, "-C3-D5"))).as("lifting a link is allowed once they are spent").isTrue();
            play(s, "E7");
            assertThat(s.toString()).as("no link left in the supply for D5-E7").contains("red links: C3-D5\n");
            play(s, "H6, -C3-D5 G6");
            assertThat(s.linksLeft(0)).isZero();
            assertThat(s.toString()).contains("red links: E7-G6\n");
        }

        @Test
        void withFewerLinksThanPossibleThePlayerChooses() {
            TwixtState s = play("twixt(ruleset=pp,width=8,height=8,links=1)", "C3, H2, G3, H4");
            s.apply(action(s, "E4"));
            assertThat(s.choosingLinks()).isTrue();
            assertThat(actionTexts(s)).containsExactly("+C3-E4", "+E4-G3");
            s.apply(action(s, "+E4-G3"));
            assertThat(s.currentPlayer()).isEqualTo(1);
            assertThat(s.toString()).contains("red links: E4-G3\n");
        }
    }

    @Nested
    class LegalMoveCounts {

        @Test
        void theFullBoardAtTheStart() {
            TwixtState s = start("twixt");
            assertThat(s.legalActionCount()).as("22 inner columns x 24 rows").isEqualTo(528);
            play(s, "L12");
            assertThat(s.legalActionCount()).as("24 x 22 less L12, plus swap").isEqualTo(528);
            play(s, "L10");
            assertThat(s.legalActionCount()).as("528 less two pegs; no own link to remove yet").isEqualTo(526);
        }

        /**
         * Depth-2 counts on 5 x 5, by hand: Red has 15 holes; 9 of them lie where Black may play.
         * Black then has 15 holes, less Red's peg when it stands in Black's area, plus the swap
         * where offered.
         */
        @Test
        void perftDepthTwoOnFiveByFiveMatchesTheHandCount() {
            assertThat(Perft.count(start("twixt(ruleset=t1,width=5,height=5)"), 2)).isEqualTo(9 * 15 + 6 * 16);
            assertThat(Perft.count(start("twixt(ruleset=pp,width=5,height=5)"), 2)).isEqualTo(9 * 15 + 6 * 16);
            assertThat(Perft.count(start("twixt(ruleset=openspiel,width=5,height=5)"), 2)).isEqualTo(9 * 15 + 6 * 15);
            assertThat(Perft.count(start("twixt(ruleset=t1,swap=none,width=5,height=5)"), 2)).isEqualTo(9 * 14 + 6 * 15);
        }
    }

    static java.util.List<String> actionTexts(TwixtState s) {
        java.util.List<String> texts = new java.util.ArrayList<>();
        for (int a : s.legalActions()) {
            texts.add(s.actionToString(a));
        }
        return texts;
    }
}
