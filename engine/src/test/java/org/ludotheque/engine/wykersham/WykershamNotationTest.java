package org.ludotheque.engine.wykersham;

import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.State;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.ludotheque.engine.wykersham.WykershamActions.LEFT;
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

class WykershamNotationTest {

    private static final WykershamGame STANDARD = game("");
    private static final RecordFormat MOVES = WykershamDefinition.INSTANCE.recordFormats().get(0);
    private static final WykershamNotation NOTATION = WykershamNotation.INSTANCE;

    private static final String TWO_LINES = """
            r4 +0           .   .|  .   .   .   .  a1   .   .|  .   .
            r3 +0           .   .|  .   .   .  a1  a1   .   .|  .   .
            r2 +0           .   .|  .   .   . 2:1   .   .   .|  .   .
            r1 +0           .   .|  .   .  a1  a1   .   .   .|  .   .
            r0 +0           .   .|  .  a1   .  a1   .   .   .|  .   .
            """;

    private static final String B_BLOCKS_1_AND_2 = """
            r4 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r3 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r2 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r1 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            r0 +0           .   .| b1  b1   .   .   .   .   .|  .   .
            """;

    /** A builds the straight line in # and scores it on turn 7. */
    private static final String RECORD = """
            [Game "Wykersham"]
            [Ruleset "standard"]
            [A "Alice"]
            [Result "*"]

            1. start 5-3, 4-4: #@0 ; #@1
            2. 6-5: 6@4 ; 5@4
            3. 4-4: #@2 ; #@3
            4. 6-5: 6@3 ; 5@3
            5. 4-2: 4@4 ; 2@0
            6. 6-5: 6@2 ; 5@2
            7. 5-1: 5@4< take(1,1,1,1,1) ; 1@1
            8. 3-3: #@0 ; 3@0>
            9. 2-1: 2@1 ... *
            """;

    private static String turnText(WykershamState before, WykershamState after) {
        int[] h = after.history();
        return NOTATION.turnText(before, h, before.historySize(), h.length);
    }

    // ---------------------------------------------------------------- actions

    @Test
    void actionTexts() {
        WykershamState s = STANDARD.newInitialState();
        assertThat(s.actionToString(dice(5, 3))).isEqualTo("5-3");
        assertThat(s.parseAction("start 5-3")).isEqualTo(dice(5, 3));
        play(s, "5-3", "4-2");
        assertThat(s.actionToString(place(4, 1))).isEqualTo("4@1");
        assertThat(s.parseAction("■@1")).isEqualTo(place(3, 1));
        assertThat(s.actionToString(STAY)).isEqualTo("=");
        assertThat(s.parseAction("left")).isEqualTo(LEFT);
        assertThat(s.actionToString(take(12))).isEqualTo("12");
        assertThat(s.parseAction("take 3")).isEqualTo(take(3));
        assertThat(s.actionToString(line(lineId(3, 1)))).isEqualTo("#/");
        assertThat(s.parseAction("2\\")).isEqualTo(line(lineId(1, -1)));
    }

    @Test
    void actionTextsAreReadAsTheMoverReadsTheLabels() {
        WykershamState b = play(STANDARD.newInitialState(), "3-5", "2-1");
        assertThat(b.mover()).isEqualTo(B);
        assertThat(b.parseAction("1@0")).isEqualTo(place(6, 0));
        assertThat(b.actionToString(line(lineId(6, 1)))).isEqualTo("1/");
    }

    @Test
    void malformedActionsAreRejectedWithTheProblem() {
        WykershamState s = STANDARD.newInitialState();
        assertThatThrownBy(() -> s.parseAction("7-1")).isInstanceOf(MoveException.class).hasMessageContaining("1 to 6");
        assertThatThrownBy(() -> s.parseAction("4@7")).hasMessageContaining("rail 0..4");
        assertThatThrownBy(() -> s.parseAction("31")).hasMessageContaining("1 to 30");
        assertThatThrownBy(() -> s.parseAction("forfeit")).hasMessageContaining("automatic");
        assertThatThrownBy(() -> s.parseAction("hop")).hasMessageContaining("not a Wykersham action");
    }

    @Test
    void everyLegalActionTextReadsBackUnderEveryOption() {
        String[] options = WykershamFixtures.allOptionSets();
        for (int i = 0; i < options.length; i++) {
            WykershamGame g = game(options[i]);
            WykershamState s = g.newInitialState();
            SplittableRandom rng = new SplittableRandom(i);
            while (!s.isTerminal()) {
                for (int a : s.legalActions()) {
                    assertThat(s.parseAction(s.actionToString(a))).as(options[i] + " " + s.actionToString(a)).isEqualTo(a);
                }
                s.apply(s.randomLegalAction(rng));
            }
        }
    }

