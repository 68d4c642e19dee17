package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.ParameterException;

class ThoughtwaveRulesTest {

    @Test
    void theDefaultsAreThePrintedGame() {
        ThoughtwaveRules r = Fixtures.game("").rules();
        assertThat(r.size()).isEqualTo(10);
        assertThat(r.redSupply()).isEqualTo(Supply.ORIGINAL);
        assertThat(r.blackSupply()).isEqualTo(Supply.ORIGINAL);
        assertThat(r.firstPlayer()).isZero();
        assertThat(r.sides(0)).isEqualTo(Sides.WEST_EAST);
        assertThat(r.sides(1)).isEqualTo(Sides.NORTH_SOUTH);
        assertThat(r.penalty()).isFalse();
        assertThat(r.handicap()).isZero();
        assertThat(r.swap()).isFalse();
    }

    @Test
    void blackJoinsTheBordersRedDoesNot() {
        ThoughtwaveRules r = Fixtures.game("redConnects=north-south").rules();
        assertThat(r.sides(0)).isEqualTo(Sides.NORTH_SOUTH);
        assertThat(r.sides(1)).isEqualTo(Sides.WEST_EAST);
    }

    @Test
    void lostTurnsAlsoNextIsRead() {
        assertThat(Fixtures.game("penalty=true,lostTurns=also-next").rules().alsoNextTurn()).isTrue();
        assertThat(Fixtures.game("penalty=true").rules().alsoNextTurn()).isFalse();
    }

    @Test
    void aHandicapCannotTakeMoreTilesThanTheGiverHolds() {
        assertThatThrownBy(() -> Fixtures.game("handicap=3,redSupply=L2")).isInstanceOf(ParameterException.class)
                .hasMessage("option handicap: 3 tiles cannot come from Red's supply of 2; allowed: 0..2");
        assertThat(Fixtures.game("handicap=2,handicapTo=red,blackSupply=L2").rules().handicapReceiver()).isZero();
    }

    @Test
    void theSwapIsNotCombinedWithAHandicap() {
        assertThatThrownBy(() -> Fixtures.game("handicap=1,swap=true")).isInstanceOf(ParameterException.class)
                .hasMessageStartingWith("option swap: true cannot be combined with a handicap")
                .hasMessageEndingWith("allowed with handicap 1: false");
    }
}
