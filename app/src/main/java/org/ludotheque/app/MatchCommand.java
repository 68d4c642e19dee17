package org.ludotheque.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;

import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.State;
import org.ludotheque.server.FileErrors;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "match",
        header = "Play games between two players and report the score and Elo difference.",
        description = {"Games between two players, one at a time, colours alternating (game i: A plays player i mod 2). "
                + "Prints a line per game, then A's wins, draws and losses, the score and the Elo difference A - B "
                + "with its 95%% interval, A's results by colour, and each player's thinking time per move (and B's over A's).",
                "SPEC: random | uct | mcts | engine:\"COMMAND\" (a program that speaks the engine protocol), "
                + "with settings after a colon, comma-separated, e.g. mcts:level=max,seconds=1 or uct:playouts=10000. "
                + "Settings: level (1 to the game's top level, or max), playouts, nodes, seconds, threads, seed; for tuning (docs/ai.md): "
                + "exploration, rave, bias, fpu (a number or parent), cutoff, interval, expand, temperature, early (on or off), amaf (turn or playout), penalty (on or off)."})
final class MatchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Option(names = "--a", paramLabel = "SPEC", required = true, description = "player A")
    String a;

    @Option(names = "--b", paramLabel = "SPEC", required = true, description = "player B")
    String b;

    @Option(names = "--games", paramLabel = "N", defaultValue = "10", description = "number of games (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--seconds-per-move", paramLabel = "S",
            description = "thinking time per move, for players whose spec sets no seconds")
    String secondsPerMove;

    @Option(names = "--seed", paramLabel = "S", description = "seeds the dice and the players (default: unpredictable, printed); "
            + "each pair of games (colours swapped) rolls the same dice, whatever the players do")
    Long seed;

    @Option(names = "--opening-moves", paramLabel = "N", defaultValue = "0",
            description = "each pair of games (colours swapped) starts with the same N random choices drawn from the seed, "
                    + "so that players who always answer a position alike still meet many positions (default ${DEFAULT-VALUE})")
    int openingMoves;

    @Option(names = "--out", paramLabel = "DIR", description = "write every game as a record (native format) into DIR")
    Path out;

    @Override
    public Integer call() {
        if (secondsPerMove != null) {
            PlayerSpec.checkSeconds("--seconds-per-move", secondsPerMove);
        }
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1");
        }
        if (openingMoves < 0) {
            throw new IllegalArgumentException("--opening-moves must be at least 0");
        }
        Game game = selection.game();
        PlayerSpec specA = spec("--a", a);
        PlayerSpec specB = spec("--b", b);
        long s = seed != null ? seed : new SecureRandom().nextLong();
        SplittableRandom seeds = new SplittableRandom(s);
        long diceSeed = seeds.nextLong();
        long seedA = seeds.nextLong();
        long seedB = seeds.nextLong();
        SplittableRandom openings = new SplittableRandom(seeds.nextLong());
        if (out != null) {
            try {
                Files.createDirectories(out);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot create --out " + out + ": " + FileErrors.reason(out, e));
            }
        }
        PrintWriter w = spec.commandLine().getOut();
        Player pa = null;
        Player pb = null;
        ThinkingTime clock = new ThinkingTime();
        Tally tally = new Tally();
        AtomicBoolean summarised = new AtomicBoolean();
        Player[] players = new Player[2];
        // A match stopped by a signal (Ctrl-C) still reports the games it finished.
        Thread interrupted = new Thread(() -> {
            synchronized (summarised) {
                if (summarised.compareAndSet(false, true) && tally.games() > 0) {
                    w.println("stopped: after " + tally.games() + " of " + games + " games (interrupted)");
                    printSummary(w, game, tally, clock, players[0], players[1]);
                }
            }
        }, "match-interrupted");
        Runtime.getRuntime().addShutdownHook(interrupted);
        try {
            pa = player("--a", specA, game, seedA);
            pb = player("--b", specB, game, seedB);
            players[0] = pa;
            players[1] = pb;
            w.println("match: " + game.spec());
            w.println("a: " + specA);
            w.println("b: " + specB);
            w.println("games: " + games);
            w.println("seed: " + s);
            if (openingMoves > 0) {
                w.println("opening moves: " + openingMoves);
            }
            w.flush();
            // Duplicate dice: each pair of games rolls from a seed of its own, so both colours get
            // the same rolls, and a pair rolls the same in every match with this seed, however
            // long earlier games ran; two players are then compared on the same luck.
            SplittableRandom pairDice = new SplittableRandom(diceSeed);
            long diceOfPair = 0;
            int[] opening = new int[0];
            for (int i = 0; i < games; i++) {
                int sideA = i % 2;
                if (sideA == 0) {
                    opening = randomOpening(game, openingMoves, openings);
                    diceOfPair = pairDice.nextLong();
                }
                SplittableRandom dice = new SplittableRandom(diceOfPair);
                Player[] seat = sideA == 0 ? new Player[] {pa, pb} : new Player[] {pb, pa};
                PlayerSpec[] seatSpec = sideA == 0 ? new PlayerSpec[] {specA, specB} : new PlayerSpec[] {specB, specA};
                Played played = play(game, seat, dice, i + 1, opening, clock);
                State st = played.state();
                Outcome o = st.outcome();
                int winner = o.winner();
                // After a pie rule by sides A holds the other colour: the winner is a colour.
                int colourA = played.seatsExchanged() ? 1 - sideA : sideA;
                int result = winner < 0 ? Tally.DRAW : winner == colourA ? Tally.WIN : Tally.LOSS;
                String verdict = result == Tally.DRAW ? "draw" : result == Tally.WIN ? "A wins" : "B wins";
                String colours = game.playerName(sideA)
                        + (played.seatsExchanged() ? " (" + game.playerName(colourA) + " after the swap)" : "");
                synchronized (summarised) {
                    if (summarised.get()) {
                        return 0; // stopped by a signal, which reported the games before this one
                    }
                    tally.add(colourA, result);
                    w.println("game " + (i + 1) + ": A plays " + colours + ", " + o + ", " + st.turn()
                            + " turns: " + verdict);
                    w.flush();
                    if (out != null) {
                        write(game, played, seatSpec, i + 1);
                    }
                }
            }
            if (summarised.compareAndSet(false, true)) {
                printSummary(w, game, tally, clock, pa, pb);
            }
            return 0;
        } catch (RuntimeException e) {
            // A player that fails (an engine that dies) ends the match; the games finished before
            // it still count, and their score is printed before the error.
            if (tally.games() > 0 && summarised.compareAndSet(false, true)) {
                w.println("stopped: after " + tally.games() + " of " + games + " games");
                printSummary(w, game, tally, clock, pa, pb);
            }
            throw e;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(interrupted);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook reports
            }
            if (pa != null) {
                AppPlayers.close(pa);
            }
            if (pb != null) {
                AppPlayers.close(pb);
            }
        }
    }

    /** A's results so far by the colour A held at the end: [colour][wins, draws, losses]. */
    private static final class Tally {
        static final int WIN = 0;
        static final int DRAW = 1;
        static final int LOSS = 2;
        private final int[][] byColour = new int[2][3];

        synchronized void add(int colour, int result) {
            byColour[colour][result]++;
        }

        synchronized int count(int result) {
            return byColour[0][result] + byColour[1][result];
        }

        synchronized int games(int colour) {
            int[] r = byColour[colour];
            return r[WIN] + r[DRAW] + r[LOSS];
        }

        int games() {
            return games(0) + games(1);
        }

        /** Wins, draws and losses with {@code colour}. */
        synchronized int[] results(int colour) {
            return byColour[colour].clone();
        }
    }

    /**
     * A's wins, draws and losses, the score, the Elo difference, A's results by colour (a side
     * that plays one colour worse shows there) and both players' thinking time.
     */
    private void printSummary(PrintWriter w, Game game, Tally t, ThinkingTime clock, Player pa, Player pb) {
        int wins = t.count(Tally.WIN);
        int draws = t.count(Tally.DRAW);
        int losses = t.count(Tally.LOSS);
        w.println("a_wins: " + wins);
        w.println("draws: " + draws);
        w.println("a_losses: " + losses);
        w.println("a_score: " + score(wins, draws, losses));
        w.println("elo: " + Elo.of(wins, draws, losses));
        List<String> byColour = new ArrayList<>();
        for (int c = 0; c < 2; c++) {
            int[] r = t.results(c);
            if (t.games(c) > 0) {
                byColour.add("as " + game.playerName(c) + " " + r[Tally.WIN] + "-" + r[Tally.DRAW] + "-" + r[Tally.LOSS] + " "
                        + score(r[Tally.WIN], r[Tally.DRAW], r[Tally.LOSS]));
            }
        }
        w.println("a_by_colour: " + String.join("; ", byColour));
        // Both players think in turn under the same load: the ratio is a side-by-side measurement.
        double secondsA = clock.secondsPerMove(pa);
        double secondsB = clock.secondsPerMove(pb);
        w.println(String.format(Locale.ROOT, "a_seconds_per_move: %.3f (%d moves)", secondsA, clock.moves(pa)));
        w.println(String.format(Locale.ROOT, "b_seconds_per_move: %.3f (%d moves)", secondsB, clock.moves(pb)));
        if (secondsA > 0) {
            w.println(String.format(Locale.ROOT, "b_time_over_a: %.2f", secondsB / secondsA));
        }
        if (out != null) {
            w.println("records: " + out);
        }
        w.flush();
    }

    /** A score as points over games and a percentage: {@code 3.5/4 (87.5%)}. */
    private static String score(int wins, int draws, int losses) {
        double points = wins + 0.5 * draws;
        int games = wins + draws + losses;
        return String.format(Locale.ROOT, "%s/%d (%.1f%%)", points == Math.floor(points)
                ? Long.toString((long) points) : Double.toString(points), games, 100 * points / games);
    }

    private PlayerSpec spec(String option, String text) {
        try {
            PlayerSpec p = PlayerSpec.parse(text);
            return secondsPerMove == null ? p : p.withDefault("seconds", secondsPerMove);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
    }

    private Player player(String option, PlayerSpec ps, Game game, long seed) {
        try {
            return AppPlayers.create(ps, game, seed, secondsPerMove == null ? 0 : Double.parseDouble(secondsPerMove));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(option + " " + ps + ": " + e.getMessage());
        }
    }

    /**
     * A game played: its final state, and whether the seats exchanged colours an odd number of
     * times (a pie rule by sides: the chooser takes the other colour).
     */
    record Played(State state, boolean seatsExchanged) {
    }

    /**
     * One game: the match rolls the dice, each player chooses for the colour it holds. {@code
     * seat[c]} starts with colour {@code c}; an action that {@link State#exchangesSeats exchanges
     * the seats} hands each player the other colour, so the same colour then moves in the other
     * player's hands.
     */
    static Played play(Game game, Player[] startSeats, SplittableRandom dice, int number) {
        return play(game, startSeats, dice, number, new int[0]);
    }

    /** The thinking time of each player over a match: wall-clock time in {@link Player#chooseAction}, and its calls. */
    static final class ThinkingTime {
        private final Map<Player, long[]> byPlayer = new IdentityHashMap<>();

        // Synchronized: a match stopped by a signal reads it from another thread.
        synchronized void add(Player p, long nanos) {
            long[] t = byPlayer.computeIfAbsent(p, k -> new long[2]);
            t[0] += nanos;
            t[1]++;
        }

        synchronized long moves(Player p) {
            long[] t = byPlayer.get(p);
            return t == null ? 0 : t[1];
        }

        synchronized double secondsPerMove(Player p) {
            long[] t = byPlayer.get(p);
            return t == null || t[1] == 0 ? 0 : t[0] / 1e9 / t[1];
        }
    }

    /** One game that starts with the actions of {@code opening} (rolls included), then goes on as {@link #play}. */
    static Played play(Game game, Player[] startSeats, SplittableRandom dice, int number, int[] opening) {
        return play(game, startSeats, dice, number, opening, new ThinkingTime());
    }

    /** One game as {@link #play(Game, Player[], SplittableRandom, int, int[])}, each choice's time added to {@code clock}. */
    static Played play(Game game, Player[] startSeats, SplittableRandom dice, int number, int[] opening, ThinkingTime clock) {
        Player[] seat = startSeats.clone();
        boolean exchanged = false;
        for (Player p : seat) {
            p.reset();
        }
        State s = game.newInitialState();
        for (int action : opening) {
            exchanged ^= apply(s, seat, action);
        }
        while (!s.isTerminal()) {
            if (s.isChanceNode()) {
                Turns.roll(s, dice);
                continue;
            }
            Player p = seat[s.currentPlayer()];
            int action;
            long start = System.nanoTime();
            try {
                action = p.chooseAction(s.copy());
            } catch (Resignation r) {
                s.resign(s.currentPlayer());
                break;
            } catch (RuntimeException e) {
                throw new IllegalStateException("game " + number + ", turn " + (s.turn() + 1) + ": " + p.describe()
                        + " failed: " + e.getMessage(), e);
            } finally {
                clock.add(p, System.nanoTime() - start);
            }
            String why = s.whyIllegal(action);
            if (why != null) {
                throw new IllegalStateException("game " + number + ", turn " + (s.turn() + 1) + ": " + p.describe()
                        + " chose an illegal action: " + why);
            }
            exchanged ^= apply(s, seat, action);
        }
        return new Played(s, exchanged);
    }

    /** Applies {@code action}; one that exchanges the seats hands each player the other colour. Returns whether it did. */
    private static boolean apply(State s, Player[] seat, int action) {
        boolean exchange = s.currentPlayer() >= 0 && s.exchangesSeats(action);
        if (exchange) {
            Player first = seat[0];
            seat[0] = seat[1];
            seat[1] = first;
        }
        s.apply(action);
        return exchange;
    }

    /**
     * {@code moves} uniformly random choices from the start (the rolls between them drawn alike and
     * kept), fewer if the game ends first: the same opening for both games of a pair.
     */
    static int[] randomOpening(Game game, int moves, SplittableRandom rng) {
        State s = game.newInitialState();
        IntStream.Builder actions = IntStream.builder();
        int choices = 0;
        while (choices < moves && !s.isTerminal()) {
            if (!s.isChanceNode()) {
                choices++;
            }
            int a = s.randomLegalAction(rng);
            s.apply(a);
            actions.add(a);
        }
        return actions.build().toArray();
    }

    /** The record, each colour's tag naming the player who held it at the end (the one its result speaks of). */
    private void write(Game game, Played played, PlayerSpec[] seatSpec, int number) {
        State st = played.state();
        Map<String, String> tags = new LinkedHashMap<>();
        for (int p = 0; p < 2; p++) {
            PlayerSpec holder = seatSpec[played.seatsExchanged() ? 1 - p : p];
            tags.put(Turns.sideName(game, p), holder.toString());
        }
        tags.put("Round", Integer.toString(number));
        RecordFormat f = game.definition().recordFormats().get(0);
        Path file = out.resolve(String.format(Locale.ROOT, "game-%03d.%s", number, RecordFiles.ownExtension(f)));
        RecordFiles.write(file, f.write(GameRecord.of(st, tags)));
    }
}
