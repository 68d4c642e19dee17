package org.ludotheque.ai.knowledge.wykersham;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;

class JudgeWeightsTest {

    @Test
    void weightsSurviveAWriteAndARead() throws IOException {
        JudgeWeights w = JudgeWeights.standard();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.write(out);
        JudgeWeights back = JudgeWeights.read(new ByteArrayInputStream(out.toByteArray()));
        assertThat(back.w).isEqualTo(w.w);
        assertThat(back.turnError).isEqualTo(w.turnError);
    }

    @Test
    void theShippedWeightsAreLearnt() {
        JudgeWeights w = JudgeWeights.standard();
        assertThat(w.w).hasSize(JudgeWeights.SIZE);
        long nonZero = 0;
        for (float x : w.w) {
            nonZero += x != 0 ? 1 : 0;
        }
        assertThat(nonZero).as("weights learnt").isGreaterThan(JudgeWeights.SIZE / 20);
        for (int band = 0; band < JudgeWeights.BANDS; band++) {
            assertThat(w.turnError(band)).isPositive();
        }
    }

    @Test
    void anotherFileIsRefused() throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(raw)) {
            gz.write("not weights at all".getBytes());
        }
        assertThatThrownBy(() -> JudgeWeights.read(new ByteArrayInputStream(raw.toByteArray())))
                .hasMessage("not a Wykersham judge's weights");
        assertThatThrownBy(() -> JudgeWeights.read(new ByteArrayInputStream("plain".getBytes())))
                .isInstanceOf(IOException.class).hasMessageStartingWith("not a Wykersham judge's weights (ZipException");
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        JudgeWeights.zero().write(whole);
        byte[] cut = java.util.Arrays.copyOf(whole.toByteArray(), whole.size() / 2);
        assertThatThrownBy(() -> JudgeWeights.read(new ByteArrayInputStream(cut)))
                .isInstanceOf(IOException.class).hasMessageStartingWith("not a Wykersham judge's weights (EOFException");
    }
}
