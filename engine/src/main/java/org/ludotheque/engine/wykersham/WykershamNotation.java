package org.ludotheque.engine.wykersham;

import java.util.Locale;

import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Notation;
import org.ludotheque.engine.State;
import org.ludotheque.engine.wykersham.WykershamState.Phase;

import static org.ludotheque.engine.wykersham.WykershamActions.KEEP;
import static org.ludotheque.engine.wykersham.WykershamActions.LEFT;
import static org.ludotheque.engine.wykersham.WykershamActions.RIGHT;
import static org.ludotheque.engine.wykersham.WykershamActions.STAY;

/**
 * Wykersham notation: the only place Wykersham moves are printed and parsed ({@code docs/wykersham.md}).
 *
 * <p>Actions: a roll {@code 4-2}; a placement {@code 4@1} (column label as the mover reads it, then
 * the rail, 0 nearest A); a slide {@code <} (towards A's left) or {@code >}, {@code =} for none;
 * {@code keep}; a count {@code 2} (marbles taken from the goal cup being settled); a goal line
 * {@code 3/} (centre label and slope {@code \ | /}, option goalPerLine).
 *
 * <p>A turn: {@code [start 5-3, ]4-2: 4@1> take(1,1,1,1,2) ; 2@3}. The roll, a colon, then each
 * marble: placement, slide sign if the rail was slid, then the settlement of a goal: {@code keep} or
 * {@code take(n,n,…)}, one count per goal cup by rail then cup from A's left (goalPerLine:
 * {@code take 3/(n,n,n,n,n)} per line, then {@code keep} if lines are left). The marbles are
 * separated by {@code ;}; a forfeited marble is written {@code forfeit}. The first turn starts with
 * the starting roll (A's die, B's die). A turn that is not finished ends with {@code ...}.
 */
public final class WykershamNotation implements Notation {

    public static final WykershamNotation INSTANCE = new WykershamNotation();

    private WykershamNotation() {
    }

    static String diceText(int a) {
        return WykershamActions.firstDie(a) + "-" + WykershamActions.secondDie(a);
    }

    static String actionText(WykershamState s, int a) {
        if (WykershamActions.isDice(a)) {
            return diceText(a);
        }
        boolean shared = s.labelsShared();
        if (WykershamActions.isPlace(a)) {
            return WykershamActions.label(s.mover(), WykershamActions.placeColumn(a), shared) + "@"
                    + WykershamActions.placeRail(a);
        }
        if (a == STAY) {
            return "=";
        }
        if (a == LEFT) {
            return "<";
        }
        if (a == RIGHT) {
            return ">";
        }
        if (a == KEEP) {
            return "keep";
        }
        if (WykershamActions.isTake(a)) {
            return Integer.toString(WykershamActions.takeCount(a));
        }
        if (WykershamActions.isLine(a)) {
            return WykershamActions.lineName(s.mover(), WykershamActions.lineId(a), shared);
        }
        throw new IllegalArgumentException("no Wykersham action " + a);
    }

