package org.ludotheque.engine.wykersham;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Consumer;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.ludotheque.engine.ChanceOutcomes;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.Serialization;
import org.ludotheque.engine.State;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.ludotheque.engine.wykersham.WykershamActions.KEEP;
import static org.ludotheque.engine.wykersham.WykershamActions.LEFT;
import static org.ludotheque.engine.wykersham.WykershamActions.RIGHT;
import static org.ludotheque.engine.wykersham.WykershamActions.STAY;
import static org.ludotheque.engine.wykersham.WykershamActions.dice;
import static org.ludotheque.engine.wykersham.WykershamActions.line;
import static org.ludotheque.engine.wykersham.WykershamActions.lineId;
import static org.ludotheque.engine.wykersham.WykershamActions.place;
import static org.ludotheque.engine.wykersham.WykershamActions.take;
import static org.ludotheque.engine.wykersham.WykershamFixtures.A;
import static org.ludotheque.engine.wykersham.WykershamFixtures.B;
import static org.ludotheque.engine.wykersham.WykershamFixtures.game;
import static org.ludotheque.engine.wykersham.WykershamFixtures.play;
import static org.ludotheque.engine.wykersham.WykershamFixtures.position;
import static org.ludotheque.engine.wykersham.WykershamFixtures.randomGame;

class WykershamStateTest {

    private static final WykershamGame STANDARD = game("");

    private static final String EMPTY = """
            r4 +0           .   .|  .   .   .   .   .   .   .|  .   .
            r3 +0           .   .|  .   .   .   .   .   .   .|  .   .
            r2 +0           .   .|  .   .   .   .   .   .   .|  .   .
            r1 +0           .   .|  .   .   .   .   .   .   .|  .   .
            r0 +0           .   .|  .   .   .   .   .   .   .|  .   .
            """;

    /** A's straight line in # on rails 0-3 and the / line through # on rails 0-3; rail 4 waits for a slide left. */
    private static final String TWO_LINES = """
            r4 +0           .   .|  .   .   .   .  a1   .   .|  .   .
            r3 +0           .   .|  .   .   .  a1  a1   .   .|  .   .
            r2 +0           .   .|  .   .   . 2:1   .   .   .|  .   .
            r1 +0           .   .|  .   .  a1  a1   .   .   .|  .   .
            r0 +0           .   .|  .  a1   .  a1   .   .   .|  .   .
            """;

    /** A's straight line in column 2 lacks its centre-rail cup; rail 4 holds A in columns 2 and 3. */
    private static final String FOUR_IN_COLUMN_2 = """
            r4 +0           .   .|  .  a1  a1   .   .   .   .|  .   .
            r3 +0           .   .|  .  a1   .   .   .   .   .|  .   .
            r2 +0           .   .|  .   .   .   .   .   .   .|  .   .
            r1 +0           .   .|  .  a1   .   .   .   .   .|  .   .
            r0 +0           .   .|  .  a1   .   .   .   .   .|  .   .
            """;

    /** B holds every cup in A's columns 1 and 2. */
    private static final String B_BLOCKS_1_AND_2 = """
            r4 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r3 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r2 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r1 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r0 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            """;

    /** One of the 32 option sets, chosen by {@code seed}. */
    private static WykershamGame gameWithOptionsOf(long seed) {
        return game(WykershamFixtures.allOptionSets()[(int) Math.floorMod(seed, 32L)]);
    }

    private static WykershamState rolled(WykershamGame g, int mover, String drawing, int d1, int d2) {
        WykershamState s = position(g, mover, drawing);
        s.apply(dice(d1, d2));
        return s;
    }

    // ---------------------------------------------------------------- drawings

    @Test
    void initialDrawingShowsFiveEmptyRailsTheFrameAndBothReadingsOfTheLabels() {
        assertThat(STANDARD.newInitialState().toString()).isEqualTo("""
                b:                      6   5   4   #   3   2   1
                                     +---------------------------+
                r4 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r3 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r2 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r1 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r0 +0           .   .|  .   .   .   .   .   .   .|  .   .
                                     +---------------------------+
                a:                      1   2   3   #   4   5   6
                a: 30 to play, score 0
                b: 30 to play, score 0
                starting roll: each player rolls one die, the higher starts (chance)
                """);
    }

    @Test
    void drawingShowsOffsetsStacksAndWhatThePositionWaitsFor() {
        WykershamState s = STANDARD.newInitialState();
        play(s, "5-3", "4-2", "4@1", ">");
        assertThat(s.toString()).isEqualTo("""
                b:                      6   5   4   #   3   2   1
                                     +---------------------------+
                r4 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r3 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r2 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r1 +1               .|  .   .   .   .   .  a1   .|  .   .   .
                r0 +0           .   .|  .   .   .   .   .   .   .|  .   .
                                     +---------------------------+
                a:                      1   2   3   #   4   5   6
                a: 29 to play, score 0
                b: 30 to play, score 0
                turn 1 of 30, roll 4-2: a places marble 2 of 2 in column 2
                """);
        play(s, "2@2");
        play(s, "6-6", "#@2", "6@3", "<");
        assertThat(s.toString()).isEqualTo("""
                b:                      6   5   4   #   3   2   1
                                     +---------------------------+
                r4 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r3 -1       .   .  b1|  .   .   .   .   .   .   .|  .
                r2 +0           .   .|  .  a1   .  b1   .   .   .|  .   .
                r1 +1               .|  .   .   .   .   .  a1   .|  .   .   .
                r0 +0           .   .|  .   .   .   .   .   .   .|  .   .
                                     +---------------------------+
                a:                      1   2   3   #   4   5   6
                a: 28 to play, score 0
                b: 28 to play, score 0
                turn 3 of 30, a rolls the dice (chance)
                """);
    }

