package org.ludotheque.app;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.State;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "bench",
        header = "Measure speed: random playouts per second, or a player's search speed.",
        description = "Uniformly random playouts from the start to the end of the game, on one thread. The "
                + "signature (the total number of actions played) is identical for the same seed and "
                + "options. With --player: that player's search speed (search_playouts_per_second) on the "
                + "start position and on --positions random positions.")
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

    @picocli.CommandLine.Option(names = "--player", paramLabel = "SPEC",
            description = "time a player's search instead (e.g. mcts:level=max, uct:seconds=1)")
    String player;

    @picocli.CommandLine.Option(names = "--positions", paramLabel = "N", defaultValue = "4",
            description = "with --player: random positions searched after the start position (default ${DEFAULT-VALUE})")
    int positions;

    @Override
    public Integer call() {
        if (player != null) {
            return searchBench();
        }
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

    /** A player's search on the start position and on random positions: playouts per second from its analyses. */
    private int searchBench() {
        if (positions < 0) {
            throw new IllegalArgumentException("--positions must be 0 or more");
        }
        Game game = fill ? fillGame() : selection.game();
        PlayerSpec ps = PlayerSpec.parse(player);
        Player p = AppPlayers.create(ps, game, seed);
        PrintWriter out = spec.commandLine().getOut();
        try {
            out.println("game: " + game.spec());
            out.println("player: " + ps);
            out.println("positions: " + (positions + 1));
            out.println("seed: " + seed);
            SplittableRandom rng = new SplittableRandom(seed);
            long totalPlayouts = 0;
            long totalMillis = 0;
            for (int i = 0; i <= positions; i++) {
                State s = i == 0 ? start(game, rng) : randomPosition(game, rng);
                p.reset();
                Analysis an = p.analyse(s.copy());
                totalPlayouts += an.playouts();
                totalMillis += an.millis();
                out.printf(Locale.ROOT, "position_%d: turn=%d playouts=%d nodes=%d millis=%d playouts_per_second=%d%n",
                        i + 1, s.turn(), an.playouts(), an.nodes(), an.millis(), Math.round(an.playoutsPerSecond()));
                out.flush();
            }
            out.println("search_playouts: " + totalPlayouts);
            out.println("search_millis: " + totalMillis);
            out.println("search_playouts_per_second: " + (totalMillis <= 0 ? 0 : Math.round(totalPlayouts * 1000.0 / totalMillis)));
            out.flush();
            return 0;
        } finally {
            AppPlayers.close(p);
        }
    }

    /** The start position, rolled on to the first decision in a dice game. */
    private static State start(Game game, SplittableRandom rng) {
        State s = game.newInitialState();
        while (s.isChanceNode()) {
            s.apply(s.randomLegalAction(rng));
        }
        return s;
    }

    /** A decision from a random game, at a random point of it (the start when the game has no other). */
    private static State randomPosition(Game game, SplittableRandom rng) {
        State s = game.newInitialState();
        while (!s.isTerminal()) {
            s.apply(s.randomLegalAction(rng));
        }
        int[] h = s.history();
        int cut = h.length <= 1 ? 0 : rng.nextInt(h.length - 1);
        State p = game.newInitialState();
        for (int i = 0; i < cut; i++) {
            p.apply(h[i]);
        }
        while (p.isChanceNode()) {
            p.apply(p.randomLegalAction(rng));
        }
        return p.isTerminal() ? start(game, rng) : p;
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
