package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.search.Mcts;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

class PlayersTest {

    private final Game game = Games.load("twixt(ruleset=t1,width=8,height=8)");

    private SearchParams params(String spec) {
        return ((Mcts) Players.create(PlayerSpec.parse(spec), game, 5)).params();
    }

    @Test
    void uctIsPlainUct() {
        SearchParams p = params("uct:playouts=100");
        assertThat(p.knowledge()).isFalse();
        assertThat(p.raveEquivalence()).isZero();
        assertThat(p.priorWeight()).isZero();
        assertThat(p.playouts()).isEqualTo(100);
        assertThat(p.seed()).isEqualTo(5);
    }

    @Test
    void mctsIsTheMaximumLevelUnlessTold() {
        assertThat(params("mcts")).isEqualTo(Levels.params(Levels.MAX).withSeed(5));
        assertThat(params("mcts:level=3")).isEqualTo(Levels.params(3).withSeed(5));
    }

    @Test
    void specSettingsOverrideTheLevel() {
        SearchParams p = params("mcts:level=max,seconds=1,seed=9,threads=1");
        assertThat(p.seconds()).isEqualTo(1.0);
        assertThat(p.playouts()).isZero();
        assertThat(p.seed()).isEqualTo(9);
        assertThat(p.threads()).isEqualTo(1);
        SearchParams q = params("mcts:level=2,playouts=50");
        assertThat(q.playouts()).isEqualTo(50);
        assertThat(q.seconds()).isZero();
        assertThat(q.temperature()).isEqualTo(Levels.params(2).temperature());
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> params("mcts:level=11")).hasMessageContaining("out of range");
        assertThatThrownBy(() -> params("uct:level=3")).hasMessageContaining("no levels");
        assertThatThrownBy(() -> params("mcts:threads=0")).hasMessageContaining("threads");
        assertThatThrownBy(() -> params("mcts:playouts=0")).hasMessageContaining("limit");
    }

    @Test
    void everyLevelPlaysALegalMove() {
        State s = game.newInitialState();
        for (int level = 1; level <= 5; level++) {
            Player p = Players.create(PlayerSpec.parse("mcts:level=" + level), game, level);
            assertThat(p.describe()).isEqualTo("mcts:level=" + level);
            int a = p.chooseAction(s);
            assertThat(s.isLegal(a)).isTrue();
        }
    }
}
