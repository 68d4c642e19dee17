package org.ludotheque.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.State;

/**
 * A player that is another program speaking the engine protocol ({@code engine:"COMMAND"}). It
 * keeps the program's game in step with ours: the turns played since its last answer go to it as
 * {@code play} (a roll alone as {@code play 4-2}), then {@code genmove} gives its whole turn, which
 * is read in our notation and handed out one action at a time. A program that dies or answers
 * {@code ?} fails the game with a message naming the command and the program's answer; so does
 * one that does not answer in time (it is then killed). A {@code genmove} answered {@code resign}
 * throws {@link Resignation}.
 */
final class EnginePlayer implements Player, AutoCloseable {

    /** Lines of the program's standard error kept for messages. */
    private static final int STDERR_LINES = 10;

    /** Time a program has to answer, beyond its move time for genmove and analyse. */
    static final double MARGIN_SECONDS = 10;
    /** The move time assumed when the match gives none (the program's own setting is unknown). */
    static final double DEFAULT_MOVE_SECONDS = 30;
    /**
     * Move times a {@code genmove} may take: it answers a whole turn, and a turn can be many
     * decisions (a Wykersham turn places, slides and settles two marbles, cup by cup: 13 decisions
     * for a goal of nine cups; TwixT under manual linking adds each link), each given the move time.
     */
    static final int MOVE_TIMES_PER_TURN = 32;
    /** The end of the program's output in {@link #lines}. */
    private static final String EOF = new String("<eof>");

    private final PlayerSpec spec;
    private final Game game;
    private final Process process;
    private final PrintWriter toEngine;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final long moveNanos;
    private final long marginNanos;
    private final Deque<String> stderr = new ArrayDeque<>();
    /** The actions the program's game has played, or null when it must start a new game first. */
    private int[] engineHistory;
    /** Where the turn of the program's last genmove starts in {@link #engineHistory}. */
    private int turnStart;

    EnginePlayer(PlayerSpec spec, Game game) {
        this(spec, game, DEFAULT_MOVE_SECONDS, MARGIN_SECONDS);
    }

