package org.ludotheque.app;

import java.io.PrintWriter;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.State;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "bench", description = {
        "Uniformly random playouts from the start to the end of the game, on one thread.",
        "signature (the total number of actions played) is identical for the same seed and options."})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @picocli.CommandLine.Option(names = "--playouts", paramLabel = "N", defaultValue = "10000", description = "playouts to time (default ${DEFAULT-VALUE})")
    int playouts;

    @picocli.CommandLine.Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @picocli.CommandLine.Option(names = "--warmup-ms", paramLabel = "MS", defaultValue = "2000",
            description = "untimed random games first, for the JIT (default ${DEFAULT-VALUE} ms)")
    long warmupMillis;

    @picocli.CommandLine.Option(names = "--fill", description = "ignore the draw check: play until a win or no legal move (as OpenSpiel and T1j playouts do)")
    boolean fill;

    @Override
    public Integer call() {
        if (playouts < 1) {
            throw new IllegalArgumentException("--playouts must be at least 1");
        }
        Game game = fill ? fillGame() : selection.game();
        State start = game.newInitialState();
        warmUp(start);
        long[] results = new long[3];
        long begin = System.nanoTime();
        long actions = run(start, playouts, new SplittableRandom(seed), results);
        double seconds = (System.nanoTime() - begin) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        out.println("game: " + game.spec());
        out.println("fill: " + fill);
        out.println("playouts: " + playouts);
        out.println("seed: " + seed);
        out.printf("seconds: %.3f%n", seconds);
        out.println("playouts_per_second: " + Math.round(playouts / seconds));
        out.printf("average_length: %.2f%n", (double) actions / playouts);
        out.println("wins_" + game.playerName(0) + ": " + results[0]);
        out.println("wins_" + game.playerName(1) + ": " + results[1]);
        out.println("draws: " + results[2]);
        out.println("signature: " + actions);
        out.flush();
        return 0;
    }

    private Game fillGame() {
        boolean hasDrawCheck = selection.definition().options().stream().map(Option::name).anyMatch("drawCheck"::equals);
        if (!hasDrawCheck) {
            throw new IllegalArgumentException("--fill applies only to games with a draw check option; "
                    + selection.definition().id() + " has none");
        }
        return selection.game(Map.of("drawCheck", "false"));
    }

    /** Plays other random games for about two seconds so that the timed ones run compiled code. */
    private void warmUp(State start) {
        SplittableRandom rng = new SplittableRandom(~seed);
        long end = System.nanoTime() + warmupMillis * 1_000_000L;
        while (System.nanoTime() < end) {
            run(start, 50, rng, new long[3]);
        }
    }

    /** Plays {@code n} random games from copies of {@code start}; returns the number of actions played. */
    static long run(State start, int n, SplittableRandom rng, long[] results) {
        long actions = 0;
        for (int i = 0; i < n; i++) {
            State s = start.copy();
            while (!s.isTerminal()) {
                s.apply(s.randomLegalAction(rng));
                actions++;
            }
            int w = s.outcome().winner();
            results[w < 0 ? 2 : w]++;
        }
        return actions;
    }
}
