package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TwixtGeometryTest {

    private final TwixtGeometry g = TwixtGeometry.of(24, 24);

    @Test
    void anInnerLinkCrossesNineOthers() {
        // Every direction of a knight's link has nine crossing links away from the edges.
        for (int d = 0; d < 4; d++) {
            int slot = g.hole(10, 10) * 4 + d;
            assertThat(g.crossStart[slot + 1] - g.crossStart[slot]).as("direction %d", d).isEqualTo(9);
        }
    }

    @Test
    void crossingIsSymmetric() {
        for (int s = 0; s < g.linkSlots; s++) {
            for (int i = g.crossStart[s]; i < g.crossStart[s + 1]; i++) {
                int t = g.crossList[i];
                boolean back = false;
                for (int j = g.crossStart[t]; j < g.crossStart[t + 1]; j++) {
                    back |= g.crossList[j] == s;
                }
                assertThat(back).isTrue();
            }
        }
    }

    @Test
    void linksSharingAPegNeverCross() {
        int c3 = g.hole(2, 2);
        int d5 = g.linkBetween(c3, g.hole(3, 4));
        int e4 = g.linkBetween(c3, g.hole(4, 3));
        for (int i = g.crossStart[d5]; i < g.crossStart[d5 + 1]; i++) {
            assertThat(g.crossList[i]).isNotEqualTo(e4);
        }
    }

    @Test
    void aCornerHasNoLinks() {
        for (int k = 0; k < 8; k++) {
            assertThat(g.neighbourHole[k]).isEqualTo(-1);
        }
        assertThat(g.exists[0]).isFalse();
        assertThat(g.exists[g.hole(1, 0)]).isTrue();
    }

    @Test
    void aHoleNextToACornerCannotLinkIntoIt() {
        // B3 and A1 are a knight's move apart, but A1 does not exist.
        assertThat(g.linkBetween(g.hole(1, 2), g.hole(0, 0))).isEqualTo(-1);
    }
}
