package org.ludotheque.app;

import java.util.Locale;

/**
 * The Elo difference that a match score implies, with its 95% interval, in the logistic model:
 * a score fraction {@code p} means {@code Elo = -400 log10(1/p - 1)}.
 *
 * <p>The interval comes from the standard error of the mean per-game score (1, 1/2 or 0 a game):
 * {@code p ± 1.96 · sd / sqrt(n)}, each end turned into Elo. An end that falls at or beyond 0% or
 * 100% is unbounded ({@code -inf}, {@code +inf}). When every game was won (or every game lost) the
 * estimate itself is unbounded and the standard error is 0, so the finite end comes from the exact
 * binomial bound instead: with n wins out of n the true score is at least {@code 0.025^(1/n)} with
 * 97.5% confidence (Clopper-Pearson).
 */
record Elo(double elo, double lower, double upper, String note) {

    static final double Z95 = 1.959964;

    static Elo of(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) {
            return new Elo(Double.NaN, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, "no games");
        }
        double p = (wins + 0.5 * draws) / n;
        if (wins == n) {
            return new Elo(Double.POSITIVE_INFINITY, fromScore(Math.pow(0.025, 1.0 / n)), Double.POSITIVE_INFINITY,
                    "every game won: the estimate is unbounded; the lower end is the exact binomial bound");
        }
        if (losses == n) {
            return new Elo(Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, fromScore(1 - Math.pow(0.025, 1.0 / n)),
                    "every game lost: the estimate is unbounded; the upper end is the exact binomial bound");
        }
        double variance = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
        double se = Math.sqrt(variance / n);
        double lo = p - Z95 * se;
        double hi = p + Z95 * se;
        String note = lo <= 0 && hi >= 1 ? "clamped at 0% and 100%"
                : lo <= 0 ? "clamped at 0%" : hi >= 1 ? "clamped at 100%" : "";
        return new Elo(fromScore(p), fromScore(lo), fromScore(hi), note);
    }

    /** Elo of a score fraction: -inf at or below 0, +inf at or above 1. */
    static double fromScore(double p) {
        if (p <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (p >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / p - 1);
    }

    private static double sq(double x) {
        return x * x;
    }

    /** {@code +191}, {@code -35}, {@code 0}, {@code +inf}. */
    static String format(double e) {
        if (Double.isNaN(e)) {
            return "?";
        }
        if (Double.isInfinite(e)) {
            return e > 0 ? "+inf" : "-inf";
        }
        long r = Math.round(e);
        return r > 0 ? "+" + r : Long.toString(r);
    }

    /** {@code +191 (95% interval +20 .. +362)}, with the note when an end is clamped. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s (95%% interval %s .. %s%s)", format(elo), format(lower), format(upper),
                note.isEmpty() ? "" : "; " + note);
    }
}
