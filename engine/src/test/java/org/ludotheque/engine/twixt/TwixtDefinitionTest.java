package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.ParameterException;

class TwixtDefinitionTest {

    /** The rulesets table of the rules page, switch by switch. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "dujardin,  false, true,  true,  SIDES",
        "pp,        false, true,  false, MIRROR",
        "standard,  true,  false, true,  SIDES",
        "t1,        false, false, false, SIDES",
        "openspiel, false, false, false, ROTATE"})
    void rulesetsAreTheSwitchesOfTheRulesPage(String ruleset, boolean manual, boolean ownCrossing, boolean removal,
                                               TwixtRules.SwapForm swap) {
        TwixtGame game = (TwixtGame) Games.create("twixt", ruleset, Map.of());
        assertThat(game.rules().manualLinking()).isEqualTo(manual);
        assertThat(game.rules().ownLinksMayCross()).isEqualTo(ownCrossing);
        assertThat(game.rules().linkRemoval()).isEqualTo(removal);
        assertThat(game.rules().swap()).isEqualTo(swap);
        assertThat(game.width()).isEqualTo(24);
    }

    @Test
    void dujardinIsTheDefault() {
        assertThat(Games.get("twixt").createDefault().parameters().ruleset()).isEqualTo("dujardin");
    }

    @Test
    void switchesStayIndependentOfTheRuleset() {
        TwixtGame game = (TwixtGame) Games.create("twixt", "t1", Map.of("removal", "true", "linking", "manual"));
        assertThat(game.rules().linkRemoval()).isTrue();
        assertThat(game.rules().manualLinking()).isTrue();
        assertThat(game.rules().ownLinksMayCross()).isFalse();
        assertThat(game.spec()).isEqualTo("twixt(ruleset=t1,linking=manual,removal=true)");
    }

    @Test
    void unknownOptionsAndValuesAreNamed() {
        assertThatThrownBy(() -> Games.create("twixt", null, Map.of("colour", "red")))
                .isInstanceOf(ParameterException.class)
                .hasMessage("unknown option 'colour' for twixt; allowed: width, height, linking, ownCrossing, removal, swap, pegs, links, turnLimit, drawCheck");
        assertThatThrownBy(() -> Games.create("twixt", null, Map.of("swap", "pie")))
                .hasMessage("option swap: 'pie' is not allowed; allowed: sides, mirror, rotate, none");
        assertThatThrownBy(() -> Games.create("twixt", "lg", Map.of()))
                .hasMessage("unknown ruleset 'lg' for twixt; allowed: dujardin, pp, standard, t1, openspiel");
        assertThatThrownBy(() -> Games.create("twixt", null, Map.of("ownCrossing", "maybe")))
                .hasMessage("option ownCrossing: 'maybe' is not allowed; allowed: true, false");
    }

    @Test
    void aLimitedSupplyBringsATurnLimit() {
        TwixtGame game = (TwixtGame) Games.load("twixt(width=8,height=8,pegs=10)");
        assertThat(game.rules().turnLimit()).isEqualTo(4 * 64);
    }
}
