package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.Outcome;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;
import org.ludotheque.engine.State;

/**
 * SGF FF[4] for TwixT, {@code GM[21]} (the red-bean.com TwixT specification): {@code SZ[24]} or
 * {@code SZ[columns:rows]}; {@code RU[STD]} (standard, the default), {@code RU[PP]} (pp),
 * {@code RU[3M]} (dujardin); White joins top and bottom and moves first (our Red), Black joins
 * left and right; moves {@code ;W[K10]} (column letters, row number from 1 at the top),
 * {@code ;B[swap]}, {@code ;W[resign]}; values are case-insensitive. {@code PL[B]} (Black first)
 * is read by transposing the board, so that the first player is our Red. Only the main line of
 * a game tree is read. See {@code docs/twixt-records.md}.
 */
public final class TwixtSgf implements RecordFormat {

    private static final Map<String, String> TAGS = new LinkedHashMap<>();
    private static final Set<String> STRUCTURAL = Set.of("FF", "GM", "SZ", "RU", "PL", "CA", "ST", "AP", "PW", "PB",
            "WR", "BR", "W", "B");

    static {
        TAGS.put("EV", "Event");
        TAGS.put("DT", "Date");
        TAGS.put("PC", "Site");
        TAGS.put("RO", "Round");
        TAGS.put("SO", "Source");
        TAGS.put("GN", "GameName");
        TAGS.put("GC", "GameComment");
        TAGS.put("AN", "Annotator");
        TAGS.put("US", "User");
        TAGS.put("CP", "Copyright");
        TAGS.put("TM", "TimeLimit");
        TAGS.put("OT", "Overtime");
        TAGS.put("ON", "Opening");
        TAGS.put("HA", "Handicap");
        TAGS.put("C", "Comment");
        TAGS.put("RE", "Result");
    }

    @Override
    public String id() {
        return "sgf";
    }

    @Override
    public List<String> extensions() {
        return List.of("sgf");
    }

    @Override
    public String description() {
        return "SGF FF[4] GM[21] (red-bean TwixT specification): SZ, RU[STD|PP|3M], W[K10], B[swap], W[resign]";
    }

    private record Move(String letter, String value, int offset) {
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
        List<SgfTree.Node> nodes = SgfTree.mainLine(text, false);
        SgfTree.Node root = nodes.get(0);
        SgfTree.Prop gm = root.get("GM");
        if (gm != null && !gm.value().trim().equals("21")) {
            throw RecordException.at(text, gm.valueOffset(), "GM[" + gm.value() + "] is not TwixT; TwixT is GM[21]");
        }
        SgfTree.BoardSize size = SgfTree.boardSize(root, text, ": write SZ[24] or SZ[columns:rows]");
        int fileWidth = size.width();
        int fileHeight = size.height();
        int sizeOffset = size.offset();
        boolean blackFirst = false;
        SgfTree.Prop pl = root.get("PL");
        if (pl != null) {
            String v = pl.value().trim().toUpperCase(Locale.ROOT);
            if (!v.equals("W") && !v.equals("B")) {
                throw RecordException.at(text, pl.valueOffset(), "PL[" + pl.value() + "]: the first player is W or B");
            }
            blackFirst = v.equals("B");
        }
        String ruleset = "standard";
        int rulesetOffset = root.offset();
        SgfTree.Prop ru = root.get("RU");
        if (ru != null) {
            rulesetOffset = ru.valueOffset();
            ruleset = switch (ru.value().trim().toUpperCase(Locale.ROOT)) {
                case "STD", "" -> "standard";
                case "PP" -> "pp";
                case "3M" -> "dujardin";
                default -> throw RecordException.at(text, rulesetOffset, "RU[" + ru.value()
                        + "] is not a TwixT ruleset; allowed: STD (standard), PP (pp), 3M (dujardin)");
            };
        }
        // Our board: transposed when Black moves first, so that the first player joins top and bottom.
        int width = blackFirst ? fileHeight : fileWidth;
        int height = blackFirst ? fileWidth : fileHeight;
        int whitePlayer = blackFirst ? 1 : 0;

