package org.ludotheque.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EloTest {

    @Test
    void anEvenScoreIsZero() {
        Elo e = Elo.of(5, 0, 5);
        assertThat(e.elo()).isCloseTo(0, within(1e-9));
        assertThat(e.lower()).isCloseTo(-e.upper(), within(1e-9));
        assertThat(Elo.of(0, 8, 0).toString()).isEqualTo("0 (95% interval 0 .. 0)");
    }

    @Test
    void threeQuartersIsPlus191() {
        Elo e = Elo.of(75, 0, 25);
        assertThat(Elo.format(e.elo())).isEqualTo("+191");
        // p = 0.75, sd = sqrt(0.1875), se = 0.0433: the score interval 0.665 .. 0.835.
        assertThat(e.lower()).isCloseTo(Elo.fromScore(0.75 - 1.959964 * Math.sqrt(0.1875 / 100)), within(1e-9));
        assertThat(Math.round(e.lower())).isEqualTo(119);
        assertThat(Math.round(e.upper())).isEqualTo(282);
        assertThat(e.note()).isEmpty();
        assertThat(Elo.of(50, 50, 0).elo()).isCloseTo(e.elo(), within(1e-9));
    }

    @Test
    void allWinsAreUnboundedWithAnExactLowerEnd() {
        Elo e = Elo.of(20, 0, 0);
        assertThat(e.elo()).isInfinite().isPositive();
        assertThat(e.upper()).isInfinite().isPositive();
        // 0.025^(1/20) = 0.8316: at least +275 with 97.5% confidence.
        assertThat(Math.round(e.lower())).isEqualTo(Math.round(Elo.fromScore(Math.pow(0.025, 1 / 20.0))));
        assertThat(Math.round(e.lower())).isEqualTo(277);
        assertThat(e.toString()).isEqualTo("+inf (95% interval +277 .. +inf; every game won: the estimate is unbounded;"
                + " the lower end is the exact binomial bound)");
        Elo lost = Elo.of(0, 0, 20);
        assertThat(lost.lower()).isInfinite().isNegative();
        assertThat(lost.upper()).isCloseTo(-e.lower(), within(1e-9));
    }

    @Test
    void anEndBeyondTheScaleIsClampedAndSaid() {
        Elo e = Elo.of(3, 0, 1);
        assertThat(e.upper()).isInfinite();
        assertThat(e.toString()).startsWith("+191 (95% interval ").endsWith(" .. +inf; clamped at 100%)");
    }
}
