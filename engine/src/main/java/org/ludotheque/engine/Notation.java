package org.ludotheque.engine;

/**
 * A game's move notation at the level of whole turns (a turn may be several actions). Each game
 * has exactly one; it is the only place the game's moves are printed and parsed.
 */
public interface Notation {

    /** Text of one turn: {@code actions[from, to)} as played from {@code before} (left unchanged). */
    String turnText(State before, int[] actions, int from, int to);

    /**
     * Text of chance actions alone (rolls of dice) played from {@code before} (left unchanged), as a
     * turn's text begins with them. Only a game with chance actions has any.
     */
    default String rollsText(State before, int[] rolls) {
        throw new IllegalArgumentException("this game has no rolls");
    }

    /**
     * Parses one turn and plays it on {@code state}. A malformed or illegal turn throws
     * {@link MoveException} naming the problem and leaves the state as it was.
     */
    void playTurn(State state, String text);

    /** Splits a state's history into turns: {@code [start, end)} pairs of indices into the history. */
    static int[][] turnRanges(Game game, int[] actions) {
        State s = game.newInitialState();
        java.util.List<int[]> ranges = new java.util.ArrayList<>();
        int start = 0;
        for (int i = 0; i < actions.length; i++) {
            int before = s.turn();
            s.apply(actions[i]);
            if (s.turn() != before || s.isTerminal()) {
                ranges.add(new int[] {start, i + 1});
                start = i + 1;
            }
        }
        if (start < actions.length) {
            ranges.add(new int[] {start, actions.length});
        }
        return ranges.toArray(new int[0][]);
    }
}
