package org.ludotheque.engine.wykersham;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludotheque.engine.wykersham.WykershamActions.*;

class WykershamActionsTest {

    @Test
    void layoutCoversEveryActionOnce() {
        int kinds = 0;
        for (int a = 0; a < SIZE; a++) {
            int n = (isDice(a) ? 1 : 0) + (isPlace(a) ? 1 : 0) + (isSlide(a) ? 1 : 0) + (a == KEEP ? 1 : 0)
                    + (isTake(a) ? 1 : 0) + (isLine(a) ? 1 : 0);
            assertThat(n).as("action " + a).isEqualTo(1);
            kinds += n;
        }
        assertThat(kinds).isEqualTo(126);
    }

    @Test
    void encodingsReadBack() {
        for (int d1 = 1; d1 <= 6; d1++) {
            for (int d2 = 1; d2 <= 6; d2++) {
                assertThat(firstDie(dice(d1, d2))).isEqualTo(d1);
                assertThat(secondDie(dice(d1, d2))).isEqualTo(d2);
            }
        }
        for (int x = 0; x < 7; x++) {
            for (int r = 0; r < 5; r++) {
                assertThat(placeColumn(place(x, r))).isEqualTo(x);
                assertThat(placeRail(place(x, r))).isEqualTo(r);
            }
        }
        assertThat(takeCount(take(30))).isEqualTo(30);
        assertThat(slideDirection(LEFT)).isEqualTo(-1);
        assertThat(slideDirection(STAY)).isZero();
        assertThat(slideDirection(RIGHT)).isEqualTo(1);
        for (int id = 0; id < LINES; id++) {
            assertThat(lineId(lineCentre(id), lineSlope(id))).isEqualTo(id);
            assertThat(lineId(line(id))).isEqualTo(id);
        }
    }

    @Test
    void labelsPerPlayerAndShared() {
        assertThat(label(0, 0, false)).isEqualTo("1");
        assertThat(label(0, 3, false)).isEqualTo("#");
        assertThat(label(0, 4, false)).isEqualTo("4");
        assertThat(label(1, 0, false)).as("B's 6 is A's 1").isEqualTo("6");
        assertThat(label(1, 3, false)).isEqualTo("#");
        assertThat(label(1, 0, true)).isEqualTo("1");
        assertThat(columnOfDie(0, 4, false)).isEqualTo(4);
        assertThat(columnOfDie(1, 1, false)).isEqualTo(6);
        assertThat(columnOfDie(1, 1, true)).isZero();
        assertThat(labelIndex('■')).isEqualTo(3);
        assertThat(labelIndex('#')).isEqualTo(3);
        assertThat(labelIndex('0')).isEqualTo(-1);
        assertThat(labelIndex('7')).isEqualTo(-1);
    }

    @Test
    void linesAreNamedByCentreAndSlope() {
        assertThat(lineName(0, lineId(3, 0), false)).isEqualTo("#|");
        assertThat(lineName(0, lineId(0, 1), false)).isEqualTo("1/");
        assertThat(lineName(1, lineId(0, -1), false)).as("a slope looks the same from B's seat").isEqualTo("6\\");
        assertThat(slopeOf('/')).isEqualTo(1);
        assertThat(slopeOf('x')).isEqualTo(2);
    }
}
