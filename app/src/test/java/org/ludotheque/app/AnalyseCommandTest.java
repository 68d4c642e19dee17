package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludotheque.ai.GameReview;

class AnalyseCommandTest {

    /** The first twelve turns of a game between the maximum and `uct`, unfinished. */
    private static final String THOUGHTWAVE = """
            [Game "Thoughtwave"]
            [Ruleset "original"]
            [Size "10"]

            1. a3:ES 2. a1:N 3. i1:ESW 4. h4:SW 5. j4:EW 6. b1:NE 7. f1:EW 8. c1:NW
            9. e1:EW 10. e2:NEW 11. g1:ESW 12. e3:NSW *
            """;

    /** Thirteen turns of Wykersham, each with its roll, unfinished before the fourteenth roll. */
    private static final String WYKERSHAM = """
            [Game "Wykersham"]
            [Ruleset "standard"]

            1. start 5-6, 5-5: 5@3> ; #@1
            2. 6-1: 1@4> ; 6@3
            3. 2-3: 2@3> ; 3@4>
            4. 3-2: 2@3 ; 3@1
            5. 4-6: 6@0 ; 4@0>
            6. 2-1: 1@0 ; 2@1>
            7. 1-5: 5@1 ; 1@4
            8. 4-4: 4@4 ; #@2
            9. 6-3: 3@3 ; 6@1
            10. 2-2: 2@4 ; #@4
            11. 5-6: 6@4< ; 5@2
            12. 1-5: 5@0> ; 1@3
            13. 4-5: 5@2 ; 4@2 *
            """;