    // ---------------------------------------------------------------- turns

    @Test
    void knownRecordReadsAndWritesBackToTheSameText() {
        GameRecord r = MOVES.read(RECORD, null);
        WykershamState s = (WykershamState) r.replay();
        assertThat(s.score(A)).isEqualTo(5);
        assertThat(s.phase()).isEqualTo(Phase.SLIDE);
        assertThat(s.turn()).isEqualTo(8);
        assertThat(MOVES.write(r)).isEqualTo(RECORD);
        assertThat(r.tags()).containsEntry("A", "Alice");
    }

    /** Rolls alone read as the turn's text begins with them, the starting roll's mark included. */
    @Test
    void rollsTextOfTheStartAndOfATurn() {
        WykershamState start = STANDARD.newInitialState();
        int[] rolls = {dice(4, 3), dice(6, 6)};
        assertThat(NOTATION.rollsText(start, rolls)).isEqualTo("start 4-3, 6-6");
        assertThat(start.historySize()).isZero();
        WykershamState after = play(start.copy(), "4-3", "6-6", "#@1", "=", "6@3", "=");
        assertThat(turnText(start, after)).startsWith(NOTATION.rollsText(start, rolls) + ": ");
        WykershamState between = play(after.copy(), "2-5");
        assertThat(NOTATION.rollsText(after, new int[] {dice(2, 5)})).isEqualTo("2-5");
        assertThat(turnText(after, play(between.copy(), "2@0", "=", "5@0", "="))).startsWith("2-5: ");
        assertThatThrownBy(() -> NOTATION.rollsText(between, new int[] {place(2, 0)})).hasMessageStartingWith("not a roll");
    }

    @Test
    void turnTextOfAUnionGoal() {
        WykershamState before = position(STANDARD, A, TWO_LINES);
        WykershamState after = play(before.copy(), "6-1", "6@4", "<", "1", "1", "1", "1", "2", "1", "1", "1", "1", "1@0", "<");
        String text = turnText(before, after);
        assertThat(text).isEqualTo("6-1: 6@4< take(1,1,1,1,2,1,1,1,1) ; 1@0<");
        WykershamState replayed = before.copy();
        NOTATION.playTurn(replayed, text);
        assertThat(replayed.hash()).isEqualTo(after.hash());
    }

    @Test
    void turnTextOfGoalsTakenLineByLine() {
        WykershamState before = position(game("goalPerLine=true"), A, TWO_LINES);
        WykershamState after = play(before.copy(), "6-1", "6@4", "<", "#/", "1", "1", "1", "1", "1", "keep", "1@0", "=");
        String text = turnText(before, after);
        assertThat(text).isEqualTo("6-1: 6@4< take #/(1,1,1,1,1) keep ; 1@0");
        WykershamState replayed = before.copy();
        NOTATION.playTurn(replayed, "6-1:6@4<take #/(1, 1, 1, 1, 1)  keep;1@0");
        assertThat(replayed.hash()).isEqualTo(after.hash());
    }

    @Test
    void turnTextOfForfeits() {
        WykershamGame g = game("share=middle-line");
        WykershamState before = position(g, A, B_BLOCKS_1_AND_2);
        assertThat(turnText(before, play(before.copy(), "1-2"))).isEqualTo("1-2: forfeit ; forfeit");
        assertThat(turnText(before, play(before.copy(), "2-5", "5@2"))).isEqualTo("2-5: 5@2 ; forfeit");
        WykershamState s = before.copy();
        NOTATION.playTurn(s, "2-5: 5@2 ; forfeit");
        assertThat(s.score(B)).isEqualTo(1);
        assertThatThrownBy(() -> NOTATION.playTurn(before.copy(), "2-5: 5@2"))
                .hasMessageContaining("write ; forfeit");
        assertThatThrownBy(() -> NOTATION.playTurn(before.copy(), "5-6: forfeit ; forfeit"))
                .hasMessageContaining("not forfeited");
    }

    @Test
    void turnTextIsReadAsTheMoverReadsTheLabels() {
        WykershamState before = play(STANDARD.newInitialState(), "6-1", "4-2", "4@1", ">", "2@0", "=");
        WykershamState after = play(before.copy(), "1-3", "1@3", "<", "3@4", "=");
        assertThat(after.marbles(B, 3, 8)).isEqualTo(1);
        assertThat(turnText(before, after)).isEqualTo("1-3: 1@3< ; 3@4");
    }

