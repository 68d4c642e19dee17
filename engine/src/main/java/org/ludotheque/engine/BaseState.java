package org.ludotheque.engine;

import java.util.Arrays;

/**
 * What every state shares: the action history, the ends that are not moves (resignation, agreed
 * draw), returns derived from the outcome, and the legality check in {@link #apply}. A game's
 * state supplies the rules through the abstract methods.
 */
public abstract class BaseState implements State {

    private static final int NO_AGREED_END = -1;
    private static final int DRAW_AGREED = 2;

    protected int[] history;
    protected int historySize;
    /** Player index who resigned, {@link #DRAW_AGREED}, or {@link #NO_AGREED_END}. */
    private int agreedEnd = NO_AGREED_END;

    protected BaseState(int historyCapacity) {
        history = new int[Math.max(16, historyCapacity)];
    }

    /** Copy constructor support: subclasses call this from their copy constructor. */
    protected BaseState(BaseState other) {
        history = new int[Math.max(other.history.length, other.historySize + 256)];
        System.arraycopy(other.history, 0, history, 0, other.historySize);
        historySize = other.historySize;
        agreedEnd = other.agreedEnd;
    }

    /** Player to act by the rules alone (never {@link #TERMINAL} for a resignation). */
    protected abstract int rulesCurrentPlayer();

    /** The outcome by the rules alone. */
    protected abstract Outcome rulesOutcome();

    /** Plays a legal action. */
    protected abstract void doApply(int action);

    /** Takes back {@code action}, the last one played. */
    protected abstract void doUndo(int action);

    /**
     * Why {@code action}, an action of the game's space that this live state does not allow, is
     * illegal, naming the rule. {@link #whyIllegal} has already answered for legal actions, ended
     * games and numbers outside the space.
     */
    protected abstract String whyIllegalLive(int action);

    @Override
    public final int currentPlayer() {
        return agreedEnd != NO_AGREED_END ? TERMINAL : rulesCurrentPlayer();
    }

    @Override
    public final Outcome outcome() {
        if (agreedEnd == DRAW_AGREED) {
            return new Outcome(Outcome.Result.DRAW, "agreement");
        }
        if (agreedEnd != NO_AGREED_END) {
            return new Outcome(Outcome.Result.win(1 - agreedEnd),
                    capitalised(game().playerName(agreedEnd)) + " resigns");
        }
        return rulesOutcome();
    }

    @Override
    public final void apply(int action) {
        if (isTerminal()) {
            throw MoveException.illegal("the game is over: " + outcome());
        }
        if (!isLegal(action)) {
            String why = whyIllegal(action);
            throw MoveException.illegal(safeText(action) + ": " + (why == null ? "not legal here" : why));
        }
        applyLegal(action);
    }

    @Override
    public final void applyLegal(int action) {
        if (historySize == history.length) {
            history = Arrays.copyOf(history, history.length * 2);
        }
        history[historySize++] = action;
        doApply(action);
    }

    @Override
    public final String whyIllegal(int action) {
        if (isLegal(action)) {
            return null;
        }
        if (isTerminal()) {
            return "the game is over";
        }
        if (action < 0 || action >= game().numDistinctActions()) {
            return "no such action";
        }
        return whyIllegalLive(action);
    }

    private String safeText(int action) {
        try {
            return actionToString(action);
        } catch (RuntimeException e) {
            return "action " + action;
        }
    }

    @Override
    public final void undo() {
        if (agreedEnd != NO_AGREED_END) {
            agreedEnd = NO_AGREED_END;
            return;
        }
        if (historySize == 0) {
            throw new IllegalStateException("nothing to undo");
        }
        doUndo(history[--historySize]);
    }

    @Override
    public void resign(int player) {
        if (isTerminal()) {
            throw MoveException.illegal("the game is over: " + outcome());
        }
        if (player < 0 || player >= game().numPlayers()) {
            throw new IllegalArgumentException("no player " + player);
        }
        agreedEnd = player;
    }

    @Override
    public void agreeDraw() {
        if (isTerminal()) {
            throw MoveException.illegal("the game is over: " + outcome());
        }
        agreedEnd = DRAW_AGREED;
    }

    @Override
    public int resignedPlayer() {
        return agreedEnd >= 0 && agreedEnd < DRAW_AGREED ? agreedEnd : -1;
    }

    @Override
    public boolean drawAgreed() {
        return agreedEnd == DRAW_AGREED;
    }

    @Override
    public double[] returns() {
        double[] r = new double[game().numPlayers()];
        Outcome o = outcome();
        int w = o.winner();
        if (w >= 0) {
            for (int p = 0; p < r.length; p++) {
                r[p] = p == w ? 1 : -1;
            }
        }
        return r;
    }

    @Override
    public int[] history() {
        return Arrays.copyOf(history, historySize);
    }

    /** The {@code i}-th action played (0 the first), without copying the history. */
    public int historyAt(int i) {
        return history[i];
    }

    /**
     * Writes the legal actions of a live state into {@code out} in no particular order and
     * returns their count, without allocating; {@code out} must hold at least
     * {@code game().numDistinctActions()} entries.
     */
    public int legalActionsInto(int[] out) {
        return isTerminal() ? 0 : collectLegal(out);
    }

    @Override
    public int historySize() {
        return historySize;
    }

    @Override
    public ChanceOutcomes chanceOutcomes() {
        return ChanceOutcomes.NONE;
    }

    /**
     * Counts the legal actions of a live state, writing them into {@code out} (in any order)
     * unless it is null. This default scans the action space; games override it with their own
     * generation, and may override {@link #legalActionCount()} where counting is cheaper still.
     */
    protected int collectLegal(int[] out) {
        int k = 0;
        for (int a = 0, n = game().numDistinctActions(); a < n; a++) {
            if (isLegal(a)) {
                if (out != null) {
                    out[k] = a;
                }
                k++;
            }
        }
        return k;
    }

    @Override
    public int legalActionCount() {
        return isTerminal() ? 0 : collectLegal(null);
    }

    @Override
    public int[] legalActions() {
        if (isTerminal()) {
            return new int[0];
        }
        int[] out = new int[collectLegal(null)];
        collectLegal(out);
        Arrays.sort(out);
        return out;
    }

    protected static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
