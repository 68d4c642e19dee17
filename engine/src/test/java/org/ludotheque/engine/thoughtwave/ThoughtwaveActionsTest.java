package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ThoughtwaveActionsTest {

    @Test
    void placementsComeFirstBySquareThenMask() {
        ThoughtwaveActions a = Fixtures.game("").actions();
        assertThat(a.placements).isEqualTo(1500);
        assertThat(a.place(0, 1)).isZero();
        assertThat(a.place(0, 15)).isEqualTo(14);
        assertThat(a.place(34, 5)).isEqualTo(34 * 15 + 4);
        assertThat(a.square(34 * 15 + 4)).isEqualTo(34);
        assertThat(a.mask(34 * 15 + 4)).isEqualTo(5);
    }

    @Test
    void specialActionsFollowThePlacements() {
        ThoughtwaveActions a = Fixtures.game("").actions();
        assertThat(a.pass).isEqualTo(1500);
        assertThat(a.swap).isEqualTo(1501);
        assertThat(a.take(Tile.CROSS)).isEqualTo(1502);
        assertThat(a.take(Tile.TERMINATOR)).isEqualTo(1506);
        assertThat(a.size).isEqualTo(1507);
        assertThat(a.illegal).isEqualTo(-1);
        assertThatThrownBy(() -> a.attempt(0, 1)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void penaltyModeAddsOneAttemptPerPlacement() {
        ThoughtwaveActions a = Fixtures.game("penalty=true").actions();
        assertThat(a.illegal).isEqualTo(1507);
        assertThat(a.size).isEqualTo(3007);
        int x = a.attempt(34, 5);
        assertThat(a.isAttempt(x)).isTrue();
        assertThat(a.isPlace(x)).isFalse();
        assertThat(a.square(x)).isEqualTo(34);
        assertThat(a.mask(x)).isEqualTo(5);
    }
}
