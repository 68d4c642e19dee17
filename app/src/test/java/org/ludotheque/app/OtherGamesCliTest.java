package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** play, replay, convert and bench for Thoughtwave and Wykersham: the generic commands on the other games. */
class OtherGamesCliTest {

    private static final Path RECORDS = Path.of("src/test/resources/records");

    @Test
    void thoughtwaveTraceShowsTheForcedPassAsAPlyOfItsOwn() {
        Cli cli = Cli.run("replay", "thoughtwave", RECORDS.resolve("thoughtwave-pass.thoughtwave").toString(), "--trace");
        assertThat(cli.exitCode).as(cli.err).isZero();
        Cli.assertGolden("replay-trace-thoughtwave.txt", cli.out);
        assertThat(cli.out).contains("ply=10 move=pass legal=");
    }

    @Test
    void thoughtwaveAtTheTerminal() {
        String input = String.join("\n", "c2:NS", "c3:EW", "c3:NS", "b2:E", "undo", "quit") + "\n";
        Cli cli = Cli.withInput(input, "play", "thoughtwave", "--option", "size=4");
        assertThat(cli.exitCode).isZero();
        Cli.assertGolden("play-thoughtwave.txt", cli.out);
    }

    @Test
    void wykershamTraceGivesEachTurnWithItsRoll() {
        Cli cli = Cli.run("replay", "wykersham", RECORDS.resolve("wykersham-seed5.wyk").toString(), "--trace");
        assertThat(cli.exitCode).as(cli.err).isZero();
        Cli.assertGolden("replay-trace-wykersham.txt", cli.out);
    }

    @Test
    void wykershamWithRollsTypedFromARealBoard() {
        String input = String.join("\n", "5-2", "3-1", "3@0> ; 1@2", "6-6", "#@2 ; 6@1<", "4-4", "quit") + "\n";
        Cli cli = Cli.withInput(input, "play", "wykersham", "--dice", "manual");
        assertThat(cli.exitCode).isZero();
        Cli.assertGolden("play-wykersham-manual-dice.txt", cli.out);
    }

    /** With typed dice the roll prompt takes the terminal's commands too, and a whole turn with its roll. */
    @Test
    void wykershamCommandsWorkAtTheRollPrompt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.wyk");
        String input = String.join("\n", "help", "start 5-2", "moves", "3-1: 3@0> ; 1@2", "undo", "3@0> ; 1@2",
                "resign", "save " + file, "resign b", "quit", "quit", "save " + dir.resolve("after.wyk")) + "\n";
        Cli cli = Cli.withInput(input, "play", "wykersham", "--dice", "manual");
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("at roll>    the roll", "resign [P]",
                "36 legal actions: 1-1 1-2", "error: at a roll, name the player who resigns: resign a or resign b",
                "saved " + file, "game over: 1-0 (B resigns)");
        assertThat(cli.out).doesNotContain("is not a Wykersham action");
        // undo took back the turn typed with its roll and kept the roll: the same marbles went in again.
        assertThat(Files.readString(file)).contains("1. start 5-2, 3-1: 3@0> ; 1@2 *");
        // The resignation came after the save: quit warned once, then left; the line after it was never read.
        assertThat(cli.out).contains("> the game is not saved: 'save FILE' keeps it, 'quit' again leaves without it\n");
        assertThat(dir.resolve("after.wyk")).doesNotExist();
    }

    @Test
    void wykershamDiceAreReproducibleWithASeed() {
        Cli a = Cli.withInput("quit\n", "play", "wykersham", "--seed", "42");
        Cli b = Cli.withInput("quit\n", "play", "wykersham", "--seed", "42");
        assertThat(a.out).isEqualTo(b.out).contains("roll: ");
    }

    @Test
    void recordsConvertToTheSameRecord(@TempDir Path dir) throws Exception {
        Path copy = dir.resolve("copy.txt");
        Cli cli = Cli.run("convert", "thoughtwave", "--from", "moves", "--to", "moves",
                RECORDS.resolve("thoughtwave-pass.thoughtwave").toString(), copy.toString());
        assertThat(cli.exitCode).as(cli.err).isZero();
        assertThat(Files.readString(copy)).isEqualTo(Files.readString(RECORDS.resolve("thoughtwave-pass.thoughtwave")));
    }

    @Test
    void benchRunsEveryGame() {
        for (String game : new String[] {"thoughtwave", "wykersham"}) {
            Cli cli = Cli.run("bench", game, "--playouts", "30", "--warmup-ms", "0");
            assertThat(cli.exitCode).as(cli.err).isZero();
            assertThat(cli.out).contains("playouts: 30", "signature: ");
        }
    }

    @Test
    void fillIsOnlyForGamesWithADrawCheck() {
        Cli cli = Cli.run("bench", "wykersham", "--fill", "--playouts", "3");
        assertThat(cli.err).isEqualTo("error: --fill applies only to games with a draw check option; wykersham has none\n");
    }
}
