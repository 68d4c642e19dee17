package org.ludotheque.ai;

import java.util.SplittableRandom;

import org.ludotheque.engine.State;

/** Plays a uniformly random legal action: the floor every other player must beat. */
public final class RandomPlayer implements Player {

    private final SplittableRandom rng;

    public RandomPlayer(long seed) {
        this.rng = new SplittableRandom(seed);
    }

    @Override
    public int chooseAction(State state) {
        return state.randomLegalAction(rng);
    }

    @Override
    public String describe() {
        return "random";
    }
}
