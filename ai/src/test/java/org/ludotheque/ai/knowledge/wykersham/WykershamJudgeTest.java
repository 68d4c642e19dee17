package org.ludotheque.ai.knowledge.wykersham;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.wykersham.WykershamActions;
import org.ludotheque.engine.wykersham.WykershamState;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

class WykershamJudgeTest {

    private final WykershamJudge judge = WykershamJudge.standard();

    private static WykershamState start() {
        return (WykershamState) Games.load("wykersham").newInitialState();
    }

    /** A random legal action, a goal always taken whole (so that a mirrored game can follow it cup by cup). */
    private static int randomAction(WykershamState s, SplittableRandom rng) {
        if (s.phase() == Phase.SETTLE) {
            return WykershamActions.take(own(s));
        }
        return s.randomLegalAction(rng);
    }

    private static int own(WykershamState s) {
        int cup = s.settlingCup();
        return s.marbles(s.mover(), cup / WykershamState.CUPS, cup % WykershamState.CUPS);
    }

    /**
     * The same action with the board mirrored and the colours exchanged: the starting dice swapped,
     * column {@code x} as {@code 6 − x}, a slide the other way; a goal is taken whole.
     */
    private static int mirrored(WykershamState mirror, int a) {
        if (mirror.phase() == Phase.STARTING_ROLL) {
            return WykershamActions.dice(WykershamActions.secondDie(a), WykershamActions.firstDie(a));
        }
        if (WykershamActions.isPlace(a)) {
            return WykershamActions.place(6 - WykershamActions.placeColumn(a), WykershamActions.placeRail(a));
        }
        if (a == WykershamActions.LEFT || a == WykershamActions.RIGHT) {
            return WykershamActions.LEFT + WykershamActions.RIGHT - a;
        }
        if (WykershamActions.isTake(a)) {
            return WykershamActions.take(own(mirror));
        }
        return a;
    }

    @Test
    void bothColoursAreJudgedAlikeOnAMirroredBoard() {
        SplittableRandom rng = new SplittableRandom(11);
        int rolls = 0;
        for (int game = 0; game < 20; game++) {
            WykershamState s = start();
            WykershamState mirror = start();
            while (!s.isTerminal()) {
                if (s.phase() == Phase.ROLL) {
                    assertThat(mirror.mover()).isEqualTo(1 - s.mover());
                    assertThat(judge.gain(mirror)).as(s.toString()).isCloseTo(judge.gain(s), within(1e-9));
                    assertThat(judge.value(mirror)).isCloseTo(-judge.value(s), within(1e-9));
                    rolls++;
                }
                int a = randomAction(s, rng);
                int b = mirrored(mirror, a);
                assertThat(mirror.isLegal(b)).as(mirror + " " + mirror.actionToString(b)).isTrue();
                s.apply(a);
                mirror.apply(b);
            }
            assertThat(mirror.score(0)).isEqualTo(s.score(1));
            assertThat(mirror.score(1)).isEqualTo(s.score(0));
        }
        assertThat(rolls).isGreaterThan(500);
    }

    /**
     * The features, each slid line's pattern worked out from the current one, are those of a plain
     * reading: every line read cup by cup on the board as each one-notch slide would leave it.
     */
    @Test
    void slidPatternsAreThoseOfTheSlidBoard() {
        SplittableRandom rng = new SplittableRandom(5);
        int[] out = new int[WykershamJudge.MAX_FEATURES];
        int positions = 0;
        for (int game = 0; game < 30; game++) {
            WykershamState s = start();
            while (!s.isTerminal()) {
                if (s.phase() == Phase.ROLL) {
                    int n = judge.features(s, out);
                    int[] fast = Arrays.copyOf(out, n);
                    int[] plain = plainFeatures(s);
                    Arrays.sort(fast);
                    Arrays.sort(plain);
                    assertThat(fast).as(s.toString()).isEqualTo(plain);
                    positions++;
                }
                s.apply(s.randomLegalAction(rng));
            }
        }
        assertThat(positions).isGreaterThan(800);
    }

