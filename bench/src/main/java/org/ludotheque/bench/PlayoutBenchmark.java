package org.ludotheque.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.ludotheque.engine.Games;
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
 * Uniformly random playouts from the start to the end, one thread: the work of
 * {@code ludotheque bench}, measured by JMH. Run with
 * {@code java -jar bench/target/benchmarks.jar PlayoutBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PlayoutBenchmark {

    /**
     * Game specs as {@code Games.load} reads them, with {@code ;} between options because JMH's
     * {@code -p} splits its values at commas. {@code drawCheck=false} is {@code bench --fill}.
     */
    @Param({
        "twixt(ruleset=openspiel;drawCheck=false)",
        "twixt(ruleset=dujardin)",
        "twixt(ruleset=dujardin;drawCheck=false)",
        "twixt(ruleset=dujardin;width=12;height=12)"})
    public String game;

    private org.ludotheque.engine.State start;
    private SplittableRandom rng;

    @Setup(Level.Trial)
    public void setUp() {
        start = Games.load(game.replace(';', ',')).newInitialState();
        rng = new SplittableRandom(1);
    }

    /** One playout; the score is playouts per second. Returns the length so nothing is optimised away. */
    @Benchmark
    public int playout() {
        org.ludotheque.engine.State s = start.copy();
        int n = 0;
        while (!s.isTerminal()) {
            s.apply(s.randomLegalAction(rng));
            n++;
        }
        return n;
    }
}
