package org.ludotheque.engine;

/**
 * One game with fixed, validated parameters (a ruleset plus options): the factory of initial
 * states. Immutable and shareable between threads; states are not.
 */
public interface Game {

    /** The definition this game was made from (id, rulesets, options, notation, formats). */
    GameDefinition definition();

    /** The validated parameters: every option of the definition with its value. */
    Parameters parameters();

    /** A fresh state at the start of the game. */
    State newInitialState();

    /** Number of players; every game here has two. */
    default int numPlayers() {
        return 2;
    }

    /** Actions are ints in {@code [0, numDistinctActions())}, chance outcomes included. */
    int numDistinctActions();

    /** An upper bound on the number of actions (decisions and chance outcomes) in one game. */
    int maxGameLength();

    /** Display name of a player index, lower case ("red", "black"). */
    default String playerName(int player) {
        return definition().playerNames().get(player);
    }

    /**
     * For a history of this game (from its start), how many of its actions from each index on
     * exchange the seats ({@link State#exchangesSeats}: a pie rule by sides), the last entry, for
     * the history's end, being 0. The player who chose action {@code i} holds, at the end, the side
     * of the player to move there if {@code result[i]} is even, else the other.
     */
    default int[] seatExchangesFrom(int[] history) {
        int[] from = new int[history.length + 1];
        boolean[] exchanges = new boolean[history.length];
        State s = newInitialState();
        for (int i = 0; i < history.length; i++) {
            exchanges[i] = s.currentPlayer() >= 0 && s.exchangesSeats(history[i]);
            s.apply(history[i]);
        }
        for (int i = history.length - 1; i >= 0; i--) {
            from[i] = from[i + 1] + (exchanges[i] ? 1 : 0);
        }
        return from;
    }

    /** The game spec, e.g. {@code twixt(ruleset=pp,width=12,height=12)}; {@link Games#load} reads it back. */
    default String spec() {
        return definition().id() + "(" + parameters().toSpec() + ")";
    }
}
