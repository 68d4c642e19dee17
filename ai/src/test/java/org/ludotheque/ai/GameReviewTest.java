package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ludotheque.ai.GameReview.Decision;
import org.ludotheque.ai.GameReview.Mark;
import org.ludotheque.ai.search.Mcts;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.ai.search.ToyGame;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

class GameReviewTest {

    private static Player uct(Game game, int playouts) {
        return new Mcts(game, SearchParams.uct().withPlayouts(playouts).withSeed(1), Knowledge::none, "uct");
    }

    /**
     * Player 0 may win at once ("win") or hand player 1 the choice ("pass"), where player 1 wins
     * ("take") or lets a draw happen ("spare").
     */
    private static ToyGame winOrPass() {
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int reply = g.decision(1);
        g.edge(root, 0, "win", g.end(1), true);
        g.edge(root, 1, "pass", reply, true);
        g.edge(reply, 2, "take", g.end(-1), true);
        g.edge(reply, 3, "spare", g.end(0), true);
        return g;
    }

    @Test
    void aWinGivenAwayIsABlunderAndTheBestPlayedLosesNothing() {
        ToyGame g = winOrPass();
        List<Decision> heard = new ArrayList<>();
        List<Decision> review = GameReview.review(g, new int[] {1, 2}, uct(g, 200), (d, before) -> {
            // The listener sees the position each decision was chosen in.
            assertThat(before.history()).hasSize(d.index());
            assertThat(before.currentPlayer()).isEqualTo(d.mover());
            heard.add(d);
        });
        assertThat(heard).isEqualTo(review);
        assertThat(review).hasSize(2);
        Decision pass = review.get(0);
        assertThat(pass.index()).isZero();
        assertThat(pass.mover()).isZero();
        assertThat(pass.side()).isZero();
        assertThat(pass.best()).as("the win").isZero();
        assertThat(pass.bestWin()).isEqualTo(1.0);
        assertThat(pass.playedWin()).as("player 1 then takes").isEqualTo(0.0);
        assertThat(pass.lost()).isEqualTo(1.0);
        assertThat(pass.mark()).isEqualTo(Mark.BLUNDER);
        Decision take = review.get(1);
        assertThat(take.index()).isEqualTo(1);
        assertThat(take.mover()).isEqualTo(1);
        assertThat(take.played()).isEqualTo(take.best());
        assertThat(take.lost()).isZero();
        assertThat(take.mark()).isNull();

        GameReview.Totals first = GameReview.totals(review, 0);
        assertThat(first.decisions()).isEqualTo(1);
        assertThat(first.blunders()).isEqualTo(1);
        assertThat(first.count(Mark.BLUNDER)).isEqualTo(1);
        assertThat(first.meanLost()).isEqualTo(1.0);
        GameReview.Totals second = GameReview.totals(review, 1);
        assertThat(second).isEqualTo(new GameReview.Totals(1, 0, 0, 0, 0));
        assertThat(GameReview.decisionCount(g, new int[] {1, 2})).isEqualTo(2);
    }

    @Test
    void aDecisionCountsForTheSideItsMakerEndsWithAfterAPieRuleBySides() {
        // Player 0 opens; player 1 swaps (its chooser takes player 0's side) or keeps; then the
        // colour of player 1 moves, in the opener's hands after a swap.
        ToyGame g = new ToyGame();
        int root = g.decision(0);
        int choice = g.decision(1);
        int after = g.decision(1);
        g.edge(root, 0, "open", choice, true);
        g.edge(root, 1, "other", choice, true);
        g.edge(choice, 2, "swap", after, true);
        g.edge(choice, 3, "keep", after, true);
        g.edge(after, 4, "m4", g.end(1), true);
        g.edge(after, 5, "m5", g.end(-1), true);
        List<Decision> review = GameReview.review(g, new int[] {0, 2, 5}, uct(g, 100), (d, at) -> { });
        assertThat(review).extracting(Decision::mover).containsExactly(0, 1, 1);
        assertThat(review).extracting(Decision::side).as("the opener and the swapper end on each other's side").containsExactly(1, 0, 1);
    }

