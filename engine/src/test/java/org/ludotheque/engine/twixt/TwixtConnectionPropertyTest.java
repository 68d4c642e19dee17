package org.ludotheque.engine.twixt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The kept witness paths make "can still connect" cheap; whatever the moves, the answer must be
 * the one a fresh search gives, after apply and after undo.
 */
class TwixtConnectionPropertyTest {

    private static final String[] RULESETS = {"dujardin", "pp", "standard", "t1", "openspiel"};

    @Property(tries = 60)
    void keptAnswerEqualsAFreshSearch(@ForAll @IntRange(min = 0, max = 4) int ruleset,
                                      @ForAll @IntRange(min = 5, max = 9) int size, @ForAll long seed) {
        TwixtState s = TwixtFixtures.start("twixt(ruleset=" + RULESETS[ruleset] + ",width=" + size + ",height=" + size
                + ",drawCheck=false)");
        SplittableRandom rng = new SplittableRandom(seed);
        while (!s.isTerminal()) {
            for (int c = 0; c < 2; c++) {
                assertThat(s.canStillConnect(c)).as("colour %d after %d actions", c, s.historySize())
                        .isEqualTo(s.canStillConnectFromScratch(c));
            }
            s.apply(s.randomLegalAction(rng));
            if (rng.nextInt(4) == 0) {
                s.undo();
                for (int c = 0; c < 2; c++) {
                    assertThat(s.canStillConnect(c)).as("after undo").isEqualTo(s.canStillConnectFromScratch(c));
                }
                s.apply(s.randomLegalAction(rng));
            }
        }
    }
}
