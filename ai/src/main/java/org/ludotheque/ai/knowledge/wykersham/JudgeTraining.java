package org.ludotheque.ai.knowledge.wykersham;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;
import org.ludotheque.engine.wykersham.WykershamState;

/**
 * Learns {@link WykershamJudge}'s weights by self-play, TD(0) on whole turns, as backgammon
 * programs learn theirs. Each game starts from the initial position under the default rules; at
 * each roll the judge's value of the position (for the side to roll) is noted, the dice are drawn,
 * the side plays the turn the {@link TurnPlanner} judges best (ties drawn at random), and the
 * noted value moves towards that turn's value: every weight of the position's features by
 * {@code step × (target − value)}. One thread, every random draw from the seed: the same games,
 * seed and step give the same weights, bit for bit.
 *
 * <p>{@link #trainOnRecords} learns instead from recorded games, whoever played them (a step of
 * expert iteration: the search's own games teach the judge what the search's turns gain): at each
 * roll the target is the marbles the side gained in its turn, less the other side's judged gain
 * at the next roll.
 */
public final class JudgeTraining {

    /** The step used for the shipped weights. */
    public static final double STEP = 0.0004;
    /**
     * The step for recorded games: a few thousand of them overfit at {@link #STEP} (their
     * held-out error is least after two passes and rises after), not at a quarter of it.
     */
    public static final double RECORDS_STEP = 0.0001;

    /** Progress of a run: games done, and the squared error of one turn by band over the games since the last report. */
    public record Progress(int games, double meanSquaredError, double[] byBand, double gamesPerSecond) {
    }

    private final JudgeWeights weights;
    private final WykershamJudge judge;
    private final TurnPlanner planner;
    private final int[] features = new int[WykershamJudge.MAX_FEATURES];
    private final double step;

    /** Training from all-zero weights. */
    public JudgeTraining(double step) {
        this(step, JudgeWeights.zero());
    }

    /**
     * Training that goes on from {@code start} (left unchanged), for instance a second run with a
     * smaller step. The errors by band written with the result are the new run's own.
     */
    public JudgeTraining(double step, JudgeWeights start) {
        if (!(step > 0 && step < 1)) {
            throw new IllegalArgumentException("the step must be above 0 and below 1, not " + step);
        }
        this.step = step;
        this.weights = start.copy();
        this.judge = new WykershamJudge(weights);
        this.planner = new TurnPlanner(judge);
    }

    /**
     * Plays {@code games} games from {@code seed}, reporting every {@code reportEvery} games, and
     * returns the weights, with each band's squared error of one turn measured over the last
     * quarter of the games.
     */
    public JudgeWeights train(int games, long seed, int reportEvery, Consumer<Progress> report) {
        if (games < 1 || reportEvery < 1) {
            throw new IllegalArgumentException("games and the report interval must be at least 1");
        }
        Game game = Games.create("wykersham", null, Map.of());
        SplittableRandom rng = new SplittableRandom(seed);
        double[] sinceReport = new double[JudgeWeights.BANDS];
        long[] countSinceReport = new long[JudgeWeights.BANDS];
        double[] lastQuarter = new double[JudgeWeights.BANDS];
        long[] countLastQuarter = new long[JudgeWeights.BANDS];
        int quarterFrom = games - games / 4;
        long begin = System.nanoTime();
        for (int g = 0; g < games; g++) {
            WykershamState s = (WykershamState) game.newInitialState();
            while (s.phase() == WykershamState.Phase.STARTING_ROLL) {
                s.apply(s.chanceOutcomes().pick(rng.nextDouble()));
            }
            while (!s.isTerminal()) {
                // at a roll
                int band = JudgeWeights.band(s.turn());
                int player = s.mover();
                int n = judge.features(s, features);
                double value = sum(features, n);
                s.apply(s.chanceOutcomes().pick(rng.nextDouble()));
                double target = planner.plan(s, player);
                double error = target - value;
                for (int i = 0; i < n; i++) {
                    weights.w[features[i]] += step * error;
                }
                sinceReport[band] += error * error;
                countSinceReport[band]++;
                if (g >= quarterFrom) {
                    lastQuarter[band] += error * error;
                    countLastQuarter[band]++;
                }
                while (!s.isTerminal() && !s.isChanceNode()) {
                    s.apply(planner.bestAction(s, rng));
                }
            }
            if ((g + 1) % reportEvery == 0 || g + 1 == games) {
                report.accept(progress(g + 1, sinceReport, countSinceReport, begin));
                Arrays.fill(sinceReport, 0);
                Arrays.fill(countSinceReport, 0);
            }
        }
        for (int b = 0; b < JudgeWeights.BANDS; b++) {
            weights.turnError[b] = countLastQuarter[b] == 0 ? 1.0 : lastQuarter[b] / countLastQuarter[b];
        }
        return weights;
    }

