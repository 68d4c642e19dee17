package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SupplyTest {

    @Test
    void theOriginalSupplyIsTwentyFourTilesWrittenX2T6I5L10D1() {
        assertThat(Supply.ORIGINAL.toString()).isEqualTo("X2 T6 I5 L10 D1");
        assertThat(Supply.ORIGINAL.total()).isEqualTo(24);
        assertThat(Supply.ORIGINAL.count(Tile.BEND)).isEqualTo(10);
    }

    @Test
    void lettersMayComeInAnyOrderAndCaseWithOrWithoutSpaces() {
        assertThat(Supply.parse("d1 l10 i5 t6 x2")).isEqualTo(Supply.ORIGINAL);
        assertThat(Supply.parse("X2T6I5L10D1")).isEqualTo(Supply.ORIGINAL);
        assertThatThrownBy(() -> Supply.parse("X2, T6")).hasMessageContaining("',' is not a tile letter");
    }

    @Test
    void aMissingLetterMeansNoneOfThatKind() {
        assertThat(Supply.parse("L3")).isEqualTo(new Supply(0, 0, 0, 3, 0));
        assertThat(Supply.parse("L3").toString()).isEqualTo("X0 T0 I0 L3 D0");
        assertThat(Supply.parse("none").total()).isZero();
    }

    @Test
    void malformedSuppliesSayWhatIsWrong() {
        assertThatThrownBy(() -> Supply.parse("X2 Q3")).hasMessageContaining("'Q' is not a tile letter");
        assertThatThrownBy(() -> Supply.parse("X")).hasMessageContaining("X has no count");
        assertThatThrownBy(() -> Supply.parse("X1 X2")).hasMessageContaining("X is given twice");
        assertThatThrownBy(() -> Supply.parse("L677")).hasMessageContaining("more than 676");
        assertThatThrownBy(() -> Supply.parse("L99999999999")).hasMessageContaining("more than 676");
        assertThatThrownBy(() -> Supply.parse(" ")).hasMessageContaining("empty");
    }

    @Test
    void plusMovesTilesOfOneKind() {
        assertThat(Supply.ORIGINAL.plus(Tile.CROSS, 1).toString()).isEqualTo("X3 T6 I5 L10 D1");
        assertThatThrownBy(() -> new Supply(0, 0, 0, 0, 0).plus(Tile.CROSS, -1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
