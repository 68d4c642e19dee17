package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

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

    @Test
    void anUnknownOptionIsRefusedWithTheAllowedOnes() {
        Cli cli = Cli.run("play", "twixt", "--option", "size=9");
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).startsWith("error: unknown option 'size' for twixt; allowed: width, height,");
    }
}
