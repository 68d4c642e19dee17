package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {

    private static final String LITTLE_GOLEM =
            "(;FF[4]EV[twixt.ld.DEFAULT]PB[Gil]PW[Hana]SZ[24]SO[https://www.littlegolem.net];b[fc];r[swap];b[lk];r[km];b[nm|draw];r[oo];b[resign])";

    private static Path tsgfIn(Path dir) throws java.io.IOException {
        return Files.writeString(dir.resolve("game.tsgf"), LITTLE_GOLEM);
    }

    @Test
    void aLittleGolemGameGoesThroughTheNativeFormatAndBackUnchanged(@TempDir Path dir) throws Exception {
        Path tsgf = tsgfIn(dir);
        Path moves = dir.resolve("game.twixt");
        Cli there = Cli.run("convert", "twixt", tsgf.toString(), moves.toString());
        assertThat(there.exitCode).as(there.err).isZero();
        assertThat(there.out).isEqualTo("wrote " + moves + " (moves, 6 actions, twixt(ruleset=pp))\n");
        assertThat(Files.readString(moves)).contains("[Ruleset \"pp\"]", "1. F3 2. swap 3. L11");
        Path back = dir.resolve("back.tsgf");
        Cli.run("convert", "twixt", "--from", "moves", "--to", "tsgf", moves.toString(), back.toString());
        assertThat(Files.readString(back).replace("\n", "")).isEqualTo(LITTLE_GOLEM);
    }

    @Test
    void anOutputInAMissingDirectoryIsRefusedInWords(@TempDir Path dir) throws Exception {
        Path tsgf = tsgfIn(dir);
        Path out = dir.resolve("none").resolve("game.twixt");
        Cli cli = Cli.run("convert", "twixt", tsgf.toString(), out.toString());
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).isEqualTo("error: cannot write " + out + ": no directory " + dir.resolve("none") + "\n");
        assertThat(dir.resolve("none")).doesNotExist();
    }

    @Test
    void anOutputWhoseExtensionNamesNoFormatIsRefusedUnlessToSaysIt(@TempDir Path dir) throws Exception {
        Path tsgf = tsgfIn(dir);
        Path typo = dir.resolve("game.tsfg");
        Cli cli = Cli.run("convert", "twixt", tsgf.toString(), typo.toString());
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).isEqualTo("error: the extension of game.tsfg names no twixt record format: give --to "
                + "(moves, sgf, tsgf, t1, openspiel) or end the name with one of .twixt, .txt, .sgf, .tsgf, .T1, .osp, .actions\n");
        assertThat(typo).doesNotExist();
        Cli said = Cli.run("convert", "twixt", "--to", "sgf", tsgf.toString(), typo.toString());
        assertThat(said.exitCode).as(said.err).isZero();
        assertThat(Files.readString(typo)).startsWith("(;");
    }

    @Test
    void aFormatThatCannotHoldTheRulesIsRefused(@TempDir Path dir) throws Exception {
        Path tsgf = tsgfIn(dir);
        Cli cli = Cli.run("convert", "twixt", tsgf.toString(), dir.resolve("game.T1").toString());
        assertThat(cli.exitCode).isEqualTo(2);
        assertThat(cli.err).startsWith("error: a .T1 file plays T1j's rules").contains("twixt(ruleset=pp) cannot be written as .T1");
        assertThat(dir.resolve("game.T1")).doesNotExist();
    }

    @Test
    void anUnknownFormatNamesTheKnownOnes(@TempDir Path dir) throws Exception {
        Path tsgf = tsgfIn(dir);
        Cli cli = Cli.run("convert", "twixt", "--to", "pgn", tsgf.toString(), dir.resolve("x").toString());
        assertThat(cli.err).isEqualTo("error: unknown record format 'pgn' for twixt; allowed: moves, sgf, tsgf, t1, openspiel\n");
    }

    @Test
    void aLittleGolemGameReplaysUnderT1(@TempDir Path dir) throws Exception {
        Path tsgf = tsgfIn(dir);
        Cli cli = Cli.run("replay", "twixt", tsgf.toString(), "--ruleset", "t1", "--trace");
        assertThat(cli.exitCode).as(cli.err).isZero();
        assertThat(cli.out).startsWith("ply=1 move=F3 legal=528 next=black\nply=2 move=swap legal=527 next=black\n")
                .endsWith("result: 0-1 (Red resigns)\n");
    }
}