        Map<String, String> tags = new LinkedHashMap<>();
        for (SgfTree.Prop p : root.props()) {
            String id = p.id();
            String v = p.value();
            switch (id) {
                case "PW" -> tags.put(whitePlayer == 0 ? TwixtRecords.RED : TwixtRecords.BLACK, v);
                case "PB" -> tags.put(whitePlayer == 0 ? TwixtRecords.BLACK : TwixtRecords.RED, v);
                case "WR" -> tags.put(whitePlayer == 0 ? "RedRating" : "BlackRating", v);
                case "BR" -> tags.put(whitePlayer == 0 ? "BlackRating" : "RedRating", v);
                case "AP" -> tags.put("Application", v);
                default -> {
                    if (TAGS.containsKey(id)) {
                        tags.put(TAGS.get(id), v);
                    } else if (!STRUCTURAL.contains(id)) {
                        tags.put(id, v);
                    }
                }
            }
        }
        List<Move> moves = new ArrayList<>();
        for (SgfTree.Node node : nodes) {
            Move move = null;
            for (SgfTree.Prop p : node.props()) {
                if (p.id().equals("W") || p.id().equals("B")) {
                    if (move != null) {
                        throw RecordException.at(text, p.offset(), "a node holds one move, but this one has "
                                + move.letter() + " and " + p.id());
                    }
                    if (p.values().size() > 1) {
                        throw RecordException.at(text, p.offsets().get(1), p.id() + " has more than one value");
                    }
                    move = new Move(p.id(), p.value(), p.valueOffset());
                }
            }
            if (move != null) {
                moves.add(move);
            }
        }
        SgfTree.Prop re = root.get("RE");
        final boolean transposed = blackFirst;
        final int fw = fileWidth;
        final int fh = fileHeight;
        java.util.function.Function<Game, GameRecord> replay =
                game -> replay(text, game, moves, transposed, fw, fh, whitePlayer, re, tags);
        TwixtGame implied = TwixtRecords.game(ruleset, width, height, text, root.get("SZ") != null ? sizeOffset : rulesetOffset);
        return new TwixtRecords.Parsed(implied, replay, width, height, text, sizeOffset);
    }

    private static GameRecord replay(String text, Game game, List<Move> moves, boolean transposed, int fileWidth,
                                     int fileHeight, int whitePlayer, SgfTree.Prop re, Map<String, String> tags) {
        TwixtRecords.Replay rp = new TwixtRecords.Replay(game, text);
        int n = 0;
        for (Move m : moves) {
            n++;
            String v = m.value().trim();
            String what = "move " + n + " " + v;
            String lower = v.toLowerCase(Locale.ROOT);
            int player = m.letter().equals("W") ? whitePlayer : 1 - whitePlayer;
            if (lower.equals("swap")) {
                rp.swap(what);
            } else if (lower.equals("resign")) {
                rp.resign(player, what);
            } else {
                int[] cr;
                try {
                    cr = TwixtNotation.parseHole(v, fileWidth, fileHeight);
                } catch (MoveException e) {
                    throw RecordException.at(text, m.offset(), "move " + n + " " + m.letter() + "[" + m.value() + "]: "
                            + e.getMessage() + (v.contains("-") || v.contains("+") || v.contains(" ")
                            ? " (long moves, which remove or add links, are not supported)" : ""));
                }
                if (transposed) {
                    rp.place(cr[1], cr[0], what);
                } else {
                    rp.place(cr[0], cr[1], what);
                }
            }
        }
        if (re != null && !rp.isOver()) {
            String r = re.value().trim().toUpperCase(Locale.ROOT);
            String what = "RE[" + re.value() + "]";
            if (r.equals("0") || r.equals("DRAW")) {
                rp.agreeDraw(what);
            } else if (r.equals("W+R") || r.equals("W+RESIGN")) {
                rp.resign(1 - whitePlayer, what);
            } else if (r.equals("B+R") || r.equals("B+RESIGN")) {
                rp.resign(whitePlayer, what);
            }
        }
        return rp.record(tags);
    }