    @Test
    void drawingOfAPositionReadsBackAsTheSamePosition() {
        WykershamState s = rolled(STANDARD, A, TWO_LINES, 6, 1);
        WykershamState again = WykershamState.setup(STANDARD, s.toString(), A, 0);
        again.apply(dice(6, 1));
        assertThat(again.hash()).isEqualTo(s.hash());
        assertThat(again.toString()).isEqualTo(s.toString());
    }

    @Test
    void settlementIsDescribedWithTheGoalLinesAndTheCupAskedFor() {
        WykershamState s = play(rolled(STANDARD, A, TWO_LINES, 6, 1), "6@4", "<");
        assertThat(s.toString()).endsWith(
                "turn 1 of 30, roll 6-1: a scored a goal (#| #/): keep, or take 1..1 from rail 0 cup 3 (column 2)\n");
    }

    // ---------------------------------------------------------------- dice and the start

    @Test
    void startingRollHasThirtyOutcomesBecauseTiesAreRolledAgain() {
        WykershamState s = STANDARD.newInitialState();
        assertThat(s.currentPlayer()).isEqualTo(State.CHANCE);
        ChanceOutcomes co = s.chanceOutcomes();
        assertThat(co.size()).isEqualTo(30);
        assertThat(Arrays.stream(co.probabilities()).sum()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(s.legalActions()).isEqualTo(co.actions());
        assertThat(s.isLegal(dice(3, 3))).isFalse();
        assertThat(s.whyIllegal(dice(3, 3))).contains("tie");
    }

    @Test
    void higherStartingDieStarts() {
        WykershamState s = STANDARD.newInitialState();
        s.apply(dice(2, 5));
        assertThat(s.mover()).isEqualTo(B);
        assertThat(s.phase()).isEqualTo(Phase.ROLL);
        assertThat(s.chanceOutcomes().size()).isEqualTo(36);
        s.undo();
        s.apply(dice(6, 1));
        assertThat(s.mover()).isEqualTo(A);
    }

    @Test
    void rollOrderDoesNotChangeThePosition() {
        WykershamState x = play(STANDARD.newInitialState(), "5-3", "4-2");
        WykershamState y = play(STANDARD.newInitialState(), "5-3", "2-4");
        assertThat(x.hash()).isEqualTo(y.hash());
        assertThat(x.legalActions()).isEqualTo(y.legalActions());
    }

    @Test
    void diceAreNeverAdded() {
        WykershamState s = play(STANDARD.newInitialState(), "5-3", "2-3");
        assertThat(s.allowedColumns()).isEqualTo(1 << 1 | 1 << 2);
        assertThat(s.isLegal(place(5, 0))).isFalse();
    }

    // ---------------------------------------------------------------- placement and sliding

    @Test
    void slideLimits() {
        String drawing = """
                r4 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r3 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r2 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r1 -2   .   .   .   .|  .   .   .   .   .   .   .|
                r0 +2                |  .   .   .   .   .   .   .|  .   .   .   .
                """;
        WykershamState s = play(rolled(STANDARD, A, drawing, 4, 2), "4@0");
        assertThat(s.phase()).isEqualTo(Phase.SLIDE);
        assertThat(s.legalActions()).containsExactly(STAY, LEFT);
        assertThat(s.whyIllegal(RIGHT)).isEqualTo("rail 0 is already 2 notches to the right");
        s.undo();
        play(s, "4@1");
        assertThat(s.legalActions()).containsExactly(STAY, RIGHT);
        s.undo();
        play(s, "4@2");
        assertThat(s.phase()).as("the centre rail never slides: no slide is asked").isEqualTo(Phase.PLACE);
        assertThat(s.marbleIndex()).isEqualTo(1);
    }

    @Test
    void secondSlideGoesTheSameDirection() {
        WykershamState s = play(rolled(STANDARD, A, EMPTY, 4, 2), "4@0", "<", "2@1");
        assertThat(s.legalActions()).containsExactly(STAY, LEFT);
        assertThat(s.whyIllegal(RIGHT)).contains("same way as the first (<)");
        s.apply(LEFT);
        assertThat(s.offset(0)).isEqualTo(-1);
        assertThat(s.offset(1)).isEqualTo(-1);
        assertThat(s.phase()).isEqualTo(Phase.ROLL);
    }

    @Test
    void noSlideIsAskedWhenTheOnlyDirectionLeftIsBeyondTheLimit() {
        String drawing = EMPTY.replace("r1 +0           .   .|  .   .   .   .   .   .   .|  .   .",
                "r1 -2   .   .   .   .|  .   .   .   .   .   .   .|");
        WykershamState s = play(rolled(STANDARD, A, drawing, 4, 2), "4@0", "<", "2@1");
        assertThat(s.phase()).as("rail 1 cannot go further left and may not go right").isEqualTo(Phase.ROLL);
        assertThat(s.mover()).isEqualTo(B);
    }

    @Test
    void slidRailIsClosedToTheSecondMarble() {
        WykershamState s = play(rolled(STANDARD, A, EMPTY, 4, 2), "4@0", ">");
        assertThat(s.isLegal(place(1, 0))).isFalse();
        assertThat(s.whyIllegal(place(1, 0))).isEqualTo("rail 0 was slid this turn and takes no more marbles");
        assertThat(s.legalActionCount()).isEqualTo(4);
        s.undo();
        s.apply(STAY);
        assertThat(s.isLegal(place(1, 0))).as("a rail that was not slid takes the second marble").isTrue();
        assertThat(s.legalActionCount()).isEqualTo(5);
    }

    @Test
    void slideClosesAColumnForTheSecondMarble() {
        // share=middle-line: B holds A's column 2 on rails 0-3; only rail 4 is open there.
        WykershamGame g = game("share=middle-line");
        String drawing = """
                r4 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r3 +0           .   .|  .  b1   .   .   .   .   .|  .   .
                r2 +0           .   .|  .  b1   .   .   .   .   .|  .   .
                r1 +0           .   .|  .  b1   .   .   .   .   .|  .   .
                r0 +0           .   .|  .  b1   .   .   .   .   .|  .   .
                """;
        WykershamState s = play(rolled(g, A, drawing, 5, 2), "5@4", "<");
        assertThat(s.phase()).as("the second marble is forfeited").isEqualTo(Phase.ROLL);
        assertThat(s.score(B)).isEqualTo(1);
        assertThat(s.lead(B)).isEqualTo(1);
        assertThat(s.lead(A)).isEqualTo(-1);
        assertThat(s.supply(A)).isEqualTo(28);
        s.undo();
        s.apply(STAY);
        assertThat(s.legalActions()).containsExactly(place(1, 4));
    }

    @Test
    void placementNeedsACupWithoutOpponentMarblesUnlessShared() {
        WykershamState s = rolled(STANDARD, A, B_BLOCKS_1_AND_2, 2, 1);
        assertThat(s.legalActions()).as("only the centre rail, shared, is open").containsExactly(place(0, 2), place(1, 2));
        assertThat(s.whyIllegal(place(0, 0))).isEqualTo("the cup holds a marble of b and is not shared");
    }

    @Test
    void theSecondMarbleMayUseTheFirstOnesRailIfItWasNotSlid() {
        WykershamState s = play(rolled(STANDARD, A, EMPTY, 4, 2), "4@3", "=");
        assertThat(s.isLegal(place(1, 3))).isTrue();
    }

    @Test
    void marblesRideWithTheirCupsOutOfTheFrame() {
        WykershamState s = play(rolled(STANDARD, A, EMPTY, 6, 1), "6@0", ">");
        assertThat(s.marbles(A, 0, 8)).isEqualTo(1);
        assertThat(s.cupAt(0, 7)).isEqualTo(8);
    }

    // ---------------------------------------------------------------- doubles

    @Test
    void doublesAndSplit() {
        WykershamState s = rolled(STANDARD, A, EMPTY, 3, 3);
        assertThat(s.allowedColumns()).as("a double allows # and its number").isEqualTo(1 << 3 | 1 << 2);
        play(s, "3@0", "=");
        assertThat(s.allowedColumns()).as("after the split's number, the second goes in #").isEqualTo(1 << 3);
        assertThat(s.whyIllegal(place(2, 1))).contains("never two marbles in 3");
        s.undo();
        s.undo();
        play(s, "#@0", "=");
        assertThat(s.allowedColumns()).as("after #, # again or the split").isEqualTo(1 << 3 | 1 << 2);
        play(s, "#@1", "=");
        assertThat(s.phase()).isEqualTo(Phase.ROLL);
        assertThat(s.marbles(A, 0, 5) + s.marbles(A, 1, 5)).isEqualTo(2);
    }

    @Test
    void doubleNeverForfeits() {
        WykershamGame g = game("share=middle-line");
        String blocked = """
                r4 +0           .   .| b1  b1  b1   .  b1  b1  b1|  .   .
                r3 +0           .   .| b1  b1  b1   .  b1  b1  b1|  .   .
                r2 +0           .   .| b1  b1  b1   .  b1  b1  b1|  .   .
                r1 +0           .   .| b1  b1  b1   .  b1  b1  b1|  .   .
                r0 +0           .   .| b1  b1  b1   .  b1  b1  b1|  .   .
                """;
        for (int d = 1; d <= 6; d++) {
            WykershamState s = rolled(g, A, blocked, d, d);
            assertThat(s.phase()).isEqualTo(Phase.PLACE);
            assertThat(s.legalActions()).containsExactly(place(3, 0), place(3, 1), place(3, 2), place(3, 3), place(3, 4));
        }
    }

    // ---------------------------------------------------------------- forfeits

    @Test
    void forfeitWhenNoAllowedColumnHasALegalCup() {
        WykershamGame g = game("share=middle-line");
        WykershamState s = rolled(g, A, B_BLOCKS_1_AND_2, 1, 2);
        assertThat(s.phase()).as("both marbles forfeited, the turn passes").isEqualTo(Phase.ROLL);
        assertThat(s.mover()).isEqualTo(B);
        assertThat(s.turn()).isEqualTo(1);
        assertThat(s.score(B)).isEqualTo(2);
        assertThat(s.supply(A)).isEqualTo(28);
        s.undo();
        assertThat(s.score(B)).isZero();
        s.apply(dice(2, 5));
        assertThat(s.legalActions()).as("the blocked die's column is skipped, the other must be used")
                .containsExactly(place(5, 0), place(5, 1), place(5, 2), place(5, 3), place(5, 4));
        play(s, "5@2");
        assertThat(s.phase()).as("the second marble is forfeited").isEqualTo(Phase.ROLL);
        assertThat(s.score(B)).isEqualTo(1);
    }

    @Test
    void defaultSharingNeverForfeits() {
        WykershamState s = rolled(STANDARD, A, B_BLOCKS_1_AND_2, 1, 2);
        assertThat(s.phase()).isEqualTo(Phase.PLACE);
    }

    // ---------------------------------------------------------------- goals

    @Test
    void lineMadeByPlacementAloneDoesNotScore() {
        WykershamState s = play(rolled(STANDARD, A, FOUR_IN_COLUMN_2, 5, 2), "2@2");
        assertThat(s.completeLines(A)).isEqualTo(1 << lineId(1, 0));
        assertThat(s.phase()).as("no goal: the next marble is due").isEqualTo(Phase.PLACE);
        assertThat(s.marbleIndex()).isEqualTo(1);
        String railOneMissing = FOUR_IN_COLUMN_2
                .replace("r2 +0           .   .|  .   .", "r2 +0           .   .|  .  a1")
                .replace("r1 +0           .   .|  .  a1", "r1 +0           .   .|  .   .");
        WykershamState t = play(rolled(STANDARD, A, railOneMissing, 5, 2), "2@1");
        assertThat(t.completeLines(A)).isEqualTo(1 << lineId(1, 0));
        assertThat(t.phase()).isEqualTo(Phase.SLIDE);
        play(t, "=");
        assertThat(t.phase()).isEqualTo(Phase.PLACE);
        assertThat(t.score(A)).isZero();
    }

    @Test
    void slideMakesAGoalOfEveryCompleteLineIncludingOneCompleteBefore() {
        WykershamState s = play(rolled(STANDARD, A, FOUR_IN_COLUMN_2, 5, 2), "2@2", "5@4", "<");
        assertThat(s.phase()).isEqualTo(Phase.SETTLE);
        assertThat(s.goalLines()).isEqualTo(1 << lineId(1, 0));
        play(s, "1", "1", "1", "1", "1");
        assertThat(s.score(A)).isEqualTo(5);
        assertThat(s.lead(A)).isEqualTo(5);
        assertThat(s.completeLines(A)).isZero();
        assertThat(s.phase()).isEqualTo(Phase.ROLL);
    }

    @Test
    void placementGoalsForeseeTheGoalOfAPlacementAndItsSlide() {
        WykershamState s = play(rolled(STANDARD, A, FOUR_IN_COLUMN_2, 5, 2), "2@2");
        int fiveOnRail4 = s.parseAction("5@4");
        assertThat(s.placementGoals(fiveOnRail4, -1)).as("rail 4's cup in column 3 slides into the line").isEqualTo(1 << lineId(1, 0));
        assertThat(s.placementGoals(fiveOnRail4, 1)).as("an empty cup would slide in").isZero();
        assertThat(s.placementGoals(s.parseAction("5@2"), -1)).as("the centre rail never slides").isZero();
        int[] places = {fiveOnRail4, s.parseAction("5@2")};
        int[] counts = new int[2];
        s.placementGoalCounts(places, 2, counts);
        assertThat(counts).as("one line for 5@4 (sliding left), none on the centre rail").containsExactly(1, 0);
        String before = s.toString();
        play(s, "5@4", "<");
        assertThat(s.goalLines()).isEqualTo(1 << lineId(1, 0));
        assertThat(before).as("asking changed nothing").isEqualTo(play(rolled(STANDARD, A, FOUR_IN_COLUMN_2, 5, 2), "2@2").toString());
    }

    @Property(tries = 30)
    void placementGoalsAreTheGoalsOfPlacingThenSliding(@ForAll long seed) {
        forEachPositionOfARandomGame(seed, s -> {
            if (s.phase() == Phase.PLACE) {
                long h = s.hash();
                for (int a : s.legalActions()) {
                    int left = s.placementGoals(a, -1);
                    int right = s.placementGoals(a, 1);
                    assertThat(s.hash()).isEqualTo(h);
                    s.apply(a);
                    if (s.phase() == Phase.SLIDE) {
                        assertThat(left).isEqualTo(s.slideGoals(-1));
                        assertThat(right).isEqualTo(s.slideGoals(1));
                    } else {
                        assertThat(left | right).as("no slide is asked").isZero();
                    }
                    s.undo();
                }
            }
        });
    }

    /** Runs {@code check} on every position of a random game under the options {@code seed} picks. */
    private static void forEachPositionOfARandomGame(long seed, Consumer<WykershamState> check) {
        SplittableRandom rng = new SplittableRandom(seed);
        WykershamState s = gameWithOptionsOf(seed).newInitialState();
        while (!s.isTerminal()) {
            check.accept(s);
            s.apply(s.randomLegalAction(rng));
        }
    }

    @Property(tries = 30)
    void placementGoalCountsAreTheLargerGoalOfEachPlacement(@ForAll long seed) {
        int[] counts = new int[WykershamActions.SIZE];
        forEachPositionOfARandomGame(seed, s -> {
            int[] legal = s.legalActions();
            long h = s.hash();
            s.placementGoalCounts(legal, legal.length, counts);
            assertThat(s.hash()).as("asking changed nothing").isEqualTo(h);
            for (int i = 0; i < legal.length; i++) {
                int expected = s.phase() != Phase.PLACE ? 0 : Math.max(Integer.bitCount(s.placementGoals(legal[i], -1)),
                        Integer.bitCount(s.placementGoals(legal[i], 1)));
                assertThat(counts[i]).as("%s at %s", s.actionToString(legal[i]), s).isEqualTo(expected);
            }
        });
    }

    @Property(tries = 30)
    void linesAfterOneSlideAreThoseOfEverySlideWithinTheLimits(@ForAll long seed) {
        forEachPositionOfARandomGame(seed, s -> {
            for (int p = 0; p < 2; p++) {
                int expected = 0;
                for (int r = 0; r < WykershamState.RAILS; r++) {
                    for (int d = -1; d <= 1 && r != WykershamState.CENTRE_RAIL; d += 2) {
                        if (Math.abs(s.offset(r) + d) <= WykershamState.MAX_OFFSET) {
                            expected |= s.completeLinesAfterSlide(p, r, d);
                        }
                    }
                }
                assertThat(s.linesAfterOneSlide(p)).as("player %d at %s", p, s).isEqualTo(expected);
            }
        });
    }

    @Test
    void opponentsLineCompletedByYourSlideScoresNothing() {
        String drawing = """
                r4 +0           .   .|  .   .   .  b1   .   .   .|  .   .
                r3 +0           .   .|  .   .   .   .  b1   .   .|  .   .
                r2 +0           .   .|  .   .   .   .  b1   .   .|  .   .
                r1 +0           .   .|  .   .   .   .  b1   .   .|  .   .
                r0 +0           .   .|  .   .   .   .  b1   .   .|  .   .
                """;
        WykershamState s = play(rolled(STANDARD, A, drawing, 6, 1), "1@4", ">");
        assertThat(s.completeLines(B)).as("the slide completes b's line in column 4").isEqualTo(1 << lineId(4, 0));
        assertThat(s.phase()).as("no settlement").isEqualTo(Phase.PLACE);
        assertThat(s.goalLines()).isZero();
        assertThat(s.score(A)).isZero();
        assertThat(s.score(B)).isZero();
        assertThat(s.marbles(B, 4, 5)).as("b's marbles stay").isEqualTo(1);
    }

    @Test
    void unionSettlementOfSeveralLines() {
        WykershamState s = play(rolled(STANDARD, A, TWO_LINES, 6, 1), "6@4", "<");
        assertThat(s.goalLines()).isEqualTo(1 << lineId(3, 0) | 1 << lineId(3, 1));
        // one goal: the nine cups of both lines, by rail then cup; the shared centre cup once
        assertThat(s.goalCups(0)).isEqualTo(1 << 3 | 1 << 5);
        assertThat(s.goalCups(1)).isEqualTo(1 << 4 | 1 << 5);
        assertThat(s.goalCups(2)).isEqualTo(1 << 5);
        assertThat(s.goalCups(3)).isEqualTo(1 << 5 | 1 << 6);
        assertThat(s.goalCups(4)).isEqualTo(1 << 6 | 1 << 8);
        assertThat(s.legalActions()).as("keep, or take 1 from the first cup").containsExactly(KEEP, take(1));
        play(s, "1", "1", "1", "1");
        assertThat(s.settlingCup()).isEqualTo(2 * 11 + 5);
        assertThat(s.legalActions()).as("keep only before the first count; up to all own marbles")
                .containsExactly(take(1), take(2));
        assertThat(s.whyIllegal(KEEP)).contains("keep is possible only before the first count");
        assertThat(s.whyIllegal(take(3))).isEqualTo("the cup holds 2 marble(s) of a");
        play(s, "2", "1", "1", "1", "1");
        assertThat(s.score(A)).isEqualTo(10);
        assertThat(s.marbles(B, 2, 5)).as("never the other colour").isEqualTo(1);
        assertThat(s.phase()).isEqualTo(Phase.PLACE);
        assertThat(s.allowedColumns()).isEqualTo(1);
    }

    @Test
    void keepLeavesEveryMarbleAndScoresNothing() {
        WykershamState s = play(rolled(STANDARD, A, TWO_LINES, 6, 1), "6@4", "<", "keep");
        assertThat(s.score(A)).isZero();
        assertThat(s.completeLines(A)).isEqualTo(1 << lineId(3, 0) | 1 << lineId(3, 1));
        assertThat(s.phase()).isEqualTo(Phase.PLACE);
    }

    @Test
    void endAfterFifteenTurnsEach() {
        WykershamState s = randomGame(STANDARD, 11);
        int[] rolls = new int[2];
        WykershamState r = STANDARD.newInitialState();
        for (int a : s.history()) {
            if (r.phase() == Phase.ROLL) {
                rolls[r.mover()]++;
            }
            r.apply(a);
        }
        assertThat(rolls).containsExactly(15, 15);
        assertThat(s.turn()).isEqualTo(30);
        assertThat(s.supply(A)).isZero();
        assertThat(s.supply(B)).isZero();
        assertThat(s.legalActionCount()).isZero();
        assertThat(s.chanceOutcomes().size()).isZero();
    }

    @Test
    void highestScoreWinsAndEqualScoresDraw() {
        WykershamState s = WykershamState.setup(STANDARD, FOUR_IN_COLUMN_2, A, 29);
        play(s, "5-2", "2@2", "5@4", "<", "1", "1", "1", "1", "1");
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.outcome()).isEqualTo(new Outcome(Outcome.Result.FIRST_WINS, "a scores 5, b scores 0"));
        assertThat(s.returns()).containsExactly(1.0, -1.0);
        WykershamState d = WykershamState.setup(STANDARD, EMPTY, B, 29);
        play(d, "6-5", "6@2", "5@2");
        assertThat(d.outcome().result()).isEqualTo(Outcome.Result.DRAW);
        assertThat(d.returns()).containsExactly(0.0, 0.0);
    }

