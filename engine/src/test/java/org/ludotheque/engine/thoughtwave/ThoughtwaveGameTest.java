package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class ThoughtwaveGameTest {

    @Test
    void squaresAreNumberedFromA1ByRankThenFile() {
        ThoughtwaveGame g = Fixtures.game("");
        assertThat(g.square(0, 0)).isZero();
        assertThat(g.square(4, 3)).isEqualTo(34);
        assertThat(g.squareName(34)).isEqualTo("e4");
        assertThat(g.squareName(99)).isEqualTo("j10");
    }

    @Test
    void neighboursFollowTheCompassAndStopAtTheBorder() {
        ThoughtwaveGame g = Fixtures.game("");
        int e4 = g.square(4, 3);
        assertThat(g.neighbour[4 * e4]).isEqualTo(g.square(4, 4));
        assertThat(g.neighbour[4 * e4 + 1]).isEqualTo(g.square(5, 3));
        assertThat(g.neighbour[4 * e4 + 2]).isEqualTo(g.square(4, 2));
        assertThat(g.neighbour[4 * e4 + 3]).isEqualTo(g.square(3, 3));
        assertThat(g.neighbour[0 + 2]).isEqualTo(-1);
        assertThat(g.neighbour[0 + 3]).isEqualTo(-1);
        assertThat(g.borderEdges[0]).isEqualTo(Tile.S | Tile.W);
        assertThat(g.borderEdges[99]).isEqualTo(Tile.N | Tile.E);
        assertThat(g.borderEdges[34]).isZero();
    }

    @Test
    void theActionSpaceDependsOnPenaltyMode() {
        assertThat(Fixtures.game("").numDistinctActions()).isEqualTo(1507);
        assertThat(Fixtures.game("penalty=true").numDistinctActions()).isEqualTo(3007);
        assertThat(Fixtures.game("size=4").numDistinctActions()).isEqualTo(247);
    }

    @Test
    void noGameIsLongerThanMaxGameLength() {
        for (String spec : new String[] {"size=4", "size=5,penalty=true,lostTurns=also-next", "size=4,redSupply=X1,blackSupply=D8 L8",
                "size=6,handicap=3"}) {
            ThoughtwaveGame g = Fixtures.game(spec);
            SplittableRandom rng = new SplittableRandom(7);
            for (int i = 0; i < 300; i++) {
                ThoughtwaveState s = g.newInitialState();
                while (!s.isTerminal()) {
                    s.apply(s.randomLegalAction(rng));
                }
                assertThat(s.historySize()).as(spec).isLessThanOrEqualTo(g.maxGameLength());
            }
        }
    }

    @Test
    void eachStateStartsFresh() {
        ThoughtwaveGame g = Fixtures.game("");
        ThoughtwaveState a = g.newInitialState();
        a.apply(0);
        assertThat(g.newInitialState().historySize()).isZero();
        assertThat(g.newInitialState().hash()).isNotEqualTo(a.hash());
    }
}
