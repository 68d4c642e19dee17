package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludotheque.engine.thoughtwave.Fixtures.action;
import static org.ludotheque.engine.thoughtwave.Fixtures.legalTexts;
import static org.ludotheque.engine.thoughtwave.Fixtures.play;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.State;

class ThoughtwaveStateTest {

    private static final int RED = 0;
    private static final int BLACK = 1;

    @Nested
    class Matching {

        @Test
        void aTileNeedNotTouchAnything() {
            ThoughtwaveState s = play("", "e4:NS");
            assertThat(s.isLegal(action(s, "j10:S"))).isTrue();
            assertThat(s.isLegal(action(s, "a1:NESW"))).isTrue();
        }

        @Test
        void aWaveEdgeMustMeetAWaveEdge() {
            ThoughtwaveState s = play("", "d4:EW");
            assertThat(s.whyIllegal(action(s, "e4:NS"))).isEqualTo("e4 west edge is blank but d4 has a wave on its east edge");
            assertThat(s.isLegal(action(s, "e4:EW"))).isTrue();
        }

        @Test
        void aBlankEdgeMustMeetABlankEdge() {
            ThoughtwaveState s = play("", "d4:NS");
            assertThat(s.whyIllegal(action(s, "e4:EW"))).isEqualTo("e4 west edge has a wave but d4 is blank on its east edge");
            assertThat(s.whyIllegal(action(s, "d5:E"))).isEqualTo("d5 south edge is blank but d4 has a wave on its north edge");
            assertThat(s.isLegal(action(s, "e4:NS"))).isTrue();
        }

        @Test
        void everyOccupiedNeighbourMustMatch() {
            ThoughtwaveState s = play("", "d4:EW f4:NS");
            assertThat(legalTexts(s)).filteredOn(t -> t.startsWith("e4:")).containsExactly("e4:W", "e4:NW", "e4:SW", "e4:NSW");
        }

        @Test
        void diagonalNeighboursImposeNothing() {
            ThoughtwaveState s = play("", "d4:EW");
            assertThat(legalTexts(s)).filteredOn(t -> t.startsWith("e5:") || t.startsWith("c3:")).hasSize(30);
        }

        @Test
        void theBorderImposesNothing() {
            ThoughtwaveState s = play("", "");
            assertThat(s.isLegal(action(s, "a1:SW"))).isTrue();
            assertThat(s.isLegal(action(s, "j10:NE"))).isTrue();
            assertThat(s.isLegal(action(s, "a5:NESW"))).isTrue();
        }

        @Test
        void aNeighbouringWaveLeavesEightMasksAndABlankSeven() {
            ThoughtwaveState s = play("", "d4:EW");
            assertThat(legalTexts(s)).filteredOn(t -> t.startsWith("e4:")).hasSize(8).allMatch(t -> t.endsWith("W"));
            assertThat(legalTexts(s)).filteredOn(t -> t.startsWith("c4:")).hasSize(8);
            assertThat(legalTexts(s)).filteredOn(t -> t.startsWith("d5:")).hasSize(7).noneMatch(t -> t.contains("S"));
            assertThat(legalTexts(s)).filteredOn(t -> t.startsWith("d3:")).hasSize(7);
        }

        @Test
        void anIllegalPlacementIsRefusedAndChangesNothing() {
            ThoughtwaveState s = play("", "d4:EW");
            long hash = s.hash();
            String before = s.toString();
            int a = action(s, "e4:NS");
            assertThat(s.isLegal(a)).isFalse();
            assertThatThrownBy(() -> s.apply(a)).isInstanceOf(MoveException.class)
                    .hasMessage("e4:NS: e4 west edge is blank but d4 has a wave on its east edge")
                    .satisfies(e -> assertThat(((MoveException) e).kind()).isEqualTo(MoveException.Kind.ILLEGAL));
            assertThat(s.hash()).isEqualTo(hash);
            assertThat(s.toString()).isEqualTo(before);
            assertThat(s.historySize()).isEqualTo(1);
        }

        @Test
        void anOccupiedSquareIsRefused() {
            ThoughtwaveState s = play("", "d4:EW");
            assertThat(s.whyIllegal(action(s, "d4:EW"))).isEqualTo("d4 is occupied");
        }
    }

    @Nested
    class Supplies {

