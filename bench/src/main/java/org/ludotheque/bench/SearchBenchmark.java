package org.ludotheque.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Knowledge;
import org.ludotheque.ai.search.Mcts;
import org.ludotheque.ai.search.SearchParams;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The MCTS search from each game's start position with a fixed playout budget and no tree
 * reuse: one operation is one whole search of {@code playouts} playouts, so playouts per second
 * are {@code playouts ×} the score (also reported as the {@code search:playouts} counter). Run
 * with {@code java -jar bench/target/benchmarks.jar SearchBenchmark}, e.g. {@code -p threads=2}
 * or {@code -p kind=uct}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class SearchBenchmark {

    /** Game specs, {@code ;} between options (JMH splits {@code -p} values at commas). */
    @Param({
        "twixt(ruleset=t1;width=12;height=12)",
        "twixt(ruleset=dujardin)",
        "thoughtwave",
        "wykersham"})
    public String game;

    /** {@code mcts} (the full engine with the game's knowledge) or {@code uct} (the baseline). */
    @Param({"mcts"})
    public String kind;

    @Param({"1", "2"})
    public int threads;

    @Param({"1000"})
    public int playouts;

    private Game g;
    private org.ludotheque.engine.State start;
    private Mcts search;

    /** JMH reports this counter as a rate: {@code search:playouts} in ops/s is playouts per second. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counters {
        public long playouts;
    }

    @Setup(Level.Trial)
    public void setUp() {
        g = Games.load(game.replace(';', ','));
        start = g.newInitialState();
        SplittableRandom rng = new SplittableRandom(1);
        while (start.isChanceNode()) {
            start.apply(start.randomLegalAction(rng));
        }
        SearchParams base = kind.equals("uct") ? SearchParams.uct() : SearchParams.defaults();
        SearchParams p = base.withPlayouts(playouts).withThreads(threads).withTreeReuse(false);
        search = new Mcts(g, p, kind.equals("uct") ? Knowledge::none : () -> Knowledge.forGame(g), kind);
    }

    /** One search; returns the move so that nothing is optimised away. */
    @Benchmark
    public int search(Counters counters) {
        Analysis a = search.analyse(start);
        counters.playouts += a.playouts();
        return a.best();
    }
}
