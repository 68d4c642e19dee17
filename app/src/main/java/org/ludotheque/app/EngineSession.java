package org.ludotheque.app;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.ludotheque.ai.Analysis;
import org.ludotheque.ai.Player;
import org.ludotheque.ai.PlayerSpec;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Option;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.State;

/**
 * One game under the engine protocol ({@code docs/engine-protocol.md}): reads a command line, answers
 * {@code =[id] text} or {@code ?[id] message}, each answer ending with an empty line (GTP style).
 * A command that fails leaves the game as it was.
 */
final class EngineSession {

    static final String NAME = "ludotheque";
    static final String VERSION = "0.1.0";
    static final String PROTOCOL_VERSION = "1";
    static final List<String> COMMANDS = List.of("protocol_version", "name", "version", "list_commands",
            "known_command", "game", "newgame", "set", "play", "genmove", "undo", "legal", "analyse", "analyze",
            "resign", "draw", "result", "showboard", "quit");
    /** Default resignation threshold of genmove: the player's win-rate estimate below which it resigns. */
    static final double DEFAULT_RESIGN = 0.05;
    /** A draw offer is accepted when the engine's estimate for the side offered it is at most this. */
    static final double ACCEPT_DRAW_AT = 0.45;

    private final PlayerSpec playerSpec;
    private final long seed;
    private final SplittableRandom dice;
    private final double resignBelow;
    private Game game;
    private State state;
    private Player player;
    private String playerError;
    private boolean quit;

    EngineSession(Game game, PlayerSpec playerSpec, long seed) {
        this(game, playerSpec, seed, DEFAULT_RESIGN);
    }

    /** {@code resignBelow}: genmove answers {@code resign} when the player's estimate is below it (0: never). */
    EngineSession(Game game, PlayerSpec playerSpec, long seed, double resignBelow) {
        this.resignBelow = resignBelow;
        this.playerSpec = playerSpec;
        this.seed = seed;
        this.dice = new SplittableRandom(seed);
        changeGame(game);
    }

    boolean quit() {
        return quit;
    }

    State state() {
        return state;
    }

    /** Stops the engine's player (and its program, if it runs one). */
    void close() {
        if (player != null) {
            AppPlayers.close(player);
            player = null;
        }
    }

    /** The answer to one input line, ending with the empty line; null for a blank line (no answer). */
    String handle(String line) {
        String t = line.strip();
        if (t.isEmpty()) {
            return null;
        }
        String id = "";
        int sp = firstSpace(t);
        String head = t.substring(0, sp);
        if (head.chars().allMatch(Character::isDigit)) {
            id = head;
            t = t.substring(sp).strip();
            if (t.isEmpty()) {
                return "?" + id + " no command after the id\n\n";
            }
            sp = firstSpace(t);
        }
        String command = t.substring(0, sp).toLowerCase(Locale.ROOT);
        String args = t.substring(sp).strip();
        try {
            return answer('=', id, run(command, args));
        } catch (RuntimeException e) {
            String m = e.getMessage() == null ? e.toString() : e.getMessage();
            return answer('?', id, m);
        }
    }

    private static int firstSpace(String t) {
        for (int i = 0; i < t.length(); i++) {
            if (Character.isWhitespace(t.charAt(i))) {
                return i;
            }
        }
        return t.length();
    }

    /** {@code =id text}; a text of several lines keeps its lines, without empty ones (they end an answer). */
    private static String answer(char kind, String id, String text) {
        StringBuilder sb = new StringBuilder().append(kind).append(id);
        // A text that starts with a line break (showboard) begins on the line after the '='.
        boolean first = !text.startsWith("\n");
        for (String l : text.split("\n")) {
            String line = l.stripTrailing();
            if (line.isEmpty()) {
                continue;
            }
            sb.append(first ? " " : "\n").append(line);
            first = false;
        }
        return sb.append("\n\n").toString();
    }

