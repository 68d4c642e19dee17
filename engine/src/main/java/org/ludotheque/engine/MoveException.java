package org.ludotheque.engine;

/**
 * A move that cannot be played: malformed text, or a legal-looking move the rules forbid. The
 * message names the move and the problem ("K12: hole is in Black's border row"); the state is
 * left unchanged.
 */
public class MoveException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public enum Kind { MALFORMED, ILLEGAL }

    private final Kind kind;

    public MoveException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public static MoveException malformed(String message) {
        return new MoveException(Kind.MALFORMED, message);
    }

    public static MoveException illegal(String message) {
        return new MoveException(Kind.ILLEGAL, message);
    }

    public Kind kind() {
        return kind;
    }
}
