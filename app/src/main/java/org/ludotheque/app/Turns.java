package org.ludotheque.app;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.ludotheque.ai.Player;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.State;

/** Whole turns for the engine protocol and matches: a player's turn, a roll, taking a turn back. */
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

    /** Whether {@code prefix} is the start of {@code h}. */
    static boolean startsWith(int[] h, int[] prefix) {
        return prefix.length <= h.length && Arrays.equals(h, 0, prefix.length, prefix, 0, prefix.length);
    }
}