    /** Commands that take no argument: one given is refused rather than ignored. */
    private static final List<String> BARE = List.of("protocol_version", "name", "version", "list_commands",
            "game", "newgame", "undo", "legal", "analyse", "analyze", "result", "showboard", "quit");

    private String run(String command, String args) {
        if (!args.isEmpty() && BARE.contains(command)) {
            throw new IllegalArgumentException(command + " takes no argument, not '" + args + "'");
        }
        switch (command) {
            case "protocol_version":
                return PROTOCOL_VERSION;
            case "name":
                return NAME;
            case "version":
                return VERSION;
            case "list_commands":
                return String.join("\n", COMMANDS);
            case "known_command":
                if (args.isEmpty()) {
                    throw new IllegalArgumentException("known_command needs a command name, like known_command genmove");
                }
                return Boolean.toString(COMMANDS.contains(args.toLowerCase(Locale.ROOT)));
            case "game":
                return game.spec();
            case "newgame":
                newGame();
                return "";
            case "set":
                return set(args);
            case "play":
                return play(args);
            case "genmove":
                return genmove(args);
            case "undo":
                if (!Turns.undoTurn(state)) {
                    throw new IllegalStateException("nothing to undo");
                }
                resetPlayer();
                return "";
            case "legal":
                return legal();
            case "analyse":
            case "analyze":
                return analyse();
            case "resign":
                return resign(args);
            case "draw":
                return draw(args);
            case "result": {
                var o = state.outcome();
                return o.isOver() ? o.toString() : "unfinished";
            }
            case "showboard":
                return "\n" + state;
            case "quit":
                quit = true;
                return "";
            default:
                throw new IllegalArgumentException("unknown command '" + command + "'; list_commands gives them");
        }
    }

    private void newGame() {
        state = game.newInitialState();
        resetPlayer();
    }

    private void changeGame(Game g) {
        close();
        playerError = null;
        game = g;
        newGame();
    }

    private void resetPlayer() {
        if (player != null) {
            player.reset();
        }
    }

    private String set(String args) {
        int sp = firstSpace(args);
        String name = args.substring(0, sp);
        String value = args.substring(sp).strip();
        String allowedNames = "ruleset, " + String.join(", ", game.definition().options().stream().map(Option::name).toList());
        if (name.isEmpty() || value.isEmpty()) {
            throw new IllegalArgumentException("set needs an option and a value, like set width 12; options: " + allowedNames);
        }
        Parameters p = game.parameters();
        Parameters changed;
        if (name.equalsIgnoreCase("ruleset")) {
            changed = p.rebase(value, java.util.Map.of());
        } else {
            if (game.definition().options().stream().noneMatch(o -> o.name().equalsIgnoreCase(name))) {
                throw new IllegalArgumentException("unknown option '" + name + "' for " + game.definition().id()
                        + "; allowed: " + allowedNames);
            }
            changed = p.with(name, value);
        }
        changeGame(game.definition().create(changed));
        return "";
    }

