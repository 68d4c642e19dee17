package org.ludotheque.engine.thoughtwave;

import java.util.Locale;

import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.State;

/**
 * Thoughtwave notation: the only place Thoughtwave moves are printed and parsed.
 *
 * <ul>
 * <li>Squares: file letter {@code a…} from West to East, rank {@code 1…} from South to North
 * ({@code a1} is the bottom-left square); either case on input.</li>
 * <li>A placement is {@code square:edges}, the wave edges in the order N, E, S, W:
 * {@code e4:NS} (Straight), {@code c3:NE} (Bend), {@code d5:NEW} (T), {@code f6:NESW} (Cross),
 * {@code g7:S} (Terminator). On input the edges may come in any order and case, and a piece word
 * may stand between square and edges: {@code e4 Straight NS}, {@code e4 straight:ns}.</li>
 * <li>{@code pass} (forced), {@code swap} (pie rule), {@code take Bend} (a handicap tile; the
 * letters {@code X T I L D} work too), and in penalty mode {@code illegal(e4:NS)}, an illegal
 * attempt carried out with its penalty.</li>
 * <li>Every action is a turn of its own. {@link #playTurn} also takes {@code resign}, and in
 * penalty mode it carries out a plain placement that clashes as the attempt it is.</li>
 * </ul>
 */
public final class ThoughtwaveNotation implements Notation {

    public static final ThoughtwaveNotation INSTANCE = new ThoughtwaveNotation();

    private ThoughtwaveNotation() {
    }

    /** Name of 0-based file and rank: {@code squareName(4, 3)} is {@code e4}. */
    public static String squareName(int file, int rank) {
        return (char) ('a' + file) + Integer.toString(rank + 1);
    }

    /** A placement's text: {@code e4:NS}. */
    public static String placementText(String square, int mask) {
        return square + ":" + Tile.edges(mask);
    }

    static String actionText(ThoughtwaveState s, int a) {
        ThoughtwaveGame g = s.game();
        ThoughtwaveActions act = g.actions;
        if (act.isPlace(a)) {
            return placementText(g.squareName(act.square(a)), act.mask(a));
        }
        if (act.isAttempt(a)) {
            return "illegal(" + placementText(g.squareName(act.square(a)), act.mask(a)) + ")";
        }
        if (a == act.pass) {
            return "pass";
        }
        if (a == act.swap) {
            return "swap";
        }
        if (act.isTake(a)) {
            return "take " + Tile.values()[a - act.take].word();
        }
        throw new IllegalArgumentException("no Thoughtwave action " + a);
    }