    // ---------------------------------------------------------------- options

    @Test
    void optionMiddleLineSharesTheCupsStandingInTheMiddleColumn() {
        String drawing = """
                r4 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r3 +0           .   .|  .   .   .   .   .   .   .|  .   .
                r2 +0           .   .|  .   .  b1   .   .   .   .|  .   .
                r1 +0           .   .|  .   .   .  b1   .   .   .|  .   .
                r0 +0           .   .|  .   .   .   .   .   .   .|  .   .
                """;
        WykershamState centre = rolled(STANDARD, A, drawing, 3, 3);
        assertThat(centre.isLegal(place(2, 2))).as("centre-rail: the whole centre rail is shared").isTrue();
        assertThat(centre.isLegal(place(3, 1))).as("centre-rail: rail 1 in # is not").isFalse();
        WykershamState middle = rolled(game("share=middle-line"), A, drawing, 3, 3);
        assertThat(middle.isLegal(place(2, 2))).as("middle-line: centre rail outside # is not shared").isFalse();
        assertThat(middle.isLegal(place(3, 1))).as("middle-line: any cup standing in # is").isTrue();
    }

    @Test
    void optionMiddleLineMixedCupSlidOutAcceptsNeitherColourButCountsForBoth() {
        String drawing = """
                r4 +0           .   .|  .  b1   .   .  a1   .   .|  .   .
                r3 +0           .   .|  .   .  b1   .  a1   .   .|  .   .
                r2 +0           .   .|  .   .   .  b1  a1   .   .|  .   .
                r1 +1               .|  .   .   .   . 1:1   .   .|  .   .   .
                r0 +0           .   .|  .   .   .   .  a1  b1   .|  .   .
                """;
        WykershamGame g = game("share=middle-line");
        WykershamState a = rolled(g, A, drawing, 4, 1);
        assertThat(a.isLegal(place(4, 1))).isFalse();
        assertThat(a.completeLines(A)).isEqualTo(1 << lineId(4, 0));
        assertThat(a.completeLines(B)).isEqualTo(1 << lineId(3, -1));
        WykershamState b = rolled(g, B, drawing, 3, 1);
        assertThat(b.allowedColumns()).isEqualTo(1 << 4 | 1 << 6);
        assertThat(b.isLegal(place(4, 1))).isFalse();
    }