    @Override
    public String write(GameRecord record) {
        TwixtGame game = TwixtRecords.twixt(record.game());
        String ru = sgfRuleset(game, record);
        List<TwixtRecords.PegMove> moves = TwixtRecords.pegMoves(record, "SGF");
        int[] movers = TwixtRecords.movers(game, moves);
        StringBuilder sb = new StringBuilder("(;FF[4]GM[21]CA[UTF-8]AP[Ludotheque]");
        sb.append("SZ[").append(game.width() == game.height() ? Integer.toString(game.width())
                : game.width() + ":" + game.height()).append(']');
        sb.append("RU[").append(ru).append(']');
        Map<String, String> tags = record.tags();
        prop(sb, "PW", tags.get(TwixtRecords.RED));
        prop(sb, "PB", tags.get(TwixtRecords.BLACK));
        prop(sb, "WR", tags.get("RedRating"));
        prop(sb, "BR", tags.get("BlackRating"));
        for (Map.Entry<String, String> e : TAGS.entrySet()) {
            if (!e.getKey().equals("RE")) {
                prop(sb, e.getKey(), tags.get(e.getValue()));
            }
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            String k = e.getKey();
            if (k.matches("[A-Z]+") && !STRUCTURAL.contains(k) && !TAGS.containsKey(k) && !k.equals("RE")) {
                prop(sb, k, e.getValue());
            }
        }
        State end = record.replay();
        Outcome outcome = end.outcome();
        if (outcome.isOver()) {
            String result = switch (outcome.result()) {
                case FIRST_WINS -> "W+";
                case SECOND_WINS -> "B+";
                default -> "0";
            };
            if (end.resignedPlayer() >= 0) {
                result += "R";
            }
            sb.append("RE[").append(result).append(']');
        }
        sb.append('\n');
        int count = 0;
        for (int i = 0; i < moves.size(); i++) {
            TwixtRecords.PegMove m = moves.get(i);
            sb.append(';').append(movers[i] == 0 ? 'W' : 'B').append('[')
                    .append(m.isSwap() ? "swap" : TwixtNotation.holeName(m.col(), m.row())).append(']');
            if (++count % 10 == 0) {
                sb.append('\n');
            }
        }
        if (record.resignedPlayer() >= 0) {
            sb.append(';').append(record.resignedPlayer() == 0 ? 'W' : 'B').append("[resign]");
        }
        sb.append(")\n");
        return sb.toString();
    }

    private static void prop(StringBuilder sb, String id, String value) {
        if (value != null) {
            sb.append(id).append('[').append(SgfTree.escape(value)).append(']');
        }
    }

    /** The SGF name of the game's ruleset, or an error naming what SGF cannot express. */
    static String sgfRuleset(TwixtGame game, GameRecord record) {
        String ruleset = game.parameters().ruleset();
        String ru = switch (ruleset) {
            case "standard" -> "STD";
            case "pp" -> "PP";
            case "dujardin" -> "3M";
            default -> null;
        };
        if (ru == null || !TwixtRecords.onlyOptions(record, "width", "height")) {
            String hint = switch (ruleset) {
                case "t1" -> "; write it as a T1j .T1 file instead";
                case "openspiel" -> "; write it as an OpenSpiel action list instead";
                default -> "; the native move list holds every game";
            };
            throw new IllegalArgumentException("SGF GM[21] names only the rulesets STD (standard), PP (pp) and 3M "
                    + "(dujardin) with their own options; " + game.spec() + " cannot be expressed" + hint);
        }
        return ru;
    }
}