        @Test
        void aPlayerPlacesOnlyTilesFromTheirOwnSupply() {
            ThoughtwaveState s = play("redSupply=L1 X1", "");
            assertThat(s.legalActionCount()).isEqualTo(100 * 5);
            ThoughtwaveNotation.INSTANCE.playTurn(s, "a1:NE");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "j10:SW");
            assertThat(s.whyIllegal(action(s, "e5:NE"))).isEqualTo("Red has no Bend left");
            assertThat(legalTexts(s)).allMatch(t -> t.endsWith(":NESW"));
            assertThat(s.supplyOf(RED).toString()).isEqualTo("X1 T0 I0 L0 D0");
        }

        @Test
        void eachPlayerHasOneTerminator() {
            ThoughtwaveState s = play("", "g7:S a1:NE");
            assertThat(s.whyIllegal(action(s, "c3:E"))).isEqualTo("Red has no Terminator left");
            assertThat(s.supply(RED, Tile.TERMINATOR)).isZero();
            assertThat(s.supply(BLACK, Tile.TERMINATOR)).isEqualTo(1);
            // 92 free squares take any of the 11 masks left; a required wave leaves 7 of them, a required blank 4.
            assertThat(s.placementCount(RED)).isEqualTo(92 * 11 + 3 * 7 + 3 * 4);
        }