    @Test
    void optionSharedLabelsLetsBReadTheColumnsFromAsLeft() {
        WykershamState perPlayer = rolled(STANDARD, B, EMPTY, 2, 1);
        assertThat(perPlayer.allowedColumns()).isEqualTo(1 << 5 | 1 << 6);
        assertThat(perPlayer.actionToString(place(6, 0))).isEqualTo("1@0");
        WykershamState shared = rolled(game("labels=shared"), B, EMPTY, 2, 1);
        assertThat(shared.allowedColumns()).isEqualTo(1 << 0 | 1 << 1);
        assertThat(shared.actionToString(place(0, 0))).isEqualTo("1@0");
        assertThat(rolled(STANDARD, B, EMPTY, 5, 5).allowedColumns()).as("# is the same for both")
                .isEqualTo(1 << 3 | 1 << 1);
    }

    @Test
    void optionForcedSlideMakesAGoalMakingSlideCompulsory() {
        String drawing = FOUR_IN_COLUMN_2.replace("r2 +0           .   .|  .   .", "r2 +0           .   .|  .  a1")
                .replace("r4 +0           .   .|  .  a1  a1", "r4 +0           .   .|  .   .  a1");
        WykershamState free = play(rolled(STANDARD, A, drawing, 5, 1), "5@4");
        assertThat(free.legalActions()).containsExactly(STAY, LEFT, RIGHT);
        WykershamState forced = play(rolled(game("forcedSlide=true"), A, drawing, 5, 1), "5@4");
        assertThat(forced.legalActions()).containsExactly(LEFT);
        assertThat(forced.whyIllegal(STAY)).contains("forcedSlide");
        assertThat(forced.whyIllegal(RIGHT)).contains("forcedSlide");
        forced.apply(LEFT);
        assertThat(forced.legalActions()).as("settling stays free").contains(KEEP);
        WykershamState none = play(rolled(game("forcedSlide=true"), A, drawing, 5, 1), "5@3");
        assertThat(none.legalActions()).as("no slide makes a goal: free").containsExactly(STAY, LEFT, RIGHT);
    }

