package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.ParameterException;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;

/**
 * OpenSpiel {@code twixt} action lists. OpenSpiel's square board of {@code board_size} (5 to 24,
 * default 8) has x counting columns from the left and y counting rows from the <em>bottom</em>;
 * an action is {@code x * board_size + y}, so our hole (col, row from the top) is action
 * {@code col * size + (size - 1 - row)}. Player 0 ({@code x}, red) joins top and bottom and moves
 * first, as our Red. The swap is the second player playing the first peg's action again; OpenSpiel
 * then rotates the peg (our swap form {@code rotate}).
 *
 * <p>Read: OpenSpiel's {@code SerializeGameAndState} text ({@code [Meta]}, {@code [Game]} with
 * {@code twixt(board_size=8)}, {@code [State]} with one action a line), or a bare list of action
 * ids separated by white space or commas (optionally in brackets, as Python prints a list),
 * optionally after a game string line. {@code #} lines are comments. Written: the
 * {@code SerializeGameAndState} text, which {@code pyspiel.deserialize_game_and_state} loads; what
 * OpenSpiel has no place for (our exact game when it is not plain {@code openspiel}, a resignation,
 * an agreed draw) goes in {@code # ludotheque-…} comment lines, which OpenSpiel skips.
 */
public final class TwixtOpenSpiel implements RecordFormat {

