package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

class TileTest {

    @Test
    void theFifteenNonBlankMasksAreExactlyTheFifteenOrientedTiles() {
        Set<Integer> seen = new HashSet<>();
        for (Tile t : Tile.values()) {
            for (int m : t.masks()) {
                assertThat(seen.add(m)).as("mask %d appears once", m).isTrue();
                assertThat(Tile.of(m)).isEqualTo(t);
            }
        }
        assertThat(seen).hasSize(15).doesNotContain(0);
    }

    @Test
    void theMaskDeterminesTheKindByItsWaveEdges() {
        assertThat(Tile.of(15)).isEqualTo(Tile.CROSS);
        assertThat(Tile.T.masks()).containsExactly(7, 14, 13, 11);
        assertThat(Tile.STRAIGHT.masks()).containsExactly(5, 10);
        assertThat(Tile.BEND.masks()).containsExactly(3, 6, 12, 9);
        assertThat(Tile.TERMINATOR.masks()).containsExactly(1, 2, 4, 8);
    }

    @Test
    void noTileIsBlankOnAllEdges() {
        assertThatThrownBy(() -> Tile.of(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Tile.of(16)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void edgesAreWrittenInTheOrderNorthEastSouthWest() {
        assertThat(Tile.edges(Tile.N | Tile.S)).isEqualTo("NS");
        assertThat(Tile.edges(Tile.W | Tile.N | Tile.E)).isEqualTo("NEW");
        assertThat(Tile.edges(15)).isEqualTo("NESW");
        assertThat(Tile.edges(Tile.S)).isEqualTo("S");
    }

    @Test
    void kindsAreReadFromSupplyLettersAndPieceWords() {
        assertThat(Tile.parse("X")).isEqualTo(Tile.CROSS);
        assertThat(Tile.parse("straight")).isEqualTo(Tile.STRAIGHT);
        assertThat(Tile.parse("i")).isEqualTo(Tile.STRAIGHT);
        assertThat(Tile.parse("Junction")).isEqualTo(Tile.T);
        assertThat(Tile.parse("L")).isEqualTo(Tile.BEND);
        assertThat(Tile.parse("Terminator")).isEqualTo(Tile.TERMINATOR);
        assertThat(Tile.parse("Q")).isNull();
    }
}
