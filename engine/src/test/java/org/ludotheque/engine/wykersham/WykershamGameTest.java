package org.ludotheque.engine.wykersham;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.ChanceOutcomes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.ludotheque.engine.wykersham.WykershamFixtures.game;

class WykershamGameTest {

    private static final WykershamGame STANDARD = game("");

    @Test
    void actionSpaceAndLength() {
        assertThat(STANDARD.numDistinctActions()).isEqualTo(126);
        assertThat(STANDARD.numPlayers()).isEqualTo(2);
        // the starting roll, then 30 turns of a roll and two marbles of at most 129 decisions
        assertThat(STANDARD.maxGameLength()).isEqualTo(1 + 30 * (1 + 2 * 129));
    }

    @Test
    void chanceTablesHaveTheirProbabilities() {
        ChanceOutcomes start = STANDARD.startOutcomes;
        assertThat(start.size()).isEqualTo(30);
        assertThat(Arrays.stream(start.actions()).noneMatch(a -> WykershamActions.firstDie(a) == WykershamActions.secondDie(a)))
                .isTrue();
        assertThat(Arrays.stream(start.probabilities()).sum()).isCloseTo(1.0, within(1e-12));
        ChanceOutcomes roll = STANDARD.rollOutcomes;
        assertThat(roll.size()).isEqualTo(36);
        assertThat(roll.probabilities()).containsOnly(1.0 / 36);
        // a double comes once in six rolls; each non-double pair twice in 36
        double doubles = 0;
        for (int i = 0; i < 36; i++) {
            if (WykershamActions.firstDie(roll.actions()[i]) == WykershamActions.secondDie(roll.actions()[i])) {
                doubles += roll.probabilities()[i];
            }
        }
        assertThat(doubles).isCloseTo(1.0 / 6, within(1e-12));
    }

    @Test
    void hashKeysOfAnEmptyBoardAreZeroSoTheInitialHashesAgree() {
        assertThat(STANDARD.newInitialState().hash()).isEqualTo(game("").newInitialState().hash());
        assertThat(STANDARD.countKeys[0]).isZero();
        assertThat(STANDARD.countKeys[1]).isNotZero();
        assertThat(STANDARD.offsetKeys[2]).isZero();
    }

    @Test
    void rulesFollowTheParameters() {
        assertThat(game("share=middle-line,labels=shared,forcedSlide=true,goalPerLine=true,excludeAlreadyComplete=true").rules())
                .isEqualTo(new WykershamRules(true, true, true, true, true));
    }
}
