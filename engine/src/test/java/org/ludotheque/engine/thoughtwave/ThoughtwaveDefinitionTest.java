package org.ludotheque.engine.thoughtwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.ParameterException;
import org.ludotheque.engine.Parameters;

class ThoughtwaveDefinitionTest {

    private final ThoughtwaveDefinition def = ThoughtwaveDefinition.INSTANCE;

    @Test
    void isRegisteredAsThoughtwaveWithRedFirst() {
        assertThat(Games.get("thoughtwave")).isSameAs(def);
        assertThat(def.displayName()).isEqualTo("Thoughtwave");
        assertThat(def.playerNames()).containsExactly("red", "black");
        assertThat(def.rulesets()).extracting(r -> r.name()).containsExactly("original");
    }

    @Test
    void everyOptionHasItsDocumentedDefault() {
        Parameters p = def.createDefault().parameters();
        assertThat(p.values()).containsExactly(
                Map.entry("size", "10"),
                Map.entry("redSupply", "X2 T6 I5 L10 D1"),
                Map.entry("blackSupply", "X2 T6 I5 L10 D1"),
                Map.entry("first", "red"),
                Map.entry("redConnects", "west-east"),
                Map.entry("penalty", "false"),
                Map.entry("lostTurns", "current"),
                Map.entry("handicap", "0"),
                Map.entry("handicapTo", "black"),
                Map.entry("swap", "false"));
    }

    @Test
    void onlyTheSwapIsMarkedNonOriginal() {
        for (Option o : def.options()) {
            assertThat(o.original()).as(o.name()).isEqualTo(!o.name().equals("swap"));
        }
    }

    @Test
    void boardSizeRunsFrom4To26() {
        assertThat(Fixtures.game("size=4").size()).isEqualTo(4);
        assertThat(Fixtures.game("size=26").size()).isEqualTo(26);
        assertThatThrownBy(() -> Fixtures.game("size=3")).isInstanceOf(ParameterException.class)
                .hasMessage("option size: 3 is out of range; allowed: 4..26");
        assertThatThrownBy(() -> Fixtures.game("size=27")).hasMessageContaining("allowed: 4..26");
    }

    @Test
    void unknownChoicesNameTheOptionAndTheAllowedValues() {
        assertThatThrownBy(() -> Fixtures.game("first=blue"))
                .hasMessage("option first: 'blue' is not allowed; allowed: red, black");
        assertThatThrownBy(() -> Fixtures.game("redConnects=up-down"))
                .hasMessage("option redConnects: 'up-down' is not allowed; allowed: west-east, north-south");
        assertThatThrownBy(() -> Fixtures.game("lostTurns=two"))
                .hasMessage("option lostTurns: 'two' is not allowed; allowed: current, also-next");
        assertThatThrownBy(() -> Fixtures.game("handicap=4")).hasMessage("option handicap: 4 is out of range; allowed: 0..3");
        assertThatThrownBy(() -> Fixtures.game("penalty=maybe"))
                .hasMessage("option penalty: 'maybe' is not allowed; allowed: true, false");
        assertThatThrownBy(() -> Fixtures.game("colour=red")).hasMessageStartingWith("unknown option 'colour' for thoughtwave; allowed: size, redSupply");
    }

    @Test
    void malformedSuppliesNameTheOptionAndTheAllowedValues() {
        assertThatThrownBy(() -> Fixtures.game("blackSupply=X2 Q3")).isInstanceOf(ParameterException.class)
                .hasMessage("option blackSupply: 'X2 Q3' is not allowed ('Q' is not a tile letter); allowed: "
                        + Supply.ALLOWED);
    }

    @Test
    void perPlayerSuppliesAreSetSeparately() {
        Game g = Fixtures.game("redSupply=X3 T6 I5 L10 D1,blackSupply=L4");
        ThoughtwaveState s = (ThoughtwaveState) g.newInitialState();
        assertThat(s.supplyOf(0).toString()).isEqualTo("X3 T6 I5 L10 D1");
        assertThat(s.supplyOf(1).toString()).isEqualTo("X0 T0 I0 L4 D0");
    }

    @Test
    void theSpecRoundTrips() {
        Game g = Fixtures.game("size=6,first=black,redConnects=north-south,penalty=true,lostTurns=also-next,blackSupply=L4");
        assertThat(g.spec()).isEqualTo("thoughtwave(ruleset=original,size=6,blackSupply=L4,first=black,"
                + "redConnects=north-south,penalty=true,lostTurns=also-next)");
        assertThat(Games.load(g.spec()).parameters()).isEqualTo(g.parameters());
    }

    @Test
    void theNativeFormatIsTheMoveList() {
        assertThat(def.recordFormats().get(0).id()).isEqualTo("moves");
        assertThat(def.recordFormatForFile("game.thoughtwave").id()).isEqualTo("moves");
    }
}