    private static Path write(Path dir, String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void aPositionWithItsCandidatesAndBestLineRepeatsForASeed(@TempDir Path dir) throws Exception {
        Path file = write(dir, "game.thoughtwave", THOUGHTWAVE);
        String[] args = {"analyse", "thoughtwave", file.toString(), "--turn", "4", "--player", "mcts:playouts=500,seed=1"};
        Cli cli = Cli.run(args);
        assertThat(cli.exitCode).isZero();
        List<String> lines = cli.out.lines().toList();
        assertThat(lines.subList(0, 2)).containsExactly("after turn 4: Red to move", "move        win   visits");
        List<String> candidates = lines.subList(2, lines.size() - 2);
        assertThat(candidates).hasSizeBetween(2, 10)
                .allMatch(l -> l.matches("[a-j]\\d+:[NESW]+ +\\d+\\.\\d% +\\d+"));
        String best = candidates.get(0).split(" ")[0];
        assertThat(lines.get(lines.size() - 2)).startsWith("best line: " + best);
        assertThat(lines.get(lines.size() - 1)).startsWith("playouts 500 in ");
        // The same seed and limit: the same candidates, visits and line.
        assertThat(Cli.run(args).out.lines().limit(lines.size() - 1).toList()).isEqualTo(lines.subList(0, lines.size() - 1));
    }

    @Test
    void aDiceGamesPositionIsAfterTheRecordsRoll(@TempDir Path dir) throws Exception {
        Path file = write(dir, "game.wyk", WYKERSHAM);
        Cli cli = Cli.run("analyse", "wykersham", file.toString(), "--turn", "12", "--player", "mcts:level=3,seed=1");
        assertThat(cli.exitCode).isZero();
        List<String> lines = cli.out.lines().toList();
        // B won the starting roll (6 to 5), so turn 13 is B's, with the roll 4-5: its first marble
        // goes in column 4 or 5.
        assertThat(lines.subList(0, 2)).containsExactly("after turn 12: B to move", "move        win  margin   visits");
        assertThat(lines.subList(2, lines.size() - 2)).isNotEmpty()
                .allMatch(l -> l.matches("[45]@[0-4] +\\d+\\.\\d% +[+-]\\d+\\.\\d\\d +\\d+"));
    }

    @Test
    void positionsTheRecordDoesNotHaveAreRefusedInWords(@TempDir Path dir) throws Exception {
        Path file = write(dir, "game.wyk", WYKERSHAM);
        Cli past = Cli.run("analyse", "wykersham", file.toString(), "--turn", "14");
        assertThat(past.exitCode).isEqualTo(2);
        assertThat(past.err).isEqualTo("error: --turn 14: the record has 13 turns (0 to 13)\n");
        Cli noRoll = Cli.run("analyse", "wykersham", file.toString());
        assertThat(noRoll.err).isEqualTo("error: after turn 13 the dice are to be rolled, and the record has no roll;"
                + " name an earlier position with --turn\n");
        Cli both = Cli.run("analyse", "wykersham", file.toString(), "--review", "--turn", "3");
        assertThat(both.err).isEqualTo("error: --review goes through every decision: leave out --turn\n");
        Path finished = write(dir, "won.thoughtwave", THOUGHTWAVE.replace("12. e3:NSW *", "12. e3:NSW 13. c2:ES 14. d1:NE"
                + " 15. b2:SW 16. d7:NSW 17. j1:NESW 18. a2:NES 19. b4:ESW 20. f2:NW 21. a4:EW 22. e9:NS 23. b3:NEW"
                + " 24. h2:NESW 25. e5:EW 26. d3:NESW 27. g4:ESW 28. i2:EW 29. d6:NE 30. j2:SW 31. h1:NEW 32. g2:NE"
                + " 33. d2:NESW 1-0"));
        Cli over = Cli.run("analyse", "thoughtwave", finished.toString());
        assertThat(over.err).isEqualTo("error: the game is over after turn 33: 1-0 (Red connects);"
                + " name an earlier position with --turn (0 to 32)\n");
    }

    private static final Pattern REVIEW_LINE = Pattern.compile(
            " *(\\d+) (red|black) +(\\S+?)(\\?!|\\?\\?|\\?)? +(\\S+) +(\\d+\\.\\d)% +(\\d+\\.\\d)% +(\\d\\.\\d\\d)");

    @Test
    void theReviewMarksEachMoveByTheWinChanceItGaveAway(@TempDir Path dir) throws Exception {
        Path file = write(dir, "game.thoughtwave", THOUGHTWAVE);
        Cli cli = Cli.run("analyse", "thoughtwave", file.toString(), "--review", "--player", "mcts:playouts=300,seed=2");
        assertThat(cli.exitCode).isZero();
        List<String> lines = cli.out.lines().toList();
        assertThat(lines.get(0)).isEqualTo("turn player   played     best          win   best win   lost");
        List<String> turns = lines.subList(1, lines.size() - 2);
        assertThat(turns).hasSize(12);
        assertReviewAgrees(turns, lines.subList(lines.size() - 2, lines.size()), 0);
    }

    @Test
    void aDiceGamesReviewGoesThroughEveryDecisionOfATurn(@TempDir Path dir) throws Exception {
        Path file = write(dir, "game.wyk", WYKERSHAM);
        Cli cli = Cli.run("analyse", "wykersham", file.toString(), "--review", "--player", "mcts:level=2,seed=1");
        assertThat(cli.exitCode).isZero();
        List<String> lines = cli.out.lines().toList();
        List<String> decisions = lines.subList(1, lines.size() - 2);
        for (int turn = 1; turn <= 13; turn++) {
            String prefix = String.format("%4d %-8s ", turn, turn % 2 == 1 ? "b" : "a");
            List<String> ofTurn = decisions.stream().filter(l -> l.startsWith(prefix)).toList();
            // Two marbles, each placed, then its slide chosen (where one is possible) and a goal settled.
            assertThat(ofTurn).as("turn " + turn).hasSizeBetween(2, 6);
            assertThat(ofTurn.get(0).substring(prefix.length())).matches("[1-6#]@[0-4].*");
        }
        assertThat(decisions).allMatch(l -> l.matches(" *\\d+ [ab] .*"));
        assertThat(lines.get(lines.size() - 1)).startsWith("b: ");
    }

    @Test
    void afterASwapByColoursEachTotalIsForTheSideItsPlayerEndsWith(@TempDir Path dir) throws Exception {
        // Black swaps Red's first peg: whoever played D4 ends as Black, and the swapper as Red.
        Path file = write(dir, "game.twixt", "[Game \"TwixT\"]\n[Ruleset \"dujardin\"]\n[Width \"8\"]\n[Height \"8\"]\n\n"
                + "1. D4 2. swap 3. E6 4. C7 5. C5 6. B5 7. C2 8. E2 *\n");
        Cli cli = Cli.run("analyse", "twixt", file.toString(), "--review", "--player", "mcts:playouts=300,seed=3");
        List<String> lines = cli.out.lines().toList();
        assertThat(lines).hasSize(1 + 8 + 3);
        assertThat(lines.get(9)).isEqualTo("(a pie rule exchanged the sides: each total is for the side its player holds at the end)");
        assertThat(lines.get(2)).startsWith("   2 black    swap");
        assertReviewAgrees(lines.subList(1, 9), lines.subList(10, 12), 2);
    }

    /**
     * Each review line's figures, its mark and the totals agree; the moves of the first
     * {@code exchanged} turns count for the other colour (a pie rule by sides came after them).
     */
    private static void assertReviewAgrees(List<String> turns, List<String> totals, int exchanged) {
        int[][] marks = new int[2][3];
        for (int i = 0; i < turns.size(); i++) {
            Matcher m = REVIEW_LINE.matcher(turns.get(i));
            assertThat(m.matches()).as(turns.get(i)).isTrue();
            assertThat(Integer.parseInt(m.group(1))).isEqualTo(i + 1);
            int colour = m.group(2).equals("red") ? 0 : 1;
            // Colours alternate, and the swap (turn 2) is followed by the same colour, Black, again.
            assertThat(colour).isEqualTo(exchanged == 0 || i < exchanged ? i % 2 : 1 - (i - exchanged) % 2);
            int mover = i < exchanged ? 1 - colour : colour;
            double played = Double.parseDouble(m.group(6)) / 100;
            double best = Double.parseDouble(m.group(7)) / 100;
            double lost = Double.parseDouble(m.group(8));
            assertThat(lost).isCloseTo(Math.max(0, best - played), within(0.006));
            GameReview.Mark mark = GameReview.Mark.of(lost);
            assertThat(m.group(4)).isEqualTo(mark == null ? null : mark.symbol());
            if (mark != null) {
                marks[mover][mark.ordinal()]++;
            }
            if (m.group(5).equals(m.group(3))) {
                assertThat(lost).as("the best played").isZero();
            }
        }
        assertThat(totals.get(0)).startsWith(String.format("red: %d inaccuracies (?!), %d mistakes (?), %d blunders (??),",
                marks[0][0], marks[0][1], marks[0][2]));
        assertThat(totals.get(1)).startsWith(String.format("black: %d inaccuracies (?!), %d mistakes (?), %d blunders (??),",
                marks[1][0], marks[1][1], marks[1][2]));
    }
}
