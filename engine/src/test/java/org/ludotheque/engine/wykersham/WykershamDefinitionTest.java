package org.ludotheque.engine.wykersham;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.ParameterException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WykershamDefinitionTest {

    private static final WykershamDefinition DEF = WykershamDefinition.INSTANCE;

    @Test
    void identity() {
        assertThat(DEF.id()).isEqualTo("wykersham");
        assertThat(DEF.displayName()).isEqualTo("Wykersham");
        assertThat(DEF.playerNames()).containsExactly("a", "b");
        assertThat(DEF.notation()).isSameAs(WykershamNotation.INSTANCE);
        assertThat(DEF.recordFormats()).hasSize(1);
        assertThat(DEF.recordFormats().get(0).extensions()).contains("wyk");
    }

    @Test
    void registeredInTheGamesRegistry() {
        assertThat(Games.get("wykersham")).isSameAs(DEF);
        Game g = Games.load("wykersham(share=middle-line,goalPerLine=true)");
        assertThat(g.spec()).isEqualTo("wykersham(ruleset=standard,share=middle-line,goalPerLine=true)");
        assertThat(Games.load(g.spec()).parameters()).isEqualTo(g.parameters());
    }

    @Test
    void everyOptionOfTheRulesPage() {
        assertThat(DEF.options()).extracting(Option::name)
                .containsExactly("share", "labels", "forcedSlide", "goalPerLine", "excludeAlreadyComplete");
        assertThat(DEF.option("share").choices()).containsExactly("centre-rail", "middle-line");
        assertThat(DEF.option("labels").choices()).containsExactly("per-player", "shared");
        assertThat(DEF.options()).allSatisfy(o -> assertThat(o.description()).isNotBlank());
        WykershamGame plain = (WykershamGame) DEF.createDefault();
        assertThat(plain.rules()).isEqualTo(WykershamRules.DEFAULT);
    }

    @Test
    void badOptionsAreRejectedWithTheAllowedValues() {
        assertThatThrownBy(() -> Games.create("wykersham", null, Map.of("share", "all")))
                .isInstanceOf(ParameterException.class).hasMessageContaining("allowed: centre-rail, middle-line");
        assertThatThrownBy(() -> Games.create("wykersham", null, Map.of("rails", "7")))
                .hasMessageContaining("unknown option 'rails'");
        assertThatThrownBy(() -> Games.create("wykersham", "tournament", Map.of()))
                .hasMessageContaining("allowed: standard");
    }
}
