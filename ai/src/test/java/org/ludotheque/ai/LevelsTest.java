package org.ludotheque.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.Parameters;

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

    private static Parameters twixt(int width, int height) {
        return Parameters.resolve(Games.get("twixt"), "t1", Map.of("width", String.valueOf(width), "height", String.valueOf(height)));
    }

    /** Every game on its default board, and TwixT on a small one. */
    private static List<Parameters> everyRow() {
        List<Parameters> rows = new ArrayList<>();
        for (GameDefinition d : Games.all()) {
            rows.add(Parameters.resolve(d, null, Map.of()));
        }
        rows.add(twixt(12, 12));
        return rows;
    }

    @Test
    void inEveryRowHigherLevelsThinkMoreAndChooseWithLessNoise() {
        for (Parameters game : everyRow()) {
            for (int level = 2; level <= Levels.MAX; level++) {
                SearchParams lower = Levels.params(game, level - 1);
                SearchParams higher = Levels.params(game, level);
                for (double rate : new double[] {500, 1_000, 20_000, 100_000}) {
                    assertThat(work(higher, rate)).as(game + " level " + level + " at " + rate + "/s").isGreaterThan(work(lower, rate));
                }
                assertThat(higher.temperature()).as(game + " level " + level).isLessThanOrEqualTo(lower.temperature());
            }
        }
    }

    @Test
    void onlyWykershamsMaximumUsesTheLearntJudgeSolvesTheLastTurnsAndLetsAmafFadeSooner() {
        double searchDefault = SearchParams.defaults().raveEquivalence();
        for (GameDefinition d : Games.all()) {
            for (int level = 1; level <= Levels.MAX; level++) {
                boolean judged = d.id().equals("wykersham") && level == Levels.MAX;
                SearchParams p = Levels.params(d.id(), level);
                assertThat(p.judgeShare()).as(d.id() + " level " + level).isEqualTo(judged ? 0.5 : 0);
                assertThat(p.solveEndgame()).as(d.id() + " level " + level).isEqualTo(judged);
                assertThat(p.raveEquivalence()).as(d.id() + " level " + level).isEqualTo(judged ? 300 : searchDefault);
            }
        }
    }

    @Test
    void smallTwixtBoardsGoWideSoonerThanTheStandardBoard() {
        // 24 x 24: focused to 300 playouts, wide from 3,000; 12 x 12: focused to 150, wide from 500.
        assertThat(Levels.params(twixt(24, 24), 4).playouts()).isEqualTo(100);
        assertThat(Levels.params(twixt(24, 24), 5).firstPlayUrgency()).isNaN();
        assertThat(Levels.params(twixt(12, 12), 4).playouts()).isEqualTo(150);
        assertThat(Levels.params(twixt(12, 12), 4).firstPlayUrgency()).isNaN();
        assertThat(Levels.params(twixt(12, 12), 5).playouts()).isEqualTo(500);
        assertThat(Levels.params(twixt(12, 12), 5).firstPlayUrgency()).isEqualTo(1.0);
        // The line between them is at 288 holes.
        assertThat(Levels.params(twixt(16, 18), 5).playouts()).isEqualTo(500);
        assertThat(Levels.params(twixt(17, 17), 5).playouts()).isEqualTo(300);
        assertThat(Levels.params(twixt(24, 24), 5)).isEqualTo(Levels.params("twixt", 5));
        // The other levels are the same in both rows.
        for (int level : new int[] {1, 2, 3, 6, Levels.MAX}) {
            assertThat(Levels.params(twixt(12, 12), level)).as("level " + level).isEqualTo(Levels.params("twixt", level));
        }
        assertThat(Levels.description(twixt(12, 12), 5)).isEqualTo("level 5 (club): 500 playouts, noisy choice (T=0.05)");
        assertThat(Levels.otherRows("twixt")).containsOnlyKeys("on boards of 288 holes or fewer (12 × 12, 16 × 16, 16 × 18)");
        assertThat(Levels.otherRows("twixt").values().iterator().next()).isEqualTo(Levels.descriptions(twixt(12, 12)));
        assertThat(Levels.otherRows("wykersham")).isEmpty();
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
    void twixtIsFocusedFromLevelTwoToFiveThoughtwaveFromTwoToFourWykershamAtItsMaximumOfWholeTurns() {
        for (int level = 1; level <= Levels.MAX; level++) {
            assertThat(focused("twixt", level)).as("level " + level).isEqualTo(level >= 2 && level <= 5);
            assertThat(focused("thoughtwave", level)).as("level " + level).isEqualTo(level >= 2 && level <= 4);
            assertThat(focused("wykersham", level)).as("level " + level).isEqualTo(level == Levels.MAX);
            assertThat(Levels.params("wykersham", level).wholeTurns()).as("level " + level).isEqualTo(level == Levels.MAX);
            assertThat(Levels.params("twixt", level).wholeTurns()).isFalse();
            assertThat(Levels.params("thoughtwave", level).wholeTurns()).isFalse();
        }
        // TwixT's focused search stops gaining at a few hundred playouts, its wide one needs thousands.
        assertThat(Levels.params("twixt", 5).playouts()).isEqualTo(300);
        assertThat(Levels.params("twixt", 6).playouts()).isEqualTo(3_000);
    }

    @Test
    void onlyTwixtsMaximumSearchesOnTwoThreadsWithTenThousandPlayoutsEachThoughtwaveRunsTwentyWykershamTwentySevenATurn() {
        for (GameDefinition d : Games.all()) {
            for (int level = 1; level < Levels.MAX; level++) {
                assertThat(Levels.params(d.id(), level).threads()).as(d.id() + " level " + level).isEqualTo(1);
            }
            SearchParams max = Levels.params(d.id(), Levels.MAX);
            assertThat(max.threads()).as(d.id()).isEqualTo(d.id().equals("twixt") ? 2 : 1);
            long perTree = switch (d.id()) {
                case "twixt" -> 10_000;
                case "wykersham" -> 27_000;
                default -> 20_000;
            };
            assertThat(max.playouts() / max.threads()).as(d.id()).isEqualTo(perTree);
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
            assertThat(Levels.description(d.id(), 1)).startsWith("level 1 (beginner): ").endsWith(" playouts, noisy choice (T=1.0)");
        }
        assertThat(Levels.description("twixt", 1)).isEqualTo("level 1 (beginner): 10 playouts, noisy choice (T=1.0)");
        assertThat(Levels.description("thoughtwave", 1)).isEqualTo("level 1 (beginner): 20 playouts, noisy choice (T=1.0)");
        assertThat(Levels.description("twixt", Levels.MAX)).isEqualTo("level 7 (maximum): 10000 playouts on each of 2 threads (at most 4 s), best move");
        assertThat(Levels.description("twixt", 5)).isEqualTo("level 5 (club): 300 playouts, focused, noisy choice (T=0.05)");
        assertThat(Levels.description("wykersham", Levels.MAX)).isEqualTo("level 7 (maximum): 27000 playouts a turn (at most 4 s), focused, whole turns, learnt judge, last two turns solved, best move");
        assertThat(Levels.description("thoughtwave", 2)).isEqualTo("level 2 (casual): 30 playouts, focused, noisy choice (T=0.1)");
    }
}
