package org.ludotheque.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.ludotheque.ai.knowledge.wykersham.JudgeTraining;
import org.ludotheque.ai.knowledge.wykersham.JudgeWeights;
import org.ludotheque.engine.Games;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "train",
        header = "Learn a game's judge by self-play, as Wykersham's shipped judge was.",
        description = "Plays N games of the game against itself on one thread, a whole turn at a time, and "
                + "learns its judge by temporal differences; writes the weights to OUT. The same games, seed and "
                + "step (and --from file) give the same file. Wykersham's shipped judge: train wykersham --games 250000 --seed 1.")
final class TrainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "the game whose judge to learn: wykersham")
    String gameId;

    @Option(names = "--games", paramLabel = "N", required = true, description = "self-play games")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--step", paramLabel = "A", defaultValue = "" + JudgeTraining.STEP,
            description = "learning step of each weight (default ${DEFAULT-VALUE})")
    double step;

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
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1");
        }
        JudgeTraining training = from == null ? new JudgeTraining(step) : new JudgeTraining(step, start(from));
        PrintWriter o = spec.commandLine().getOut();
        JudgeWeights weights = training.train(games, seed, Math.max(1, games / 40), p -> {
            StringBuilder bands = new StringBuilder();
            for (double e : p.byBand()) {
                bands.append(String.format(Locale.ROOT, " %.2f", e));
            }
            o.printf(Locale.ROOT, "games %d  turn error %.3f  by band%s  %.1f games/s%n", p.games(), p.meanSquaredError(),
                    bands, p.gamesPerSecond());
            o.flush();
        });
        try {
            weights.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
        StringBuilder errors = new StringBuilder();
        for (int b = 0; b < JudgeWeights.BANDS; b++) {
            errors.append(String.format(Locale.ROOT, " %.3f", weights.turnError(b)));
        }
        o.println("turn error by band (last quarter):" + errors);
        o.println("wrote " + out);
        o.flush();
        return 0;
    }

    private static JudgeWeights start(Path file) {
        try {
            return JudgeWeights.read(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read --from " + file + ": no such file", e);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read --from " + file + ": " + e.getMessage(), e);
        }
    }
}
