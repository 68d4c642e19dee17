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
    private final int offset;

    public MoveException(Kind kind, String message) {
        this(kind, message, -1);
    }

    /** @param offset where in the text of the turn the problem is (0-based), or -1 */
    public MoveException(Kind kind, String message, int offset) {
        super(message);
        this.kind = kind;
        this.offset = offset;
    }

    public static MoveException malformed(String message) {
        return new MoveException(Kind.MALFORMED, message);
    }

    /** Malformed text whose problem starts at {@code offset} (0-based) in the text of the turn. */
    public static MoveException malformedAt(int offset, String message) {
        return new MoveException(Kind.MALFORMED, message, offset);
    }

    public static MoveException illegal(String message) {
        return new MoveException(Kind.ILLEGAL, message);
    }

    public Kind kind() {
        return kind;
    }

    /** Where in the text of the turn the problem is (0-based), or -1 when not known. */
    public int offset() {
        return offset;
    }
}
