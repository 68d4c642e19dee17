package org.ludotheque.engine;

/**
 * Where a game stands: unfinished, or a result with its reason ("Red connects",
 * "resignation", "neither side can connect", …).
 */
public record Outcome(Result result, String reason) {

    /** Results from player 0's point of view, written as in PGN; player 0 is the one that moves first by default. */
    public enum Result {
        FIRST_WINS("1-0"), SECOND_WINS("0-1"), DRAW("1/2-1/2"), UNFINISHED("unfinished");

        private final String text;

        Result(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }

        public static Result win(int player) {
            return player == 0 ? FIRST_WINS : SECOND_WINS;
        }

        public static Result parse(String text) {
            for (Result r : values()) {
                if (r.text.equals(text.trim()) || (r == UNFINISHED && text.trim().equals("*"))) {
                    return r;
                }
            }
            throw new IllegalArgumentException("'" + text + "' is not a result; allowed: 1-0, 0-1, 1/2-1/2, unfinished, *");
        }
    }

    public static final Outcome UNFINISHED = new Outcome(Result.UNFINISHED, "in progress");

    public boolean isOver() {
        return result != Result.UNFINISHED;
    }

    /** The winning player index, -1 for a draw or an unfinished game. */
    public int winner() {
        return result == Result.FIRST_WINS ? 0 : result == Result.SECOND_WINS ? 1 : -1;
    }

    /** {@code 1-0 (Red connects)}. */
    @Override
    public String toString() {
        return result.text() + " (" + reason + ")";
    }
}
