package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.search.SearchParams;

class LevelsTest {

    /** A level's work in playouts, at an assumed {@code rate} playouts per second per thread. */
    private static double work(SearchParams p, double rate) {
        double byTime = p.seconds() > 0 ? p.seconds() * rate * p.threads() : Double.POSITIVE_INFINITY;
        return Math.min(p.playouts() > 0 ? p.playouts() : Double.POSITIVE_INFINITY, byTime);
    }

    @Test
    void higherLevelsThinkMoreAndChooseWithLessNoise() {
        for (int level = 2; level <= Levels.MAX; level++) {
            SearchParams lower = Levels.params(level - 1);
            SearchParams higher = Levels.params(level);
            for (double rate : new double[] {500, 1_000, 20_000, 100_000}) {
                assertThat(work(higher, rate)).as("level " + level + " at " + rate + "/s").isGreaterThan(work(lower, rate));
            }
            assertThat(higher.temperature()).isLessThanOrEqualTo(lower.temperature());
        }
    }

    @Test
    void theBeginnerSearchesAndChoosesWithNoise() {
        SearchParams one = Levels.params(1);
        assertThat(one.playouts()).isPositive();
        assertThat(one.temperature()).isPositive();
        assertThat(one.knowledge()).isTrue();
        assertThat(Levels.params(Levels.MAX).temperature()).isZero();
    }

    @Test
    void onlyTheMaximumSearchesOnTwoThreadsWithTenThousandPlayoutsEach() {
        for (int level = 1; level < Levels.MAX; level++) {
            assertThat(Levels.params(level).threads()).as("level " + level).isEqualTo(1);
        }
        SearchParams max = Levels.params(Levels.MAX);
        assertThat(max.threads()).isEqualTo(2);
        assertThat(max.playouts() / max.threads()).isEqualTo(10_000);
    }

    @Test
    void levelsAreReadAsNumbersOrMax() {
        assertThat(Levels.parse("max")).isEqualTo(Levels.MAX);
        assertThat(Levels.parse("3")).isEqualTo(3);
        assertThatThrownBy(() -> Levels.parse("0")).hasMessageContaining("allowed: 1 to " + Levels.MAX);
        assertThatThrownBy(() -> Levels.parse("strong")).hasMessageContaining("not a number");
    }

    @Test
    void everyLevelHasADescription() {
        assertThat(Levels.descriptions()).hasSize(Levels.MAX);
        assertThat(Levels.description(1)).startsWith("level 1 (beginner)");
        assertThat(Levels.description(Levels.MAX)).isEqualTo("level 7 (maximum): 10000 playouts on each of 2 threads (at most 4 s), best move");
        assertThat(Levels.description("twixt", Levels.MAX)).isEqualTo(Levels.description(Levels.MAX));
        assertThat(Levels.description("wykersham", Levels.MAX)).isEqualTo("level 7 (maximum): 10000 playouts (at most 4 s), best move");
        assertThat(Levels.description("thoughtwave", 3)).isEqualTo(Levels.description(3));
        assertThatThrownBy(() -> Levels.parse("8")).hasMessage("level 8 is out of range; allowed: 1 to 7 or max");
    }
}
