package org.ludotheque.ai;

import org.ludotheque.engine.State;

/**
 * A computer player: chooses the action for the player to move. It never sees a future chance
 * outcome: at a chance node the caller rolls, never the player.
 */
public interface Player {

    /**
     * The action to play in {@code state}, whose current player is a player (not chance, not
     * terminal). {@code state} is left as it was.
     */
    int chooseAction(State state);

    /**
     * Each candidate action's win-rate estimate and the principal variation, from the same search
     * that {@link #chooseAction} runs. Players without a search answer with their choice alone.
     */
    default Analysis analyse(State state) {
        int a = chooseAction(state);
        return new Analysis(java.util.List.of(new Analysis.Candidate(a, 1, Double.NaN)), new int[] {a}, 0, 0, 0);
    }

    /**
     * The search's win-rate estimate (0..1) of the action the last {@link #chooseAction} chose, for
     * the player who chose it; NaN when the player has none (no search, a forced action, or too few
     * visits to trust). Engines use it to resign hopeless positions.
     */
    default double lastEstimate() {
        return Double.NaN;
    }

    /** The game went somewhere the player did not see (new game, undo): forget any kept tree. */
    default void reset() {
    }

    /** A short description for logs and match tables, e.g. {@code mcts:level=3}. */
    String describe();
}
