package org.ludotheque.ai.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Knowledge;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

class RootHalvingTest {

    private static final Game TWIXT = Games.load("twixt(ruleset=t1,width=12,height=12)");

    /** A TwixT position after {@code moves} random moves. */
    private static State position(int moves, long seed) {
        State s = TWIXT.newInitialState();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = 0; i < moves; i++) {
            s.apply(s.randomLegalAction(rng));
        }
        return s;
    }

    private static Analysis search(SearchParams p, State s) {
        return new Mcts(TWIXT, p, () -> Knowledge.forGame(TWIXT), "halving").analyse(s);
    }

    /**
     * Sequential halving at the root: 1,600 playouts in three rounds of 533, over the eight
     * candidates, then the better four, then the better two; the move is the better of those two by
     * value, whatever their visits; and the search stays the same run after run.
     */
    @Test
    void visitsItsCandidatesInRoundsAndPlaysTheBestLeft() {
        for (long seed = 1; seed <= 3; seed++) {
            State s = position(6, seed);
            SearchParams p = SearchParams.defaults().withPlayouts(1600).withSeed(seed).withRootHalving(8);
            Analysis a = search(p, s);
            assertThat(a.playouts()).as("no early stop").isEqualTo(1600);
            List<Analysis.Candidate> cs = a.candidates();
            assertThat(cs).as("only the candidates are visited").hasSize(8);
            long[] visits = cs.stream().mapToLong(Analysis.Candidate::visits).sorted().toArray();
            for (int i = 0; i < 4; i++) {
                assertThat(visits[i]).as("out after the first round").isBetween(66L, 67L);
            }
            for (int i = 4; i < 6; i++) {
                assertThat(visits[i]).as("out after the second round").isBetween(199L, 201L);
            }
            for (int i = 6; i < 8; i++) {
                assertThat(visits[i]).as("in the last round").isBetween(465L, 468L);
            }
            List<Analysis.Candidate> last = cs.stream().filter(c -> c.visits() >= 465).toList();
            Analysis.Candidate better = last.get(0).value() >= last.get(1).value() ? last.get(0) : last.get(1);
            assertThat(a.best()).isEqualTo(better.action());
            assertThat(cs.get(0).action()).as("the move leads the analysis").isEqualTo(a.best());
            Analysis again = search(p, s);
            assertThat(again.best()).isEqualTo(a.best());
            assertThat(again.nodes()).isEqualTo(a.nodes());
        }
    }

    /** With two trees each halves its own candidates; the move leads the analysis, the same run after run. */
    @Test
    void twoTreesChooseTheSameMoveRunAfterRun() {
        State s = position(6, 2);
        SearchParams p = SearchParams.defaults().withPlayouts(1600).withThreads(2).withSeed(2).withRootHalving(8);
        Analysis a = search(p, s);
        Analysis again = search(p, s);
        assertThat(a.playouts()).isEqualTo(1600);
        assertThat(a.candidates().get(0).action()).isEqualTo(a.best());
        assertThat(a.candidates().size()).as("no more than the two trees' candidates").isBetween(8, 16);
        assertThat(again.best()).isEqualTo(a.best());
        assertThat(again.candidates()).isEqualTo(a.candidates());
    }

    /** Without a playout limit there are no rounds to budget: the root is searched by UCT, as without halving. */
    @Test
    void needsAPlayoutLimit() {
        State s = position(6, 1);
        SearchParams p = SearchParams.defaults().withNodes(400).withSeed(1);
        Analysis plain = search(p, s);
        Analysis halving = search(p.withRootHalving(8), s);
        assertThat(halving.candidates()).isEqualTo(plain.candidates());
        assertThat(halving.best()).isEqualTo(plain.best());
    }
}
