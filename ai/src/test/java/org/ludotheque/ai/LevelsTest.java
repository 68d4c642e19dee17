package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.Games;

class LevelsTest {

    /** A level's work in playouts, at an assumed {@code rate} playouts per second per thread. */
    private static double work(SearchParams p, double rate) {
        double byTime = p.seconds() > 0 ? p.seconds() * rate * p.threads() : Double.POSITIVE_INFINITY;
        return Math.min(p.playouts() > 0 ? p.playouts() : Double.POSITIVE_INFINITY, byTime);
    }

    /** Whether an untried action is worth the node's value so far (focused) rather than 1 (wide). */
    private static boolean focused(String gameId, int level) {
        double fpu = Levels.params(gameId, level).firstPlayUrgency();
        assertThat(Double.isNaN(fpu) || fpu == 1.0).as(gameId + " level " + level + " fpu " + fpu).isTrue();
        return Double.isNaN(fpu);
    }

    @Test
    void inEveryGameHigherLevelsThinkMoreAndChooseWithLessNoise() {
        for (GameDefinition d : Games.all()) {
            for (int level = 2; level <= Levels.MAX; level++) {
                SearchParams lower = Levels.params(d.id(), level - 1);
                SearchParams higher = Levels.params(d.id(), level);
                for (double rate : new double[] {500, 1_000, 20_000, 100_000}) {
                    assertThat(work(higher, rate)).as(d.id() + " level " + level + " at " + rate + "/s").isGreaterThan(work(lower, rate));
                }
                assertThat(higher.temperature()).as(d.id() + " level " + level).isLessThanOrEqualTo(lower.temperature());
            }
        }
    }

    @Test
    void theBeginnerSearchesWideAndChoosesWithNoiseTheMaximumPlaysTheBestMove() {
        for (GameDefinition d : Games.all()) {
            SearchParams one = Levels.params(d.id(), 1);
            assertThat(one.playouts()).isPositive();
            assertThat(one.temperature()).isEqualTo(1.0);
            assertThat(focused(d.id(), 1)).isFalse();
            assertThat(one.knowledge()).isTrue();
            assertThat(Levels.params(d.id(), Levels.MAX).temperature()).as(d.id()).isZero();
        }
    }

    @Test
    void twixtIsFocusedFromLevelTwoToFiveThoughtwaveFromTwoToFourWykershamNever() {
        for (int level = 1; level <= Levels.MAX; level++) {
            assertThat(focused("twixt", level)).as("level " + level).isEqualTo(level >= 2 && level <= 5);
            assertThat(focused("thoughtwave", level)).as("level " + level).isEqualTo(level >= 2 && level <= 4);
            assertThat(focused("wykersham", level)).as("level " + level).isFalse();
        }
        // TwixT's focused search stops gaining at a few hundred playouts, its wide one needs thousands.
        assertThat(Levels.params("twixt", 5).playouts()).isEqualTo(300);
        assertThat(Levels.params("twixt", 6).playouts()).isEqualTo(3_000);
    }

    @Test
    void onlyTwixtsMaximumSearchesOnTwoThreadsWithTenThousandPlayoutsEach() {
        for (GameDefinition d : Games.all()) {
            for (int level = 1; level < Levels.MAX; level++) {
                assertThat(Levels.params(d.id(), level).threads()).as(d.id() + " level " + level).isEqualTo(1);
            }
            SearchParams max = Levels.params(d.id(), Levels.MAX);
            assertThat(max.threads()).as(d.id()).isEqualTo(d.id().equals("twixt") ? 2 : 1);
            assertThat(max.playouts() / max.threads()).isEqualTo(10_000);
        }
    }

    @Test
    void levelsAreReadAsNumbersOrMax() {
        assertThat(Levels.parse("max")).isEqualTo(Levels.MAX);
        assertThat(Levels.parse("3")).isEqualTo(3);
        assertThatThrownBy(() -> Levels.parse("0")).hasMessageContaining("allowed: 1 to " + Levels.MAX);
        assertThatThrownBy(() -> Levels.parse("strong")).hasMessageContaining("not a number");
        assertThatThrownBy(() -> Levels.parse("8")).hasMessage("level 8 is out of range; allowed: 1 to 7 or max");
        assertThatThrownBy(() -> Levels.params("chess", 3)).hasMessage("no computer levels for game 'chess'");
    }

    @Test
    void everyLevelOfEveryGameHasADescription() {
        for (GameDefinition d : Games.all()) {
            assertThat(Levels.descriptions(d.id())).hasSize(Levels.MAX);
            assertThat(Levels.description(d.id(), 1)).startsWith("level 1 (beginner): 10 playouts, noisy choice (T=1.0)");
        }
        assertThat(Levels.description("twixt", Levels.MAX)).isEqualTo("level 7 (maximum): 10000 playouts on each of 2 threads (at most 4 s), best move");
        assertThat(Levels.description("twixt", 5)).isEqualTo("level 5 (club): 300 playouts, focused, noisy choice (T=0.05)");
        assertThat(Levels.description("wykersham", Levels.MAX)).isEqualTo("level 7 (maximum): 10000 playouts (at most 4 s), best move");
        assertThat(Levels.description("thoughtwave", 2)).isEqualTo("level 2 (casual): 30 playouts, focused, noisy choice (T=0.048)");
    }
}