    /** The features read the slow way, with the rail offsets changed one at a time. */
    private static int[] plainFeatures(WykershamState s) {
        int me = s.mover();
        int band = JudgeWeights.band(s.turn());
        int[] off = new int[5];
        for (int r = 0; r < 5; r++) {
            off[r] = s.offset(r);
        }
        List<Integer> f = new ArrayList<>();
        lines(s, me, band, off, true, f);
        for (int r = 0; r < 5; r++) {
            for (int d = -1; d <= 1 && r != 2; d += 2) {
                if (Math.abs(off[r] + d) <= 2) {
                    off[r] += d;
                    lines(s, me, band, off, false, f);
                    off[r] -= d;
                }
            }
        }
        f.add(JudgeWeights.BIAS + band);
        return f.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void lines(WykershamState s, int me, int band, int[] off, boolean current, List<Integer> f) {
        for (int k = -1; k <= 1; k++) {
            for (int xc = 0; xc < 7; xc++) {
                int pattern = 0;
                int[] cups = new int[2];
                int[] marbles = new int[2];
                boolean whole = true;
                for (int r = 0; r < 5 && whole; r++) {
                    int x = xc + k * (r - 2);
                    int cup = x + 2 - off[r];
                    whole = cup >= 0 && cup < 11 && (r != 2 || x >= 0 && x < 7);
                    if (whole) {
                        int mine = s.marbles(me, r, cup);
                        int theirs = s.marbles(1 - me, r, cup);
                        pattern = pattern * 4 + (mine > 0 ? 1 : 0) + (theirs > 0 ? 2 : 0);
                        cups[0] += mine > 0 ? 1 : 0;
                        cups[1] += theirs > 0 ? 1 : 0;
                        marbles[0] += mine;
                        marbles[1] += theirs;
                    }
                }
                if (!whole) {
                    continue;
                }
                int line = me == 0 ? (k + 1) * 7 + xc : (1 - k) * 7 + 6 - xc;
                int block = (band * 21 + line) * 1024 + pattern;
                if (current) {
                    f.add(JudgeWeights.CURRENT + block);
                    for (int side = 0; side < 2; side++) {
                        f.add(JudgeWeights.COUNTS + (((band * 21 + line) * 2 + side) * 6 + cups[side]) * 16
                                + Math.min(marbles[side], 15));
                    }
                } else {
                    f.add(JudgeWeights.SLID + block);
                }
            }
        }
    }

    /** At the last roll the value, a chance of winning, mostly names the winner of the random game that follows. */
    @Test
    void aValueAtTheLastRollForeseesTheWinner() {
        SplittableRandom rng = new SplittableRandom(2);
        int decided = 0;
        int foreseen = 0;
        for (int game = 0; game < 60; game++) {
            WykershamState s = start();
            double last = Double.NaN;
            while (!s.isTerminal()) {
                if (s.phase() == Phase.ROLL) {
                    last = judge.value(s);
                    assertThat(last).isBetween(-1.0, 1.0);
                }
                s.apply(s.randomLegalAction(rng));
            }
            int margin = s.lead(0);
            if (margin != 0) {
                decided++;
                foreseen += Math.signum(last) == Math.signum(margin) ? 1 : 0;
            }
        }
        assertThat(foreseen).as(foreseen + " of " + decided).isGreaterThanOrEqualTo(decided * 3 / 4);
    }

    @Test
    void itJudgesTheDefaultRulesOnly() {
        assertThat(WykershamJudge.judges(start())).isTrue();
        String[][] options = {{"share", "middle-line"}, {"labels", "shared"}, {"forcedSlide", "true"}, {"goalPerLine", "true"},
            {"excludeAlreadyComplete", "true"}};
        for (String[] option : options) {
            WykershamState s = (WykershamState) Games.create("wykersham", null, Map.of(option[0], option[1])).newInitialState();
            assertThat(WykershamJudge.judges(s)).as(option[0]).isFalse();
        }
    }

    @Test
    void theStartingRollIsNotJudged() {
        assertThatThrownBy(() -> judge.gain(start())).hasMessageContaining("after the starting roll");
    }
}
