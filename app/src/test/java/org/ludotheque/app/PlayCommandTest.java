package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {

    /** A short game typed at the terminal: errors change nothing, undo takes back a turn, resign ends it. */
    @Test
    void goldenTranscriptOfATerminalGame() {
        String input = String.join("\n", "help", "C3", "Z9", "C3", "A4", "swap", "D5", "undo", "E4", "moves", "resign", "D6", "quit") + "\n";
        Cli cli = Cli.withInput(input, "play", "twixt", "--option", "width=6", "--option", "height=6");
        assertThat(cli.exitCode).isZero();
        Cli.assertGolden("play-twixt.txt", cli.out);
    }

    @Test
    void manualLinkingTurnsAreTypedWhole() {
        String input = "C3\nF2\nD5 +C3-D5\nquit\n";
        Cli cli = Cli.withInput(input, "play", "twixt", "--ruleset", "standard", "--option", "width=8", "--option", "height=8");
        assertThat(cli.out).contains("red links: C3-D5");
    }

    @Test
    void saveWritesARecordThatReplays(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.twixt");
        Cli cli = Cli.withInput("C3\nF2\nD5\nsave " + file + "\nquit\n", "play", "twixt", "--option", "width=8", "--option", "height=8");
        assertThat(cli.out).contains("saved " + file + " (moves)");
        assertThat(Files.readString(file)).contains("1. C3 2. F2 3. D5 *");
        Cli replay = Cli.run("replay", "twixt", file.toString());
        assertThat(replay.out).isEqualTo("result: unfinished (in progress)\n");
    }

    private static final String[] SMALL_TWIXT = {"play", "twixt", "--option", "width=6", "--option", "height=6",
        "--option", "swap=none"};

    private static Cli playAgainstComputer(String input, String... more) {
        String[] args = java.util.Arrays.copyOf(SMALL_TWIXT, SMALL_TWIXT.length + 2 + more.length);
        args[SMALL_TWIXT.length] = "--against";
        args[SMALL_TWIXT.length + 1] = "mcts:playouts=30,seed=1";
        System.arraycopy(more, 0, args, SMALL_TWIXT.length + 2, more.length);
        return Cli.withInput(input, args);
    }

    /** Lines where the computer played: the prompt, its turn, and its spec. */
    private static List<String> computerTurns(String out) {
        return out.lines().filter(l -> l.endsWith(" (mcts:playouts=30,seed=1)")).toList();
    }

    @Test
    void againstTheComputerEachTurnIsAnsweredAndUndoTakesBackBoth() {
        Cli cli = playAgainstComputer("C3\nundo\nundo\nD4\nquit\n");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).startsWith("TwixT — twixt(").contains("You play Red against mcts:playouts=30,seed=1.\n");
        List<String> answers = computerTurns(cli.out);
        assertThat(answers).hasSize(2).allMatch(l -> l.matches("Black to move> [A-F][1-6] \\(.*"));
        // The first undo took back C3 and the answer (the board is empty again); the second found nothing.
        assertThat(cli.out).contains("error: nothing to undo");
        String beforeError = cli.out.substring(0, cli.out.indexOf("error: nothing to undo"));
        String boardAfterUndo = beforeError.substring(beforeError.lastIndexOf("    A B C D E F"));
        assertThat(boardAfterUndo).endsWith("Red to move\nRed to move> ");
        assertThat(boardAfterUndo.lines().filter(l -> l.matches(" *\\d+ .*")))
                .hasSize(6).noneMatch(row -> row.contains("R") || row.contains("B"));
    }

    @Test
    void aGameAgainstTheComputerIsSavedWithItsPlayers(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.twixt");
        playAgainstComputer("C3\nsave " + file + "\nquit\n", "--as", "red");
        assertThat(Files.readString(file)).contains("[Red \"human\"]\n[Black \"mcts:playouts=30,seed=1\"]\n")
                .containsPattern("1\\. C3 2\\. [A-F][1-6] \\*");
    }

    @Test
    void playingSecondTheComputerOpensAndItsOpeningCannotBeTakenBack() {
        Cli cli = playAgainstComputer("undo\nquit\n", "--as", "black");
        assertThat(cli.out).contains("You play Black against");
        assertThat(computerTurns(cli.out)).hasSize(1).allMatch(l -> l.startsWith("Red to move> "));
        assertThat(cli.out).contains("Black to move> error: nothing to undo");
    }

    @Test
    void aSwapByThePersonHandsTheMoveToTheComputer() {
        String[] args = {"play", "twixt", "--option", "width=6", "--option", "height=6", "--option", "swap=sides",
            "--against", "mcts:playouts=30,seed=1", "--as", "black"};
        Cli cli = Cli.withInput("swap\nquit\n", args);
        // Black took Red's peg: the person now holds Red, and Black (the computer's now) moves again.
        assertThat(cli.out).contains("Black to move> You now play Red: the pie rule exchanged the sides.\n");
        List<String> answers = computerTurns(cli.out);
        assertThat(answers).hasSize(2);
        assertThat(answers.get(1)).startsWith("Black to move> ");
        assertThat(cli.out.strip()).endsWith("Red to move>");
    }

    @Test
    void theComputerTakesNoDrawAndTheResignationIsThePersons() {
        Cli cli = playAgainstComputer("draw\nresign\nquit\n");
        assertThat(cli.out).contains("error: the computer does not agree to draws: play on, or resign")
                .contains("result: 0-1 (Red resigns)");
    }

    @Test
    void againstTheComputerInADiceGameTheProgramRolls() {
        Cli cli = Cli.withInput("quit\n", "play", "wykersham", "--against", "mcts:level=1", "--as", "b", "--seed", "5");
        assertThat(cli.out).contains("You play B against mcts:level=1.");
        List<String> answers = cli.out.lines().filter(l -> l.endsWith(" (mcts:level=1)")).toList();
        // Each marble of A's whole turn, as the notation writes it, after the roll the program made.
        assertThat(answers).hasSize(1).allMatch(l -> l.matches("A to move> \\d@\\d[<>]? ; \\d@\\d[<>]?.* \\(mcts:level=1\\)"));
        assertThat(cli.out.indexOf("roll: ")).isLessThan(cli.out.indexOf(answers.get(0)));
        assertThat(cli.out.strip()).endsWith("B to move>");
    }

    @Test
    void withTypedDiceThePersonRollsForTheComputerButDoesNotPlayForIt() {
        // A wins the starting roll (5-3); B, the person, types A's roll, then tries A's turn with it.
        String input = "start 5-3\n4-2: 4@1 ; 2@3\nresign a\n4-2\nquit\n";
        Cli cli = Cli.withInput(input, "play", "wykersham", "--dice", "manual", "--against", "mcts:level=1",
                "--as", "b", "--seed", "5");
        assertThat(cli.out).contains("roll> error: the computer plays its own turns: type its roll alone\n")
                .contains("roll> error: you play B: only you can resign\n");
        // The roll typed alone, A played its turn; B's own roll is asked for next.
        assertThat(cli.out.lines().filter(l -> l.endsWith(" (mcts:level=1)")))
                .hasSize(1).allMatch(l -> l.startsWith("A to move> "));
        assertThat(cli.out).contains("turn 1 of 30, roll 4-2: a places");
        assertThat(cli.out.strip()).endsWith("roll>");
    }

    @Test
    void aRematchOnceTheGameIsOverExchangesTheSidesAgainstTheComputer() {
        Cli cli = playAgainstComputer("rematch\nC3\nresign\nrematch\nrematch\nquit\nquit\n");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("error: a rematch comes once the game is over: play on, or resign\n");
        assertThat(cli.out).contains("the game is not saved: 'save FILE' keeps it, 'rematch' again starts the next without it\n");
        String rematch = cli.out.substring(cli.out.indexOf("Rematch: you play Black against mcts:playouts=30,seed=1.\n"));
        // The computer holds Red now and opens; the person's quit is warned of that unsaved game too.
        assertThat(computerTurns(rematch)).hasSize(1);
        assertThat(computerTurns(rematch).get(0)).startsWith("Red to move> ");
        assertThat(rematch).contains("Black to move> ");
        assertThat(rematch).contains("'quit' again leaves without it");
    }

    @Test
    void aRematchAtOneTerminalIsANewGame(@TempDir Path dir) {
        Path file = dir.resolve("first.twixt");
        Cli cli = Cli.withInput("C3\nresign\nsave " + file + "\nrematch\nmoves\nquit\n",
                "play", "twixt", "--option", "width=6", "--option", "height=6");
        assertThat(cli.out).contains("saved " + file).contains("Rematch: a new game.\n")
                .doesNotContain("the game is not saved");
        // The new game's board is empty: every hole of the 6 × 6 board but the corners is free to Red.
        assertThat(cli.out).contains("24 legal actions");
    }

    @Test
    void aSideOrAComputerThatIsNotIsRefused() {
        Cli noComputer = Cli.run("play", "twixt", "--as", "black");
        assertThat(noComputer.exitCode).isEqualTo(2);
        assertThat(noComputer.err).isEqualTo("error: --as names your side against the computer: give --against SPEC too\n");
        Cli noSide = Cli.run("play", "twixt", "--against", "random", "--as", "green");
        assertThat(noSide.err).isEqualTo("error: no player 'green'; players: red, black\n");
        Cli noPlayer = Cli.run("play", "twixt", "--against", "mcts:level=9");
        assertThat(noPlayer.exitCode).isEqualTo(2);
        assertThat(noPlayer.err).startsWith("error: ").contains("level");
    }

    @Test
    void anUnknownOptionIsRefusedWithTheAllowedOnes() {
        Cli cli = Cli.run("play", "twixt", "--option", "size=9");
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).startsWith("error: unknown option 'size' for twixt; allowed: width, height,");
    }
}
