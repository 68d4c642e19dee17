package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.List;

import org.ludotheque.engine.RecordException;

/**
 * A small SGF reader: the main line of the first game tree (the first variation at every
 * branch), as nodes of properties with the offsets of their values for error messages.
 *
 * <p>Two value syntaxes: standard SGF FF[4] ({@code \} escapes the next character, an escaped
 * line break is removed), and Little Golem's, which escapes nothing: there a {@code ]} closes the
 * value only when what follows can continue the file (another property, a node, a variation or
 * the end), so that {@code PW[Shumacher;]]SZ[11]} reads the name {@code Shumacher;]}.
 */
final class SgfTree {

    record Prop(String id, List<String> values, List<Integer> offsets, int offset) {
        String value() {
            return values.get(0);
        }

        /** Offset of the first value's first character. */
        int valueOffset() {
            return offsets.get(0);
        }
    }

    record Node(int offset, List<Prop> props) {
        Prop get(String id) {
            for (Prop p : props) {
                if (p.id().equals(id)) {
                    return p;
                }
            }
            return null;
        }
    }

    private final String text;
    private final boolean littleGolem;
    private int pos;

    private SgfTree(String text, boolean littleGolem) {
        this.text = text;
        this.littleGolem = littleGolem;
    }

    /** The main line of the first game tree; further game trees (a collection) are checked and ignored. */
    static List<Node> mainLine(String text, boolean littleGolem) {
        return new SgfTree(text, littleGolem).parse();
    }

    private List<Node> parse() {
        if (text.startsWith("\uFEFF")) {
            pos = 1;
        }
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != '(') {
            throw error(pos, "expected '(' to start the SGF game tree" + found());
        }
        List<Node> line = new ArrayList<>();
        gameTree(line, true);
        skipSpace();
        while (pos < text.length()) {
            if (text.charAt(pos) != '(') {
                throw error(pos, "unexpected " + describe(text.charAt(pos)) + " after the game tree");
            }
            gameTree(null, false);
            skipSpace();
        }
        return line;
    }

    private void gameTree(List<Node> out, boolean keep) {
        int open = pos;
        pos++;
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != ';') {
            throw error(pos, "expected ';' to start a node" + found());
        }
        while (pos < text.length() && text.charAt(pos) == ';') {
            Node node = node();
            if (keep) {
                out.add(node);
            }
            skipSpace();
        }
        boolean first = true;
        while (pos < text.length() && text.charAt(pos) == '(') {
            gameTree(out, keep && first);
            first = false;
            skipSpace();
        }
        if (pos >= text.length()) {
            throw error(open, "the game tree opened here is not closed by ')'");
        }
        if (text.charAt(pos) != ')') {
            throw error(pos, "unexpected " + describe(text.charAt(pos)) + "; expected a property, ';', '(' or ')'");
        }
        pos++;
    }

    private Node node() {
        int start = pos;
        pos++;
        skipSpace();
        List<Prop> props = new ArrayList<>();
        while (pos < text.length() && isLetter(text.charAt(pos))) {
            props.add(prop());
            skipSpace();
        }
        return new Node(start, props);
    }

    private Prop prop() {
        int start = pos;
        while (pos < text.length() && isLetter(text.charAt(pos))) {
            pos++;
        }
        String id = text.substring(start, pos);
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != '[') {
            throw error(pos, "property " + id + " has no value: expected '['" + found());
        }
        List<String> values = new ArrayList<>();
        List<Integer> offsets = new ArrayList<>();
        while (pos < text.length() && text.charAt(pos) == '[') {
            offsets.add(pos + 1);
            values.add(value());
            skipSpace();
        }
        return new Prop(id, values, offsets, start);
    }

    private String value() {
        int open = pos;
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error(open, "the property value opened here is not closed by ']'");
            }
            char c = text.charAt(pos);
            if (c == '\\' && !littleGolem) {
                if (pos + 1 >= text.length()) {
                    throw error(open, "the property value opened here is not closed by ']'");
                }
                char d = text.charAt(pos + 1);
                pos += 2;
                if (d == '\r') {
                    if (pos < text.length() && text.charAt(pos) == '\n') {
                        pos++;
                    }
                } else if (d != '\n') {
                    sb.append(d);
                }
                continue;
            }
            if (c == ']' && (!littleGolem || closesValue(pos + 1))) {
                pos++;
                return sb.toString();
            }
            sb.append(c);
            pos++;
        }
    }

    /** Little Golem: whether the text from {@code p} can follow a closed value. */
    private boolean closesValue(int p) {
        while (p < text.length() && Character.isWhitespace(text.charAt(p))) {
            p++;
        }
        if (p >= text.length()) {
            return true;
        }
        char c = text.charAt(p);
        if (c == ';' || c == '(' || c == ')' || c == '[') {
            return true;
        }
        int q = p;
        while (q < text.length() && isLetter(text.charAt(q))) {
            q++;
        }
        if (q == p) {
            return false;
        }
        while (q < text.length() && Character.isWhitespace(text.charAt(q))) {
            q++;
        }
        return q < text.length() && text.charAt(q) == '[';
    }

    private static boolean isLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private String found() {
        return pos >= text.length() ? " but the text ends" : " but found " + describe(text.charAt(pos));
    }

    private static String describe(char c) {
        return "'" + c + "'";
    }

    private RecordException error(int offset, String message) {
        return RecordException.at(text, offset, message);
    }

    /** Escapes a value for standard SGF: {@code ]} and {@code \}. */
    static String escape(String value) {
        return value.replace("\\", "\\\\").replace("]", "\\]");
    }

    /** A board size read from {@code SZ[n]} or {@code SZ[columns:rows]} (24 x 24 without one), and where it stands. */
    record BoardSize(int width, int height, int offset) {
    }

    /** Reads the root's {@code SZ}; a value that is no size fails at its offset, the message ending in {@code hint}. */
    static BoardSize boardSize(Node root, String text, String hint) {
        Prop sz = root.get("SZ");
        if (sz == null) {
            return new BoardSize(24, 24, root.offset());
        }
        String v = sz.value().trim();
        try {
            int colon = v.indexOf(':');
            if (colon < 0) {
                int n = Integer.parseInt(v);
                return new BoardSize(n, n, sz.valueOffset());
            }
            return new BoardSize(Integer.parseInt(v.substring(0, colon).trim()),
                    Integer.parseInt(v.substring(colon + 1).trim()), sz.valueOffset());
        } catch (NumberFormatException e) {
            throw RecordException.at(text, sz.valueOffset(), "SZ[" + sz.value() + "] is not a board size" + hint);
        }
    }
}