    /** A roll of a recorded game: its features for the side to roll, and what that side gained in its turn. */
    private record RecordedRoll(int[] features, int n, int band, int gain) {
    }

    /**
     * Learns from recorded Wykersham games under the default rules, {@code passes} passes over
     * them in order, reporting after each, and returns the weights. The spread (the errors by
     * band) is the starting weights': these games measure what the judge cannot foresee in one
     * player's games, not in the games it judges.
     */
    public JudgeWeights trainOnRecords(List<GameRecord> records, int passes, Consumer<Progress> report) {
        if (records.isEmpty() || passes < 1) {
            throw new IllegalArgumentException("training on records needs at least one record and one pass");
        }
        List<List<RecordedRoll>> games = new ArrayList<>();
        for (GameRecord record : records) {
            games.add(rolls(record));
        }
        long begin = System.nanoTime();
        for (int pass = 1; pass <= passes; pass++) {
            double[] squares = new double[JudgeWeights.BANDS];
            long[] counts = new long[JudgeWeights.BANDS];
            for (List<RecordedRoll> rolls : games) {
                for (int i = 0; i < rolls.size(); i++) {
                    RecordedRoll r = rolls.get(i);
                    RecordedRoll next = i + 1 < rolls.size() ? rolls.get(i + 1) : null;
                    double target = r.gain() - (next == null ? 0 : sum(next.features(), next.n()));
                    double error = target - sum(r.features(), r.n());
                    for (int k = 0; k < r.n(); k++) {
                        weights.w[r.features()[k]] += step * error;
                    }
                    squares[r.band()] += error * error;
                    counts[r.band()]++;
                }
            }
            report.accept(progress(pass * games.size(), squares, counts, begin));
        }
        return weights;
    }

    /**
     * Refuses a record the judge cannot learn from: another game or other rules than the default
     * ones it judges, or a game not played to its end (its last turn's gain unknown).
     */
    public static void checkRecord(GameRecord record) {
        startOf(record);
        requirePlayedToTheEnd(record, record.replay());
    }

    /** The record's starting position, refused unless it is Wykersham under the default rules. */
    private static WykershamState startOf(GameRecord record) {
        State s = record.game().newInitialState();
        if (!(s instanceof WykershamState w) || !WykershamJudge.judges(w)) {
            throw new IllegalArgumentException("the judge learns from Wykersham games under the default rules, not "
                    + record.game().spec());
        }
        return w;
    }

    /** Refuses a record that ends otherwise than by its last turn, {@code end} its replayed position. */
    private static void requirePlayedToTheEnd(GameRecord record, State end) {
        if (record.resignedPlayer() >= 0 || record.drawAgreed() || !end.isTerminal()) {
            throw new IllegalArgumentException("the game is not played to its end");
        }
    }

    /** The rolls of a finished recorded game, in order, each with the marbles its side gained in the turn. */
    private List<RecordedRoll> rolls(GameRecord record) {
        WykershamState s = startOf(record);
        List<RecordedRoll> rolls = new ArrayList<>();
        int[] pending = null;
        int n = 0;
        int band = 0;
        int player = 0;
        int leadBefore = 0;
        for (int a : record.actions()) {
            s.apply(a);
            boolean atRoll = !s.isTerminal() && s.phase() == WykershamState.Phase.ROLL;
            if ((atRoll || s.isTerminal()) && pending != null) {
                rolls.add(new RecordedRoll(pending, n, band, s.lead(player) - leadBefore));
                pending = null;
            }
            if (atRoll) {
                pending = new int[WykershamJudge.MAX_FEATURES];
                n = judge.features(s, pending);
                band = JudgeWeights.band(s.turn());
                player = s.mover();
                leadBefore = s.lead(player);
            }
        }
        requirePlayedToTheEnd(record, s);
        return rolls;
    }

    /** The judge's value from the first {@code n} feature ids: the sum of their weights. */
    private double sum(int[] ids, int n) {
        double v = 0;
        for (int i = 0; i < n; i++) {
            v += weights.w[ids[i]];
        }
        return v;
    }

    private static Progress progress(int games, double[] squares, long[] counts, long begin) {
        double total = 0;
        long all = 0;
        double[] byBand = new double[squares.length];
        for (int b = 0; b < squares.length; b++) {
            total += squares[b];
            all += counts[b];
            byBand[b] = counts[b] == 0 ? 0 : squares[b] / counts[b];
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        return new Progress(games, all == 0 ? 0 : total / all, byBand, games / seconds);
    }
}
