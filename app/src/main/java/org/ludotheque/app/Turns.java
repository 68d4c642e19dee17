package org.ludotheque.app;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.ludotheque.ai.Player;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.State;

/**
 * Whole turns for the engine protocol, matches and the terminal game: a player's turn, a roll,
 * text typed in, taking a turn back.
 */
final class Turns {
    private Turns() {
    }

    /** Rolls at a chance node: an outcome drawn by its probability. */
    static int roll(State s, SplittableRandom dice) {
        int a = s.randomLegalAction(dice);
        s.apply(a);
        return a;
    }

    /**
     * Plays one whole turn for the side to move: {@code player} chooses every decision, {@code dice}
     * rolls at chance nodes (a dice game's turn starts with its roll). Returns the turn's text in
     * the game's notation, from the state as it was (so a turn begun by the caller is completed).
     */
    static String playTurn(State s, Player player, SplittableRandom dice) {
        return playTurn(s, player, dice, 0).text();
    }

    /** A turn played ({@code text}), or given up by player {@code resigner} ({@code text} null). */
    record Played(String text, int resigner) {
    }

    /**
     * As {@link #playTurn(State, Player, SplittableRandom)}, but gives up instead when the player's
     * estimate ({@link Player#lastEstimate()}) of its first decision with one is below
     * {@code resignBelow}: the state is then left as it was and the answer names the player who
     * gives up (0 = never).
     */
    static Played playTurn(State s, Player player, SplittableRandom dice, double resignBelow) {
        if (s.isTerminal()) {
            throw new IllegalStateException("the game is over: " + s.outcome());
        }
        State before = s.copy();
        int from = s.historySize();
        int turn = s.turn();
        boolean decided = false;
        boolean judged = resignBelow <= 0;
        try {
            while (!s.isTerminal() && s.turn() == turn) {
                if (s.isChanceNode()) {
                    if (decided) {
                        break; // a roll after the player's decisions belongs to the next turn
                    }
                    roll(s, dice);
                } else {
                    int a = player.chooseAction(s);
                    if (!judged && !Double.isNaN(player.lastEstimate())) {
                        judged = true;
                        if (player.lastEstimate() < resignBelow) {
                            int resigner = s.currentPlayer();
                            while (s.historySize() > from) {
                                s.undo();
                            }
                            return new Played(null, resigner);
                        }
                    }
                    s.apply(a);
                    decided = true;
                }
            }
        } catch (RuntimeException e) {
            while (s.historySize() > from) {
                s.undo();
            }
            throw e;
        }
        int[] h = s.history();
        return new Played(turnText(before, h, from, h.length), -1);
    }

    /**
     * Plays what a person or a controller typed: at a chance node a roll alone (an outcome as
     * {@code legal} lists it) or a whole turn that starts with its roll; elsewhere a turn, or the
     * rest of one, in the game's notation. Refused text changes nothing.
     */
    static void play(State s, String text) {
        if (s.isChanceNode()) {
            int a = -1;
            try {
                a = s.parseAction(text);
            } catch (IllegalArgumentException e) {
                // not a single outcome: a whole turn, read below
            }
            if (a >= 0 && s.isLegal(a)) {
                s.apply(a);
                return;
            }
        }
        s.game().definition().notation().playTurn(s, text);
    }

    /** Whether {@code game} is played with dice: its first action is a roll. */
    static boolean hasDice(Game game) {
        return game.newInitialState().isChanceNode();
    }

    /**
     * Who resigns: the named player, or without a name the side to move. At a roll (a dice game
     * between turns) no one is to move, so the name is needed there.
     */
    static int resigner(State s, String name) {
        Game game = s.game();
        if (!name.isEmpty()) {
            return playerIndex(game, name);
        }
        if (s.isChanceNode()) {
            throw new IllegalArgumentException("at a roll, name the player who resigns: resign "
                    + game.playerName(0) + " or resign " + game.playerName(1));
        }
        return s.currentPlayer();
    }

    /** The player of that name, in any case. */
    static int playerIndex(Game game, String name) {
        for (int i = 0; i < game.numPlayers(); i++) {
            if (game.playerName(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no player '" + name + "'; players: " + game.playerName(0) + ", "
                + game.playerName(1));
    }

    /** A player's name as prompts and headings show it: Red, Black, A, B. */
    static String sideName(Game game, int player) {
        String name = game.playerName(player);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    static String turnText(State before, int[] actions, int from, int to) {
        return before.game().definition().notation().turnText(before, actions, from, to).trim();
    }

    /** Takes back the last turn (with its roll in a dice game), or a turn in progress; false when there is none. */
    static boolean undoTurn(State s) {
        if (s.resignedPlayer() >= 0 || s.drawAgreed()) {
            s.undo();
            return true;
        }
        if (s.historySize() == 0) {
            return false;
        }
        int[][] turns = Notation.turnRanges(s.game(), s.history());
        int target = turns[turns.length - 1][0];
        while (s.historySize() > target) {
            s.undo();
        }
        return true;
    }

    /**
     * The terminal game's undo: takes back the last turn a player completed (or a resignation or
     * agreed draw) but keeps its dice, so that taking back a move never re-rolls them. (The engine
     * protocol's {@link #undoTurn} takes the roll back too.) Refused when no such turn is left.
     */
    static void undoTurnKeepingDice(State s) {
        if (s.resignedPlayer() >= 0 || s.drawAgreed()) {
            s.undo();
            return;
        }
        int[][] turns = Notation.turnRanges(s.game(), s.history());
        int target = -1;
        for (int i = turns.length - 1; i >= 0 && target < 0; i--) {
            State probe = s.game().newInitialState();
            int[] h = s.history();
            for (int k = 0; k < turns[i][1]; k++) {
                probe.apply(h[k]);
            }
            // The last turn that a player completed (a roll alone is not a turn to take back).
            if (turns[i][1] <= s.historySize() && probe.turn() > 0 && containsDecision(s.game(), h, turns[i])) {
                target = turns[i][0];
            }
        }
        if (target < 0) {
            throw new IllegalStateException("nothing to undo");
        }
        // Keep the turn's dice: taking back a move must not re-roll them.
        int[] h = s.history();
        State probe = s.game().newInitialState();
        for (int k = 0; k < target; k++) {
            probe.apply(h[k]);
        }
        while (target < h.length && probe.isChanceNode()) {
            probe.apply(h[target++]);
        }
        while (s.historySize() > target) {
            s.undo();
        }
    }

    private static boolean containsDecision(Game game, int[] history, int[] range) {
        State probe = game.newInitialState();
        for (int k = 0; k < range[1]; k++) {
            if (k >= range[0] && probe.currentPlayer() >= 0) {
                return true;
            }
            probe.apply(history[k]);
        }
        return false;
    }

    /** Whether {@code prefix} is the start of {@code h}. */
    static boolean startsWith(int[] h, int[] prefix) {
        return prefix.length <= h.length && Arrays.equals(h, 0, prefix.length, prefix, 0, prefix.length);
    }
}