    @Test
    void optionGoalPerLineTakesLinesOneAtATimeWhileStillComplete() {
        WykershamGame g = game("goalPerLine=true");
        WykershamState s = play(rolled(g, A, TWO_LINES, 6, 1), "6@4", "<");
        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_LINE);
        int straight = lineId(3, 0);
        int diagonal = lineId(3, 1);
        assertThat(s.legalActions()).containsExactly(KEEP, line(straight), line(diagonal));
        play(s, "#|", "1", "1", "1", "1", "1");
        assertThat(s.phase()).isEqualTo(Phase.CHOOSE_LINE);
        assertThat(s.legalActions()).as("each line at most once").containsExactly(KEEP, line(diagonal));
        assertThat(s.whyIllegal(line(straight))).isEqualTo("this line is already taken");
        play(s, "#/", "1", "1", "1", "1", "1");
        assertThat(s.score(A)).isEqualTo(10);
        assertThat(s.phase()).as("no line left: the settlement ends by itself").isEqualTo(Phase.PLACE);

        WykershamState t = play(rolled(g, A, TWO_LINES, 6, 1), "6@4", "<", "#/", "1", "1", "2", "1", "1");
        assertThat(t.phase()).as("the removal broke the straight line: nothing left to take").isEqualTo(Phase.PLACE);
        assertThat(t.score(A)).isEqualTo(6);

