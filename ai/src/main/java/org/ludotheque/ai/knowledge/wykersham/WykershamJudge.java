package org.ludotheque.ai.knowledge.wykersham;

import static org.ludotheque.ai.knowledge.wykersham.JudgeWeights.BIAS;
import static org.ludotheque.ai.knowledge.wykersham.JudgeWeights.COUNTS;
import static org.ludotheque.ai.knowledge.wykersham.JudgeWeights.CURRENT;
import static org.ludotheque.ai.knowledge.wykersham.JudgeWeights.LINES;
import static org.ludotheque.ai.knowledge.wykersham.JudgeWeights.MARBLE_CAP;
import static org.ludotheque.ai.knowledge.wykersham.JudgeWeights.PATTERNS;
import static org.ludotheque.ai.knowledge.wykersham.JudgeWeights.SLID;

import org.ludotheque.engine.wykersham.WykershamRules;
import org.ludotheque.engine.wykersham.WykershamState;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

/**
 * A judge of Wykersham positions learnt by self-play ({@link JudgeTraining}): at a roll, what the
 * side about to roll will gain over the other until the end, in marbles. It is a sum of weights
 * of n-tuple features, for the band of three turns the position is in: for each of the 21 lines
 * at the current offsets the pattern of its five cups (each empty, own, the other's or both) and,
 * for each side, the cups and marbles it holds in the line; and for each of the up to eight
 * one-notch slides of a sliding rail, the pattern of each line as the slide would leave it. The
 * second player reads the board mirrored (column {@code x} as {@code 6 − x}, which maps its dice
 * labels onto the first player's), so both share the weights. Trained under the default rules
 * only: {@link #judges} says where it applies. Not thread-safe (scratch buffers): one per thread.
 */
public final class WykershamJudge {

    /** The most features of one position: 21 lines × (3 + 8 slides) + the band's bias. */
    static final int MAX_FEATURES = LINES * 11 + 1;

    private static final int R = WykershamState.RAILS;
    private static final int CUPS = WykershamState.CUPS;
    private static final int[] DIGIT = {256, 64, 16, 4, 1};

    private final JudgeWeights weights;
    private final int[] features = new int[MAX_FEATURES];
    /** Per cup (rail × 11 + cup): 1 own marble(s), 2 the other's, 3 both; and each side's marbles. */
    private final int[] cell = new int[R * CUPS];
    private final int[] ownMarbles = new int[R * CUPS];
    private final int[] otherMarbles = new int[R * CUPS];
    private final int[] lineCups = new int[R];

    public WykershamJudge(JudgeWeights weights) {
        this.weights = weights;
    }

    /** A judge with the shipped weights. */
    public static WykershamJudge standard() {
        return new WykershamJudge(JudgeWeights.standard());
    }

    /** Whether the judge knows the rules of {@code s}: the default ones, which it was trained under. */
    public static boolean judges(WykershamState s) {
        return s.game().rules().equals(WykershamRules.DEFAULT);
    }

    /**
     * What the side to move at {@code s} (at a roll; any live state) will gain over the other until
     * the end, in marbles, as judged.
     */
    public double gain(WykershamState s) {
        int n = features(s, features);
        float[] w = weights.w;
        double v = 0;
        for (int i = 0; i < n; i++) {
            v += w[features[i]];
        }
        return v;
    }

    /**
     * The value for player 0 of {@code s} at a roll, from -1 to +1, in the terms of finished games
     * ({@link WykershamKnowledge#terminalValue}): the expected final margin (piles plus the judged
     * gain) turned into a chance of winning by the spread of the turns still to play (their
     * squared errors in training, summed), blended with its margin as finished games are.
     */
    public double value(WykershamState s) {
        return value(s, 0);
    }

    /** {@link #value(WykershamState)} with player 0 owing {@code komi0} marbles (negative: player 1 owing them). */
    public double value(WykershamState s, double komi0) {
        double gain = gain(s);
        double margin = s.lead(0) + (s.mover() == 0 ? gain : -gain) - komi0;
        double variance = 0;
        for (int t = s.turn(); t < WykershamState.TURNS; t++) {
            variance += weights.turnError(JudgeWeights.band(t));
        }
        // A floor: even the last roll leaves some doubt.
        double spread = Math.sqrt(variance) + 0.5;
        return (1 - WykershamKnowledge.MARGIN_SHARE) * erf(margin / (spread * Math.sqrt(2)))
                + WykershamKnowledge.MARGIN_SHARE * Math.tanh(margin / (4 + spread));
    }