    @Test
    void unfinishedTurnsEndWithDots() {
        WykershamState start = STANDARD.newInitialState();
        assertThat(turnText(start, play(start.copy(), "5-3"))).isEqualTo("start 5-3 ...");
        assertThat(turnText(start, play(start.copy(), "5-3", "4-2"))).isEqualTo("start 5-3, 4-2: ...");
        assertThat(turnText(start, play(start.copy(), "5-3", "4-2", "4@1"))).isEqualTo("start 5-3, 4-2: 4@1 ...");
        assertThat(turnText(start, play(start.copy(), "5-3", "4-2", "4@1", "="))).isEqualTo("start 5-3, 4-2: 4@1 ; ...");
        WykershamState before = position(STANDARD, A, TWO_LINES);
        assertThat(turnText(before, play(before.copy(), "6-1", "6@4", "<", "1", "1")))
                .isEqualTo("6-1: 6@4< take(1,1 ...");
        WykershamState s = before.copy();
        NOTATION.playTurn(s, "6-1: 6@4< take(1,1 ...");
        assertThat(s.phase()).isEqualTo(Phase.SETTLE);
        assertThat(s.historySize()).isEqualTo(5);
        WykershamState t = start.copy();
        NOTATION.playTurn(t, "start 5-3, 4-2: 4@1 ...");
        assertThat(t.phase()).isEqualTo(Phase.SLIDE);
    }

    @Test
    void unfinishedTurnWithoutDotsIsRejectedAndChangesNothing() {
        WykershamState s = STANDARD.newInitialState();
        assertThatThrownBy(() -> NOTATION.playTurn(s, "start 5-3, 4-2: 4@1"))
                .isInstanceOf(MoveException.class)
                .hasMessageContaining("the turn is not finished")
                .hasMessageContaining("places marble 2 of 2 in column 2");
        assertThat(s.historySize()).isZero();
        WykershamState g = position(STANDARD, A, TWO_LINES);
        assertThatThrownBy(() -> NOTATION.playTurn(g, "6-1: 6@4< ; 1@0"))
                .hasMessageContaining("scored a goal");
        assertThatThrownBy(() -> NOTATION.playTurn(g, "6-1: 6@4< take(1,1,1) ; 1@0"))
                .hasMessageContaining("too few counts");
        assertThatThrownBy(() -> NOTATION.playTurn(g, "6-1: 6@4< take(1,1,1,1,1,1,1,1,1,1) ; 1@0"))
                .hasMessageContaining("too many counts");
        assertThat(g.historySize()).isZero();
    }

    @Test
    void malformedTurnsNameTheirOffset() {
        WykershamState s = STANDARD.newInitialState();
        MoveException e = catchThrowableOfType(MoveException.class,
                () -> NOTATION.playTurn(s, "start 5-3, 4-2: 4@7 ; 2@3"));
        assertThat(e.kind()).isEqualTo(MoveException.Kind.MALFORMED);
        assertThat(e.offset()).isEqualTo(18);
        MoveException f = catchThrowableOfType(MoveException.class, () -> NOTATION.playTurn(s, "4-2: 4@1"));
        assertThat(f.getMessage()).contains("start 5-3");
        MoveException column = catchThrowableOfType(MoveException.class,
                () -> NOTATION.playTurn(s, "start 5-3, 4-2: 7@1 ; 2@3"));
        assertThat(column.getMessage()).contains("'7' is not a column label: 1 2 3 # 4 5 6, like 4@1");
        assertThat(column.offset()).isEqualTo(16);
        assertThatThrownBy(() -> NOTATION.playTurn(s, "start 5-3, 4-2: 4@1 ; 2@3 ; 2@1"))
                .hasMessageContaining("the turn is over: a turn places two marbles");
        assertThat(s.historySize()).isZero();
    }

    @Test
    void aStartingRollThatCannotBeSaysWhy() {
        WykershamState s = STANDARD.newInitialState();
        for (String tie : new String[] {"start 3-3", "3-3"}) {
            assertThatThrownBy(() -> NOTATION.playTurn(s, tie))
                    .hasMessage("3-3: a tie is rolled again: give the starting roll that decided");
        }
        assertThatThrownBy(() -> NOTATION.playTurn(s, "start 9-1")).hasMessageContaining("dice show 1 to 6");
        assertThatThrownBy(() -> NOTATION.playTurn(s, "9-1")).hasMessageContaining("dice show 1 to 6");
        assertThat(s.historySize()).isZero();
        NOTATION.playTurn(s, "start 5-3 ...");
        assertThat(s.phase()).isEqualTo(Phase.ROLL);
    }

