package org.ludotheque.ai;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

import org.ludotheque.engine.State;

/**
 * What the search knows about one game, behind three small questions. Every method has a
 * game-blind default, so a game without knowledge is searched by plain MCTS. An instance serves
 * one search thread at a time (it may keep scratch buffers); {@link Knowledge} makes them.
 */
public interface GameKnowledge {

    /**
     * Prior weights for {@code legal[0..n)} in {@code state}, written to {@code out[0..n)} (any
     * non-negative scale; the search normalises them). Returns false when it has none, and the
     * search treats the actions alike.
     */
    default boolean priors(State state, int[] legal, int n, double[] out) {
        return false;
    }

    /**
     * Where the knowledge can list every distinct way for the player to move to finish the turn under
     * way at {@code state} (to the next chance event or the game's end), adds each end once to
     * {@code out} (cleared by the caller) with one action sequence reaching it and a prior weight, and
     * returns true; a search under {@code wholeTurns} then makes those ends the node's edges. A turn
     * listed here must not exchange seats. False where it cannot (the default), and the node's edges
     * are its legal actions. {@code state} must be left as it was.
     */
    default boolean turnEnds(State state, TurnEnds out) {
        return false;
    }

    /** One action of a playout; the default is uniformly random. It should not allocate. */
    default int playoutAction(State state, SplittableRandom rng) {
        return state.randomLegalAction(rng);
    }

    /**
     * The value for player 0 of a finished game as the search learns it, from -1 to +1: above 0
     * exactly for a win of player 0, 0 for a draw. The default is the result; a game scored in
     * points may add the margin, a smoother signal for a small search.
     */
    default double terminalValue(State state) {
        return state.returns()[0];
    }

    /**
     * Whether {@link #terminalValue} counts more than the result (a margin): a search then also
     * keeps each action's results alone and its final margins, for the win chances and the
     * expected margins its analysis reports.
     */
    default boolean valueCountsMargin() {
        return false;
    }

    /**
     * Player 0's final margin in a finished game scored in points (points ahead; below 0 behind),
     * whatever a search owes; NaN in a game without points.
     */
    default double margin(State state) {
        return Double.NaN;
    }

    /**
     * The value of a live state for player 0, from -1 (player 1 surely wins) to +1, or NaN to
     * play it out to the end. A search may stop playouts early where this is confident.
     */
    default double evaluate(State state) {
        return Double.NaN;
    }

    /**
     * A judge learnt for the game: the value for player 0 of a state at the start of a turn (before
     * its roll, in a game with dice), from -1 to +1, or NaN where it does not judge (elsewhere, or
     * no judge). Asked only under a search's {@code judgeShare}; it should not allocate.
     */
    default double judge(State state) {
        return Double.NaN;
    }

    /** What an exact reckoning ({@link #solve}) gives each action, for the player to move. */
    enum Reckoned {
        /** Its value as the search's, from 0 to 1: what the search plays by. */
        VALUE,
        /** Its chance of winning (a draw counting half), with play aimed at the win from there on. */
        WIN_CHANCE,
        /** Its expected final margin in points, with play aimed at the margin from there on. */
        MARGIN
    }

    /**
     * Where the knowledge can reckon every action at {@code state} exactly (a game's last turns,
     * played to the end against the best replies and over every roll), writes {@code what} of
     * {@code legal[0..n)} for the player to move into {@code out[0..n)} and returns true: with
     * {@link Reckoned#VALUE} the search then plays the best without searching; the other two serve
     * an analysis where {@link #valueCountsMargin}. False elsewhere, or when {@code giveUp} answers
     * true first (asked now and then: the search's time limit or a {@code stop()}). Asked only
     * under a search's {@code solveEndgame}; {@code state} must be left as it was.
     */
    default boolean solve(State state, Reckoned what, int[] legal, int n, double[] out, BooleanSupplier giveUp) {
        return false;
    }

    /**
     * A search starts at {@code root}: knowledge with a judge may weigh every way to finish the
     * turn under way there, for the priors of that turn's actions. Where that plan expects the
     * player to move to win by more than {@code dynamicKomi} points (above 0; 0 is off), the rest
     * is owed by that player for this search: {@link #terminalValue} and {@link #judge} count its
     * margin less by that much. Asked only under a search's {@code judgeShare}, once per search
     * and tree; {@code root} must be left as it was.
     */
    default void judgeTurn(State root, double dynamicKomi) {
    }
}