        WykershamState u = play(rolled(g, A, TWO_LINES, 6, 1), "6@4", "<", "#/", "1", "1", "1", "1", "1", "keep");
        assertThat(u.score(A)).isEqualTo(5);
        assertThat(u.phase()).isEqualTo(Phase.PLACE);
    }

    @Test
    void optionExcludeAlreadyCompleteIgnoresLinesCompleteBeforeTheSlide() {
        WykershamGame g = game("excludeAlreadyComplete=true");
        WykershamState s = play(rolled(g, A, FOUR_IN_COLUMN_2, 5, 2), "2@2", "5@4", "<");
        assertThat(s.completeLines(A)).isEqualTo(1 << lineId(1, 0));
        assertThat(s.phase()).as("the line was complete before the slide: no goal").isEqualTo(Phase.ROLL);
        WykershamState t = play(rolled(g, A, TWO_LINES, 6, 1), "6@4", "<");
        assertThat(t.goalLines()).as("lines the slide completes are goals").isEqualTo(1 << lineId(3, 0) | 1 << lineId(3, 1));
    }

    // ---------------------------------------------------------------- counts

    @Test
    void legalActionCountsOfFixedPositions() {
        WykershamState s = STANDARD.newInitialState();
        assertThat(s.legalActionCount()).isEqualTo(30);
        s.apply(dice(5, 3));
        assertThat(s.legalActionCount()).isEqualTo(36);
        s.apply(dice(4, 2));
        assertThat(s.legalActionCount()).isEqualTo(10);
        s.apply(place(4, 1));
        assertThat(s.legalActionCount()).isEqualTo(3);
        assertThat(rolled(STANDARD, A, B_BLOCKS_1_AND_2, 1, 2).legalActionCount()).isEqualTo(2);
        assertThat(rolled(STANDARD, A, TWO_LINES, 6, 1).legalActionCount()).isEqualTo(10);
    }

    /** Distinct action sequences of one whole turn from the initial position after a roll. */
    private static long turnPerft(WykershamState s, int turn) {
        if (s.turn() != turn || s.isTerminal()) {
            return 1;
        }
        long n = 0;
        for (int a : s.legalActions()) {
            s.apply(a);
            n += turnPerft(s, turn);
            s.undo();
        }
        return n;
    }

    @Test
    void turnPerftFromTheStart() {
        // 4-2: 2 columns x (centre rail 13 + 4 sliding rails x (13 unslid + 2 x 7 slid)) = 242
        assertThat(turnPerft(play(STANDARD.newInitialState(), "5-3", "4-2"), 0)).isEqualTo(242);
        // 3-3: first in # (second in # or 3): 242; first in 3 (second in #): 121
        assertThat(turnPerft(play(STANDARD.newInitialState(), "5-3", "3-3"), 0)).isEqualTo(363);
    }

    // ---------------------------------------------------------------- engine contract

    @Test
    void seededGameReproducesExactly() {
        WykershamState x = randomGame(STANDARD, 2024);
        WykershamState y = randomGame(STANDARD, 2024);
        assertThat(y.history()).isEqualTo(x.history());
        assertThat(y.toString()).isEqualTo(x.toString());
        WykershamState replay = STANDARD.newInitialState();
        for (int a : x.history()) {
            replay.apply(a);
        }
        assertThat(replay.hash()).isEqualTo(x.hash());
        assertThat(replay.outcome()).isEqualTo(x.outcome());
        State read = Serialization.read(Serialization.write(x));
        assertThat(read.hash()).isEqualTo(x.hash());
        assertThat(read.history()).isEqualTo(x.history());
    }

    @Test
    void illegalActionThrowsAndChangesNothing() {
        WykershamState s = play(STANDARD.newInitialState(), "5-3", "4-2");
        long h = s.hash();
        assertThatThrownBy(() -> s.apply(place(3, 0))).isInstanceOf(MoveException.class)
                .hasMessageContaining("the roll 4-2 allows columns 2 or 4");
        assertThat(s.hash()).isEqualTo(h);
        assertThat(s.historySize()).isEqualTo(2);
    }

    @Test
    void resignationAndAgreedDrawEndTheGameAndUndo() {
        WykershamState s = play(STANDARD.newInitialState(), "5-3", "4-2");
        s.resign(A);
        assertThat(s.isTerminal()).isTrue();
        assertThat(s.returns()).containsExactly(-1.0, 1.0);
        s.undo();
        assertThat(s.phase()).isEqualTo(Phase.PLACE);
        s.agreeDraw();
        assertThat(s.outcome().result()).isEqualTo(Outcome.Result.DRAW);
    }

    @Test
    void copiesAreIndependent() {
        WykershamState s = play(STANDARD.newInitialState(), "5-3", "4-2", "4@1");
        WykershamState c = s.copy();
        c.apply(RIGHT);
        assertThat(s.phase()).isEqualTo(Phase.SLIDE);
        assertThat(s.offset(1)).isZero();
        c.undo();
        c.undo();
        assertThat(s.marbles(A, 1, 6)).isEqualTo(1);
        assertThat(c.marbles(A, 1, 6)).isZero();
    }

    @Property(tries = 40)
    void randomPlayoutsKeepTheApiInvariants(@ForAll long seed) {
        WykershamGame g = gameWithOptionsOf(seed);
        SplittableRandom rng = new SplittableRandom(seed);
        WykershamState s = g.newInitialState();
        int steps = 0;
        while (!s.isTerminal()) {
            int[] legal = s.legalActions();
            assertThat(legal).isSorted();
            assertThat(legal.length).isEqualTo(s.legalActionCount()).isPositive();
            for (int a = 0; a < g.numDistinctActions(); a++) {
                boolean isLegal = Arrays.binarySearch(legal, a) >= 0;
                assertThat(s.isLegal(a)).isEqualTo(isLegal);
                assertThat(s.whyIllegal(a) == null).isEqualTo(isLegal);
            }
            if (s.isChanceNode()) {
                assertThat(s.chanceOutcomes().actions()).isEqualTo(legal);
            }
            int a = s.randomLegalAction(rng);
            assertThat(s.isLegal(a)).isTrue();
            long h = s.hash();
            String drawing = s.toString();
            s.apply(a);
            s.undo();
            assertThat(s.hash()).isEqualTo(h);
            assertThat(s.toString()).isEqualTo(drawing);
            s.apply(a);
            steps++;
        }
        assertThat(steps).isLessThanOrEqualTo(g.maxGameLength());
        assertThat(s.returns()[0] + s.returns()[1]).isZero();
        assertThat(s.score(A) + s.score(B) + countOnBoard(s)).isEqualTo(60);
        while (s.historySize() > 0) {
            s.undo();
        }
        assertThat(s.hash()).isEqualTo(g.newInitialState().hash());
    }

    private static int countOnBoard(WykershamState s) {
        int n = 0;
        for (int p = 0; p < 2; p++) {
            for (int r = 0; r < 5; r++) {
                for (int c = 0; c < 11; c++) {
                    n += s.marbles(p, r, c);
                }
            }
        }
        return n;
    }

    @Test
    void afterATurnsRollItsRollerDecidesAndAtTheStartingRollTheDiceDo() {
        State s = org.ludotheque.engine.Games.load("wykersham").newInitialState();
        assertThat(s.isChanceNode()).isTrue();
        assertThat(s.playerAfterChance()).as("the starting roll chooses who begins").isEqualTo(-1);
        SplittableRandom random = new SplittableRandom(3);
        while (s.turn() < 3 || !s.isChanceNode()) {
            s.apply(s.randomLegalAction(random));
        }
        int[] outcomes = s.legalActions();
        State rolled = s.copy();
        rolled.apply(outcomes[outcomes.length - 1]);
        assertThat(s.playerAfterChance()).isEqualTo(rolled.currentPlayer()).isBetween(0, 1);
    }
}