    private String play(String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("play needs a move, like play " + example());
        }
        if (state.isTerminal()) {
            throw new IllegalStateException("the game is over: " + state.outcome());
        }
        Turns.play(state, text);
        return "";
    }

    private String example() {
        State s = state.copy();
        int[] legal = s.legalActions();
        return legal.length == 0 ? "<move>" : s.actionToString(legal[0]);
    }

    private String genmove(String args) {
        if (state.isTerminal()) {
            throw new IllegalStateException("the game is over: " + state.outcome());
        }
        if (!args.isEmpty()) {
            int named = playerIndex(args);
            int mover = state.isChanceNode() ? state.playerAfterChance() : state.currentPlayer();
            // At the starting roll the dice choose who begins: any player may be named.
            if (mover >= 0 && mover != named) {
                throw new IllegalStateException("it is " + game.playerName(mover) + "'s turn, not "
                        + game.playerName(named) + "'s");
            }
        }
        Player p = player();
        Turns.Played turn = Turns.playTurn(state, p, dice, resignBelow);
        if (turn.text() == null) {
            state.resign(turn.resigner());
            return "resign";
        }
        return turn.text();
    }

    /** {@code resign [player]}: the named player, or the side to move, resigns; the game ends. */
    private String resign(String args) {
        if (state.isTerminal()) {
            throw new IllegalStateException("the game is over: " + state.outcome());
        }
        state.resign(Turns.resigner(state, args));
        resetPlayer();
        return state.outcome().toString();
    }

    private int playerIndex(String name) {
        return Turns.playerIndex(game, name);
    }

    /** Draws are offered in games without dice (whose first action is not a roll), as on the server. */
    static boolean drawsOffered(Game game) {
        return !Turns.hasDice(game);
    }

    /**
     * {@code draw [player]}: the named player (by default the one who just moved, i.e. not the side
     * to move) offers a draw; the engine's player answers for the other side, {@code accept} (the
     * game ends in an agreed draw) when its estimate for that side is at most {@link #ACCEPT_DRAW_AT},
     * else {@code decline} (nothing changes).
     */
    private String draw(String args) {
        if (state.isTerminal()) {
            throw new IllegalStateException("the game is over: " + state.outcome());
        }
        if (!drawsOffered(game)) {
            throw new IllegalStateException("draws are not offered in " + game.definition().displayName());
        }
        int offerer = args.isEmpty() ? 1 - state.currentPlayer() : playerIndex(args);
        int other = 1 - offerer;
        Analysis an = player().analyse(state.copy());
        double moverRate = an.candidates().get(0).winRate();
        double otherRate = state.currentPlayer() == other ? moverRate : 1 - moverRate;
        if (!Double.isNaN(otherRate) && otherRate <= ACCEPT_DRAW_AT) {
            state.agreeDraw();
            resetPlayer();
            return "accept";
        }
        return "decline";
    }

    private Player player() {
        if (player == null) {
            if (playerError != null) {
                throw new IllegalStateException(playerError);
            }
            try {
                player = AppPlayers.create(playerSpec, game, seed);
            } catch (RuntimeException e) {
                playerError = "cannot build player " + playerSpec + ": " + e.getMessage();
                throw new IllegalStateException(playerError);
            }
        }
        return player;
    }

    private String legal() {
        StringBuilder sb = new StringBuilder();
        for (int a : state.legalActions()) {
            sb.append(sb.length() > 0 ? " " : "").append(state.actionToString(a));
        }
        return sb.toString();
    }

    private String analyse() {
        if (state.isTerminal()) {
            throw new IllegalStateException("the game is over: " + state.outcome());
        }
        if (state.isChanceNode()) {
            throw new IllegalStateException("the dice are to be rolled: play a roll (legal lists them) or genmove");
        }
        Analysis an = player().analyse(state.copy());
        StringBuilder sb = new StringBuilder();
        // The search's own value and the expected margin are listed where the value is not the
        // win rate, for it counts the margin (Wykersham).
        boolean withValue = an.shown().stream()
                .anyMatch(c -> Double.compare(c.winRate(), c.value()) != 0 || !Double.isNaN(c.margin()));
        for (Analysis.Candidate c : an.shown()) {
            sb.append("move ").append(state.actionToString(c.action())).append(" visits ").append(c.visits())
                    .append(" winrate ").append(rate(c.winRate()));
            if (withValue) {
                sb.append(" value ").append(rate(c.value())).append(" margin ")
                        .append(Double.isNaN(c.margin()) ? "-" : String.format(Locale.ROOT, "%+.2f", c.margin()));
            }
            sb.append('\n');
        }
        sb.append("pv");
        for (String text : an.lineText(state)) {
            sb.append(' ').append(text);
        }
        sb.append("\nplayouts ").append(an.playouts()).append(" nodes ").append(an.nodes())
                .append(" millis ").append(an.millis());
        return sb.toString();
    }

    private static String rate(double r) {
        return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.4f", r);
    }
}
