package org.ludotheque.engine;

import java.util.SplittableRandom;

/**
 * A position plus the history that led to it, OpenSpiel-style: int actions, a current player
 * (a player index, {@link #CHANCE} or {@link #TERMINAL}), apply and undo. A turn with several
 * decisions is a sequence of actions by the same player; callers never enumerate combinations.
 * Not thread-safe; {@link #copy()} gives an independent state.
 */
public interface State {

    int CHANCE = -1;
    int TERMINAL = -2;

    Game game();

    /** Player index to act, {@link #CHANCE} at a chance node, {@link #TERMINAL} when the game is over. */
    int currentPlayer();

    default boolean isTerminal() {
        return currentPlayer() == TERMINAL;
    }

    default boolean isChanceNode() {
        return currentPlayer() == CHANCE;
    }

    /** Legal actions in ascending order (chance outcomes at a chance node); empty when terminal. */
    int[] legalActions();

    /**
     * Whether {@code action} hands each player's colour to the other person: the pie rule by
     * sides, after which the same colour moves again in the other person's hands. Searches credit
     * it to the colour the chooser takes; servers exchange the seats.
     */
    default boolean exchangesSeats(int action) {
        return false;
    }

    /** Number of legal actions, without building the array. */
    int legalActionCount();

    boolean isLegal(int action);

    /**
     * Legal moves as a player counts them, for traces and displays ({@code replay --trace} prints
     * it as {@code legal=}): by default {@link #legalActionCount()}. A game may leave out actions
     * that are not choices: Thoughtwave counts its square-and-orientation placements, so a player
     * whose only action is a forced {@code pass} has 0.
     */
    default int legalMoveCount() {
        return legalActionCount();
    }

    /** Why {@code action} is illegal here, naming the rule; null when it is legal. */
    String whyIllegal(int action);

    /**
     * A uniformly random legal action (at a chance node: an outcome drawn by its probability).
     * Does not allocate.
     */
    int randomLegalAction(SplittableRandom rng);

    /** Plays {@code action}; an illegal one throws {@link MoveException} and changes nothing. */
    void apply(int action);

    /**
     * Plays {@code action}, which the caller took from this position's legal actions (or chance
     * outcomes): {@link #apply} without its checks, for searches that play millions of actions
     * they generated themselves. Anything else leaves the state undefined; {@link #undo} takes it
     * back as usual. By default {@link #apply} itself.
     */
    default void applyLegal(int action) {
        apply(action);
    }

    /** Takes back the last action, or the last resignation or agreed draw. */
    void undo();

    /** An independent copy: changes to either never show in the other. */
    State copy();

    /**
     * At a chance node, the player who decides once the dice now due have fallen, if it is the same
     * whatever falls (Wykersham: the player whose turn the roll starts); -1 where the outcome
     * decides it (the starting roll) or may end the game.
     */
    default int playerAfterChance() {
        int mover = -2;
        for (int a : legalActions()) {
            State s = copy();
            s.apply(a);
            while (s.isChanceNode()) {
                s.apply(s.legalActions()[0]);
            }
            int p = s.isTerminal() ? -1 : s.currentPlayer();
            if (p < 0 || mover != -2 && p != mover) {
                return -1;
            }
            mover = p;
        }
        return mover == -2 ? -1 : mover;
    }

    /** Chance outcomes with probabilities; only at a chance node. */
    ChanceOutcomes chanceOutcomes();

    /** Per-player returns: 0 until the end, then +1 win, -1 loss, 0 draw; they sum to 0. */
    double[] returns();

    /** How the game stands: unfinished, or its result and the reason. */
    Outcome outcome();

    /** Zobrist hash of the position (not of the path to it). */
    long hash();

    /** Number of completed turns; a turn is one player's whole move, possibly several actions. */
    int turn();

    /** Actions played so far, chance outcomes included. */
    int[] history();

    int historySize();

    /** Text of an action in the game's notation, valid in this state. */
    String actionToString(int action);

    /** Reads one action; malformed text throws {@link MoveException} naming the problem. Legality is not checked. */
    int parseAction(String text);

    /** The player resigns; the game ends at once. Undone by {@link #undo()}. */
    void resign(int player);

    /** Both players agree to a draw; the game ends at once. Undone by {@link #undo()}. */
    void agreeDraw();

    /** The player who resigned, or -1. */
    int resignedPlayer();

    /** Whether the game ended by agreement. */
    boolean drawAgreed();

    /** An ASCII drawing of the position, as the game's docs describe it. */
    @Override
    String toString();
}
