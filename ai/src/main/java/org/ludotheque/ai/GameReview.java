package org.ludotheque.ai;

import java.util.ArrayList;
import java.util.List;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.State;

/**
 * A whole game looked over by a search, decision by decision: at each decision with a choice (not
 * a roll, not a forced pass) the action played against the search's best, and the chance of
 * winning it gave away, marked past {@link Mark}'s thresholds. The terminal's {@code analyse
 * --review} and the server's review of a game both read games this way.
 */
public final class GameReview {

    /** How much a decision gave away: the usual ten, twenty and thirty points of win chance. */
    public enum Mark {
        INACCURACY("?!", 0.10), MISTAKE("?", 0.20), BLUNDER("??", 0.30);

        private final String symbol;
        private final double threshold;

        Mark(String symbol, double threshold) {
            this.symbol = symbol;
            this.threshold = threshold;
        }

        /** As annotations write it: ?!, ?, ??. */
        public String symbol() {
            return symbol;
        }

        /** The least win chance lost that earns this mark. */
        public double threshold() {
            return threshold;
        }

        /** The mark a decision that gave away {@code lost} earns; null for none (NaN: not known). */
        public static Mark of(double lost) {
            Mark m = null;
            for (Mark k : values()) {
                if (lost >= k.threshold) {
                    m = k;
                }
            }
            return m;
        }
    }

    /**
     * One reviewed decision. {@code index}: the action's place in the game's history; {@code turn}
     * the state's turn there (from 0); {@code mover} the player who chose; {@code side} the player
     * whose side the chooser holds at the end of the game (a pie rule by sides exchanges them), the
     * one its totals count for. Win chances are the mover's (0 to 1; NaN where not known, as after
     * an action that leaves the dice to roll). {@code lost} is rounded to hundredths, so that its
     * mark agrees with the figure shown; NaN where the played action's chance is not known.
     */
    public record Decision(int index, int turn, int mover, int side, int played, int best, double playedWin,
            double bestWin, double lost, Mark mark) {
    }

    /** One side's decisions summed: how many were reviewed (with a known loss), the loss, the marks. */
    public record Totals(int decisions, double lost, int inaccuracies, int mistakes, int blunders) {

        /** The mean win chance given away a decision, 0 with no decision. */
        public double meanLost() {
            return decisions == 0 ? 0 : lost / decisions;
        }

        /** How many decisions got {@code mark}. */
        public int count(Mark mark) {
            return switch (mark) {
                case INACCURACY -> inaccuracies;
                case MISTAKE -> mistakes;
                case BLUNDER -> blunders;
            };
        }
    }

    /** Hears of each decision as it is reviewed, with the position it was chosen in (to read, not to change). */
    @FunctionalInterface
    public interface Listener {
        void reviewed(Decision decision, State before);
    }

    private GameReview() {
    }

    /** How many decisions of the game {@link #review} looks at: those with more than one legal action. */
    public static int decisionCount(Game game, int[] history) {
        State s = game.newInitialState();
        int n = 0;
        for (int a : history) {
            if (reviewed(s)) {
                n++;
            }
            s.apply(a);
        }
        return n;
    }

    /**
     * Reviews every decision of {@code history} (the game's actions from its start) with
     * {@code searcher}, each position searched afresh so that the answer does not depend on the
     * order of the searches; {@code each} hears of every decision as it is reviewed, with its position. An interrupt
     * stops the review between two decisions: it returns those reviewed so far, and the thread
     * stays interrupted.
     */
    public static List<Decision> review(Game game, int[] history, Player searcher, Listener each) {
        int[] exchangesFrom = game.seatExchangesFrom(history);
        List<Decision> out = new ArrayList<>();
        State s = game.newInitialState();
        for (int i = 0; i < history.length && !Thread.currentThread().isInterrupted(); i++) {
            if (reviewed(s)) {
                int mover = s.currentPlayer();
                int side = exchangesFrom[i] % 2 == 0 ? mover : 1 - mover;
                int played = history[i];
                searcher.reset();
                Analysis an = searcher.analyse(s.copy());
                int best = an.candidates().get(0).action();
                double bestWin = an.candidates().get(0).winRate();
                double playedWin = rootWin(an, played);
                if (best != played && Double.isNaN(playedWin)) {
                    // Too few visits to tell: both moves searched from the positions they lead to, alike.
                    playedWin = winAfter(s, played, searcher);
                    double again = winAfter(s, best, searcher);
                    if (!Double.isNaN(again)) {
                        bestWin = again;
                    }
                }
                if (playedWin >= bestWin) {
                    // On equal terms nothing read better than the move played: it is the review's best.
                    best = played;
                    bestWin = playedWin;
                }
                // Math.round would make an unknown (NaN) loss 0.
                double lost = Double.isNaN(playedWin) ? Double.NaN : Math.round(Math.max(0, bestWin - playedWin) * 100) / 100.0;
                Decision d = new Decision(i, s.turn(), mover, side, played, best, playedWin, bestWin, lost, Mark.of(lost));
                out.add(d);
                each.reviewed(d, s);
            }
            s.apply(history[i]);
        }
        return out;
    }

    /** The totals of {@code side} over {@code decisions} (those with a known loss). */
    public static Totals totals(List<Decision> decisions, int side) {
        int n = 0;
        double lost = 0;
        int[] marks = new int[Mark.values().length];
        for (Decision d : decisions) {
            if (d.side() != side || Double.isNaN(d.lost())) {
                continue;
            }
            n++;
            lost += d.lost();
            if (d.mark() != null) {
                marks[d.mark().ordinal()]++;
            }
        }
        return new Totals(n, lost, marks[0], marks[1], marks[2]);
    }

    private static boolean reviewed(State s) {
        return !s.isTerminal() && !s.isChanceNode() && s.legalActionCount() > 1;
    }

    /**
     * The mover's chance of winning after {@code played} as the analysis read it: its candidate's,
     * when the search gave it visits enough to tell (a tenth of the best's at least; fewer are a
     * few playouts' luck); else NaN.
     */
    private static double rootWin(Analysis an, int played) {
        long bestVisits = an.candidates().get(0).visits();
        for (Analysis.Candidate c : an.candidates()) {
            if (c.action() == played && !Double.isNaN(c.winRate()) && (an.exact() || c.visits() * 10 >= bestVisits)) {
                return c.winRate();
            }
        }
        return Double.NaN;
    }

    /**
     * The mover's chance of winning after {@code action}, by a search of the position it leads to
     * (the end's result where it ends the game; NaN where the dice are to be rolled next).
     */
    private static double winAfter(State s, int action, Player searcher) {
        int mover = s.currentPlayer();
        State after = s.copy();
        after.apply(action);
        if (after.isTerminal()) {
            return (after.returns()[mover] + 1) / 2;
        }
        if (after.isChanceNode()) {
            return Double.NaN;
        }
        searcher.reset();
        double next = searcher.analyse(after).candidates().get(0).winRate();
        return after.currentPlayer() == mover ? next : 1 - next;
    }
}