    static int parseAction(ThoughtwaveState s, String text) {
        ThoughtwaveGame g = s.game();
        ThoughtwaveActions act = g.actions;
        String t = text.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("pass")) {
            return act.pass;
        }
        if (lower.equals("swap")) {
            return act.swap;
        }
        if (lower.equals("resign") || lower.equals("draw")) {
            throw MoveException.malformed("'" + t + "' ends the game and is not an action");
        }
        if (lower.startsWith("take ") || lower.equals("take")) {
            Tile kind = Tile.parse(t.substring(4));
            if (kind == null) {
                throw MoveException.malformed("'" + t + "' is not a handicap take: write take and a tile, "
                        + "like take Bend or take L (Cross X, T, Straight I, Bend L, Terminator D)");
            }
            return act.take(kind);
        }
        if (lower.startsWith("illegal")) {
            String rest = t.substring("illegal".length()).trim();
            if (!rest.startsWith("(") || !rest.endsWith(")")) {
                throw MoveException.malformed("'" + t + "' is not an illegal attempt: write illegal(e4:NS)");
            }
            int[] sm = parsePlacement(g, rest.substring(1, rest.length() - 1));
            if (act.illegal < 0) {
                throw MoveException.illegal("'" + t + "': illegal attempts are played only in penalty mode (option penalty)");
            }
            return act.attempt(sm[0], sm[1]);
        }
        int[] sm = parsePlacement(g, t);
        return act.place(sm[0], sm[1]);
    }

    /** Square and mask of {@code e4:NS}, {@code e4 Straight NS} and the like. */
    static int[] parsePlacement(ThoughtwaveGame g, String text) {
        String t = text.trim();
        int i = !t.isEmpty() && Character.isLetter(t.charAt(0)) ? 1 : 0;
        int j = i;
        while (j < t.length() && Character.isDigit(t.charAt(j))) {
            j++;
        }
        if (i == 0 || j == i) {
            throw MoveException.malformed("'" + text + "' is not a move: write a square and its wave edges, like e4:NS"
                    + " (or pass, swap, take Bend, illegal(e4:NS))");
        }
        int square = parseSquare(g, t.substring(0, j));
        String rest = t.substring(j).trim();
        if (rest.startsWith(":")) {
            rest = rest.substring(1).trim();
        }
        String[] parts = rest.isEmpty() ? new String[0] : rest.split("[\\s:]+");
        if (parts.length == 0 || parts.length > 2) {
            throw MoveException.malformed("'" + text + "' is not a placement: write the square and the wave edges"
                    + " in the order N, E, S, W, like e4:NS or e4 Straight NS");
        }
        int mask = parseEdges(text, parts[parts.length - 1]);
        if (parts.length == 2) {
            Tile word = Tile.parse(parts[0]);
            if (word == null) {
                throw MoveException.malformed("'" + text + "': '" + parts[0]
                        + "' is not a tile; tiles are Cross, T, Straight, Bend, Terminator");
            }
            if (word != Tile.of(mask)) {
                throw MoveException.malformed("'" + text + "': " + Tile.edges(mask) + " is a " + Tile.of(mask).word()
                        + ", not a " + word.word());
            }
        }
        return new int[] {square, mask};
    }

    private static int parseEdges(String text, String edges) {
        int mask = 0;
        for (int k = 0; k < edges.length(); k++) {
            int d = Tile.EDGE_LETTERS.indexOf(Character.toUpperCase(edges.charAt(k)));
            if (d < 0) {
                throw MoveException.malformed("'" + text + "': '" + edges.charAt(k)
                        + "' is not an edge; the wave edges are written with N, E, S, W, like e4:NS");
            }
            if ((mask & (1 << d)) != 0) {
                throw MoveException.malformed("'" + text + "': edge " + Tile.EDGE_LETTERS.charAt(d) + " is written twice");
            }
            mask |= 1 << d;
        }
        return mask;
    }

    /** Square index of a name such as {@code e4}; off the board or malformed throws {@link MoveException}. */
    public static int parseSquare(ThoughtwaveGame g, String name) {
        String t = name.trim();
        if (t.length() < 2 || !Character.isLetter(t.charAt(0))) {
            throw MoveException.malformed("'" + name + "' is not a square: write a file letter and a rank number, like e4");
        }
        int file = Character.toLowerCase(t.charAt(0)) - 'a';
        int rank;
        try {
            rank = Integer.parseInt(t.substring(1)) - 1;
        } catch (NumberFormatException e) {
            throw MoveException.malformed("'" + name + "' is not a square: write a file letter and a rank number, like e4");
        }
        if (file < 0 || file >= g.size || rank < 0 || rank >= g.size) {
            throw MoveException.malformed("'" + name + "' is off the board: files a to " + (char) ('a' + g.size - 1)
                    + ", ranks 1 to " + g.size);
        }
        return g.square(file, rank);
    }

    @Override
    public String turnText(State before, int[] actions, int from, int to) {
        ThoughtwaveState s = (ThoughtwaveState) before.copy();
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(s.actionToString(actions[i]));
            s.apply(actions[i]);
        }
        return sb.toString();
    }

    @Override
    public void playTurn(State state, String text) {
        ThoughtwaveState s = (ThoughtwaveState) state;
        String t = text.trim();
        if (t.equalsIgnoreCase("resign")) {
            s.resign(s.currentPlayer() >= 0 ? s.currentPlayer() : s.playerToMove());
            return;
        }
        int a = s.parseAction(t);
        ThoughtwaveActions act = s.game().actions;
        if (act.isPlace(a) && act.illegal >= 0 && !s.isLegal(a)) {
            int attempt = act.attempt(act.square(a), act.mask(a));
            if (s.isLegal(attempt)) {
                // Penalty mode, over the board: the clashing tile is laid, found out and taken away.
                a = attempt;
            }
        }
        s.apply(a);
    }

    // ---------------------------------------------------------------- diagram

    /**
     * The position drawn in ASCII, North at the top. Each square is a block of 3 x 3 characters
     * whose middle shows the tile and whose arms show its wave edges: {@code |} above or below
     * the middle, {@code -} left or right of it. The middle is {@code .} for an empty square,
     * {@code o} for a Terminator, {@code |} or {@code -} for a Straight and {@code +} for a
     * Bend, T or Cross. Arms of neighbouring tiles meet, so a wave reads as a continuous line; the
     * frame is the board's border. Under the board: each player's borders and hand, then whose
     * turn it is or the result.
     * <pre>
     *      a  b  c  d
     *    +------------+
     *    |    |       |
     *  4 | .  +--+-   |
     *    |       |    |
     *    |       |    |
     *  3 | .  .  |  . |
     *    |       |    |
     *  …
     * </pre>
     */
    static String diagram(ThoughtwaveState s) {
        ThoughtwaveGame g = s.game();
        int n = g.size;
        StringBuilder sb = new StringBuilder();
        fileLine(sb, n);
        frameLine(sb, n);
        for (int rank = n - 1; rank >= 0; rank--) {
            for (int row = 0; row < 3; row++) {
                String label = row == 1 ? Integer.toString(rank + 1) : "";
                sb.append(" ".repeat(3 - label.length())).append(label).append(" |");
                for (int file = 0; file < n; file++) {
                    int m = s.maskAt(file, rank);
                    if (row == 0) {
                        sb.append((m & Tile.N) != 0 ? " | " : "   ");
                    } else if (row == 2) {
                        sb.append((m & Tile.S) != 0 ? " | " : "   ");
                    } else {
                        sb.append((m & Tile.W) != 0 ? '-' : ' ').append(middle(m)).append((m & Tile.E) != 0 ? '-' : ' ');
                    }
                }
                sb.append("|\n");
            }
        }
        frameLine(sb, n);
        fileLine(sb, n);
        ThoughtwaveRules rules = g.rules;
        for (int p = 0; p < 2; p++) {
            String name = g.playerName(p);
            sb.append(name).append(" ".repeat(6 - name.length())).append(rules.sides(p).text())
                    .append(" ".repeat(12 - rules.sides(p).text().length())).append(s.supplyOf(p));
            if (s.losesNextTurn(p)) {
                sb.append("  (misses the next turn)");
            }
            sb.append('\n');
        }
        if (s.isTerminal()) {
            sb.append("result: ").append(s.outcome()).append('\n');
        } else {
            String mover = capitalised(g.playerName(s.playerToMove()));
            if (s.handicapPicksLeft() > 0) {
                sb.append(mover).append(" takes ").append(s.handicapPicksLeft()).append(" handicap tile")
                        .append(s.handicapPicksLeft() > 1 ? "s" : "").append(" from ")
                        .append(capitalised(g.playerName(1 - s.playerToMove()))).append('\n');
            } else if (s.mustPass()) {
                sb.append(mover).append(" must pass\n");
            } else {
                sb.append(mover).append(" to move").append(s.swapOffered() ? " (may swap)" : "").append('\n');
            }
        }
        return sb.toString();
    }

    private static char middle(int m) {
        if (m == 0) {
            return '.';
        }
        if (Integer.bitCount(m) == 1) {
            return 'o';
        }
        if (m == (Tile.N | Tile.S)) {
            return '|';
        }
        return m == (Tile.E | Tile.W) ? '-' : '+';
    }

    private static void fileLine(StringBuilder sb, int n) {
        sb.append("    ");
        for (int f = 0; f < n; f++) {
            sb.append("  ").append((char) ('a' + f));
        }
        sb.append('\n');
    }

    private static void frameLine(StringBuilder sb, int n) {
        sb.append("    +").append("-".repeat(3 * n)).append("+\n");
    }

    private static String capitalised(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
