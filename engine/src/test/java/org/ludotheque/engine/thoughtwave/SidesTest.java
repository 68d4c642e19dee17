package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SidesTest {

    @Test
    void eachPairIsTheOtherOfTheOther() {
        assertThat(Sides.WEST_EAST.other()).isEqualTo(Sides.NORTH_SOUTH);
        assertThat(Sides.NORTH_SOUTH.other()).isEqualTo(Sides.WEST_EAST);
    }

    @Test
    void bordersAreOppositeDirections() {
        assertThat(Sides.WEST_EAST.firstBorder()).isEqualTo(3);
        assertThat(Sides.WEST_EAST.secondBorder()).isEqualTo(1);
        assertThat(Sides.NORTH_SOUTH.firstBorder()).isEqualTo(0);
        assertThat(Sides.NORTH_SOUTH.secondBorder()).isEqualTo(2);
    }

    @Test
    void pairsAreReadAsWritten() {
        assertThat(Sides.parse("North-South")).isEqualTo(Sides.NORTH_SOUTH);
        assertThat(Sides.WEST_EAST.text()).isEqualTo("west-east");
        assertThatThrownBy(() -> Sides.parse("up-down")).hasMessageContaining("west-east or north-south");
    }
}
