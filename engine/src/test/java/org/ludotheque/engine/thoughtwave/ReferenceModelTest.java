package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Outcome;

/**
 * Random games checked move by move against the {@link ReferenceModel}: the legal placements,
 * the counts, the connections and the result, plus the API's own invariants (sorted actions,
 * counts that agree, isLegal that agrees with legalActions).
 */
class ReferenceModelTest {

    private static final String[] SPECS = {
            "size=4", "size=5", "size=7,redConnects=north-south,first=black", "",
            "size=5,penalty=true,lostTurns=also-next", "size=4,redSupply=X4 D4,blackSupply=I6 L2",
            "size=6,handicap=3,handicapTo=red", "size=5,swap=true", Fixtures.STUCK_GAME};

    @Test
    void randomGamesAgreeWithTheReferenceModel() {
        SplittableRandom rng = new SplittableRandom(2024);
        for (String spec : SPECS) {
            ThoughtwaveGame g = Fixtures.game(spec);
            int games = g.size() > 7 ? 15 : 60;
            for (int i = 0; i < games; i++) {
                ThoughtwaveState s = g.newInitialState();
                while (!s.isTerminal()) {
                    check(s);
                    int p = s.currentPlayer();
                    int a = s.randomLegalAction(rng);
                    boolean placement = g.actions().isPlace(a);
                    s.apply(a);
                    ReferenceModel ref = ReferenceModel.of(s);
                    boolean mine = ref.connects(g.rules().sides(p));
                    boolean theirs = ref.connects(g.rules().sides(1 - p));
                    assertThat(s.connected(p)).isEqualTo(mine);
                    assertThat(s.connected(1 - p)).isEqualTo(theirs);
                    if (placement && mine) {
                        assertThat(s.outcome().winner()).isEqualTo(p);
                    } else if (placement && theirs) {
                        assertThat(s.outcome().winner()).isEqualTo(1 - p);
                        assertThat(s.outcome().reason()).contains("'s tile");
                    } else if (s.isTerminal()) {
                        assertThat(s.outcome().result()).isEqualTo(Outcome.Result.DRAW);
                        assertThat(ref.placements(s.supplyOf(0).counts())).isEmpty();
                        assertThat(ref.placements(s.supplyOf(1).counts())).isEmpty();
                    }
                }
            }
        }
    }

    private static void check(ThoughtwaveState s) {
        ThoughtwaveGame g = s.game();
        int p = s.currentPlayer();
        int[] legal = s.legalActions();
        assertThat(legal).hasSize(s.legalActionCount()).isSorted();
        for (int a = 0; a < g.numDistinctActions(); a++) {
            assertThat(s.isLegal(a)).isEqualTo(Arrays.binarySearch(legal, a) >= 0);
        }
        if (s.handicapPicksLeft() > 0) {
            return;
        }
        List<int[]> expected = ReferenceModel.of(s).placements(s.supplyOf(p).counts());
        assertThat(s.placementCount(p)).isEqualTo(expected.size());
        assertThat(s.placementCount(1 - p)).isEqualTo(ReferenceModel.of(s).placements(s.supplyOf(1 - p).counts()).size());
        if (s.mustPass()) {
            assertThat(legal).containsExactly(g.actions().pass);
            assertThat(s.legalMoveCount()).isZero();
            return;
        }
        List<Integer> placements = new ArrayList<>();
        for (int[] x : expected) {
            placements.add(g.actions().place(g.square(x[0], x[1]), x[2]));
        }
        List<Integer> actual = new ArrayList<>();
        for (int a : legal) {
            if (g.actions().isPlace(a)) {
                actual.add(a);
            }
        }
        assertThat(actual).isEqualTo(placements);
        assertThat(s.legalMoveCount()).isEqualTo(placements.size());
    }
}
