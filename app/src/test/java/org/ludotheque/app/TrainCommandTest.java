package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ludotheque.ai.knowledge.wykersham.JudgeWeights;

class TrainCommandTest {

    @Test
    void theSameSeedWritesTheSameWeights(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("a.bin.gz");
        Path again = dir.resolve("b.bin.gz");
        Cli cli = Cli.run("train", "wykersham", "--games", "40", "--seed", "3", "--out", first.toString());
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out.lines().filter(l -> l.startsWith("games "))).hasSize(40);
        assertThat(cli.out).contains("games 40  turn error ", "turn error by band (last quarter):", "wrote " + first);
        Cli.run("train", "wykersham", "--games", "40", "--seed", "3", "--out", again.toString());
        assertThat(Files.readAllBytes(again)).isEqualTo(Files.readAllBytes(first));
        assertThat(JudgeWeights.read(first).turnError(5)).isPositive();
    }

    @Test
    void aRunGoesOnFromAnEarlierOnesWeights(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("first.bin.gz");
        Path second = dir.resolve("second.bin.gz");
        Path again = dir.resolve("again.bin.gz");
        Cli.run("train", "wykersham", "--games", "20", "--seed", "3", "--out", first.toString());
        Cli cli = Cli.run("train", "wykersham", "--games", "20", "--seed", "4", "--step", "0.0001",
                "--from", first.toString(), "--out", second.toString());
        assertThat(cli.exitCode).isZero();
        assertThat(cli.out).contains("wrote " + second);
        Cli.run("train", "wykersham", "--games", "20", "--seed", "4", "--step", "0.0001",
                "--from", first.toString(), "--out", again.toString());
        assertThat(Files.readAllBytes(second)).isNotEqualTo(Files.readAllBytes(first))
                .isEqualTo(Files.readAllBytes(again));
    }

    @Test
    void badRequestsAreRefusedAndWriteNothing(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("w.bin.gz");
        Cli twixt = Cli.run("train", "twixt", "--games", "10", "--out", out.toString());
        assertThat(twixt.exitCode).isEqualTo(2);
        assertThat(twixt.err).isEqualTo("error: no learnt judge for twixt; allowed: wykersham\n");
        Cli none = Cli.run("train", "wykersham", "--games", "0", "--out", out.toString());
        assertThat(none.err).isEqualTo("error: --games must be at least 1\n");
        Cli step = Cli.run("train", "wykersham", "--games", "5", "--step", "2", "--out", out.toString());
        assertThat(step.err).startsWith("error: the step must be above 0 and below 1");
        Path missing = dir.resolve("missing.bin.gz");
        Cli noFile = Cli.run("train", "wykersham", "--games", "5", "--from", missing.toString(), "--out", out.toString());
        assertThat(noFile.exitCode).isEqualTo(2);
        assertThat(noFile.err).isEqualTo("error: cannot read --from " + missing + ": no such file\n");
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "not weights");
        Cli notWeights = Cli.run("train", "wykersham", "--games", "5", "--from", text.toString(), "--out", out.toString());
        assertThat(notWeights.exitCode).isEqualTo(2);
        assertThat(notWeights.err).startsWith("error: cannot read --from " + text + ": ");
        assertThat(out).doesNotExist();
    }
}
