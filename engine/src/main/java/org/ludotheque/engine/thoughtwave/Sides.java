package org.ludotheque.engine.thoughtwave;

/** A pair of opposite borders a player joins. */
public enum Sides {
    WEST_EAST("west-east", 3, 1),
    NORTH_SOUTH("north-south", 0, 2);

    private final String text;
    private final int first;
    private final int second;

    Sides(String text, int first, int second) {
        this.text = text;
        this.first = first;
        this.second = second;
    }

    /** As written in options and diagrams: {@code west-east}, {@code north-south}. */
    public String text() {
        return text;
    }

    /** Direction index (0 N, 1 E, 2 S, 3 W) of one border of the pair. */
    int firstBorder() {
        return first;
    }

    int secondBorder() {
        return second;
    }

    public Sides other() {
        return this == WEST_EAST ? NORTH_SOUTH : WEST_EAST;
    }

    public static Sides parse(String text) {
        for (Sides s : values()) {
            if (s.text.equalsIgnoreCase(text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not west-east or north-south");
    }
}
