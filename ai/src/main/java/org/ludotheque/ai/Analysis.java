package org.ludotheque.ai;

import java.util.ArrayList;
import java.util.List;
import org.ludotheque.engine.State;

/**
 * What a search found: each candidate action with its visits, its chance of winning and the
 * search's own value for the player to move (each 0..1) and, in a game scored in points, its
 * expected margin, best first; the principal variation; and how much work it took.
 */
public record Analysis(List<Candidate> candidates, int[] principalVariation, long playouts, long nodes, long millis) {

    /**
     * A root action. {@code winRate}: the estimated chance of winning, a draw counting half.
     * {@code value}: what the search maximises, the same number where a finished game is worth its
     * result alone, and the result blended with the margin in Wykersham. {@code margin}: in a game
     * scored in points, the expected final margin in points (below 0 behind). NaN where not known.
     */
    public record Candidate(int action, long visits, double winRate, double value, double margin) {

        /** A candidate whose value is its win rate, in a game without points. */
        public Candidate(int action, long visits, double winRate) {
            this(action, visits, winRate, winRate, Double.NaN);
        }
    }

    public Analysis {
        candidates = List.copyOf(candidates);
        principalVariation = principalVariation.clone();
    }

    /** How many candidates an analysis shows a person or another program: the best ten. */
    public static final int SHOWN = 10;

    /** The candidates to show: the best {@link #SHOWN}. */
    public List<Candidate> shown() {
        return candidates.subList(0, Math.min(SHOWN, candidates.size()));
    }

    /** The chosen action: the first candidate. */
    public int best() {
        return candidates.get(0).action();
    }

    /**
     * Whether the values are the knowledge's exact reckoning rather than a search's estimates: no
     * playouts, no nodes, and a value (Wykersham's last turns at the maximum).
     */
    public boolean exact() {
        return playouts == 0 && nodes == 0 && !candidates.isEmpty() && !Double.isNaN(candidates.get(0).value());
    }

    /**
     * The principal variation's actions as {@code state}'s game writes them, each where it is
     * played from {@code state} (left unchanged), as far as the line still applies there.
     */
    public List<String> lineText(State state) {
        List<String> texts = new ArrayList<>();
        State s = state.copy();
        for (int a : principalVariation) {
            if (s.isTerminal() || s.isChanceNode() || !s.isLegal(a)) {
                break;
            }
            texts.add(s.actionToString(a));
            s.apply(a);
        }
        return texts;
    }

    /** Playouts per second of the search, 0 when it was not timed. */
    public double playoutsPerSecond() {
        return millis <= 0 ? 0 : playouts * 1000.0 / millis;
    }
}