    // ---------------------------------------------------------------- records

    @Test
    void randomGamesRoundTripUnderEveryOption() {
        String[] options = WykershamFixtures.allOptionSets();
        for (int i = 0; i < 64; i++) {
            WykershamGame g = game(options[i % 32]);
            WykershamState s = randomGame(g, 1000 + i);
            GameRecord r = GameRecord.of(s, Map.of("Event", "test " + i));
            String text = MOVES.write(r);
            GameRecord back = MOVES.read(text, null);
            assertThat(back).as(text).isEqualTo(r);
            assertThat(MOVES.write(back)).isEqualTo(text);
            assertThat(back.replay().hash()).isEqualTo(s.hash());
        }
    }

    @Test
    void unfinishedAndResignedGamesRoundTrip() {
        WykershamGame g = game("goalPerLine=true,share=middle-line");
        WykershamState full = randomGame(g, 77);
        int[] h = full.history();
        for (int n = 0; n < h.length; n += 3) {
            WykershamState s = g.newInitialState();
            for (int i = 0; i < n; i++) {
                s.apply(h[i]);
            }
            GameRecord open = GameRecord.of(s);
            assertThat(MOVES.read(MOVES.write(open), null)).as(MOVES.write(open)).isEqualTo(open);
            int resigner = n % 2;
            s.resign(resigner);
            GameRecord resigned = GameRecord.of(s);
            String text = MOVES.write(resigned);
            assertThat(MOVES.read(text, null)).as(text).isEqualTo(resigned);
        }
    }

    @Test
    void resignationAtARollNamesThePlayer() {
        WykershamState s = play(STANDARD.newInitialState(), "5-3", "4-2", "4@1", "=", "2@2");
        s.resign(B);
        String text = MOVES.write(GameRecord.of(s));
        assertThat(text).endsWith("1. start 5-3, 4-2: 4@1 ; 2@2\n2. resign b 1-0\n");
        State back = MOVES.read(text, null).replay();
        assertThat(back.resignedPlayer()).isEqualTo(B);
    }

    @Test
    void malformedRecordFailsWithLineAndColumn() {
        String text = """
                [Game "Wykersham"]
                [Ruleset "standard"]

                1. start 5-3,
                   4-2:  4@7 ; 2@3
                """;
        RecordException e = catchThrowableOfType(RecordException.class, () -> MOVES.read(text, null));
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.column()).isEqualTo(12);
        assertThat(e.getMessage()).contains("a rail is 0 to 4");
        RecordException f = catchThrowableOfType(RecordException.class,
                () -> MOVES.read("1. start 5-3, 4-2: 4@1 ? ; 2@3", STANDARD));
        assertThat(f.line()).isEqualTo(1);
        assertThat(f.column()).isEqualTo(24);
        RecordException g = catchThrowableOfType(RecordException.class,
                () -> MOVES.read("[Share \"everywhere\"]\n1. start 5-3", null));
        assertThat(g.getMessage()).contains("share").contains("centre-rail, middle-line");
    }

    @Test
    void illegalMoveInARecordNamesTheMoveAndTheRule() {
        RecordException e = catchThrowableOfType(RecordException.class,
                () -> MOVES.read("1. start 5-3, 4-2: 3@1 ; 2@3", STANDARD));
        assertThat(e.line()).isZero();
        assertThat(e.getMessage()).contains("move 1").contains("the roll 4-2 allows columns 2 or 4");
    }

    @Test
    void optionsTravelInTheHeader() {
        WykershamGame g = game("labels=shared,forcedSlide=true");
        WykershamState s = randomGame(g, 5);
        String text = MOVES.write(GameRecord.of(s));
        assertThat(text).startsWith("""
                [Game "Wykersham"]
                [Ruleset "standard"]
                [Labels "shared"]
                [ForcedSlide "true"]
                """);
        assertThat(MOVES.read(text, null).game().spec()).isEqualTo(g.spec());
    }

    @Test
    void manualDiceAreReadAsChanceOutcomes() {
        WykershamState s = STANDARD.newInitialState();
        s.apply(s.parseAction("4-6"));
        assertThat(s.mover()).isEqualTo(B);
        s.apply(s.parseAction("1-1"));
        assertThat(s.allowedColumns()).isEqualTo(1 << 3 | 1 << 6);
        assertThat(s.isLegal(s.parseAction("3-3"))).isFalse();
        WykershamState t = STANDARD.newInitialState();
        assertThat(t.whyIllegal(t.parseAction("2-2"))).contains("tie is rolled again");
        assertThat(s.isLegal(STAY)).isFalse();
    }
}