    @Test
    void onlyDecisionsWithAChoiceAreReviewedAndMarksAgreeWithTheirLoss() {
        Game game = Games.load("twixt(ruleset=t1,width=6,height=6)");
        State s = game.newInitialState();
        Player a = uct(game, 50);
        while (!s.isTerminal()) {
            s.apply(a.chooseAction(s));
        }
        int[] history = s.history();
        List<Decision> review = GameReview.review(game, history, uct(game, 300), (d, at) -> { });
        assertThat(review).hasSize(GameReview.decisionCount(game, history));
        assertThat(review).allSatisfy(d -> {
            assertThat(d.played()).isEqualTo(history[d.index()]);
            assertThat(d.mark()).isEqualTo(Mark.of(d.lost()));
            assertThat(d.lost()).isBetween(0.0, 1.0);
        });
        // The same searcher's seed and limits: the same review.
        assertThat(GameReview.review(game, history, uct(game, 300), (d, at) -> { })).isEqualTo(review);
    }

    @Test
    void thePlayedAndTheBestAreComparedOnEqualTermsSoTheirFiguresAgree() {
        // Thoughtwave's opening at a few hundred playouts a search: most moves played get too few
        // visits to be read at the root, so the position each leads to is searched, and the best's
        // alike; read at the root instead, the best seemed worse than moves played.
        Game game = Games.load("thoughtwave");
        State s = game.newInitialState();
        java.util.SplittableRandom random = new java.util.SplittableRandom(11);
        while (s.history().length < 12) {
            s.apply(s.randomLegalAction(random));
        }
        Player reviewer = Players.create(PlayerSpec.parse("mcts:level=max,playouts=300,seed=1"), game, 1);
        List<Decision> review = GameReview.review(game, s.history(), reviewer, (d, at) -> { });
        assertThat(review).hasSize(12).allSatisfy(d -> {
            assertThat(d.bestWin()).isGreaterThanOrEqualTo(d.playedWin());
            assertThat(d.lost()).isEqualTo(Math.round((d.bestWin() - d.playedWin()) * 100) / 100.0);
            assertThat(d.best() == d.played()).as("the move played is the best where nothing read better")
                    .isEqualTo(d.bestWin() == d.playedWin());
        });
        assertThat(review).as("some moves played lost something").anyMatch(d -> d.lost() > 0);
    }

    @Test
    void aLossThatCannotBeReadIsUnknownNotZero() {
        // A Wykersham turn's last decision leaves the dice to roll: a move played there that the
        // search hardly visited has no figure of its own, and its loss is unknown.
        Game game = Games.load("wykersham");
        State s = game.newInitialState();
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        while (s.turn() < 8) {
            s.apply(s.randomLegalAction(random));
        }
        Player reviewer = Players.create(PlayerSpec.parse("mcts:level=max,playouts=300,seed=1"), game, 1);
        List<Decision> review = GameReview.review(game, s.history(), reviewer, (d, at) -> { });
        assertThat(review).anySatisfy(d -> {
            assertThat(d.lost()).isNaN();
            assertThat(d.playedWin()).isNaN();
            assertThat(d.mark()).isNull();
        });
        assertThat(review).allSatisfy(d -> assertThat(Double.isNaN(d.lost())).isEqualTo(Double.isNaN(d.playedWin())));
        GameReview.Totals a = GameReview.totals(review, 0);
        GameReview.Totals b = GameReview.totals(review, 1);
        assertThat(a.decisions() + b.decisions()).isEqualTo((int) review.stream().filter(d -> !Double.isNaN(d.lost())).count());
    }

    @Test
    void anInterruptStopsTheReviewBetweenDecisions() {
        ToyGame g = winOrPass();
        Thread.currentThread().interrupt();
        try {
            assertThat(GameReview.review(g, new int[] {1, 2}, uct(g, 100), (d, at) -> { })).isEmpty();
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void theMarksFollowTheThresholds() {
        assertThat(Mark.of(0.0)).isNull();
        assertThat(Mark.of(0.099)).isNull();
        assertThat(Mark.of(0.10)).isEqualTo(Mark.INACCURACY);
        assertThat(Mark.of(0.25)).isEqualTo(Mark.MISTAKE);
        assertThat(Mark.of(0.30)).isEqualTo(Mark.BLUNDER);
        assertThat(Mark.of(1.0)).isEqualTo(Mark.BLUNDER);
        assertThat(Mark.of(Double.NaN)).isNull();
        assertThat(Mark.values()).extracting(Mark::symbol).containsExactly("?!", "?", "??");
    }
}
