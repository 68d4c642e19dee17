package org.ludotheque.engine;

/** The outcomes of a chance node with their probabilities (summing to 1). */
public record ChanceOutcomes(int[] actions, double[] probabilities) {
    public static final ChanceOutcomes NONE = new ChanceOutcomes(new int[0], new double[0]);

    public int size() {
        return actions.length;
    }

    /** The outcome that a uniform draw {@code x} in [0, 1) falls on, the outcomes laid end to end by probability. */
    public int pick(double x) {
        for (int i = 0; i < actions.length - 1; i++) {
            x -= probabilities[i];
            if (x < 0) {
                return actions[i];
            }
        }
        return actions[actions.length - 1];
    }
}
