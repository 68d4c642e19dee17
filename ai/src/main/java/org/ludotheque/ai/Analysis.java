package org.ludotheque.ai;

import java.util.ArrayList;
import java.util.List;
import org.ludotheque.engine.State;

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

    /**
     * Whether the values are the knowledge's exact reckoning rather than a search's estimates: no
     * playouts, no nodes, and a value (Wykersham's last turns at the maximum).
     */
    public boolean exact() {
        return playouts == 0 && nodes == 0 && !candidates.isEmpty() && !Double.isNaN(candidates.get(0).winRate());
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