    static final String GAME_COMMENT = "ludotheque-game:";
    static final String END_COMMENT = "ludotheque-end:";
    private static final Pattern GAME_STRING = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)\\s*(?:\\((.*)\\))?");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+");

    @Override
    public String id() {
        return "openspiel";
    }

    @Override
    public List<String> extensions() {
        return List.of("osp", "actions");
    }

    @Override
    public String description() {
        return "OpenSpiel twixt actions (x * size + y, y from the bottom), as SerializeGameAndState text or a bare list";
    }

    private record Token(int value, String text, int offset) {
    }

    @Override
    public GameRecord read(String text, Game rules) {
        Integer boardSize = null;
        int sizeOffset = 0;
        String spec = null;
        int specOffset = 0;
        String end = null;
        int endOffset = 0;
        List<Token> actions = new ArrayList<>();
        int pos = text.startsWith("\uFEFF") ? 1 : 0;
        String section = "";
        while (pos <= text.length()) {
            int nl = text.indexOf('\n', pos);
            int lineEnd = nl < 0 ? text.length() : nl;
            String line = text.substring(pos, lineEnd);
            int lead = 0;
            while (lead < line.length() && Character.isWhitespace(line.charAt(lead))) {
                lead++;
            }
            String t = line.trim();
            int at = pos + lead;
            if (t.startsWith("#")) {
                String c = t.substring(1).trim();
                String lower = c.toLowerCase(Locale.ROOT);
                if (lower.startsWith(GAME_COMMENT)) {
                    spec = c.substring(GAME_COMMENT.length()).trim();
                    specOffset = at;
                } else if (lower.startsWith(END_COMMENT)) {
                    end = c.substring(END_COMMENT.length()).trim().toLowerCase(Locale.ROOT);
                    endOffset = at;
                }
            } else if (t.equals("[Meta]") || t.equals("[Game]") || t.equals("[State]")) {
                section = t;
            } else if (!t.isEmpty()) {
                if (section.equals("[Meta]")) {
                    if (!t.startsWith("Version:")) {
                        throw RecordException.at(text, at, "unexpected line in [Meta]: '" + t + "'");
                    }
                } else if (!section.equals("[State]") && actions.isEmpty() && Character.isLetter(t.charAt(0))) {
                    if (boardSize != null) {
                        throw RecordException.at(text, at, "a second game string");
                    }
                    boardSize = boardSize(text, t, at);
                    sizeOffset = at;
                } else {
                    tokens(text, line, pos, actions);
                }
            }
            if (nl < 0) {
                break;
            }
            pos = nl + 1;
        }
        TwixtGame implied = null;
        if (spec != null) {
            try {
                implied = (TwixtGame) load(spec);
            } catch (ParameterException e) {
                throw RecordException.at(text, specOffset, e.getMessage());
            }
        }
        int size;
        if (boardSize != null) {
            size = boardSize;
        } else if (rules != null) {
            size = TwixtRecords.twixt(rules).width();
        } else if (implied != null) {
            size = implied.width();
        } else {
            size = 8;
        }
        final String ending = end;
        final int endAt = endOffset;
        java.util.function.Function<Game, GameRecord> replay = game -> replay(text, game, actions, size, ending, endAt);
        if (rules != null) {
            TwixtRecords.chosen(rules, size, size, text, sizeOffset);
            return replay.apply(rules);
        }
        if (implied == null) {
            implied = TwixtRecords.game("openspiel", size, size, text, sizeOffset);
        } else if (implied.width() != size || implied.height() != size) {
            throw RecordException.at(text, specOffset, "the game " + spec + " is not on the record's " + size + " x "
                    + size + " board");
        }
        return TwixtRecords.withDrawFallback(implied, replay);
    }

    private static Game load(String spec) {
        String s = spec.trim();
        int open = s.indexOf('(');
        if (open < 0 || !s.endsWith(")") || !s.substring(0, open).trim().equals("twixt")) {
            throw new ParameterException("'" + spec + "' is not a TwixT game spec like twixt(ruleset=openspiel,width=8,height=8)");
        }
        return TwixtDefinition.INSTANCE.create(Parameters.parse(TwixtDefinition.INSTANCE, s.substring(open + 1, s.length() - 1)));
    }

    /** The board size of an OpenSpiel game string such as {@code twixt(ansi_color_output=True,board_size=12)}. */
    private static int boardSize(String text, String game, int at) {
        Matcher m = GAME_STRING.matcher(game);
        if (!m.matches()) {
            throw RecordException.at(text, at, "'" + game + "' is not an OpenSpiel game string like twixt(board_size=8)");
        }
        if (!m.group(1).equals("twixt")) {
            throw RecordException.at(text, at, "this OpenSpiel record is of game '" + m.group(1) + "', not twixt");
        }
        int size = 8;
        String params = m.group(2);
        if (params != null && !params.isBlank()) {
            for (String part : params.split(",")) {
                int eq = part.indexOf('=');
                String key = eq < 0 ? part.trim() : part.substring(0, eq).trim();
                String value = eq < 0 ? "" : part.substring(eq + 1).trim();
                if (key.equals("board_size")) {
                    try {
                        size = Integer.parseInt(value);
                    } catch (NumberFormatException e) {
                        throw RecordException.at(text, at, "board_size=" + value + " is not a number");
                    }
                    if (size < 5 || size > 24) {
                        throw RecordException.at(text, at, "board_size out of range [5..24]: " + size);
                    }
                } else if (!key.equals("ansi_color_output")) {
                    throw RecordException.at(text, at, "unknown parameter '" + key
                            + "' of OpenSpiel twixt; available parameters are: ansi_color_output, board_size");
                }
            }
        }
        return size;
    }

    private static void tokens(String text, String line, int lineStart, List<Token> out) {
        int i = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c) || c == ',' || c == '[' || c == ']') {
                i++;
                continue;
            }
            int start = i;
            while (i < line.length() && !Character.isWhitespace(line.charAt(i)) && ",[]".indexOf(line.charAt(i)) < 0) {
                i++;
            }
            String tok = line.substring(start, i);
            if (!NUMBER.matcher(tok).matches()) {
                throw RecordException.at(text, lineStart + start, "'" + tok + "' is not an action id (a whole number)");
            }
            int value;
            try {
                value = Integer.parseInt(tok);
            } catch (NumberFormatException e) {
                value = Integer.MAX_VALUE;
            }
            out.add(new Token(value, tok, lineStart + start));
        }
    }

    private static GameRecord replay(String text, Game game, List<Token> actions, int size, String end, int endOffset) {
        TwixtRecords.Replay rp = new TwixtRecords.Replay(game, text);
        int n = 0;
        for (Token a : actions) {
            n++;
            if (a.value() < 0 || a.value() >= size * size) {
                throw RecordException.at(text, a.offset(), "move " + n + ": action " + a.text() + " is not a place on the "
                        + size + " x " + size + " board (0 to " + (size * size - 1) + ")");
            }
            if (n == 2 && a.value() == actions.get(0).value()) {
                rp.swap("move 2 action " + a.text() + " (swap)");
                continue;
            }
            int col = a.value() / size;
            int row = size - 1 - a.value() % size;
            rp.place(col, row, "move " + n + " action " + a.text() + " (" + TwixtNotation.holeName(col, row) + ")");
        }
        if (end != null) {
            String what = "# " + END_COMMENT + " " + end;
            switch (end) {
                case "red resigns" -> rp.resign(0, what);
                case "black resigns" -> rp.resign(1, what);
                case "draw agreed" -> rp.agreeDraw(what);
                default -> throw RecordException.at(text, endOffset, "unknown end '" + end
                        + "'; allowed: red resigns, black resigns, draw agreed");
            }
        }
        return rp.record(Map.of());
    }

    /** OpenSpiel's action id for our (col, row). */
    static int action(int col, int row, int size) {
        return col * size + (size - 1 - row);
    }

    @Override
    public String write(GameRecord record) {
        TwixtGame game = TwixtRecords.twixt(record.game());
        TwixtRules r = game.rules();
        int size = game.width();
        List<TwixtRecords.PegMove> moves = TwixtRecords.pegMoves(record, "an OpenSpiel action list");
        boolean swapped = moves.stream().anyMatch(TwixtRecords.PegMove::isSwap);
        boolean swapOk = r.swap() == TwixtRules.SwapForm.ROTATE || r.swap() == TwixtRules.SwapForm.NONE || !swapped;
        if (game.width() != game.height() || size < 5 || size > 24 || r.manualLinking() || r.ownLinksMayCross()
                || r.linkRemoval() || r.supplyRule() || !swapOk) {
            throw new IllegalArgumentException("OpenSpiel's twixt plays a square board of 5 to 24 with automatic links, "
                    + "own links that may not cross, no removal, and a swap that rotates the peg; " + game.spec()
                    + " cannot be written as OpenSpiel actions");
        }
        StringBuilder sb = new StringBuilder();
        sb.append("# OpenSpiel SerializeGameAndState text for twixt, written by Ludotheque\n");
        TwixtGame plain = TwixtRecords.game("openspiel", size, size, "", 0);
        if (!plain.spec().equals(game.spec())) {
            sb.append("# ").append(GAME_COMMENT).append(' ').append(game.spec()).append('\n');
        }
        if (record.resignedPlayer() >= 0) {
            sb.append("# ").append(END_COMMENT).append(' ').append(game.playerName(record.resignedPlayer()))
                    .append(" resigns\n");
        } else if (record.drawAgreed()) {
            sb.append("# ").append(END_COMMENT).append(" draw agreed\n");
        }
        sb.append("[Meta]\nVersion: 1\n\n[Game]\ntwixt(board_size=").append(size).append(")\n[State]\n");
        int first = -1;
        for (TwixtRecords.PegMove m : moves) {
            int a = m.isSwap() ? first : action(m.col(), m.row(), size);
            if (first < 0) {
                first = a;
            }
            sb.append(a).append('\n');
        }
        return sb.append('\n').toString();
    }
}
