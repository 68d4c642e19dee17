package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The read-only queries the AI uses. */
class TwixtQueriesTest {

    @Test
    void stepStatusFollowsLinksAndCrossings() {
        // Red C1-D3 stands; Black's B3-D2 would cross it.
        TwixtState s = TwixtFixtures.play("twixt(ruleset=t1,width=8,height=8)", "C1, B3, D3");
        int c1 = s.parseAction("C1");
        int d3 = s.parseAction("D3");
        int b3 = s.parseAction("B3");
        int d2 = s.parseAction("D2");
        int toD3 = dirTo(s, c1, d3);
        int toD2 = dirTo(s, b3, d2);
        assertThat(s.stepStatus(0, c1, toD3)).isEqualTo(1);
        assertThat(s.stepStatus(1, c1, toD3)).isEqualTo(-1);
        assertThat(s.stepStatus(1, b3, toD2)).isEqualTo(-1);
        assertThat(s.chainOf(0, c1)).isEqualTo(s.chainOf(0, d3));
        assertThat(s.chainBorders(0, d3)).isEqualTo(1);
        assertThat(s.pegOnHole(b3)).isEqualTo(1);
        assertThat(s.allowedFor(0, b3)).isTrue();
        assertThat(s.allowedFor(0, s.parseAction("A3"))).isFalse();
        assertThat(s.freeHoleCount(1)).isEqualTo(6 * 8 - 2); // rows 2..7, less B3 and D3
    }

    @Test
    void actionsAreClassified() {
        TwixtState s = TwixtFixtures.play("twixt(ruleset=standard,width=8,height=8)", "C1, B3");
        s.apply(s.parseAction("D3"));
        assertThat(s.placedThisTurn()).isEqualTo(s.parseAction("D3"));
        int add = s.parseAction("+C1-D3");
        assertThat(s.actionKind(add)).isEqualTo(TwixtState.ACTION_ADD_LINK);
        assertThat(s.actionLinkEnd(add, 0) + s.actionLinkEnd(add, 1)).isEqualTo(s.parseAction("C1") + s.parseAction("D3"));
        assertThat(s.actionKind(s.endAction())).isEqualTo(TwixtState.ACTION_END);
        assertThat(s.actionKind(s.parseAction("E5"))).isEqualTo(TwixtState.ACTION_PLACE);
        assertThat(s.actionHole(s.parseAction("E5"))).isEqualTo(4 * 8 + 4);
        assertThat(s.actionKind(s.swapAction())).isEqualTo(TwixtState.ACTION_SWAP);
        assertThat(s.manualLinking()).isTrue();
        assertThat(s.ownLinksMayCross()).isFalse();
        int[] out = new int[s.game().numDistinctActions()];
        assertThat(s.legalActionsInto(out)).isEqualTo(s.legalActionCount());
        assertThat(s.historyAt(0)).isEqualTo(s.parseAction("C1"));
    }

    @Test
    void chainsAreFreshAfterARemoval() {
        TwixtState s = TwixtFixtures.play("twixt(width=8,height=8)", "C1, B3, D3");
        int c1 = s.parseAction("C1");
        int d3 = s.parseAction("D3");
        assertThat(s.chainOf(0, c1)).isEqualTo(s.chainOf(0, d3));
        s.apply(s.parseAction("A4"));
        s.apply(s.parseAction("-C1-D3"));
        assertThat(s.chainOf(0, c1)).isNotEqualTo(s.chainOf(0, d3));
        assertThat(s.chainBorders(0, d3)).isZero();
        s.undo();
        assertThat(s.chainOf(0, c1)).isEqualTo(s.chainOf(0, d3));
    }

    private static int dirTo(TwixtState s, int from, int to) {
        for (int d = 0; d < 8; d++) {
            if (s.neighbourHole(from, d) == to) {
                return d;
            }
        }
        throw new AssertionError();
    }
}
