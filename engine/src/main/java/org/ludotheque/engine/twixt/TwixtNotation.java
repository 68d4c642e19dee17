package org.ludotheque.engine.twixt;

import java.util.Locale;

import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.State;

/**
 * TwixT notation: the only place TwixT moves are printed and parsed.
 *
 * <ul>
 * <li>Holes: column letters {@code A…Z, AA, AB…} from the left, row number from 1 at the top
 * ({@code A1}, {@code X24}); either case on input.</li>
 * <li>Actions: {@code K12} place a peg; {@code swap}; {@code +K12-L14} add a link and
 * {@code -K12-L14} remove one; {@code ^K12} lift an own peg (supply rule); {@code end} end a
 * manual-linking turn.</li>
 * <li>A turn is its actions separated by spaces: {@code -K10-L12 K12 +K12-L14}. A closing
 * {@code end} is implied and not written; a turn saved while still in progress ends with {@code ...}.</li>
 * </ul>
 */
public final class TwixtNotation implements Notation {

    public static final TwixtNotation INSTANCE = new TwixtNotation();

    /** Closes the text of a turn that is still in progress (a game saved mid-turn). */
    static final String UNFINISHED = "...";

    private TwixtNotation() {
    }

    /** Column letters of 0-based column {@code c}: A…Z, AA, AB… */
    public static String columnName(int c) {
        StringBuilder sb = new StringBuilder();
        int x = c + 1;
        while (x > 0) {
            int r = (x - 1) % 26;
            sb.insert(0, (char) ('A' + r));
            x = (x - 1) / 26;
        }
        return sb.toString();
    }

    /** Hole name of (col, row), both 0-based, rows from the top: {@code holeName(10, 11)} is {@code K12}. */
    public static String holeName(int col, int row) {
        return columnName(col) + (row + 1);
    }

    static String holeName(TwixtGeometry g, int h) {
        return holeName(g.col(h), g.row(h));
    }

    /** 0-based column and row of a hole name, or a {@link MoveException} naming what is wrong. */
    public static int[] parseHole(String text, int width, int height) {
        String t = text.trim();
        int i = 0;
        while (i < t.length() && Character.isLetter(t.charAt(i))) {
            i++;
        }
        if (i == 0 || i == t.length()) {
            throw MoveException.malformed("'" + text + "' is not a hole: write a column letter and a row number, like K12");
        }
        int col = 0;
        for (int k = 0; k < i; k++) {
            char ch = Character.toUpperCase(t.charAt(k));
            if (ch < 'A' || ch > 'Z') {
                throw MoveException.malformed("'" + text + "' is not a hole: column letters are A to Z");
            }
            col = col * 26 + (ch - 'A' + 1);
        }
        col -= 1;
        int row;
        try {
            row = Integer.parseInt(t.substring(i)) - 1;
        } catch (NumberFormatException e) {
            throw MoveException.malformed("'" + text + "' is not a hole: the row must be a number, like K12");
        }
        if (col >= width || row < 0 || row >= height) {
            throw MoveException.malformed("'" + text + "' is off the board: columns A to " + columnName(width - 1)
                    + ", rows 1 to " + height);
        }
        return new int[] {col, row};
    }

    static int parseHole(TwixtGeometry g, String text) {
        int[] cr = parseHole(text, g.width, g.height);
        return g.hole(cr[0], cr[1]);
    }

    static String actionText(TwixtState s, int a) {
        TwixtGeometry g = s.geometry();
        TwixtActions act = s.actions();
        if (act.isPlace(a)) {
            return holeName(g, a);
        }
        if (a == act.swap) {
            return "swap";
        }
        if (a == act.end) {
            return "end";
        }
        if (act.isAddLink(a) || act.isRemoveLink(a)) {
            int slot = act.isAddLink(a) ? a - act.addLink : a - act.removeLink;
            if (g.linkA[slot] < 0) {
                throw new IllegalArgumentException("link slot " + slot + " is off the board");
            }
            return (act.isAddLink(a) ? "+" : "-") + holeName(g, g.linkA[slot]) + "-" + holeName(g, g.linkB[slot]);
        }
        if (act.isLift(a)) {
            return "^" + holeName(g, a - act.liftPeg);
        }
        throw new IllegalArgumentException("no TwixT action " + a);
    }

