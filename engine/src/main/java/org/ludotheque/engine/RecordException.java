package org.ludotheque.engine;

/**
 * A record that cannot be read: malformed text (with its line and column) or a move the rules
 * in force forbid (with its move number, text and the rule).
 */
public class RecordException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;

    public RecordException(String message, int line, int column) {
        super("line " + line + ", column " + column + ": " + message);
        this.line = line;
        this.column = column;
    }

    /** A record whose syntax is fine but whose move {@code moveNumber} is illegal under the rules in force. */
    public RecordException(String message) {
        super(message);
        this.line = 0;
        this.column = 0;
    }

    /** 1-based line of a syntax error, 0 when the error is not one of syntax. */
    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** Line and column of offset {@code pos} in {@code text}, for parsers that work on offsets. */
    public static RecordException at(String text, int pos, String message) {
        int line = 1;
        int col = 1;
        for (int i = 0; i < pos && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new RecordException(message, line, col);
    }
}