    /**
     * Writes the features of {@code s} (weight indices, the side to move's view) into {@code out};
     * returns how many. A slid line's pattern is the current one with one cup changed: a
     * one-notch slide moves one cup of the line.
     */
    int features(WykershamState s, int[] out) {
        if (s.phase() == Phase.STARTING_ROLL) {
            throw new IllegalArgumentException("the judge needs a position after the starting roll");
        }
        int me = s.mover();
        int band = JudgeWeights.band(s.turn());
        for (int r = 0; r < R; r++) {
            for (int c = 0; c < CUPS; c++) {
                int a = s.marbles(me, r, c);
                int b = s.marbles(1 - me, r, c);
                int id = r * CUPS + c;
                ownMarbles[id] = a;
                otherMarbles[id] = b;
                cell[id] = (a > 0 ? 1 : 0) | (b > 0 ? 2 : 0);
            }
        }
        int n = 0;
        for (int k = -1; k <= 1; k++) {
            for (int xc = 0; xc < WykershamState.COLUMNS; xc++) {
                int line = me == 0 ? (k + 1) * 7 + xc : (1 - k) * 7 + (6 - xc);
                int base = (band * LINES + line) * PATTERNS;
                int pattern = 0;
                int own = 0;
                int other = 0;
                int ownM = 0;
                int otherM = 0;
                int missing = 0;
                int missingRail = -1;
                boolean offCentre = false;
                for (int r = 0; r < R; r++) {
                    int x = xc + k * (r - WykershamState.CENTRE_RAIL);
                    // WykershamState.cupAt's arithmetic, kept here unclamped: a cup past the
                    // rail's end comes into the line after a slide.
                    int cup = x + WykershamState.MAX_OFFSET - s.offset(r);
                    lineCups[r] = cup;
                    if (r == WykershamState.CENTRE_RAIL && (x < 0 || x >= WykershamState.COLUMNS)) {
                        offCentre = true;
                        break;
                    }
                    pattern *= 4;
                    if (cup < 0 || cup >= CUPS) {
                        missing++;
                        missingRail = r;
                        continue;
                    }
                    int id = r * CUPS + cup;
                    pattern += cell[id];
                    if ((cell[id] & 1) != 0) {
                        own++;
                        ownM += ownMarbles[id];
                    }
                    if ((cell[id] & 2) != 0) {
                        other++;
                        otherM += otherMarbles[id];
                    }
                }
                // Slides never reach a line that misses the centre rail or two cups.
                if (offCentre || missing > 1) {
                    continue;
                }
                if (missing == 0) {
                    out[n++] = CURRENT + base + pattern;
                    int counts = COUNTS + ((band * LINES + line) * 2) * 6 * (MARBLE_CAP + 1);
                    out[n++] = counts + own * (MARBLE_CAP + 1) + Math.min(ownM, MARBLE_CAP);
                    out[n++] = counts + (6 + other) * (MARBLE_CAP + 1) + Math.min(otherM, MARBLE_CAP);
                }
                for (int r = 0; r < R; r++) {
                    if (r == WykershamState.CENTRE_RAIL || (missing == 1 && r != missingRail)) {
                        continue;
                    }
                    int old = missing == 1 ? 0 : cell[r * CUPS + lineCups[r]];
                    for (int d = -1; d <= 1; d += 2) {
                        int offset = s.offset(r) + d;
                        int cup = lineCups[r] - d;
                        if (Math.abs(offset) > WykershamState.MAX_OFFSET || cup < 0 || cup >= CUPS) {
                            continue;
                        }
                        out[n++] = SLID + base + pattern + (cell[r * CUPS + cup] - old) * DIGIT[r];
                    }
                }
            }
        }
        out[n++] = BIAS + band;
        return n;
    }

    /** The error function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
    static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592)
                * t * Math.exp(-x * x);
        return x >= 0 ? y : -y;
    }
}
