package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;

/**
 * Little Golem's TwixT PP records ({@code .tsgf}), as the site serves them at
 * {@code /servlet/sgf/<id>/game<id>.tsgf}:
 * {@code (;FF[4]EV[twixt.ld.DEFAULT]PB[first]PW[second]SZ[24]SO[https://www.littlegolem.net];b[dd];r[th];…)}.
 *
 * <ul>
 * <li>{@code b} is the first player, who joins top and bottom (our Red), named by {@code PB};
 * {@code r} is the second player (our Black), named by {@code PW}. Moves alternate strictly.</li>
 * <li>A hole is two characters, column then row, each {@code 'a' + n - 1} for 1-based {@code n}
 * ({@code a} is column A and row 1, the top row); past {@code ~} (30) a coordinate is written
 * {@code {{code}}} with the character code, e.g. {@code {{196}}} for 100.</li>
 * <li>{@code r[swap]}: the first peg is mirrored in the main diagonal and becomes the second
 * player's; the first player moves next (ruleset pp). {@code [resign]} ends the game;
 * {@code [draw]} accepts a draw; a move written {@code b[kj|draw]} offers one (kept in the tag
 * {@code DrawOffers} as move numbers, written back).</li>
 * <li>Values are not escaped (Little Golem writes names as they are).</li>
 * </ul>
 *
 * <p>A second dialect is read too: the same file with upper-case SGF player letters
 * ({@code ;B[dd];W[th]…} or {@code ;W[..];B[..]}), as written by tools that convert Little Golem
 * records; there the first letter to move is the first player and {@code PB}/{@code PW} name the
 * {@code B} and {@code W} players. Files are always written in Little Golem's own dialect.
 */
public final class TwixtTsgf implements RecordFormat {

    static final String DRAW_OFFERS = "DrawOffers";
    private static final Pattern ESCAPED = Pattern.compile("\\{\\{(\\d{1,5})}}");
    private static final Set<String> MOVE_IDS = Set.of("b", "r", "B", "W");

    @Override
    public String id() {
        return "tsgf";
    }

    @Override
    public List<String> extensions() {
        return List.of("tsgf");
    }

    @Override
    public String description() {
        return "Little Golem TwixT PP record: ;b[dd];r[th]… column-then-row letters, [swap] mirrors, [resign], [draw], |draw offers";
    }

    private record Move(String letter, String value, int offset, int propOffset) {
    }

    @Override
    public GameRecord read(String text, Game rules) {
        return parse(text).read(rules);
    }

    @Override
    public Game impliedGame(String text) {
        return parse(text).implied();
    }

    /** Reads the record's text without replaying it. */
    private TwixtRecords.Parsed parse(String text) {
        List<SgfTree.Node> nodes = SgfTree.mainLine(text, true);
        SgfTree.Node root = nodes.get(0);
        SgfTree.BoardSize size = SgfTree.boardSize(root, text, "");
        int width = size.width();
        int height = size.height();
        int sizeOffset = size.offset();
        List<Move> moves = new ArrayList<>();
        for (SgfTree.Node node : nodes) {
            for (SgfTree.Prop p : node.props()) {
                if (MOVE_IDS.contains(p.id())) {
                    if (!moves.isEmpty() && Character.isUpperCase(p.id().charAt(0))
                            != Character.isUpperCase(moves.get(0).letter().charAt(0))) {
                        throw RecordException.at(text, p.offset(), "move property " + p.id()
                                + " mixes the upper-case (B/W) and Little Golem (b/r) dialects");
                    }
                    if (p.id().equals("r") && moves.isEmpty()) {
                        throw RecordException.at(text, p.offset(), "the first move of a Little Golem record is b[..], not r[..]");
                    }
                    moves.add(new Move(p.id(), p.value(), p.valueOffset(), p.offset()));
                }
            }
        }
        String first = moves.isEmpty() ? "b" : moves.get(0).letter();
        String second = switch (first) {
            case "b" -> "r";
            case "B" -> "W";
            default -> "B";
        };
        Map<String, String> tags = new LinkedHashMap<>();
        for (SgfTree.Prop p : root.props()) {
            String v = p.value();
            switch (p.id()) {
                case "PB" -> tags.put(first.equalsIgnoreCase("b") ? TwixtRecords.RED : TwixtRecords.BLACK, v);
                case "PW" -> tags.put(first.equalsIgnoreCase("b") ? TwixtRecords.BLACK : TwixtRecords.RED, v);
                case "EV" -> tags.put("Event", v);
                case "SO" -> tags.put("Source", v);
                case "DT" -> tags.put("Date", v);
                case "RE" -> tags.put("Result", v);
                case "GC" -> tags.put("GameComment", v);
                case "FF", "GM", "SZ", "RU", "CA" -> {
                }
                default -> {
                    if (!MOVE_IDS.contains(p.id())) {
                        tags.put(p.id(), v);
                    }
                }
            }
        }
        final int w = width;
        final int h = height;
        java.util.function.Function<Game, GameRecord> replay = game -> replay(text, game, moves, first, second, w, h, tags);
        TwixtGame implied = TwixtRecords.game("pp", width, height, text, sizeOffset);
        return new TwixtRecords.Parsed(implied, replay, width, height, text, sizeOffset);
    }

