package org.ludotheque.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.State;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "analyse",
        header = "The computer's analysis of a record: one position, or every decision.",
        description = "Analyses the position after --turn N turns of a record (default: where the record stops): each "
                + "candidate with the mover's chance of winning and its visits, and the best line. With --review, "
                + "every decision of the game: the action played against the best, and the chance of winning it gave away.")
final class AnalyseCommand implements Callable<Integer> {

    /** The win chance a move gives away from which the review marks it an inaccuracy, a mistake, a blunder. */
    static final double[] THRESHOLDS = {0.10, 0.20, 0.30};
    static final String[] MARKS = {"?!", "?", "??"};

    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Parameters(index = "1", paramLabel = "FILE", description = "the record")
    Path file;

    @Option(names = "--format", paramLabel = "F", description = "record format (default: from the file's extension)")
    String format;

    @Option(names = "--turn", paramLabel = "N", description = "the position after N turns (0: the start; default: where the record stops)")
    Integer turn;

    @Option(names = "--review", description = "review every decision of the record instead of one position")
    boolean review;

    @Option(names = "--player", paramLabel = "SPEC", defaultValue = "mcts:level=max",
            description = "the player whose search analyses (default mcts:level=max; settings as in match)")
    String player;

    @Option(names = "--seed", paramLabel = "S", description = "seed the player (default: unpredictable)")
    Long seed;

    @Override
    public Integer call() {
        if (review && turn != null) {
            throw new IllegalArgumentException("--review goes through every decision: leave out --turn");
        }
        PrintWriter out = spec.commandLine().getOut();
        GameRecord record = selection.readRecord(file, format);
        Player searcher = AppPlayers.create(PlayerSpec.parse(player), record.game(),
                seed != null ? seed : new SecureRandom().nextLong());
        try {
            if (review) {
                review(out, record, searcher);
            } else {
                position(out, record, searcher);
            }
        } finally {
            AppPlayers.close(searcher);
        }
        out.flush();
        return 0;
    }

    private void position(PrintWriter out, GameRecord record, Player searcher) {
        int[][] turns = record.turnRanges();
        int n = turn != null ? turn : turns.length;
        if (n < 0 || n > turns.length) {
            throw new IllegalArgumentException("--turn " + n + ": the record has " + turns.length + " turns (0 to "
                    + turns.length + ")");
        }
        State s = record.game().newInitialState();
        int[] actions = record.actions();
        int upTo = n == 0 ? 0 : turns[n - 1][1];
        for (int i = 0; i < upTo; i++) {
            s.apply(actions[i]);
        }
        // A dice game's position is the one after the roll: the record's own roll, where it has it.
        for (int i = upTo; s.isChanceNode() && i < actions.length; i++) {
            s.apply(actions[i]);
        }
        if (s.isTerminal()) {
            throw new IllegalStateException("the game is over after turn " + n + ": " + s.outcome()
                    + "; name an earlier position with --turn (0 to " + (turns.length - 1) + ")");
        }
        if (s.isChanceNode()) {
            throw new IllegalStateException("after turn " + n + " the dice are to be rolled, and the record has no roll;"
                    + " name an earlier position with --turn");
        }
        out.println("after turn " + n + ": " + Turns.sideName(s.game(), s.currentPlayer()) + " to move");
        Analysis an = searcher.analyse(s.copy());
        boolean margins = an.shown().stream().anyMatch(c -> !Double.isNaN(c.margin()));
        out.println(margins ? "move        win  margin   visits" : "move        win   visits");
        for (Analysis.Candidate c : an.shown()) {
            String margin = margins ? (Double.isNaN(c.margin()) ? "       -" : String.format(Locale.ROOT, " %+7.2f", c.margin())) : "";
            out.println(String.format(Locale.ROOT, "%-8s %6s%s %8s", s.actionToString(c.action()), percent(c.winRate()),
                    margin, an.exact() ? "exact" : Long.toString(c.visits())));
        }
        out.println("best line: " + String.join(" ", an.lineText(s)));
        out.println(String.format(Locale.ROOT, "playouts %d in %.2f s", an.playouts(), an.millis() / 1000.0));
    }

    private void review(PrintWriter out, GameRecord record, Player searcher) {
        Game game = record.game();
        int[] actions = record.actions();
        State s = game.newInitialState();
        double[] loss = new double[2];
        int[] counted = new int[2];
        int[][] marks = new int[2][MARKS.length];
        int[] exchangesFrom = Turns.seatExchangesFrom(game, actions);
        out.println("turn player   played     best          win   best win   lost");
        for (int i = 0; i < actions.length; i++) {
            // Every decision with a choice is reviewed: not a roll, not a forced action (a pass).
            if (!s.isChanceNode() && s.legalActionCount() > 1) {
                int mover = s.currentPlayer();
                // The tally goes to the side its maker holds at the end, as the record's tags name them.
                int maker = exchangesFrom[i] % 2 == 0 ? mover : 1 - mover;
                int played = actions[i];
                searcher.reset();
                Analysis an = searcher.analyse(s.copy());
                Analysis.Candidate best = an.candidates().get(0);
                double playedWin = winAfter(s, played, an, searcher);
                // Rounded as printed, so that the mark agrees with the figure beside it.
                double lost = Math.round(Math.max(0, best.winRate() - playedWin) * 100) / 100.0;
                int severity = severity(lost);
                if (!Double.isNaN(lost)) {
                    loss[maker] += lost;
                    counted[maker]++;
                    if (severity >= 0) {
                        marks[maker][severity]++;
                    }
                }
                out.println(String.format(Locale.ROOT, "%4d %-8s %-10s %-10s %6s %10s %6s", s.turn() + 1,
                        game.playerName(mover), s.actionToString(played) + (severity >= 0 ? MARKS[severity] : ""),
                        s.actionToString(best.action()), percent(playedWin), percent(best.winRate()),
                        Double.isNaN(lost) ? "-" : String.format(Locale.ROOT, "%.2f", lost)));
                out.flush();
            }
            s.apply(actions[i]);
        }
        if (exchangesFrom[0] > 0) {
            out.println("(a pie rule exchanged the sides: each total is for the side its player holds at the end)");
        }
        for (int p = 0; p < 2; p++) {
            out.println(String.format(Locale.ROOT, "%s: %d inaccuracies (?!), %d mistakes (?), %d blunders (??),"
                    + " average win chance lost %.3f a decision", game.playerName(p), marks[p][0], marks[p][1], marks[p][2],
                    counted[p] == 0 ? 0.0 : loss[p] / counted[p]));
        }
    }

    /**
     * The mover's chance of winning after {@code played}: its candidate's in the analysis, or, when
     * the search gave it too few visits to tell (under a tenth of the best's: a few playouts' luck),
     * a search of the position it leads to.
     */
    private static double winAfter(State s, int played, Analysis an, Player searcher) {
        long bestVisits = an.candidates().get(0).visits();
        for (Analysis.Candidate c : an.candidates()) {
            if (c.action() == played && !Double.isNaN(c.winRate()) && (an.exact() || c.visits() * 10 >= bestVisits)) {
                return c.winRate();
            }
        }
        int mover = s.currentPlayer();
        State after = s.copy();
        after.apply(played);
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

    /** Which of {@link #MARKS} a move that gave away {@code lost} of the mover's chance of winning earns; -1: none. */
    static int severity(double lost) {
        int k = -1;
        while (!Double.isNaN(lost) && k + 1 < THRESHOLDS.length && lost >= THRESHOLDS[k + 1]) {
            k++;
        }
        return k;
    }

    private static String percent(double p) {
        return Double.isNaN(p) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * p);
    }
}