    static int parseAction(WykershamState s, String text) {
        String t = text.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.startsWith("start ")) {
            t = t.substring(6).trim();
            lower = lower.substring(6).trim();
        }
        if (lower.startsWith("take ")) {
            t = t.substring(5).trim();
            lower = lower.substring(5).trim();
        }
        switch (lower) {
            case "<": case "left": return LEFT;
            case ">": case "right": return RIGHT;
            case "=": case "stay": case "none": case "noslide": return STAY;
            case "keep": return KEEP;
            case "forfeit": throw MoveException.malformed("a forfeit is automatic, not an action");
            default: break;
        }
        if (t.length() == 3 && t.charAt(1) == '-') {
            int d1 = t.charAt(0) - '0';
            int d2 = t.charAt(2) - '0';
            if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) {
                throw MoveException.malformed("'" + text + "' is not a roll: dice show 1 to 6, like 4-2");
            }
            return WykershamActions.dice(d1, d2);
        }
        if (t.length() == 3 && t.charAt(1) == '@') {
            int idx = WykershamActions.labelIndex(t.charAt(0));
            int rail = t.charAt(2) - '0';
            if (idx < 0 || rail < 0 || rail > 4) {
                throw MoveException.malformed("'" + text + "' is not a placement: write a column label (1 2 3 # 4 5 6),"
                        + " @ and a rail 0..4, like 4@1");
            }
            return WykershamActions.place(WykershamActions.columnOfLabelIndex(s.mover(), idx, s.labelsShared()), rail);
        }
        if (!t.isEmpty() && t.chars().allMatch(Character::isDigit) && t.length() <= 2) {
            int n = Integer.parseInt(t);
            if (n < 1 || n > WykershamActions.MAX_TAKE) {
                throw MoveException.malformed("'" + text + "': a count of marbles to take is 1 to 30");
            }
            return WykershamActions.take(n);
        }
        if (t.length() == 2 && WykershamActions.labelIndex(t.charAt(0)) >= 0
                && WykershamActions.slopeOf(t.charAt(1)) != 2) {
            int x = WykershamActions.columnOfLabelIndex(s.mover(), WykershamActions.labelIndex(t.charAt(0)),
                    s.labelsShared());
            return WykershamActions.line(WykershamActions.lineId(x, WykershamActions.slopeOf(t.charAt(1))));
        }
        throw MoveException.malformed("'" + text + "' is not a Wykersham action: expected a roll (4-2), a placement"
                + " (4@1), a slide (<, > or =), keep, a count (1..30) or a goal line (3/, #|, 4\\)");
    }

    // ---------------------------------------------------------------- turns

    /** The rolls as a turn's text begins with them, without the colon before its marbles: {@code start 5-3, 4-2}. */
    @Override
    public String rollsText(State before, int[] rolls) {
        WykershamState s = (WykershamState) before.copy();
        StringBuilder sb = new StringBuilder();
        for (int a : rolls) {
            Phase phase = s.phase();
            if (phase != Phase.STARTING_ROLL && phase != Phase.ROLL) {
                throw new IllegalArgumentException("not a roll: " + s.actionToString(a));
            }
            appendRoll(sb, phase, a);
            s.apply(a);
        }
        return sb.toString();
    }

    /** The starting roll after {@code start}; a turn's roll after the rolls before it. */
    private static void appendRoll(StringBuilder sb, Phase phase, int a) {
        if (phase == Phase.STARTING_ROLL) {
            sb.append("start ").append(diceText(a));
        } else {
            sb.append(sb.length() > 0 ? ", " : "").append(diceText(a));
        }
    }

    @Override
    public String turnText(State before, int[] actions, int from, int to) {
        WykershamState s = (WykershamState) before.copy();
        int startTurn = s.turn();
        StringBuilder sb = new StringBuilder();
        boolean open = false;
        int placed = placedSoFar(s);
        for (int i = from; i < to; i++) {
            int a = actions[i];
            Phase phase = s.phase();
            switch (phase) {
                case STARTING_ROLL:
                    appendRoll(sb, phase, a);
                    break;
                case ROLL:
                    appendRoll(sb, phase, a);
                    sb.append(':');
                    break;
                case PLACE:
                    if (s.marbleIndex() == 1) {
                        sb.append(" ;");
                    }
                    sb.append(' ').append(s.actionToString(a));
                    placed++;
                    break;
                case SLIDE:
                    if (a != STAY) {
                        sb.append(s.actionToString(a));
                    }
                    break;
                case SETTLE:
                    if (a == KEEP) {
                        sb.append(" keep");
                    } else {
                        sb.append(open ? "," : " take(").append(s.actionToString(a));
                        open = true;
                    }
                    break;
                case CHOOSE_LINE:
                    sb.append(a == KEEP ? " keep" : " take " + s.actionToString(a) + "(");
                    break;
                case TAKE_LINE:
                    sb.append(open ? "," : "").append(s.actionToString(a));
                    open = true;
                    break;
                default:
                    throw new IllegalArgumentException("no action is expected: the game is over");
            }
            s.apply(a);
            if (open && s.phase() != phase) {
                sb.append(')');
                open = false;
            }
        }
        boolean ended = s.turn() != startTurn || s.isTerminal();
        if (ended) {
            for (int m = placed; m < 2; m++) {
                sb.append(m == 0 ? " forfeit" : " ; forfeit");
            }
        } else {
            if (s.phase() == Phase.PLACE && s.marbleIndex() == 1 && placed == 1) {
                sb.append(" ;");
            }
            sb.append(sb.length() > 0 ? " ..." : "...");
        }
        return sb.toString();
    }

    /** Marbles of the turn placed before this state (for a text that starts within a turn). */
    private static int placedSoFar(WykershamState s) {
        switch (s.phase()) {
            case STARTING_ROLL: case ROLL: case OVER: return 0;
            case PLACE: return s.marbleIndex();
            default: return s.marbleIndex() + 1;
        }
    }

    @Override
    public void playTurn(State state, String text) {
        WykershamState s = (WykershamState) state;
        int mark = s.historySize();
        try {
            new TurnReader(s, text).read();
        } catch (RuntimeException e) {
            while (s.historySize() > mark) {
                s.undo();
            }
            throw e;
        }
    }

    /** Reads one turn's text and plays it. */
    private static final class TurnReader {
        private final WykershamState s;
        private final String text;
        private final int startTurn;
        private final int placedBefore;
        private int pos;
        private int placed;
        private int forfeitsWritten;

        TurnReader(WykershamState s, String text) {
            this.s = s;
            this.text = text;
            this.startTurn = s.turn();
            this.placedBefore = placedSoFar(s);
        }

        private boolean ended() {
            return s.turn() != startTurn || s.isTerminal();
        }

        void read() {
            if (s.isTerminal()) {
                throw MoveException.illegal("the game is over: " + s.outcome());
            }
            boolean partial = false;
            while (true) {
                skip();
                if (pos >= text.length()) {
                    break;
                }
                if (dots()) {
                    partial = true;
                    break;
                }
                int at = pos;
                char c = text.charAt(pos);
                if (word("start")) {
                    if (s.phase() != Phase.STARTING_ROLL) {
                        throw MoveException.malformedAt(at, "the starting roll was already made");
                    }
                    skip();
                    int diceAt = pos;
                    play(readDice(), diceAt);
                    skip();
                    if (peek(',')) {
                        pos++;
                    }
                } else if (s.phase() == Phase.STARTING_ROLL) {
                    if (isDice(pos)) {
                        // Dice without "start": what is wrong with them comes first (not dice, or a tie).
                        int dice = readDice();
                        if (!s.isLegal(dice)) {
                            play(dice, at);
                        }
                    }
                    throw MoveException.malformedAt(at, "the game begins with the starting roll: write start 5-3"
                            + " (A's die, then B's die) before the first turn");
                } else if (isDice(pos)) {
                    if (ended() || s.phase() != Phase.ROLL) {
                        throw MoveException.malformedAt(at, "the dice of this turn are already rolled");
                    }
                    play(readDice(), at);
                    skip();
                    if (peek(':')) {
                        pos++;
                    }
                } else if (c == ';') {
                    pos++;
                    if (!ended()) {
                        if (s.phase() == Phase.SLIDE) {
                            play(STAY, at);
                        } else if (s.phase() != Phase.PLACE) {
                            throw MoveException.malformedAt(at, "';' separates the two marbles, but "
                                    + s.describeWaiting());
                        }
                    }
                } else if (word("forfeit")) {
                    int forfeits = ended() ? 2 - placedBefore - placed : 0;
                    if (forfeitsWritten >= forfeits) {
                        throw MoveException.illegal("the marble is not forfeited: " + (ended() ? "the turn is over"
                                : s.describeWaiting()));
                    }
                    forfeitsWritten++;
                } else if (WykershamActions.labelIndex(c) >= 0 && pos + 1 < text.length() && text.charAt(pos + 1) == '@') {
                    readPlacement();
                } else if (pos + 1 < text.length() && text.charAt(pos + 1) == '@') {
                    throw MoveException.malformedAt(at, "'" + c + "' is not a column label: 1 2 3 # 4 5 6, like 4@1");
                } else if (c == '<' || c == '>' || c == '=') {
                    pos++;
                    play(c == '<' ? LEFT : c == '>' ? RIGHT : STAY, at);
                } else if (word("keep")) {
                    play(KEEP, at);
                } else if (word("take")) {
                    if (readTake()) {
                        partial = true;
                        break;
                    }
                } else {
                    throw MoveException.malformedAt(at, "unexpected '" + token(at) + "': expected a roll (4-2),"
                            + " a placement (4@1), a slide (< or >), keep, take(…), ';' or forfeit");
                }
            }
            if (partial) {
                return;
            }
            if (!ended() && s.phase() == Phase.SLIDE) {
                play(STAY, pos);
            }
            if (!ended()) {
                throw MoveException.illegal("the turn is not finished: " + s.describeWaiting()
                        + " (end the text with ... to leave it unfinished)");
            }
            int forfeits = 2 - placedBefore - placed;
            if (forfeitsWritten != forfeits) {
                throw MoveException.illegal(forfeits == 1 ? "the second marble was forfeited (no allowed column had a"
                        + " legal cup): write ; forfeit" : "both marbles were forfeited (no allowed column had a legal"
                        + " cup): write forfeit ; forfeit");
            }
        }

        private void readPlacement() {
            int at = pos;
            if (ended()) {
                throw MoveException.malformedAt(at, s.isTerminal() ? "the game is over"
                        : "the turn is over: a turn places two marbles");
            }
            if (s.phase() == Phase.SLIDE) {
                throw MoveException.malformedAt(at, "write ';' between the two marbles");
            }
            int idx = WykershamActions.labelIndex(text.charAt(pos));
            pos += 2;
            if (pos >= text.length() || text.charAt(pos) < '0' || text.charAt(pos) > '4') {
                throw MoveException.malformedAt(pos, "a rail is 0 to 4 (0 nearest A), like 4@1");
            }
            int rail = text.charAt(pos++) - '0';
            int x = WykershamActions.columnOfLabelIndex(s.mover(), idx, s.labelsShared());
            play(WykershamActions.place(x, rail), at);
            placed++;
        }

        /** Reads the rest of a take after the word; true when the text ends in '...' inside it. */
        private boolean readTake() {
            skip();
            Phase expected;
            if (peek('(')) {
                if (s.phase() != Phase.SETTLE) {
                    throw MoveException.malformedAt(pos, s.phase() == Phase.CHOOSE_LINE
                            ? "goals are taken line by line here: write take 3/(1,1,1,1,1)" : "there is no goal to take");
                }
                expected = Phase.SETTLE;
            } else {
                int at = pos;
                if (pos + 1 >= text.length() || WykershamActions.labelIndex(text.charAt(pos)) < 0
                        || WykershamActions.slopeOf(text.charAt(pos + 1)) == 2) {
                    throw MoveException.malformedAt(at, "expected ( or a goal line like 3/ after take");
                }
                if (s.phase() != Phase.CHOOSE_LINE) {
                    throw MoveException.malformedAt(at, s.phase() == Phase.SETTLE
                            ? "the goal lines form one goal here: write take(1,1,…) with a count per goal cup"
                            : "there is no goal to take");
                }
                int x = WykershamActions.columnOfLabelIndex(s.mover(), WykershamActions.labelIndex(text.charAt(pos)),
                        s.labelsShared());
                int id = WykershamActions.lineId(x, WykershamActions.slopeOf(text.charAt(pos + 1)));
                pos += 2;
                play(WykershamActions.line(id), at);
                skip();
                if (!peek('(')) {
                    throw MoveException.malformedAt(pos, "expected ( and a count for each of the line's five cups");
                }
                expected = Phase.TAKE_LINE;
            }
            pos++;
            int counts = 0;
            while (true) {
                skip();
                if (dots()) {
                    return true;
                }
                int at = pos;
                int n = 0;
                while (pos < text.length() && Character.isDigit(text.charAt(pos)) && pos - at < 3) {
                    n = n * 10 + text.charAt(pos++) - '0';
                }
                if (pos == at) {
                    throw MoveException.malformedAt(at, "expected a count of marbles to take");
                }
                if (n < 1 || n > WykershamActions.MAX_TAKE) {
                    throw MoveException.malformedAt(at, "a count of marbles to take is 1 to 30");
                }
                if (s.phase() != expected) {
                    throw MoveException.illegal("too many counts: the goal has " + counts + " cups");
                }
                play(WykershamActions.take(n), at);
                counts++;
                skip();
                if (dots()) {
                    return true;
                }
                if (peek(',')) {
                    pos++;
                } else if (peek(')')) {
                    if (s.phase() == expected) {
                        throw MoveException.illegal("too few counts: " + s.describeWaiting());
                    }
                    pos++;
                    return false;
                } else {
                    throw MoveException.malformedAt(pos, "expected ',' or ')' after a count");
                }
            }
        }

        /** Reads the '...' that ends an unfinished turn, if it is there. */
        private boolean dots() {
            if (!text.startsWith("...", pos)) {
                return false;
            }
            pos += 3;
            skip();
            if (pos < text.length()) {
                throw MoveException.malformedAt(pos, "nothing may follow '...' (an unfinished turn)");
            }
            return true;
        }

        private void play(int action, int at) {
            if (!s.isLegal(action)) {
                String why = s.whyIllegal(action);
                throw MoveException.illegal(token(at) + ": " + (why == null ? "not legal here" : why));
            }
            s.apply(action);
        }

        private boolean isDice(int p) {
            return p + 2 < text.length() && Character.isDigit(text.charAt(p)) && text.charAt(p + 1) == '-'
                    && Character.isDigit(text.charAt(p + 2));
        }

        private int readDice() {
            if (!isDice(pos)) {
                throw MoveException.malformedAt(pos, "expected a roll of two dice like 4-2");
            }
            int d1 = text.charAt(pos) - '0';
            int d2 = text.charAt(pos + 2) - '0';
            if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) {
                throw MoveException.malformedAt(pos, "dice show 1 to 6");
            }
            pos += 3;
            return WykershamActions.dice(d1, d2);
        }

        private void skip() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        private boolean peek(char c) {
            return pos < text.length() && text.charAt(pos) == c;
        }

        private boolean word(String w) {
            if (text.regionMatches(true, pos, w, 0, w.length())
                    && (pos + w.length() == text.length() || !Character.isLetter(text.charAt(pos + w.length())))) {
                pos += w.length();
                return true;
            }
            return false;
        }

        private String token(int at) {
            int e = at;
            while (e < text.length() && !Character.isWhitespace(text.charAt(e)) && (e == at || ";,()".indexOf(text.charAt(e)) < 0)) {
                e++;
            }
            return text.substring(at, Math.max(e, Math.min(at + 1, text.length())));
        }
    }

    // ---------------------------------------------------------------- diagram

    static String diagram(WykershamState s) {
        String[] cells = new String[WykershamState.CUP_IDS];
        int w = 3;
        for (int r = 0; r < WykershamState.RAILS; r++) {
            for (int c = 0; c < WykershamState.CUPS; c++) {
                int a = s.marbles(0, r, c);
                int b = s.marbles(1, r, c);
                String t = a == 0 && b == 0 ? "." : b == 0 ? "a" + a : a == 0 ? "b" + b : a + ":" + b;
                cells[r * WykershamState.CUPS + c] = t;
                w = Math.max(w, t.length());
            }
        }
        boolean shared = s.labelsShared();
        StringBuilder sb = new StringBuilder();
        labelRow(sb, "b:", 1, shared, w);
        frameRow(sb, w);
        for (int r = WykershamState.RAILS - 1; r >= 0; r--) {
            int o = s.offset(r);
            sb.append('r').append(r).append(' ').append(o < 0 ? "-" : "+").append(Math.abs(o));
            for (int x = -4; x <= 10; x++) {
                sb.append(x == 0 || x == 7 ? '|' : ' ');
                int c = x + 2 - o;
                pad(sb, c >= 0 && c < WykershamState.CUPS ? cells[r * WykershamState.CUPS + c] : "", w);
            }
            endLine(sb);
        }
        frameRow(sb, w);
        labelRow(sb, "a:", 0, shared, w);
        for (int p = 0; p < 2; p++) {
            sb.append(p == 0 ? "a" : "b").append(": ").append(s.supply(p)).append(" to play, score ")
                    .append(s.score(p)).append('\n');
        }
        sb.append(s.describeWaiting()).append('\n');
        return sb.toString();
    }

    private static void labelRow(StringBuilder sb, String name, int player, boolean shared, int w) {
        sb.append(name).append("   ");
        for (int x = -4; x <= 10; x++) {
            sb.append(' ');
            pad(sb, x >= 0 && x < WykershamState.COLUMNS ? WykershamActions.label(player, x, shared) : "", w);
        }
        endLine(sb);
    }

    private static void frameRow(StringBuilder sb, int w) {
        sb.append("     ");
        for (int x = -4; x <= 10; x++) {
            boolean inside = x >= 1 && x <= 6;
            sb.append(x == 0 || x == 7 ? '+' : inside ? '-' : ' ');
            for (int i = 0; i < w; i++) {
                sb.append(x >= 0 && x <= 6 ? '-' : ' ');
            }
        }
        endLine(sb);
    }

    private static void pad(StringBuilder sb, String t, int w) {
        for (int i = t.length(); i < w; i++) {
            sb.append(' ');
        }
        sb.append(t);
    }

    private static void endLine(StringBuilder sb) {
        int e = sb.length();
        while (e > 0 && sb.charAt(e - 1) == ' ') {
            e--;
        }
        sb.setLength(e);
        sb.append('\n');
    }
}