    /**
     * A program that must answer {@code analyse} within {@code moveSeconds + marginSeconds},
     * {@code genmove} (a whole turn) within {@link #MOVE_TIMES_PER_TURN} move times plus the margin,
     * every other command within {@code marginSeconds}.
     */
    EnginePlayer(PlayerSpec spec, Game game, double moveSeconds, double marginSeconds) {
        this.spec = spec;
        this.game = game;
        this.moveNanos = (long) (moveSeconds * 1e9);
        this.marginNanos = (long) (marginSeconds * 1e9);
        List<String> argv = split(spec.command());
        try {
            process = new ProcessBuilder(argv).start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start engine " + quoted() + ": " + e.getMessage());
        }
        toEngine = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        Thread read = new Thread(this::readStdout, "engine-stdout");
        read.setDaemon(true);
        read.start();
        Thread drain = new Thread(this::drainStderr, "engine-stderr");
        drain.setDaemon(true);
        drain.start();
        try {
            agreeOnGame();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    private String quoted() {
        return "'" + spec.command() + "'";
    }

    @Override
    public String describe() {
        return spec.toString();
    }

    @Override
    public void reset() {
        engineHistory = null;
    }

    @Override
    public int chooseAction(State state) {
        int[] h = state.history();
        if (engineHistory != null && h.length >= turnStart && h.length < engineHistory.length
                && Turns.startsWith(engineHistory, h)) {
            return engineHistory[h.length]; // the rest of the turn the program gave
        }
        syncTo(h);
        String text = send("genmove");
        if (text.strip().equalsIgnoreCase("resign")) {
            engineHistory = null;
            throw new Resignation("engine " + quoted() + " resigns");
        }
        State s = state.copy();
        try {
            game.definition().notation().playTurn(s, text);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("engine " + quoted() + " answered genmove with '" + text + "': " + e.getMessage());
        }
        if (s.historySize() == h.length) {
            throw new IllegalStateException("engine " + quoted() + " answered genmove with '" + text + "', which plays nothing");
        }
        engineHistory = s.history();
        turnStart = h.length;
        return engineHistory[h.length];
    }

    /**
     * The program's {@code analyse} on this position: its {@code move … visits … winrate … [value … margin …]} lines,
     * {@code pv} and {@code playouts … nodes … millis …} read back into an {@link Analysis}.
     */
    @Override
    public Analysis analyse(State state) {
        syncTo(state.history());
        String text = send("analyse");
        List<Analysis.Candidate> candidates = new ArrayList<>();
        int[] pv = new int[0];
        long playouts = 0;
        long nodes = 0;
        long millis = 0;
        try {
            for (String line : text.split("\n")) {
                String[] w = line.strip().split("\\s+");
                if (w[0].equals("move") && w.length >= 6) {
                    double rate = rate(w[5]);
                    double value = rate;
                    double margin = Double.NaN;
                    for (int i = 6; i + 1 < w.length; i += 2) {
                        if (w[i].equals("value")) {
                            value = rate(w[i + 1]);
                        } else if (w[i].equals("margin")) {
                            margin = rate(w[i + 1]);
                        }
                    }
                    candidates.add(new Analysis.Candidate(state.parseAction(w[1]), Long.parseLong(w[3]), rate, value, margin));
                } else if (w[0].equals("pv")) {
                    State s = state.copy();
                    List<Integer> actions = new ArrayList<>();
                    for (int i = 1; i < w.length; i++) {
                        int a = s.parseAction(w[i]);
                        s.apply(a);
                        actions.add(a);
                    }
                    pv = actions.stream().mapToInt(Integer::intValue).toArray();
                } else if (w[0].equals("playouts") && w.length >= 6) {
                    playouts = Long.parseLong(w[1]);
                    nodes = Long.parseLong(w[3]);
                    millis = Long.parseLong(w[5]);
                }
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("engine " + quoted() + " answered analyse with '" + text + "': " + e.getMessage());
        }
        if (candidates.isEmpty()) {
            throw new IllegalStateException("engine " + quoted() + " answered analyse with no move: '" + text + "'");
        }
        return new Analysis(candidates, pv, playouts, nodes, millis);
    }

    /** A number of {@code analyse}: a rate or a margin, or {@code -} for none. */
    private static double rate(String word) {
        return word.equals("-") ? Double.NaN : Double.parseDouble(word);
    }

    /** Brings the program's game to {@code h}: a new game when it went elsewhere, then the turns it has not seen. */
    private void syncTo(int[] h) {
        if (engineHistory == null || !Turns.startsWith(h, engineHistory)) {
            send("newgame");
            engineHistory = new int[0];
        }
        sendMoves(h);
    }

    /** Plays on the program the actions of {@code h} after those it has: turn by turn, a roll alone by itself. */
    private void sendMoves(int[] h) {
        int k = engineHistory.length;
        if (k == h.length) {
            return;
        }
        State probe = game.newInitialState();
        for (int i = 0; i < k; i++) {
            probe.apply(h[i]);
        }
        List<Integer> cuts = new ArrayList<>();
        for (int[] r : Notation.turnRanges(game, h)) {
            if (r[1] > k) {
                cuts.add(r[1]);
            }
        }
        int from = k;
        for (int to : cuts) {
            boolean allChance = true;
            State p = probe.copy();
            for (int i = from; i < to; i++) {
                allChance &= p.isChanceNode();
                p.apply(h[i]);
            }
            if (allChance) {
                for (int i = from; i < to; i++) {
                    send("play " + probe.actionToString(h[i]));
                    probe.apply(h[i]);
                }
            } else {
                send("play " + Turns.turnText(probe, h, from, to));
                for (int i = from; i < to; i++) {
                    probe.apply(h[i]);
                }
            }
            from = to;
            engineHistory = java.util.Arrays.copyOf(h, to);
        }
    }

    /**
     * Makes the program play our game: asks {@code game}; when it plays other rules, sets the ruleset
     * and then each option that differs. A program without the {@code game} command is trusted.
     */
    private void agreeOnGame() {
        Game theirs = theirGame();
        if (theirs == null || theirs.parameters().equals(game.parameters())) {
            return;
        }
        if (!theirs.definition().id().equals(game.definition().id())) {
            throw new IllegalArgumentException("engine " + quoted() + " plays " + theirs.definition().id()
                    + ", not " + game.definition().id());
        }
        Parameters ours = game.parameters();
        if (!theirs.parameters().ruleset().equalsIgnoreCase(ours.ruleset())) {
            send("set ruleset " + ours.ruleset());
            theirs = theirGame();
        }
        for (Option o : game.definition().options()) {
            String v = ours.values().get(o.name());
            if (!v.equals(theirs.parameters().values().get(o.name()))) {
                send("set " + o.name() + " " + v);
            }
        }
        theirs = theirGame();
        if (!theirs.parameters().equals(ours)) {
            throw new IllegalArgumentException("engine " + quoted() + " plays " + theirs.spec() + ", not " + game.spec());
        }
    }

    private Game theirGame() {
        String[] answer = exchange("game");
        if (answer[0].startsWith("?")) {
            return null;
        }
        try {
            return Games.load(answer[1]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine " + quoted() + " plays '" + answer[1] + "': " + e.getMessage());
        }
    }

    /** Sends a command and returns the text of its {@code =} answer; a {@code ?} answer throws. */
    private String send(String command) {
        String[] answer = exchange(command);
        if (answer[0].startsWith("?")) {
            throw new IllegalStateException("engine " + quoted() + " refused '" + command + "': " + answer[1]);
        }
        return answer[1];
    }

    /**
     * Sends a command; returns the answer's kind ({@code =} or {@code ?}) and its text (lines joined
     * by newlines). An answer that does not end in time kills the program.
     */
    private String[] exchange(String command) {
        toEngine.println(command);
        toEngine.flush();
        long limit = marginNanos + thinkingNanos(command);
        long deadline = System.nanoTime() + limit;
        try {
            String first;
            do {
                first = nextLine(command, deadline, limit);
            } while (first != null && first.isBlank());
            if (first == null) {
                throw died(command);
            }
            if (!first.startsWith("=") && !first.startsWith("?")) {
                throw new IllegalStateException("engine " + quoted() + " answered '" + command + "' with '" + first
                        + "', not with = or ?");
            }
            int sp = first.indexOf(' ');
            StringBuilder text = new StringBuilder(sp < 0 ? "" : first.substring(sp + 1).strip());
            String line;
            while ((line = nextLine(command, deadline, limit)) != null && !line.isEmpty()) {
                text.append('\n').append(line);
            }
            return new String[] {first.substring(0, 1), text.toString()};
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
            throw new IllegalStateException("interrupted while waiting for engine " + quoted() + " to answer '" + command + "'");
        }
    }

    /** The thinking time {@code command} may take beyond the margin: a whole turn for genmove, one decision for analyse. */
    private long thinkingNanos(String command) {
        switch (command) {
            case "genmove":
                return MOVE_TIMES_PER_TURN * moveNanos;
            case "analyse":
                return moveNanos;
            default:
                return 0;
        }
    }

    /** The program's next line, null at its end; past the deadline the program is killed and this throws. */
    private String nextLine(String command, long deadline, long limit) throws InterruptedException {
        String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        if (line == null) {
            kill();
            throw new IllegalStateException(String.format(java.util.Locale.ROOT,
                    "engine %s did not answer '%s' within %.1f s; it was stopped", quoted(), command, limit / 1e9));
        }
        if (line == EOF) {
            lines.offer(EOF); // stays at the end for any later read
            return null;
        }
        return line;
    }

    private void readStdout() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException e) {
            // the program is gone
        } finally {
            lines.add(EOF);
        }
    }

    /** Stops the program and what it started, and waits (up to two seconds) until it has ended: a stopped program no longer runs. */
    private void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether the program still runs (for tests). */
    boolean alive() {
        return process.isAlive();
    }

    private IllegalStateException died(String command) {
        String code = "";
        try {
            if (process.waitFor(2, TimeUnit.SECONDS)) {
                code = " (exit code " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String err;
        synchronized (stderr) {
            err = stderr.isEmpty() ? "" : "; it said: " + String.join(" / ", stderr);
        }
        return new IllegalStateException("engine " + quoted() + " ended" + code + " before answering '" + command + "'" + err);
    }

    private void drainStderr() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                synchronized (stderr) {
                    stderr.addLast(line);
                    if (stderr.size() > STDERR_LINES) {
                        stderr.removeFirst();
                    }
                }
            }
        } catch (IOException e) {
            // the program is gone
        }
    }

    /** Asks the program to quit, and stops it if it does not within two seconds. */
    @Override
    public void close() {
        try {
            if (process.isAlive()) {
                toEngine.println("quit");
                toEngine.flush();
                if (!process.waitFor(2, TimeUnit.SECONDS)) {
                    kill();
                }
            }
        } catch (InterruptedException e) {
            kill();
            Thread.currentThread().interrupt();
        }
    }

    /** Splits a command line into words: blanks separate, single or double quotes group, a backslash escapes. */
    static List<String> split(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < command.length()) {
                    w.append(command.charAt(++i));
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < command.length()) {
                w.append(command.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("engine command " + "'" + command + "' has an unclosed quote");
        }
        if (inWord) {
            words.add(w.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("engine spec needs a command: engine:\"COMMAND\"");
        }
        return words;
    }
}
