package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {

    private static final String GAME = """
            [Game "TwixT"]
            [Ruleset "pp"]
            [Width "8"]
            [Height "8"]

            1. D3 2. swap 3. E1 4. A2 5. F3 6. A5 7. E5 8. A7 9. F7 10. H2 11. D8
            """;

    /** Red's D3-E5 crosses its own D5-F4: allowed under pp, where it wins; not made under t1. */
    private static final String CROSSING = """
            [Game "TwixT"]
            [Ruleset "pp"]
            [Width "8"]
            [Height "8"]

            1. D5 2. A2 3. F4 4. A4 5. C1 6. A6 7. D3 8. H2 9. E5 10. H4 11. F7 12. H6 13. D8
            """;

    @Test
    void traceHasOneLinePerPlyThenTheResult(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("pp.twixt");
        Files.writeString(file, GAME);
        Cli cli = Cli.run("replay", "twixt", file.toString(), "--trace");
        assertThat(cli.exitCode).as(cli.err).isZero();
        Cli.assertGolden("replay-trace-pp.txt", cli.out);
    }

    @Test
    void theSameMovesUnderAnotherRuleset(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("crossing.twixt");
        Files.writeString(file, CROSSING);
        Cli pp = Cli.run("replay", "twixt", file.toString());
        assertThat(pp.out).isEqualTo("result: 1-0 (Red connects)\n");
        Cli t1 = Cli.run("replay", "twixt", file.toString(), "--ruleset", "t1", "--trace");
        assertThat(t1.exitCode).as(t1.err).isZero();
        Cli.assertGolden("replay-trace-t1.txt", t1.out);
    }

    @Test
    void aMoveIllegalUnderTheChosenRulesIsNamedWithItsRule(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.twixt");
        Files.writeString(file, "[Game \"TwixT\"]\n[Width \"8\"]\n[Height \"8\"]\n\n1. C3 2. D5 3. B1 4. A4 5. E4 6. D1\n");
        Cli cli = Cli.run("replay", "twixt", file.toString());
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).isEqualTo("error: move 6 D1: D1: hole is in Red's border row\n");
    }

    @Test
    void aMalformedFileGivesLineAndColumn(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.twixt");
        Files.writeString(file, "[Game \"TwixT\"]\n\n1. C3 2 D5\n");
        Cli cli = Cli.run("replay", "twixt", file.toString());
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).isEqualTo("error: line 3, column 4: move 1 C3 2 D5: '2' comes after the end of the turn"
                + " (a move number needs its dot: 2.)\n");
    }

    @Test
    void aDirectoryIsSaidPlainly(@TempDir Path dir) {
        Cli cli = Cli.run("replay", "twixt", dir.toString());
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).isEqualTo("error: cannot read " + dir + ": it is a directory\n");
    }

    @Test
    void aMissingFileIsSaidPlainly() {
        Cli cli = Cli.run("replay", "twixt", "no-such-file.twixt");
        assertThat(cli.err).isEqualTo("error: no such file: no-such-file.twixt\n");
    }
}
