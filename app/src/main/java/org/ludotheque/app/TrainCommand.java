package org.ludotheque.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.ludotheque.ai.knowledge.wykersham.JudgeTraining;
import org.ludotheque.ai.knowledge.wykersham.JudgeWeights;
import org.ludotheque.engine.GameDefinition;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Games;
import org.ludotheque.server.FileErrors;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "train",
        header = "Learn a game's judge by self-play or from recorded games.",
        description = "Plays N games of the game against itself on one thread, a whole turn at a time, and "
                + "learns its judge by temporal differences; writes the weights to OUT. The same games, seed and "
                + "step (and --from file) give the same file. Wykersham's shipped judge: train wykersham --games 250000 --seed 1. "
                + "With --records instead of --games it learns, going on from --from, from recorded games "
                + "played to their end (for instance a match's --out directory), --passes times over them in the order of their names.")
final class TrainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game whose judge to learn: wykersham")
    String gameId;

    @Option(names = "--games", paramLabel = "N", description = "self-play games")
    Integer games;

    @Option(names = "--records", paramLabel = "PATH",
            description = "a record file, or a directory whose records of the game (.wyk) are all read (repeatable)")
    List<Path> records;

    @Option(names = "--passes", paramLabel = "P", defaultValue = "4",
            description = "with --records: passes over the records (default ${DEFAULT-VALUE})")
    int passes;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--step", paramLabel = "A",
            description = "learning step of each weight (default " + JudgeTraining.STEP + ", with --records "
                    + JudgeTraining.RECORDS_STEP + ")")
    Double step;

    @Option(names = "--from", paramLabel = "FILE",
            description = "weights to go on from (a file this command wrote; default: all zero)")
    Path from;

    @Option(names = "--out", paramLabel = "OUT", required = true, description = "file to write the weights to")
    Path out;

    @Override
    public Integer call() {
        if (!gameId.equals("wykersham")) {
            Games.get(gameId);
            throw new IllegalArgumentException("no learnt judge for " + gameId + "; allowed: wykersham");
        }
        if ((games == null) == (records == null)) {
            throw new IllegalArgumentException("give either --games (self-play) or --records");
        }
        if (games != null && games < 1) {
            throw new IllegalArgumentException("--games must be at least 1");
        }
        if (records != null && from == null) {
            throw new IllegalArgumentException("--records goes on from weights: give --from");
        }
        if (records != null && passes < 1) {
            throw new IllegalArgumentException("--passes must be at least 1");
        }
        FileErrors.refuseUnwritable(out);
        List<GameRecord> recorded = records == null ? null : readRecords();
        double a = step != null ? step : records != null ? JudgeTraining.RECORDS_STEP : JudgeTraining.STEP;
        JudgeTraining training = from == null ? new JudgeTraining(a) : new JudgeTraining(a, start(from));
        PrintWriter o = spec.commandLine().getOut();
        JudgeWeights weights;
        if (recorded == null) {
            weights = training.train(games, seed, Math.max(1, games / 40), p -> report(o, "games " + p.games(), p));
        } else {
            o.println("records " + recorded.size());
            weights = training.trainOnRecords(recorded, passes,
                    p -> report(o, "pass " + p.games() / recorded.size() + " of " + passes, p));
        }
        try {
            weights.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + FileErrors.reason(out, e), e);
        }
        StringBuilder errors = new StringBuilder();
        for (int b = 0; b < JudgeWeights.BANDS; b++) {
            errors.append(String.format(Locale.ROOT, " %.3f", weights.turnError(b)));
        }
        o.println("turn error by band (" + (records == null ? "last quarter" : "kept from --from") + "):" + errors);
        o.println("wrote " + out);
        o.flush();
        return 0;
    }

    private static void report(PrintWriter o, String what, JudgeTraining.Progress p) {
        StringBuilder bands = new StringBuilder();
        for (double e : p.byBand()) {
            bands.append(String.format(Locale.ROOT, " %.2f", e));
        }
        o.printf(Locale.ROOT, "%s  turn error %.3f  by band%s  %.1f games/s%n", what, p.meanSquaredError(),
                bands, p.gamesPerSecond());
        o.flush();
    }

    /** Every record named by --records, a directory's files in the order of their names; each checked whole first. */
    private List<GameRecord> readRecords() {
        GameDefinition def = Games.get(gameId);
        List<Path> files = new ArrayList<>();
        for (Path path : records) {
            if (Files.isDirectory(path)) {
                List<Path> found = RecordFiles.recordsIn(def, path);
                if (found.isEmpty()) {
                    throw new IllegalArgumentException("no " + gameId + " records in " + path);
                }
                files.addAll(found);
            } else {
                files.add(path);
            }
        }
        List<GameRecord> read = new ArrayList<>();
        for (Path file : files) {
            try {
                // Each record under its own rules, so that one under other rules is refused, not misread.
                GameRecord record = RecordFiles.format(def, null, file).read(RecordFiles.read(file), null);
                JudgeTraining.checkRecord(record);
                read.add(record);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
            }
        }
        return read;
    }

    private static JudgeWeights start(Path file) {
        try {
            return JudgeWeights.read(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read --from " + file + ": " + FileErrors.reason(file, e), e);
        }
    }
}
