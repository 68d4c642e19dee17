package org.ludotheque.engine;

/** The outcomes of a chance node with their probabilities (summing to 1). */
public record ChanceOutcomes(int[] actions, double[] probabilities) {
    public static final ChanceOutcomes NONE = new ChanceOutcomes(new int[0], new double[0]);

    public int size() {
        return actions.length;
    }
}
