package org.ludotheque.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The examples of {@code docs/java-api.md}, run. Each block between {@code // guide} and
 * {@code // end} is in the guide word for word ({@code JavaApiGuideDocTest} in the ai module
 * checks it), so the guide's code compiles and does what its text says.
 */
class JavaApiGuideTest {

    @Test
    void aGameFromItsSpecOrItsParts() {
        // guide
        Game game = Games.load("twixt(ruleset=pp,width=12,height=12)");
        Game same = Games.create("twixt", "pp", Map.of("width", "12", "height", "12"));
        System.out.println(game.spec()); // twixt(ruleset=pp,width=12,height=12): what differs from the defaults
        // end
        assertThat(game.spec()).isEqualTo("twixt(ruleset=pp,width=12,height=12)");
        assertThat(same.spec()).isEqualTo(game.spec());
        assertThat(game.parameters().get("width")).isEqualTo("12");
    }

    @Test
    void aBadParameterIsRefusedWithTheAllowedValues() {
        // guide
        String message = null;
        try {
            Games.load("twixt(width=99)");
        } catch (ParameterException e) {
            message = e.getMessage(); // names the option and the values it allows
        }
        // end
        assertThat(message).contains("width", "99");
    }

    @Test
    void aRandomGameToItsEnd() {
        Game game = Games.load("twixt(ruleset=pp,width=12,height=12)");
        // guide
        SplittableRandom rng = new SplittableRandom(1);
        State state = game.newInitialState();
        while (!state.isTerminal()) {
            // A player's uniformly random action, or a roll drawn by its probability.
            state.apply(state.randomLegalAction(rng));
        }
        double[] returns = state.returns(); // +1 win, -1 loss, 0 draw, by player
        Outcome outcome = state.outcome();  // the result and why: "1-0 (Red connects)"
        // end
        assertThat(outcome.isOver()).isTrue();
        assertThat(returns[0] + returns[1]).isZero();
        if (outcome.winner() >= 0) {
            assertThat(returns[outcome.winner()]).isEqualTo(1.0);
        }
    }

    @Test
    void actionsAreIntsAndEveryPlayIsTakenBack() {
        Game game = Games.load("twixt(ruleset=pp,width=12,height=12)");
        State state = game.newInitialState();
        // guide
        int[] legal = state.legalActions();         // ascending ints
        int c3 = state.parseAction("C3");           // the game's notation, read
        String text = state.actionToString(c3);     // and written: "C3"
        long before = state.hash();
        state.apply(c3);
        state.undo();                               // make and unmake: no copy needed
        // end
        assertThat(legal).contains(c3);
        assertThat(text).isEqualTo("C3");
        assertThat(state.hash()).isEqualTo(before);
        assertThat(state.historySize()).isZero();
    }

    @Test
    void anIllegalMoveSaysWhichRuleAndChangesNothing() {
        Game game = Games.load("twixt(ruleset=pp,width=12,height=12)");
        State state = game.newInitialState();
        // guide
        int corner = state.parseAction("A1");
        String why = state.whyIllegal(corner);      // the rule, in words; null when legal
        String refused = null;
        try {
            state.apply(corner);                    // throws and leaves the state as it was
        } catch (MoveException e) {
            refused = e.kind() + ": " + e.getMessage();
        }
        // end
        assertThat(why).isNotNull();
        assertThat(refused).startsWith("ILLEGAL: ").contains(why);
        assertThat(state.historySize()).isZero();
    }

    @Test
    void diceAreChanceNodes() {
        // guide
        Game wykersham = Games.load("wykersham");
        State state = wykersham.newInitialState();
        // At a chance node the caller rolls: every outcome with its probability
        // (here the starting roll, a die each, ties rolled again).
        ChanceOutcomes roll = state.chanceOutcomes();
        state.apply(roll.pick(new SplittableRandom(7).nextDouble()));
        // A whole turn in the game's notation: the rolls, then each marble.
        Notation notation = wykersham.definition().notation();
        State game = wykersham.newInitialState();
        notation.playTurn(game, "start 5-3, 4-2: 4@1 ; 2@3");
        // end
        assertThat(roll.size()).isEqualTo(30); // the 30 starting rolls that are not ties
        assertThat(Arrays.stream(roll.probabilities()).sum()).isCloseTo(1.0, within(1e-12));
        assertThat(state.historySize()).isEqualTo(1);
        assertThat(game.turn()).isEqualTo(1);
        assertThat(game.isChanceNode()).isTrue();
        assertThat(notation.turnText(wykersham.newInitialState(), game.history(), 0, game.historySize()))
                .isEqualTo("start 5-3, 4-2: 4@1 ; 2@3");
    }

    @Test
    void aRecordIsWrittenAndReadBack() {
        Game game = Games.load("twixt(ruleset=pp,width=12,height=12)");
        State state = game.newInitialState();
        SplittableRandom rng = new SplittableRandom(3);
        for (int i = 0; i < 10; i++) {
            state.apply(state.randomLegalAction(rng));
        }
        // guide
        RecordFormat sgf = game.definition().recordFormat("sgf");
        String text = sgf.write(GameRecord.of(state, Map.of("PB", "Ada", "PW", "Grace")));
        GameRecord read = sgf.read(text, null);     // null: the rules the record names
        State again = read.replay();                // the same position, the same history
        // end
        assertThat(again.hash()).isEqualTo(state.hash());
        assertThat(again.history()).isEqualTo(state.history());
        assertThat(read).isEqualTo(sgf.read(sgf.write(read), null));
    }
}
