package org.ludotheque.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChanceOutcomesTest {

    /** Outcomes 7, 8, 9 with probabilities ¼, ½, ¼ cover [0, ¼), [¼, ¾) and [¾, 1). */
    @Test
    void aDrawFallsOnTheOutcomeWhoseShareHoldsIt() {
        ChanceOutcomes co = new ChanceOutcomes(new int[] {7, 8, 9}, new double[] {0.25, 0.5, 0.25});
        assertThat(co.pick(0.0)).isEqualTo(7);
        assertThat(co.pick(0.2499)).isEqualTo(7);
        assertThat(co.pick(0.25)).isEqualTo(8);
        assertThat(co.pick(0.7499)).isEqualTo(8);
        assertThat(co.pick(0.75)).isEqualTo(9);
        assertThat(co.pick(0.999999)).isEqualTo(9);
    }
}
