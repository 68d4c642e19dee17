package org.ludotheque.ai.knowledge.wykersham;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

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
}