        @Test
        void placingSpendsOneTileOfItsKind() {
            ThoughtwaveState s = play("", "e4:NS c3:NE d5:NEW f6:NESW");
            assertThat(s.supplyOf(RED).toString()).isEqualTo("X2 T5 I4 L10 D1");
            assertThat(s.supplyOf(BLACK).toString()).isEqualTo("X1 T6 I5 L9 D1");
        }
    }

    @Nested
    class Passing {

        static final String STUCK = Fixtures.STUCK;
        static final String STUCK_GAME = Fixtures.STUCK_GAME;

        @Test
        void aPlayerWithNoTileLeftPasses() {
            ThoughtwaveState s = play("size=4,redSupply=X1,blackSupply=L3", "c3:NESW a1:NE");
            assertThat(s.currentPlayer()).isEqualTo(RED);
            assertThat(s.mustPass()).isTrue();
            assertThat(legalTexts(s)).containsExactly("pass");
            assertThat(s.legalActionCount()).isEqualTo(1);
            assertThat(s.legalMoveCount()).isZero();
        }

        @Test
        void aPlayerWithTilesButNoLegalPlacementPasses() {
            ThoughtwaveState s = play(STUCK_GAME, STUCK);
            assertThat(s.supplyOf(RED).toString()).isEqualTo("X1 T0 I0 L0 D0");
            assertThat(s.mustPass()).isTrue();
            assertThat(legalTexts(s)).containsExactly("pass");
            assertThat(s.legalMoveCount()).isZero();
            assertThat(s.whyIllegal(action(s, "c2:NESW"))).isEqualTo("Red has no legal placement and must pass");
            assertThat(s.toString()).isEqualTo("""
                          a  b  c  d
                        +------------+
                        |            |
                      4 | .  o  .  . |
                        |    |       |
                        | |          |
                      3 |-+- .  .  o |
                        | |        | |
                        |            |
                      2 | . -+  .  . |
                        |    |       |
                        |            |
                      1 |-+  .  .  +-|
                        | |        | |
                        +------------+
                          a  b  c  d
                    red   west-east   X1 T0 I0 L0 D0
                    black north-south X0 T8 I0 L5 D0
                    Red must pass
                    """);
        }

        @Test
        void aForcedPassIsAPlyOfItsOwn() {
            ThoughtwaveState s = play(STUCK_GAME, STUCK);
            int turn = s.turn();
            s.apply(action(s, "pass"));
            assertThat(s.turn()).isEqualTo(turn + 1);
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(s.actionToString(s.history()[s.historySize() - 1])).isEqualTo("pass");
        }

        @Test
        void aStuckPlayerStaysStuck() {
            ThoughtwaveState s = play(STUCK_GAME, STUCK + " pass c4:NE");
            assertThat(s.currentPlayer()).isEqualTo(RED);
            assertThat(s.mustPass()).isTrue();
        }

        @Test
        void passingIsOnlyForced() {
            ThoughtwaveState s = play("", "");
            assertThat(s.whyIllegal(action(s, "pass"))).isEqualTo("Red can place a tile, and passing is only forced");
        }
    }

    @Nested
    class Draws {

        @Test
        void theGameIsDrawnWhenNeitherPlayerCanPlace() {
            ThoughtwaveState s = play("size=4,redSupply=X1,blackSupply=X1", "a1:NESW c3:NESW");
            assertThat(s.isTerminal()).isTrue();
            assertThat(s.outcome()).isEqualTo(new Outcome(Outcome.Result.DRAW, "neither player can place"));
            assertThat(s.returns()).containsExactly(0.0, 0.0);
            assertThat(s.legalActions()).isEmpty();
        }

        @Test
        void emptySuppliesAreADrawFromTheStart() {
            ThoughtwaveState s = play("redSupply=none,blackSupply=none", "");
            assertThat(s.isTerminal()).isTrue();
            assertThat(s.outcome().result()).isEqualTo(Outcome.Result.DRAW);
        }

        @Test
        void aStuckPlayerDrawsOnceTheOtherRunsOut() {
            ThoughtwaveState s = play(Passing.STUCK_GAME.replace("T8 L8", "T4 L4"), Passing.STUCK);
            assertThat(s.supplyOf(BLACK).total()).isEqualTo(5);
            for (String move : Fixtures.split("pass a2:NEW pass a4:SW pass d4:NEW pass c3:NSW pass b1:NES")) {
                assertThat(s.isTerminal()).isFalse();
                ThoughtwaveNotation.INSTANCE.playTurn(s, move);
            }
            assertThat(s.supplyOf(RED).toString()).isEqualTo("X1 T0 I0 L0 D0");
            assertThat(s.supplyOf(BLACK).total()).isZero();
            assertThat(s.outcome()).isEqualTo(new Outcome(Outcome.Result.DRAW, "neither player can place"));
        }
    }

    @Nested
    class Winning {

        @Test
        void redWinsByJoiningWestAndEast() {
            ThoughtwaveState s = play("size=4", "a2:EW a4:NE b2:EW b4:NW c2:EW c4:NE");
            assertThat(s.isTerminal()).isFalse();
            assertThat(s.connected(RED)).isFalse();
            ThoughtwaveNotation.INSTANCE.playTurn(s, "d2:EW");
            assertThat(s.outcome()).isEqualTo(new Outcome(Outcome.Result.FIRST_WINS, "Red connects"));
            assertThat(s.returns()).containsExactly(1.0, -1.0);
            assertThat(s.currentPlayer()).isEqualTo(State.TERMINAL);
        }

        @Test
        void theEndsNeedNotBeOpposite() {
            ThoughtwaveState s = play("size=4", "a1:EW a4:NE b1:NW b4:NW b2:ES c4:NE c2:EW d4:NW d2:EW");
            assertThat(s.outcome().toString()).isEqualTo("1-0 (Red connects)");
        }

        @Test
        void aBorderCountsOnlyWhenAWaveLeavesThroughIt() {
            // Red's row a1..d1 touches the west border square, but a1's wave leaves north and east.
            ThoughtwaveState s = play("size=4", "d1:EW a4:NE b1:EW b4:NW c1:EW c4:NE a1:NE");
            assertThat(s.isTerminal()).isFalse();
            assertThat(s.connected(RED)).isFalse();
            assertThat(s.bordersReached(0)).isEqualTo(Tile.E);
        }

        @Test
        void aStraightAlongTheBorderRowDoesNotReachIt() {
            // Black's wave runs down file a and along rank 1, but no wave leaves through the south edge.
            ThoughtwaveState s = play("size=4,first=black",
                    "a4:NS c4:NS a3:NS c3:NS a2:NS c2:NE a1:NE d2:NW b1:EW d3:NS c1:EW d4:NS");
            assertThat(s.connected(BLACK)).isFalse();
            assertThat(s.isTerminal()).isFalse();
            ThoughtwaveNotation.INSTANCE.playTurn(s, "d1:SW");
            assertThat(s.outcome().toString()).isEqualTo("0-1 (Black connects)");
        }

        @Test
        void theMoverWinsWhenATileCompletesBothWaves() {
            ThoughtwaveState red = play("size=4", "a2:EW b4:NS c2:EW b3:NS d2:EW b1:NS");
            assertThat(legalTexts(red)).filteredOn(t -> t.startsWith("b2:")).containsExactly("b2:NESW");
            ThoughtwaveNotation.INSTANCE.playTurn(red, "b2:NESW");
            assertThat(red.connected(RED)).isTrue();
            assertThat(red.connected(BLACK)).isTrue();
            assertThat(red.outcome().toString()).isEqualTo("1-0 (Red connects)");

            ThoughtwaveState black = play("size=4,first=black", "b4:NS a2:EW b3:NS c2:EW b1:NS d2:EW b2:NESW");
            assertThat(black.outcome().toString()).isEqualTo("0-1 (Black connects)");
        }

        @Test
        void aTileThatCompletesOnlyTheOpponentsWaveWinsForTheOpponent() {
            ThoughtwaveState s = play("size=4", "d4:NS b4:NS d3:NS b3:NS d2:N b1:NS b2:NS");
            assertThat(s.outcome()).isEqualTo(new Outcome(Outcome.Result.SECOND_WINS, "Black connects with Red's tile"));
            assertThat(s.returns()).containsExactly(-1.0, 1.0);
        }

        @Test
        void aCrossJoinsAllFourOfItsEdges() {
            // The wave enters the Cross from the west and leaves it to the north.
            ThoughtwaveState s = play("size=4", "a2:EW a4:NE b2:NESW b4:NW b3:ES c4:NE c3:EW d4:NW");
            assertThat(s.joined(s.game().square(0, 1), s.game().square(1, 2))).isTrue();
            ThoughtwaveNotation.INSTANCE.playTurn(s, "d3:EW");
            assertThat(s.outcome().toString()).isEqualTo("1-0 (Red connects)");
        }

        @Test
        void tilesBelongToNobodyOncePlaced() {
            // Black's straights carry Red's wave.
            ThoughtwaveState s = play("size=4", "a2:EW b2:EW c2:EW a4:N d2:EW");
            assertThat(s.outcome().toString()).isEqualTo("1-0 (Red connects)");
        }
    }

    @Nested
    class SidesAndFirstPlayer {

        @Test
        void redMayJoinNorthAndSouthInstead() {
            ThoughtwaveState s = play("size=4,redConnects=north-south", "b4:NS d4:NS b3:NS d3:NS b2:NS d2:N b1:NS");
            assertThat(s.outcome().toString()).isEqualTo("1-0 (Red connects)");
            assertThat(s.toString()).contains("red   north-south", "black west-east");
        }

        @Test
        void blackMayMoveFirst() {
            ThoughtwaveState s = play("first=black", "");
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(s.toString()).endsWith("Black to move\n");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "e4:NS");
            assertThat(s.currentPlayer()).isEqualTo(RED);
            assertThat(s.supplyOf(BLACK).toString()).isEqualTo("X2 T6 I4 L10 D1");
        }
    }

    @Nested
    class Penalty {

        @Test
        void byDefaultIllegalAttemptsAreNotActions() {
            ThoughtwaveState s = play("", "d4:EW");
            assertThatThrownBy(() -> s.parseAction("illegal(e4:NS)")).isInstanceOf(MoveException.class)
                    .hasMessageContaining("only in penalty mode");
            assertThatThrownBy(() -> ThoughtwaveNotation.INSTANCE.playTurn(s, "e4:NS")).isInstanceOf(MoveException.class)
                    .hasMessage("e4:NS: e4 west edge is blank but d4 has a wave on its east edge");
        }

        @Test
        void anIllegalAttemptCostsTheTileAndTheTurn() {
            ThoughtwaveState s = play("penalty=true", "d4:EW illegal(e4:NS)");
            assertThat(s.maskAt(4, 3)).isZero();
            assertThat(s.supplyOf(BLACK).toString()).isEqualTo("X2 T6 I4 L10 D1");
            assertThat(s.currentPlayer()).isEqualTo(RED);
            assertThat(s.turn()).isEqualTo(2);
        }

        @Test
        void attemptsAreLegalActionsOfTheirOwnAndNotPlacements() {
            ThoughtwaveState s = play("penalty=true", "d4:EW");
            ThoughtwaveActions act = s.game().actions();
            int e4 = s.game().square(4, 3);
            assertThat(s.legalActionCount()).isEqualTo(99 * 15);
            assertThat(s.legalActions()).hasSize(99 * 15).contains(act.attempt(e4, 5)).doesNotContain(act.place(e4, 5));
            assertThat(s.legalMoveCount()).isEqualTo(1455);
            assertThat(s.isLegal(act.attempt(e4, 5))).isTrue();
            assertThat(s.whyIllegal(act.place(e4, 5))).isEqualTo("e4 west edge is blank but d4 has a wave on its east edge"
                    + " (in penalty mode, illegal(e4:NS) makes the attempt and takes the penalty)");
            assertThat(s.whyIllegal(act.attempt(e4, 10))).isEqualTo("e4:EW is a legal placement, not an illegal attempt");
            assertThat(s.whyIllegal(act.attempt(s.game().square(3, 3), 5))).isEqualTo("d4 is occupied");
        }

        @Test
        void aClashingPlacementTypedOverTheBoardIsCarriedOutAsTheAttempt() {
            ThoughtwaveState s = play("penalty=true", "d4:EW e4:NS");
            assertThat(s.actionToString(s.history()[1])).isEqualTo("illegal(e4:NS)");
            assertThat(s.maskAt(4, 3)).isZero();
        }

        @Test
        void theLostTurnIsTheCurrentOneByDefault() {
            ThoughtwaveState s = play("penalty=true", "d4:EW illegal(e4:NS) a1:NE");
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(s.mustPass()).isFalse();
        }

        @Test
        void withLostTurnsAlsoNextTheOffenderAlsoMissesTheirNextTurn() {
            ThoughtwaveState s = play("penalty=true,lostTurns=also-next", "d4:EW illegal(e4:NS)");
            assertThat(s.losesNextTurn(BLACK)).isTrue();
            assertThat(s.toString()).contains("black north-south X2 T6 I4 L10 D1  (misses the next turn)");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "a1:NE");
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(s.mustPass()).isTrue();
            assertThat(legalTexts(s)).containsExactly("pass");
            assertThat(s.legalMoveCount()).isZero();
            assertThat(s.whyIllegal(action(s, "j10:S"))).isEqualTo("Black misses this turn for an illegal placement and must pass");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "pass");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "j10:S");
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(s.mustPass()).isFalse();
            assertThat(s.losesNextTurn(BLACK)).isFalse();
        }

        @Test
        void aPlayerWhoMustPassMakesNoAttempt() {
            ThoughtwaveState s = play(Passing.STUCK_GAME + ",penalty=true", Passing.STUCK);
            assertThat(legalTexts(s)).containsExactly("pass");
        }

        @Test
        void theLastTileLostToAPenaltyCanLeaveAPlayerStuck() {
            ThoughtwaveState s = play("penalty=true,size=4,first=black,redSupply=I1,blackSupply=L4", "a1:NE illegal(b1:NS)");
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(s.supplyOf(RED).total()).isZero();
            ThoughtwaveNotation.INSTANCE.playTurn(s, "d4:SW");
            assertThat(legalTexts(s)).containsExactly("pass");
        }
    }

    @Nested
    class Handicap {

        @Test
        void theReceiverTakesTilesOfTheirChoiceBeforeTheFirstTile() {
            ThoughtwaveState s = play("handicap=2", "");
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(legalTexts(s)).containsExactly("take Cross", "take T", "take Straight", "take Bend", "take Terminator");
            assertThat(s.legalMoveCount()).isEqualTo(5);
            assertThat(s.toString()).endsWith("Black takes 2 handicap tiles from Red\n");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "take Cross");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "take L");
            assertThat(s.supplyOf(RED).toString()).isEqualTo("X1 T6 I5 L9 D1");
            assertThat(s.supplyOf(BLACK).toString()).isEqualTo("X3 T6 I5 L11 D1");
            assertThat(s.currentPlayer()).isEqualTo(RED);
            assertThat(s.turn()).isEqualTo(2);
            assertThat(s.legalActionCount()).isEqualTo(1500);
        }

        @Test
        void theGiverMustHoldTheTile() {
            ThoughtwaveState s = play("handicap=2,redSupply=X1 L5", "take X");
            assertThat(s.whyIllegal(action(s, "take X"))).isEqualTo("Red has no Cross to hand over");
            assertThat(legalTexts(s)).containsExactly("take Bend");
        }

        @Test
        void placementsWaitForTheHandicap() {
            ThoughtwaveState s = play("handicap=2", "");
            assertThat(s.whyIllegal(action(s, "e4:NS")))
                    .isEqualTo("Black first takes 2 more handicap tiles from Red's supply (take X, T, I, L or D)");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "take T");
            ThoughtwaveNotation.INSTANCE.playTurn(s, "take T");
            assertThat(s.whyIllegal(action(s, "take T"))).startsWith("handicap tiles are taken only before the first tile");
        }

        @Test
        void redMayReceiveTheHandicapAndThenMovesFirst() {
            ThoughtwaveState s = play("handicap=1,handicapTo=red", "take Straight");
            assertThat(s.supplyOf(RED).toString()).isEqualTo("X2 T6 I6 L10 D1");
            assertThat(s.currentPlayer()).isEqualTo(RED);
        }

        @Test
        void withoutAHandicapThereIsNothingToTake() {
            ThoughtwaveState s = play("", "");
            assertThat(s.whyIllegal(action(s, "take X")))
                    .isEqualTo("handicap tiles are taken only before the first tile, and this game has no handicap");
        }
    }

    @Nested
    class Swap {

        @Test
        void theSecondPlayerMayTakeOverTheFirstTile() {
            ThoughtwaveState s = play("swap=true", "e4:NS");
            assertThat(s.swapOffered()).isTrue();
            assertThat(s.legalActionCount()).isEqualTo(1456);
            assertThat(s.legalMoveCount()).isEqualTo(1455);
            assertThat(s.toString()).endsWith("Black to move (may swap)\n");
            long board = s.hash();
            ThoughtwaveNotation.INSTANCE.playTurn(s, "swap");
            // The players exchange colours: Black's colour moves again, now in the first player's hands.
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
            assertThat(s.swapOffered()).isFalse();
            assertThat(s.maskAt(4, 3)).isEqualTo(Tile.N | Tile.S);
            assertThat(s.hash()).isNotEqualTo(board);
            assertThat(s.whyIllegal(action(s, "swap")))
                    .isEqualTo("the swap is offered only to the second player, right after the first tile");
        }

        @Test
        void theSwapIsOfferedOnlyRightAfterTheFirstTile() {
            ThoughtwaveState s = play("swap=true", "e4:NS a1:NE");
            assertThat(s.isLegal(action(s, "swap"))).isFalse();
            ThoughtwaveNotation.INSTANCE.playTurn(s, "j10:S");
            assertThat(s.isLegal(action(s, "swap"))).isFalse();
        }

        @Test
        void withoutTheOptionThereIsNoSwap() {
            ThoughtwaveState s = play("", "e4:NS");
            assertThat(s.whyIllegal(action(s, "swap"))).isEqualTo("this game has no swap (option swap)");
        }
    }

    @Nested
    class UndoCopyAndHash {

        @Test
        void undoRestoresEveryPosition() {
            for (String spec : new String[] {"size=5", "size=4,penalty=true,lostTurns=also-next,redSupply=D3 I3,blackSupply=L6",
                    "size=6,handicap=3", "size=5,swap=true", Passing.STUCK_GAME}) {
                ThoughtwaveGame g = Fixtures.game(spec);
                SplittableRandom rng = new SplittableRandom(spec.hashCode());
                for (int game = 0; game < 30; game++) {
                    ThoughtwaveState s = g.newInitialState();
                    while (!s.isTerminal()) {
                        long hash = s.hash();
                        String text = s.toString();
                        int[] legal = s.legalActions();
                        int count = s.legalMoveCount();
                        int a = s.randomLegalAction(rng);
                        s.apply(a);
                        s.undo();
                        assertThat(s.hash()).isEqualTo(hash);
                        assertThat(s.toString()).isEqualTo(text);
                        assertThat(s.legalActions()).isEqualTo(legal);
                        assertThat(s.legalMoveCount()).isEqualTo(count);
                        s.apply(a);
                    }
                    ThoughtwaveState fresh = g.newInitialState();
                    while (s.historySize() > 0) {
                        s.undo();
                    }
                    assertThat(s.hash()).isEqualTo(fresh.hash());
                    assertThat(s.toString()).isEqualTo(fresh.toString());
                }
            }
        }

        @Test
        void copiesAreIndependent() {
            ThoughtwaveState s = play("", "e4:NS c3:NE");
            ThoughtwaveState c = s.copy();
            ThoughtwaveNotation.INSTANCE.playTurn(c, "e5:NS");
            assertThat(s.maskAt(4, 4)).isZero();
            assertThat(s.historySize()).isEqualTo(2);
            c.undo();
            c.undo();
            assertThat(s.maskAt(2, 2)).isEqualTo(Tile.N | Tile.E);
            assertThat(c.maskAt(2, 2)).isZero();
            assertThat(c.legalActionCount()).isEqualTo(1455);
        }

        @Test
        void theHashDependsOnThePositionNotThePath() {
            ThoughtwaveState a = play("", "a1:NE j10:S c3:EW");
            ThoughtwaveState b = play("", "c3:EW j10:S a1:NE");
            assertThat(a.hash()).isEqualTo(b.hash());
            assertThat(play("", "a1:NE j10:S").hash()).isNotEqualTo(play("", "a1:NE j10:W").hash());
        }

        @Test
        void theHashSeesSuppliesAndTheSideToMove() {
            ThoughtwaveState before = play("penalty=true", "d4:EW");
            ThoughtwaveState after = play("penalty=true", "d4:EW illegal(e4:NS) illegal(c4:NS)");
            assertThat(after.maskAt(4, 3)).isZero();
            assertThat(after.hash()).isNotEqualTo(before.hash());
            assertThat(play("", "").hash()).isNotEqualTo(play("first=black", "").hash());
        }

        @Test
        void resigningEndsTheGameAndUndoTakesItBack() {
            ThoughtwaveState s = play("", "e4:NS resign");
            assertThat(s.outcome().toString()).isEqualTo("1-0 (Black resigns)");
            assertThat(s.isLegal(0)).isFalse();
            assertThat(s.legalActionCount()).isZero();
            assertThat(s.legalMoveCount()).isZero();
            s.undo();
            assertThat(s.currentPlayer()).isEqualTo(BLACK);
        }
    }

    @Nested
    class RandomActions {

        @Test
        void randomActionsAreLegalAndUniform() {
            // A crowded small board: the rejection sampler misses often and the exact walk takes over.
            for (String spec : new String[] {Passing.STUCK_GAME, Passing.STUCK_GAME + ",penalty=true", "size=4,swap=true"}) {
                ThoughtwaveState s = play(spec, spec.contains("swap") ? "b2:NS" : "d3:S d1:ES b4:S b2:SW");
                int[] legal = s.legalActions();
                int[] hits = new int[s.game().numDistinctActions()];
                SplittableRandom rng = new SplittableRandom(42);
                int draws = 2000 * legal.length;
                for (int i = 0; i < draws; i++) {
                    int a = s.randomLegalAction(rng);
                    hits[a]++;
                }
                for (int a = 0; a < hits.length; a++) {
                    if (Arrays.binarySearch(legal, a) >= 0) {
                        // 2000 expected per action; 6 standard deviations is about 270.
                        assertThat(hits[a]).as("%s: %s", spec, s.actionToString(a)).isBetween(1730, 2270);
                    } else {
                        assertThat(hits[a]).as("%s: action %d", spec, a).isZero();
                    }
                }
            }
        }

        @Test
        void theForcedPassIsTheRandomAction() {
            ThoughtwaveState s = play(Passing.STUCK_GAME, Passing.STUCK);
            assertThat(s.randomLegalAction(new SplittableRandom(1))).isEqualTo(s.game().actions().pass);
        }

        @Test
        void thereIsNoRandomActionAtTheEnd() {
            ThoughtwaveState s = play("size=4,redSupply=X1,blackSupply=X1", "a1:NESW c3:NESW");
            assertThatThrownBy(() -> s.randomLegalAction(new SplittableRandom(1))).isInstanceOf(IllegalStateException.class);
        }
    }

    @Nested
    class Diagram {

        @Test
        void eachTileIsA3x3BlockWhoseArmsAreItsWaves() {
            ThoughtwaveState s = play("size=4", "a1:EW a4:NE b1:NW b4:NW b2:ES c4:NE c2:EW d4:NW");
            assertThat(s.toString()).isEqualTo("""
                          a  b  c  d
                        +------------+
                        | |  |  |  | |
                      4 | +--+  +--+ |
                        |            |
                        |            |
                      3 | .  .  .  . |
                        |            |
                        |            |
                      2 | .  +---- . |
                        |    |       |
                        |    |       |
                      1 |----+  .  . |
                        |            |
                        +------------+
                          a  b  c  d
                    red   west-east   X2 T6 I3 L8 D1
                    black north-south X2 T6 I5 L6 D1
                    Red to move
                    """);
        }

        @Test
        void theResultIsWrittenUnderTheBoard() {
            ThoughtwaveState s = play("size=4", "a2:EW a4:NE b2:EW b4:NW c2:EW c4:NE d2:EW");
            assertThat(s.toString()).endsWith("result: 1-0 (Red connects)\n");
        }
    }
}
