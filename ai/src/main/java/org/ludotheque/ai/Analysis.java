package org.ludotheque.ai;

import java.util.List;

/**
 * What a search found: each candidate action with its visits and win-rate estimate for the
 * player to move (0..1), best first; the principal variation; and how much work it took.
 */
public record Analysis(List<Candidate> candidates, int[] principalVariation, long playouts, long nodes, long millis) {

    public record Candidate(int action, long visits, double winRate) {
    }

    public Analysis {
        candidates = List.copyOf(candidates);
        principalVariation = principalVariation.clone();
    }

    /** The chosen action: the first candidate. */
    public int best() {
        return candidates.get(0).action();
    }

    /** Playouts per second of the search, 0 when it was not timed. */
    public double playoutsPerSecond() {
        return millis <= 0 ? 0 : playouts * 1000.0 / millis;
    }
}
