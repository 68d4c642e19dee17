package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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
        // Refused before the games are played, so that no training is lost at the end.
        Path nowhere = dir.resolve("none").resolve("w.bin.gz");
        Cli noFolder = Cli.run("train", "wykersham", "--games", "5", "--out", nowhere.toString());
        assertThat(noFolder.exitCode).isEqualTo(2);
        assertThat(noFolder.err).isEqualTo("error: cannot write " + nowhere + ": no directory " + dir.resolve("none") + "\n");
        assertThat(noFolder.out).isEmpty();
        Cli folder = Cli.run("train", "wykersham", "--games", "5", "--out", dir.toString());
        assertThat(folder.err).isEqualTo("error: cannot write " + dir + ": it is a directory\n");
        assertThat(out).doesNotExist();
    }

    private static final Path RECORD = Path.of("src/test/resources/records/wykersham-seed5.wyk");

    /** A match's --out directory teaches the judge: the records read in the order of their names, pass after pass. */
    @Test
    void recordedGamesTeachAJudgeGoneOnFromGivenWeights(@TempDir Path dir) throws Exception {
        Path games = Files.createDirectory(dir.resolve("games"));
        Files.copy(RECORD, games.resolve("game-001.wyk"));
        Files.copy(RECORD, games.resolve("game-002.wyk"));
        Files.writeString(games.resolve("notes.txt"), "not a record");
        Path start = dir.resolve("start.bin.gz");
        JudgeWeights.standard().write(start);
        Path out = dir.resolve("out.bin.gz");
        Path again = dir.resolve("again.bin.gz");
        Cli cli = Cli.run("train", "wykersham", "--records", games.toString(), "--from", start.toString(),
                "--passes", "3", "--step", "0.0001", "--out", out.toString());
        assertThat(cli.exitCode).isZero();
        List<String> lines = cli.out.lines().toList();
        assertThat(lines.get(0)).isEqualTo("records 2");
        assertThat(lines.get(1)).startsWith("pass 1 of 3  turn error ");
        assertThat(lines.get(3)).startsWith("pass 3 of 3  turn error ");
        assertThat(cli.out).contains("turn error by band (kept from --from):", "wrote " + out);
        assertThat(Files.readAllBytes(out)).isNotEqualTo(Files.readAllBytes(start));
        assertThat(JudgeWeights.read(out).turnError(9)).isEqualTo(JudgeWeights.standard().turnError(9));
        // The step for records is 0.0001 unless told.
        Cli.run("train", "wykersham", "--records", games.resolve("game-001.wyk").toString(), "--records",
                games.resolve("game-002.wyk").toString(), "--from", start.toString(), "--passes", "3",
                "--out", again.toString());
        assertThat(Files.readAllBytes(again)).isEqualTo(Files.readAllBytes(out));
    }

    @Test
    void recordsTheJudgeCannotLearnFromAreRefusedAndWriteNothing(@TempDir Path dir) throws Exception {
        Path start = dir.resolve("start.bin.gz");
        JudgeWeights.standard().write(start);
        Path out = dir.resolve("out.bin.gz");
        Cli noFrom = Cli.run("train", "wykersham", "--records", RECORD.toString(), "--out", out.toString());
        assertThat(noFrom.err).isEqualTo("error: --records goes on from weights: give --from\n");
        Cli both = Cli.run("train", "wykersham", "--games", "5", "--records", RECORD.toString(), "--from", start.toString(),
                "--out", out.toString());
        assertThat(both.err).isEqualTo("error: give either --games (self-play) or --records\n");
        Path empty = Files.createDirectory(dir.resolve("empty"));
        Cli none = Cli.run("train", "wykersham", "--records", empty.toString(), "--from", start.toString(), "--out", out.toString());
        assertThat(none.err).isEqualTo("error: no wykersham records in " + empty + "\n");
        Path unfinished = dir.resolve("unfinished.wyk");
        String text = Files.readString(RECORD);
        Files.writeString(unfinished, text.substring(0, text.indexOf("\n8. ") + 1).replace("[Result \"1/2-1/2\"]\n", ""));
        Cli cut = Cli.run("train", "wykersham", "--records", unfinished.toString(), "--from", start.toString(), "--out", out.toString());
        assertThat(cut.exitCode).isEqualTo(2);
        assertThat(cut.err).isEqualTo("error: " + unfinished + ": the game is not played to its end\n");
        Path otherRules = dir.resolve("other-rules.wyk");
        Files.writeString(otherRules, text.replace("[Ruleset \"standard\"]\n", "[Ruleset \"standard\"]\n[excludeAlreadyComplete \"true\"]\n"));
        Cli rules = Cli.run("train", "wykersham", "--records", otherRules.toString(), "--from", start.toString(), "--out", out.toString());
        assertThat(rules.exitCode).isEqualTo(2);
        assertThat(rules.err).startsWith("error: " + otherRules
                + ": the judge learns from Wykersham games under the default rules, not wykersham(");
        Path broken = dir.resolve("broken.wyk");
        Files.writeString(broken, text.replace("2. 2-1: 1@0 ; 2@3", "2. 2-1: 9@0 ; 2@3"));
        Cli bad = Cli.run("train", "wykersham", "--records", broken.toString(), "--from", start.toString(), "--out", out.toString());
        assertThat(bad.exitCode).isEqualTo(2);
        assertThat(bad.err).startsWith("error: " + broken + ": ");
        assertThat(out).doesNotExist();
    }
}