    private static GameRecord replay(String text, Game game, List<Move> moves, String first, String second, int width,
                                     int height, Map<String, String> tags) {
        TwixtRecords.Replay rp = new TwixtRecords.Replay(game, text);
        List<Integer> offers = new ArrayList<>();
        int n = 0;
        for (Move m : moves) {
            n++;
            String expected = n % 2 == 1 ? first : second;
            String v = m.value().trim();
            String lower = v.toLowerCase(Locale.ROOT);
            String raw = m.letter() + "[" + m.value() + "]";
            int player = m.letter().equals(first) ? 0 : 1;
            boolean ending = lower.equals("resign") || lower.equals("draw");
            if (!ending && !m.letter().equals(expected)) {
                throw RecordException.at(text, m.propOffset(), "move " + n + " " + raw + ": moves alternate, so move "
                        + n + " is " + expected + "'s");
            }
            String what = "move " + n + " " + raw;
            switch (lower) {
                case "swap" -> rp.swap(what);
                case "resign" -> rp.resign(player, what);
                case "draw" -> rp.agreeDraw(what);
                default -> {
                    int[] xy = decode(v);
                    if (xy == null) {
                        throw RecordException.at(text, m.offset(), "move " + n + " " + raw
                                + ": expected two coordinate letters (column, row) like dd, swap, resign or draw");
                    }
                    if (xy[0] < 1 || xy[0] > width || xy[1] < 1 || xy[1] > height) {
                        throw RecordException.at(text, m.offset(), "move " + n + " " + raw + ": off the " + width + " x "
                                + height + " board (column " + xy[0] + ", row " + xy[1] + ")");
                    }
                    if (xy[2] == 1) {
                        offers.add(n);
                    }
                    rp.place(xy[0] - 1, xy[1] - 1, what + " (" + TwixtNotation.holeName(xy[0] - 1, xy[1] - 1) + ")");
                }
            }
        }
        Map<String, String> all = new LinkedHashMap<>(tags);
        if (!offers.isEmpty()) {
            StringBuilder sb = new StringBuilder();
            for (int o : offers) {
                sb.append(sb.length() > 0 ? " " : "").append(o);
            }
            all.put(DRAW_OFFERS, sb.toString());
        }
        return rp.record(all);
    }

    /** Column, row (1-based) and 1 when a draw is offered; null when malformed. */
    static int[] decode(String v) {
        int[] out = new int[3];
        int p = 0;
        for (int k = 0; k < 2; k++) {
            Matcher m = ESCAPED.matcher(v);
            m.region(p, v.length());
            if (m.lookingAt()) {
                out[k] = Integer.parseInt(m.group(1)) - 96;
                p = m.end();
            } else if (p < v.length()) {
                out[k] = v.charAt(p) - 96;
                p++;
            } else {
                return null;
            }
        }
        String rest = v.substring(p);
        if (rest.isEmpty()) {
            return out;
        }
        if (rest.equalsIgnoreCase("|draw")) {
            out[2] = 1;
            return out;
        }
        return null;
    }

    /** One coordinate, 1-based, as Little Golem writes it. */
    static String encode(int n) {
        int code = n + 96;
        return code < 127 ? Character.toString((char) code) : "{{" + code + "}}";
    }

    @Override
    public String write(GameRecord record) {
        TwixtGame game = TwixtRecords.twixt(record.game());
        if (!game.parameters().ruleset().equals("pp") || !TwixtRecords.onlyOptions(record, "width", "height")) {
            throw new IllegalArgumentException("Little Golem plays only TwixT PP (ruleset pp on a square board); "
                    + game.spec() + " cannot be written as .tsgf");
        }
        List<TwixtRecords.PegMove> moves = TwixtRecords.pegMoves(record, "Little Golem .tsgf");
        int[] movers = TwixtRecords.movers(game, moves);
        Map<String, String> tags = record.tags();
        Set<Integer> offers = new TreeSet<>();
        String offerTag = tags.get(DRAW_OFFERS);
        if (offerTag != null && !offerTag.isBlank()) {
            for (String s : offerTag.trim().split("[\\s,]+")) {
                try {
                    offers.add(Integer.parseInt(s));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("tag " + DRAW_OFFERS + " '" + offerTag + "' is not a list of move numbers");
                }
            }
        }
        StringBuilder sb = new StringBuilder("(;FF[4]");
        prop(sb, "EV", tags.getOrDefault("Event", "twixt"));
        prop(sb, "PB", tags.get(TwixtRecords.RED));
        prop(sb, "PW", tags.get(TwixtRecords.BLACK));
        sb.append("SZ[").append(game.width()).append(']');
        prop(sb, "SO", tags.get("Source"));
        for (int i = 0; i < moves.size(); i++) {
            TwixtRecords.PegMove m = moves.get(i);
            sb.append(';').append(movers[i] == 0 ? 'b' : 'r').append('[');
            if (m.isSwap()) {
                sb.append("swap");
            } else {
                sb.append(encode(m.col() + 1)).append(encode(m.row() + 1));
                if (offers.contains(i + 1)) {
                    sb.append("|draw");
                }
            }
            sb.append(']');
        }
        if (record.resignedPlayer() >= 0) {
            sb.append(';').append(record.resignedPlayer() == 0 ? 'b' : 'r').append("[resign]");
        } else if (record.drawAgreed()) {
            TwixtState end = (TwixtState) record.replay();
            sb.append(';').append(end.colourToMove() == 0 ? 'b' : 'r').append("[draw]");
        }
        return sb.append(")\n").toString();
    }

    private static void prop(StringBuilder sb, String id, String value) {
        if (value == null) {
            return;
        }
        if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new IllegalArgumentException(id + " value '" + value + "' holds a line break, which a Little Golem "
                    + "record (one line, no escapes) cannot hold");
        }
        sb.append(id).append('[').append(value).append(']');
    }
}
