package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

/**
 * The computer-player examples of {@code docs/java-api.md}, run. As in the engine's
 * {@code JavaApiGuideTest}, each block between {@code // guide} and {@code // end} is in the guide
 * word for word ({@link JavaApiGuideDocTest}).
 */
class JavaApiGuideTest {

    @Test
    void aComputerMoveAndItsAnalysis() {
        // guide
        Game game = Games.load("thoughtwave");
        State state = game.newInitialState();
        Player computer = Players.create(PlayerSpec.parse("mcts:level=3"), game, 42);
        int move = computer.chooseAction(state);    // the state is left as it was
        state.apply(move);

        Player analyst = Players.create(PlayerSpec.parse("mcts:playouts=2000"), game, 1);
        Analysis analysis = analyst.analyse(state);
        List<String> printed = new ArrayList<>();     // the best ten: move, chance of winning, visits
        for (Analysis.Candidate c : analysis.shown()) {
            printed.add(String.format("%s %.1f%% %d", state.actionToString(c.action()), 100 * c.winRate(), c.visits()));
        }
        List<String> line = analysis.lineText(state); // the principal variation, in notation
        // end
        assertThat(state.historySize()).isEqualTo(1);
        assertThat(printed).hasSizeBetween(1, Analysis.SHOWN);
        assertThat(printed.get(0)).startsWith(state.actionToString(analysis.best()) + " ");
        assertThat(line).isNotEmpty().first().isEqualTo(state.actionToString(analysis.best()));
        assertThat(analysis.playouts()).isEqualTo(2000);
    }

    @Test
    void theSameSeedAndLimitGiveTheSameMove() {
        Game game = Games.load("twixt(ruleset=pp,width=12,height=12)");
        State state = game.newInitialState();
        // guide
        // A limit in playouts or nodes and a seed make a search repeatable, on any machine.
        PlayerSpec spec = PlayerSpec.parse("mcts:level=max,playouts=3000,seed=7");
        int first = Players.create(spec, game, 0).chooseAction(state);
        int second = Players.create(spec, game, 0).chooseAction(state);
        // end
        assertThat(second).isEqualTo(first);
    }

    @Test
    void aDiceGameBetweenTwoComputerPlayers() {
        // guide
        Game wykersham = Games.load("wykersham");
        Player[] players = {
            Players.create(PlayerSpec.parse("mcts:level=2"), wykersham, 1),
            Players.create(PlayerSpec.parse("random"), wykersham, 2),
        };
        SplittableRandom dice = new SplittableRandom(2026);
        State state = wykersham.newInitialState();
        while (!state.isTerminal()) {
            int action = state.isChanceNode()
                    ? state.randomLegalAction(dice)  // the caller rolls; players never see a roll ahead
                    : players[state.currentPlayer()].chooseAction(state);
            state.apply(action);
        }
        System.out.println(state.outcome());        // e.g. "1-0 (a scores 18, b scores 13)"
        // end
        assertThat(state.outcome().isOver()).isTrue();
        assertThat(state.turn()).isEqualTo(30);
    }

    @Test
    void aFinishedGameReviewedDecisionByDecision() {
        Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");
        State played = game.newInitialState();
        Player weak = Players.create(PlayerSpec.parse("mcts:level=1"), game, 3);
        while (!played.isTerminal()) {
            played.apply(weak.chooseAction(played));
        }
        // guide
        Player reviewer = Players.create(PlayerSpec.parse("mcts:playouts=500,seed=1"), game, 0);
        List<GameReview.Decision> review = GameReview.review(game, played.history(), reviewer,
                (decision, before) -> System.out.println(before.actionToString(decision.played())
                        + (decision.mark() == null ? "" : decision.mark().symbol())    // ?!, ? or ??
                        + ", best " + before.actionToString(decision.best())));
        GameReview.Totals red = GameReview.totals(review, 0);           // for player 0's side
        System.out.printf("%d blunders, %.3f of win chance lost a decision%n", red.blunders(), red.meanLost());
        // end
        assertThat(review).hasSize(GameReview.decisionCount(game, played.history()));
        assertThat(red.decisions()).isEqualTo(review.stream().filter(d -> d.side() == 0).count());
    }
}
