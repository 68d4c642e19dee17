package org.ludotheque.engine;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The native record of every game: a PGN-like header of tags ({@code [Game "twixt"]},
 * {@code [Ruleset "pp"]}, one tag per option that differs from the ruleset (and per option the game
 * always shows), players,
 * {@code [Result "1-0"]}) then numbered turns in the game's notation:
 * {@code 1. L10 2. swap 3. K12 … 37. resign}. Games whose turns are long texts write one turn per
 * line. A resignation by a player other than the one to move is written {@code resign <player>}.
 */
public final class MoveListFormat implements RecordFormat {

    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z][A-Za-z0-9_]*)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");
    private static final Pattern NUMBER = Pattern.compile("(\\d+)\\.");

    private final GameDefinition definition;
    private final String extension;
    private final boolean turnPerLine;
    private final java.util.List<String> alwaysWritten;

    public MoveListFormat(GameDefinition definition, String extension) {
        this(definition, extension, false, java.util.List.of());
    }

    /**
     * @param turnPerLine write each turn on its own line (for games whose turns are long texts)
     * @param alwaysWritten options written as tags even when they have the ruleset's value
     *                      (a Thoughtwave record always shows its board size and supplies)
     */
    public MoveListFormat(GameDefinition definition, String extension, boolean turnPerLine,
                          java.util.List<String> alwaysWritten) {
        this.definition = definition;
        this.extension = extension;
        this.turnPerLine = turnPerLine;
        this.alwaysWritten = alwaysWritten.stream().map(n -> definition.option(n).name()).toList();
    }

    @Override
    public String id() {
        return "moves";
    }

    @Override
    public java.util.List<String> extensions() {
        return java.util.List.of(extension, "txt");
    }

    @Override
    public String description() {
        return "move list with a PGN-like header (the native format)";
    }

    @Override
    public String write(GameRecord record) {
        Game game = record.game();
        StringBuilder sb = new StringBuilder();
        sb.append("[Game \"").append(definition.displayName()).append("\"]\n");
        sb.append("[Ruleset \"").append(game.parameters().ruleset()).append("\"]\n");
        Parameters plain = Parameters.resolve(definition, game.parameters().ruleset(), Map.of());
        for (Map.Entry<String, String> e : game.parameters().values().entrySet()) {
            if (alwaysWritten.contains(e.getKey()) || !e.getValue().equals(plain.values().get(e.getKey()))) {
                sb.append('[').append(tagName(e.getKey())).append(" \"").append(escape(e.getValue())).append("\"]\n");
            }
        }
        for (Map.Entry<String, String> e : record.tags().entrySet()) {
            if (!isReserved(e.getKey())) {
                sb.append('[').append(e.getKey()).append(" \"").append(escape(e.getValue())).append("\"]\n");
            }
        }
        State end = record.replay();
        Outcome outcome = end.outcome();
        sb.append("[Result \"").append(outcome.isOver() ? outcome.result().text() : "*").append("\"]\n");
        if (outcome.isOver()) {
            sb.append("[Termination \"").append(escape(outcome.reason())).append("\"]\n");
        }
        sb.append('\n');
        int[] actions = record.actions();
        State s = game.newInitialState();
        int n = 0;
        StringBuilder line = new StringBuilder();
        for (int[] r : record.turnRanges()) {
            String text = game.definition().notation().turnText(s, actions, r[0], r[1]);
            for (int i = r[0]; i < r[1]; i++) {
                s.apply(actions[i]);
            }
            line = appendTurn(sb, line, ++n, text);
        }
        if (record.resignedPlayer() >= 0) {
            String resign = s.currentPlayer() == record.resignedPlayer() ? "resign"
                    : "resign " + game.playerName(record.resignedPlayer());
            line = appendTurn(sb, line, ++n, resign);
        } else if (record.drawAgreed()) {
            line = appendTurn(sb, line, ++n, "draw");
        }
        String result = outcome.isOver() ? outcome.result().text() : "*";
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(result);
        sb.append(line).append('\n');
        return sb.toString();
    }

    private StringBuilder appendTurn(StringBuilder out, StringBuilder line, int n, String text) {
        String item = n + ". " + text;
        if (line.length() > 0 && (turnPerLine || line.length() + item.length() + 1 > 78)) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(item);
        return line;
    }

    private static String tagName(String option) {
        return Character.toUpperCase(option.charAt(0)) + option.substring(1);
    }

    private static boolean isReserved(String tag) {
        String t = tag.toLowerCase(Locale.ROOT);
        return t.equals("game") || t.equals("ruleset") || t.equals("result") || t.equals("termination");
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static String unescape(String s) {
        return s.replace("\\\"", "\"").replace("\\\\", "\\");
    }

    /** What the header says: the game it implies, its other tags, and where the moves begin. */
    private record Header(Game game, Map<String, String> tags, int end) {
    }

    @Override
    public Game impliedGame(String text) {
        return header(text).game();
    }

    private Header header(String text) {
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> tags = new LinkedHashMap<>();
        String ruleset = null;
        int rulesetPos = 0;
        // Where each option's value stands, so that a bad value is reported at its tag.
        Map<String, Integer> optionPos = new LinkedHashMap<>();
        int pos = 0;
        // Header: tags, each on its own line or several per line.
        while (true) {
            pos = skipSpaceAndComments(text, pos);
            if (pos >= text.length() || text.charAt(pos) != '[') {
                break;
            }
            Matcher m = TAG.matcher(text);
            m.region(pos, text.length());
            if (!m.lookingAt()) {
                throw RecordException.at(text, pos, "malformed tag; expected [Name \"value\"]");
            }
            String name = m.group(1);
            String value = unescape(m.group(2));
            String lower = name.toLowerCase(Locale.ROOT);
            if (lower.equals("game")) {
                if (!value.equalsIgnoreCase(definition.id()) && !value.equalsIgnoreCase(definition.displayName())) {
                    throw RecordException.at(text, m.start(2), "this record is of game '" + value + "', not "
                            + definition.displayName());
                }
            } else if (lower.equals("ruleset")) {
                ruleset = value;
                rulesetPos = m.start(2);
            } else if (lower.equals("result") || lower.equals("termination")) {
                tags.put(name, value);
            } else if (isOption(name)) {
                Option o = definition.option(name);
                try {
                    o.validate(value);
                } catch (ParameterException e) {
                    throw RecordException.at(text, m.start(2), "header: " + e.getMessage());
                }
                options.put(name, value);
                optionPos.put(o.name().toLowerCase(Locale.ROOT), m.start(2));
            } else {
                tags.put(name, value);
            }
            pos = m.end();
        }
        try {
            return new Header(definition.create(Parameters.resolve(definition, ruleset, options)), tags, pos);
        } catch (ParameterException e) {
            throw RecordException.at(text, headerErrorPos(e.getMessage(), rulesetPos, optionPos),
                    "header: " + e.getMessage());
        }
    }

    @Override
    public GameRecord read(String text, Game rules) {
        Header header = header(text);
        Map<String, String> tags = header.tags();
        Game game = rules != null ? rules : header.game();
        int pos = header.end();
        State s = game.newInitialState();
        int expected = 1;
        boolean ended = false;
        while (true) {
            pos = skipSpaceAndComments(text, pos);
            if (pos >= text.length()) {
                break;
            }
            Matcher num = NUMBER.matcher(text);
            num.region(pos, text.length());
            if (!num.lookingAt()) {
                String token = tokenAt(text, pos);
                if (isResult(token)) {
                    pos += token.length();
                    continue;
                }
                throw RecordException.at(text, pos, "expected move number " + expected + ". but found '" + token + "'");
            }
            // Compared as text: a number too long for an int is simply not the one expected.
            String written = num.group(1);
            if (!written.replaceFirst("^0+(?=\\d)", "").equals(Integer.toString(expected))) {
                throw RecordException.at(text, pos, "expected move number " + expected + " but found " + written);
            }
            int n = expected;
            int start = skipSpaceAndComments(text, num.end());
            int end = nextTurnStart(text, start);
            String turn = text.substring(start, end).trim().replaceAll("\\s+", " ");
            if (turn.isEmpty()) {
                throw RecordException.at(text, start, "move " + n + " is empty");
            }
            if (ended) {
                throw RecordException.at(text, start, "move " + n + " comes after the end of the game");
            }
            String lower = turn.toLowerCase(Locale.ROOT);
            try {
                if (lower.equals("resign")) {
                    s.resign(resigner(tags.get("Result"), s));
                    ended = true;
                } else if (lower.startsWith("resign ") && playerIndex(game, turn.substring(7).trim()) >= 0) {
                    s.resign(playerIndex(game, turn.substring(7).trim()));
                    ended = true;
                } else if (lower.equals("draw")) {
                    s.agreeDraw();
                    ended = true;
                } else {
                    game.definition().notation().playTurn(s, turn);
                }
            } catch (MoveException e) {
                if (e.kind() == MoveException.Kind.MALFORMED) {
                    int at = e.offset() < 0 ? start : start + rawOffset(text.substring(start, end), e.offset());
                    throw RecordException.at(text, at, "move " + n + " " + turn + ": " + e.getMessage());
                }
                throw new RecordException("move " + n + " " + turn + ": " + e.getMessage());
            }
            pos = end;
            expected++;
        }
        return GameRecord.of(s, tags);
    }

    private static int playerIndex(Game game, String name) {
        for (int p = 0; p < game.numPlayers(); p++) {
            if (game.playerName(p).equalsIgnoreCase(name)) {
                return p;
            }
        }
        return -1;
    }

    /** Offset in {@code raw} of offset {@code normalised} in {@code raw} with its white space runs made single spaces. */
    private static int rawOffset(String raw, int normalised) {
        int i = 0;
        int n = 0;
        while (i < raw.length() && n < normalised) {
            if (Character.isWhitespace(raw.charAt(i))) {
                while (i < raw.length() && Character.isWhitespace(raw.charAt(i))) {
                    i++;
                }
            } else {
                i++;
            }
            n++;
        }
        return i;
    }

    /**
     * Who resigned: the loser the Result tag names (a player may resign on the other's turn),
     * else the player to move.
     */
    private static int resigner(String result, State s) {
        if ("1-0".equals(result)) {
            return 1;
        }
        if ("0-1".equals(result)) {
            return 0;
        }
        return s.currentPlayer() >= 0 ? s.currentPlayer() : 0;
    }

    /** The tag a parameter error names ("option size: …", "unknown ruleset …"), or the start. */
    private static int headerErrorPos(String message, int rulesetPos, Map<String, Integer> optionPos) {
        String m = message.toLowerCase(Locale.ROOT);
        if (m.startsWith("option ")) {
            int colon = m.indexOf(':');
            Integer p = colon > 0 ? optionPos.get(m.substring(7, colon).trim()) : null;
            if (p != null) {
                return p;
            }
        }
        return m.contains("ruleset") ? rulesetPos : 0;
    }

    private boolean isOption(String name) {
        for (Option o : definition.options()) {
            if (o.name().equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isResult(String token) {
        return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*");
    }

    private static String tokenAt(String text, int pos) {
        int e = pos;
        while (e < text.length() && !Character.isWhitespace(text.charAt(e))) {
            e++;
        }
        return text.substring(pos, e);
    }

    /** Start of the next "N." token or result token, or the end of the text. */
    private static int nextTurnStart(String text, int from) {
        int i = from;
        while (i < text.length()) {
            if (Character.isWhitespace(text.charAt(i)) || i == from) {
                int t = i;
                while (t < text.length() && Character.isWhitespace(text.charAt(t))) {
                    t++;
                }
                String token = tokenAt(text, t);
                if (t > from && (token.matches("\\d+\\.") || isResult(token) || token.startsWith("{"))) {
                    return t;
                }
                i = t + Math.max(1, token.length());
            } else {
                i++;
            }
        }
        return text.length();
    }

    /** Skips white space and {comments}. */
    private static int skipSpaceAndComments(String text, int pos) {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (c == '{') {
                int close = text.indexOf('}', pos);
                if (close < 0) {
                    throw RecordException.at(text, pos, "comment is not closed");
                }
                pos = close + 1;
            } else {
                break;
            }
        }
        return pos;
    }
}
