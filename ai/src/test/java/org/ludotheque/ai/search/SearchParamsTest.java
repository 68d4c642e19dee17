package org.ludotheque.ai.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SearchParamsTest {

    @Test
    void uctIsTheBaseline() {
        SearchParams p = SearchParams.uct();
        assertThat(p.knowledge()).isFalse();
        assertThat(p.raveEquivalence()).isZero();
        assertThat(p.priorWeight()).isZero();
        assertThat(p.firstPlayUrgency()).isInfinite();
        assertThat(p.temperature()).isZero();
    }

    @Test
    void theFullEngineUsesKnowledgeRaveAndPriors() {
        SearchParams p = SearchParams.defaults();
        assertThat(p.knowledge()).isTrue();
        assertThat(p.raveEquivalence()).isPositive();
        assertThat(p.priorWeight()).isPositive();
        assertThat(p.treeReuse()).isTrue();
    }

    @Test
    void limitsReplaceEachOther() {
        SearchParams p = SearchParams.defaults().withPlayouts(500);
        assertThat(p.playouts()).isEqualTo(500);
        assertThat(p.seconds()).isZero();
        assertThat(p.limitsText()).isEqualTo("playouts=500");
        assertThat(p.withSeconds(1.5).limitsText()).isEqualTo("seconds=1.5");
        assertThat(p.withLimits(10, 20, 2).limitsText()).isEqualTo("playouts=10,nodes=20,seconds=2");
    }

    @Test
    void aSearchNeedsALimitAndSaneKnobs() {
        assertThatThrownBy(() -> SearchParams.defaults().withLimits(0, 0, 0)).hasMessageContaining("needs a limit");
        assertThatThrownBy(() -> SearchParams.defaults().withThreads(0)).hasMessageContaining("threads");
        assertThatThrownBy(() -> SearchParams.defaults().withExpandVisits(0)).hasMessageContaining("expandVisits");
        assertThatThrownBy(() -> SearchParams.defaults().withTemperature(-1)).hasMessageContaining("negative");
        assertThatThrownBy(() -> SearchParams.defaults().withDynamicKomi(-1)).hasMessageContaining("dynamicKomi");
        assertThatThrownBy(() -> SearchParams.defaults().withDynamicKomi(Double.NaN)).hasMessageContaining("dynamicKomi");
        assertThatThrownBy(() -> SearchParams.defaults().withRootHalving(1)).hasMessageContaining("rootHalving");
        assertThatThrownBy(() -> SearchParams.defaults().withRootHalving(-4)).hasMessageContaining("rootHalving");
    }

    @Test
    void threadSharesAddUpToTheBudget() {
        for (long total : new long[] {1, 7, 300, 1001}) {
            long sum = 0;
            for (int i = 0; i < 3; i++) {
                sum += Mcts.share(total, i, 3);
            }
            assertThat(sum).isGreaterThanOrEqualTo(total).isLessThanOrEqualTo(Math.max(total, 3));
        }
        assertThat(Mcts.share(0, 0, 2)).isZero();
    }
}
