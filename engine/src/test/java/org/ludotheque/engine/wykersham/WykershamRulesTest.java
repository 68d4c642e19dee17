package org.ludotheque.engine.wykersham;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ludotheque.engine.wykersham.WykershamFixtures.game;

class WykershamRulesTest {

    @Test
    void defaultsAreTheDefaultReading() {
        assertThat(game("").rules()).isEqualTo(WykershamRules.DEFAULT);
        assertThat(WykershamRules.DEFAULT.middleLineSharing()).isFalse();
        assertThat(WykershamRules.DEFAULT.sharedLabels()).isFalse();
    }

    @Test
    void eachOptionSetsItsOwnSwitch() {
        assertThat(game("share=middle-line").rules()).isEqualTo(new WykershamRules(true, false, false, false, false));
        assertThat(game("labels=shared").rules()).isEqualTo(new WykershamRules(false, true, false, false, false));
        assertThat(game("forcedSlide=yes").rules()).isEqualTo(new WykershamRules(false, false, true, false, false));
        assertThat(game("goalPerLine=on").rules()).isEqualTo(new WykershamRules(false, false, false, true, false));
        assertThat(game("excludeAlreadyComplete=1").rules()).isEqualTo(new WykershamRules(false, false, false, false, true));
    }
}