    static int parseAction(TwixtState s, String text) {
        TwixtGeometry g = s.geometry();
        TwixtActions act = s.actions();
        String t = text.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("swap")) {
            return act.swap;
        }
        if (lower.equals("end")) {
            return act.end;
        }
        if (t.startsWith("^")) {
            return act.liftPeg + parseHole(g, t.substring(1));
        }
        if (t.startsWith("+") || t.startsWith("-")) {
            int dash = t.indexOf('-', 1);
            if (dash < 0) {
                throw MoveException.malformed("'" + text + "' is not a link: write +K12-L14 to add one, -K12-L14 to remove one");
            }
            int a = parseHole(g, t.substring(1, dash));
            int b = parseHole(g, t.substring(dash + 1));
            int slot = g.linkBetween(a, b);
            if (slot < 0) {
                throw MoveException.malformed("'" + text + "': " + holeName(g, a) + " and " + holeName(g, b)
                        + " are not a knight's move apart");
            }
            return (t.charAt(0) == '+' ? act.addLink : act.removeLink) + slot;
        }
        if (lower.equals("resign") || lower.equals("draw")) {
            throw MoveException.malformed("'" + text + "' ends the game and is not an action");
        }
        return parseHole(g, t);
    }

    @Override
    public String turnText(State before, int[] actions, int from, int to) {
        TwixtState s = (TwixtState) before.copy();
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            int a = actions[i];
            boolean impliedEnd = a == s.actions().end && i == to - 1;
            if (!impliedEnd) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(s.actionToString(a));
            }
            s.apply(a);
        }
        if (s.turn() == before.turn() && !s.isTerminal()) {
            // A turn still in progress (a record saved mid-turn): say so, or reading would end it.
            sb.append(sb.length() > 0 ? " " : "").append(UNFINISHED);
        }
        return sb.toString();
    }

    @Override
    public void playTurn(State state, String text) {
        TwixtState s = (TwixtState) state;
        int startTurn = s.turn();
        int applied = 0;
        String[] tokens = text.trim().split("\\s+");
        boolean unfinished = tokens[tokens.length - 1].equals(UNFINISHED);
        if (unfinished) {
            tokens = java.util.Arrays.copyOf(tokens, tokens.length - 1);
        }
        try {
            for (String token : tokens) {
                if (s.turn() != startTurn || s.isTerminal()) {
                    throw MoveException.malformed("'" + token + "' comes after the end of the turn"
                            + (token.matches("\\d+") ? " (a move number needs its dot: " + token + ".)" : ""));
                }
                s.apply(s.parseAction(token));
                applied++;
            }
            if (s.turn() == startTurn && !s.isTerminal() && !unfinished) {
                if (s.isLegal(s.actions().end)) {
                    s.apply(s.actions().end);
                    applied++;
                } else {
                    throw MoveException.illegal("the turn is incomplete: "
                            + (s.choosingLinks() ? "the supply rule asks which links to add" : "no peg placed"));
                }
            }
        } catch (RuntimeException e) {
            for (int i = 0; i < applied; i++) {
                s.undo();
            }
            throw e;
        }
    }

    /**
     * Plays a peg from a record that has no links (SGF, Little Golem, T1j, OpenSpiel) under any
     * ruleset: under manual linking the peg gets every link automatic linking would give it.
     */
    public static void playPegTurn(TwixtState s, int col, int row) {
        TwixtGeometry g = s.geometry();
        int h = g.hole(col, row);
        int turn = s.turn();
        s.apply(h);
        int applied = 1;
        try {
            while (s.turn() == turn && !s.isTerminal() && s.choosingLinks()) {
                int next = s.actions().end;
                for (int dir = 0; dir < 8; dir++) {
                    int slot = g.neighbourLink[h * 8 + dir];
                    if (slot >= 0 && s.isLegal(s.actions().addLink + slot)) {
                        next = s.actions().addLink + slot;
                        break;
                    }
                }
                if (!s.isLegal(next)) {
                    throw MoveException.illegal("no link of " + holeName(g, h) + " can be added");
                }
                s.apply(next);
                applied++;
            }
        } catch (RuntimeException e) {
            for (int i = 0; i < applied; i++) {
                s.undo();
            }
            throw e;
        }
    }

    /**
     * The position drawn in ASCII: {@code R} and {@code B} pegs, {@code .} empty holes, the
     * border lines as {@code -} and {@code |}, then each colour's links and whose move it is.
     * <pre>
     *     A B C D E F
     *   1   . . . .
     *    -+-------+-
     *   2 .|. R . .|.
     * </pre>
     */
    static String diagram(TwixtState s) {
        TwixtGeometry g = s.geometry();
        int w = g.width;
        StringBuilder sb = new StringBuilder();
        if (w > 26) {
            sb.append("    ");
            for (int c = 0; c < w; c++) {
                String name = columnName(c);
                sb.append(name.length() > 1 ? name.charAt(0) : ' ');
                if (c < w - 1) sb.append(' ');
            }
            sb.append('\n');
        }
        sb.append("    ");
        for (int c = 0; c < w; c++) {
            String name = columnName(c);
            sb.append(name.charAt(name.length() - 1));
            if (c < w - 1) sb.append(' ');
        }
        sb.append('\n');
        for (int r = 0; r < g.height; r++) {
            if (r == g.height - 1) {
                borderLine(sb, w);
            }
            String label = Integer.toString(r + 1);
            sb.append(" ".repeat(3 - label.length())).append(label).append(' ');
            for (int c = 0; c < w; c++) {
                int h = g.hole(c, r);
                int p = s.pegAt(c, r);
                sb.append(!g.exists[h] ? ' ' : p == 0 ? 'R' : p == 1 ? 'B' : '.');
                if (c < w - 1) {
                    sb.append(c == 0 || c == w - 2 ? '|' : ' ');
                }
            }
            stripTrailing(sb);
            sb.append('\n');
            if (r == 0) {
                borderLine(sb, w);
            }
        }
        for (int colour = 0; colour < 2; colour++) {
            sb.append(colour == 0 ? "red links:" : "black links:");
            int count = 0;
            for (int slot = 0; slot < g.linkSlots; slot++) {
                if (g.linkA[slot] >= 0 && s.linkBetween(g.col(g.linkA[slot]), g.row(g.linkA[slot]),
                        g.col(g.linkB[slot]), g.row(g.linkB[slot])) == colour) {
                    sb.append(' ').append(holeName(g, g.linkA[slot])).append('-').append(holeName(g, g.linkB[slot]));
                    count++;
                }
            }
            if (count == 0) {
                sb.append(" none");
            }
            sb.append('\n');
        }
        if (s.isTerminal()) {
            sb.append("result: ").append(s.outcome()).append('\n');
        } else {
            sb.append(s.colourToMove() == 0 ? "Red" : "Black").append(" to move")
                    .append(s.choosingLinks() ? " (choosing links)" : "").append('\n');
        }
        return sb.toString();
    }

    private static void borderLine(StringBuilder sb, int w) {
        sb.append("    ");
        for (int c = 0; c < w; c++) {
            sb.append('-');
            if (c < w - 1) sb.append(c == 0 || c == w - 2 ? '+' : '-');
        }
        sb.append('\n');
    }

    private static void stripTrailing(StringBuilder sb) {
        int e = sb.length();
        while (e > 0 && sb.charAt(e - 1) == ' ') {
            e--;
        }
        sb.setLength(e);
    }
}
