package org.ludotheque.engine;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A whole game as formats exchange it: the game (parameters), every action played (dice
 * included), how it ended if not by the rules (resignation, agreed draw), and free tags such as
 * player names. {@link #replay()} rebuilds the state exactly.
 */
public final class GameRecord {

    private final Game game;
    private final int[] actions;
    private final int resignedPlayer;
    private final boolean drawAgreed;
    private final Map<String, String> tags;

    public GameRecord(Game game, int[] actions, int resignedPlayer, boolean drawAgreed, Map<String, String> tags) {
        this.game = game;
        this.actions = actions.clone();
        this.resignedPlayer = resignedPlayer;
        this.drawAgreed = drawAgreed;
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    }

    public static GameRecord of(State state) {
        return of(state, Map.of());
    }

    public static GameRecord of(State state, Map<String, String> tags) {
        return new GameRecord(state.game(), state.history(), state.resignedPlayer(), state.drawAgreed(), tags);
    }

    public Game game() { return game; }

    public int[] actions() { return actions.clone(); }

    public int resignedPlayer() { return resignedPlayer; }

    public boolean drawAgreed() { return drawAgreed; }

    public Map<String, String> tags() { return tags; }

    /** The state after every action and the recorded end. */
    public State replay() {
        State s = game.newInitialState();
        for (int a : actions) {
            s.apply(a);
        }
        if (resignedPlayer >= 0) {
            s.resign(resignedPlayer);
        } else if (drawAgreed) {
            s.agreeDraw();
        }
        return s;
    }

    /** Turn boundaries: {@code [start, end)} index pairs into {@link #actions()}. */
    public int[][] turnRanges() {
        return Notation.turnRanges(game, actions);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord r && r.game.spec().equals(game.spec()) && Arrays.equals(r.actions, actions)
                && r.resignedPlayer == resignedPlayer && r.drawAgreed == drawAgreed;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(actions) * 31 + game.spec().hashCode();
    }

    @Override
    public String toString() {
        return game.spec() + " " + Arrays.toString(actions)
                + (resignedPlayer >= 0 ? " resign " + resignedPlayer : drawAgreed ? " draw" : "");
    }
}
