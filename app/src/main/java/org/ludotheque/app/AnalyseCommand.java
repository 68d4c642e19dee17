package org.ludotheque.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.GameReview;
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
        out.println("turn player   played     best          win   best win   lost");
        List<GameReview.Decision> decisions = GameReview.review(game, actions, searcher, (d, s) -> {
            out.println(String.format(Locale.ROOT, "%4d %-8s %-10s %-10s %6s %10s %6s", d.turn() + 1,
                    game.playerName(d.mover()), s.actionToString(d.played()) + (d.mark() != null ? d.mark().symbol() : ""),
                    s.actionToString(d.best()), percent(d.playedWin()), percent(d.bestWin()),
                    Double.isNaN(d.lost()) ? "-" : String.format(Locale.ROOT, "%.2f", d.lost())));
            out.flush();
        });
        if (game.seatExchangesFrom(actions)[0] > 0) {
            out.println("(a pie rule exchanged the sides: each total is for the side its player holds at the end)");
        }
        for (int p = 0; p < 2; p++) {
            GameReview.Totals t = GameReview.totals(decisions, p);
            out.println(String.format(Locale.ROOT, "%s: %d inaccuracies (?!), %d mistakes (?), %d blunders (??),"
                    + " average win chance lost %.3f a decision", game.playerName(p), t.inaccuracies(), t.mistakes(),
                    t.blunders(), t.meanLost()));
        }
    }

    private static String percent(double p) {
        return Double.isNaN(p) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * p);
    }
}
