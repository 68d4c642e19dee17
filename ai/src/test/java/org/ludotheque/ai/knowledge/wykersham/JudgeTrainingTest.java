package org.ludotheque.ai.knowledge.wykersham;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

class JudgeTrainingTest {

    private static byte[] bytes(JudgeWeights w) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.write(out);
        return out.toByteArray();
    }

    @Test
    void theSameSeedGivesTheSameWeightsBitForBit() throws IOException {
        byte[] first = bytes(new JudgeTraining(JudgeTraining.STEP).train(30, 7, 30, p -> { }));
        byte[] again = bytes(new JudgeTraining(JudgeTraining.STEP).train(30, 7, 30, p -> { }));
        byte[] other = bytes(new JudgeTraining(JudgeTraining.STEP).train(30, 8, 30, p -> { }));
        assertThat(again).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);
    }

    /** A second run goes on from the first one's weights, which it leaves as they were. */
    @Test
    void trainingGoesOnFromGivenWeights() throws IOException {
        JudgeWeights first = new JudgeTraining(JudgeTraining.STEP).train(30, 7, 30, p -> { });
        byte[] before = bytes(first);
        JudgeWeights fromZero = new JudgeTraining(JudgeTraining.STEP / 4).train(30, 8, 30, p -> { });
        JudgeWeights goneOn = new JudgeTraining(JudgeTraining.STEP / 4, first).train(30, 8, 30, p -> { });
        assertThat(bytes(first)).isEqualTo(before);
        assertThat(bytes(goneOn)).isNotEqualTo(before).isNotEqualTo(bytes(fromZero));
        assertThat(bytes(new JudgeTraining(JudgeTraining.STEP / 4, first).train(30, 8, 30, p -> { })))
                .isEqualTo(bytes(goneOn));
    }

    /** The error of one turn's judgement falls as the games go on (from all-zero weights). */
    @Test
    void theJudgeLearns() {
        List<JudgeTraining.Progress> reports = new ArrayList<>();
        JudgeWeights w = new JudgeTraining(JudgeTraining.STEP).train(1200, 3, 200, reports::add);
        assertThat(reports).hasSize(6);
        assertThat(reports.get(5).games()).isEqualTo(1200);
        assertThat(reports.get(5).meanSquaredError()).isLessThan(0.85 * reports.get(0).meanSquaredError());
        for (int band = 0; band < JudgeWeights.BANDS; band++) {
            assertThat(w.turnError(band)).as("band " + band).isPositive();
        }
        // The last rolls are the least foreseeable.
        assertThat(w.turnError(9)).isGreaterThan(w.turnError(1));
    }

    @Test
    void badSettingsAreRefused() {
        assertThatThrownBy(() -> new JudgeTraining(0)).hasMessageContaining("step");
        assertThatThrownBy(() -> new JudgeTraining(JudgeTraining.STEP).train(0, 1, 1, p -> { })).hasMessageContaining("games");
    }

    /** Finished games of random play (every action and roll drawn from {@code seed}), as records. */
    private static List<GameRecord> randomGames(Game game, int count, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<GameRecord> records = new ArrayList<>();
        for (int g = 0; g < count; g++) {
            State s = game.newInitialState();
            while (!s.isTerminal()) {
                s.apply(s.isChanceNode() ? s.chanceOutcomes().pick(rng.nextDouble()) : s.randomLegalAction(rng));
            }
            records.add(GameRecord.of(s));
        }
        return records;
    }

    /**
     * Recorded games teach the judge what their players' turns gain: pass after pass over them the
     * error of one turn falls, the same records give the same weights, and the starting weights
     * are left as they were, spread included.
     */
    @Test
    void recordedGamesTeachTheJudge() throws IOException {
        List<GameRecord> games = randomGames(Games.create("wykersham", null, Map.of()), 40, 11);
        JudgeWeights start = JudgeWeights.standard();
        byte[] before = bytes(start);
        List<JudgeTraining.Progress> reports = new ArrayList<>();
        JudgeWeights learnt = new JudgeTraining(0.0001, start).trainOnRecords(games, 6, reports::add);
        assertThat(reports).hasSize(6);
        assertThat(reports.get(5).games()).isEqualTo(6 * 40);
        // Random play gains far less a turn than the judge's own greedy games: the first pass errs most.
        assertThat(reports.get(5).meanSquaredError()).isLessThan(0.7 * reports.get(0).meanSquaredError());
        assertThat(bytes(start)).isEqualTo(before);
        assertThat(bytes(learnt)).isNotEqualTo(before);
        for (int band = 0; band < JudgeWeights.BANDS; band++) {
            assertThat(learnt.turnError(band)).isEqualTo(start.turnError(band));
        }
        assertThat(bytes(new JudgeTraining(0.0001, start).trainOnRecords(games, 6, p -> { }))).isEqualTo(bytes(learnt));
    }

    @Test
    void recordsTheJudgeCannotLearnFromAreRefused() {
        JudgeTraining training = new JudgeTraining(0.001, JudgeWeights.standard());
        List<GameRecord> forced = randomGames(Games.create("wykersham", null, Map.of("forcedSlide", "true")), 1, 1);
        assertThatThrownBy(() -> training.trainOnRecords(forced, 1, p -> { }))
                .hasMessageStartingWith("the judge learns from Wykersham games under the default rules, not wykersham(");
        List<GameRecord> thoughtwave = randomGames(Games.create("thoughtwave", null, Map.of()), 1, 1);
        assertThatThrownBy(() -> JudgeTraining.checkRecord(thoughtwave.get(0)))
                .hasMessageContaining("under the default rules, not thoughtwave");
        Game wykersham = Games.create("wykersham", null, Map.of());
        State unfinished = wykersham.newInitialState();
        SplittableRandom rng = new SplittableRandom(3);
        for (int i = 0; i < 40; i++) {
            unfinished.apply(unfinished.isChanceNode() ? unfinished.chanceOutcomes().pick(rng.nextDouble())
                    : unfinished.randomLegalAction(rng));
        }
        assertThatThrownBy(() -> JudgeTraining.checkRecord(GameRecord.of(unfinished)))
                .hasMessage("the game is not played to its end");
        assertThatThrownBy(() -> training.trainOnRecords(List.of(), 1, p -> { })).hasMessageContaining("at least one record");
        assertThatThrownBy(() -> training.trainOnRecords(randomGames(wykersham, 1, 2), 0, p -> { }))
                .hasMessageContaining("one pass");
    }
}
