package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.RecordException;
import org.ludotheque.engine.RecordFormat;

/**
 * The T1j program's saved games ({@code .T1}). Everything after {@code #} on a line is a comment
 * and blank lines are skipped; the first eleven remaining lines are the header: file-format
 * version, name of player 1, name of player 2, y-size (rows), x-size (columns), player 1 and
 * player 2 human or computer ({@code H}/{@code C}), starting player ({@code 1} or {@code 2}),
 * direction of letters (ignored, T1j writes {@code V}), pie rule ({@code Y}/{@code N}), game
 * already over ({@code Y}/{@code N}). Then one move a line, like {@code L10}: column letter, row
 * number from 1 at the top. Player 1 plays top-down (our Red), player 2 left-right.
 *
 * <p>T1j records a swap (its pie rule exchanges sides) only by exchanging the two names; this
 * class marks it with a comment line {@code # swap …} so that the record reads back the same, and
 * T1j ignores that line. twixtbot-ui writes {@code swap}, {@code resign} and {@code draw} lines,
 * its swap mirroring the peg as on Little Golem, and reads the header by line position (empty
 * names allowed); both are read. Starting player 2 (left-right first) is read by transposing the
 * board. See {@code docs/twixt-records.md}.
 */
public final class TwixtT1 implements RecordFormat {

    private static final String[] FIELDS = {"file-format version", "name of player 1", "name of player 2",
        "y-size of board", "x-size of board", "player 1 human or computer (H/C)", "player 2 human or computer (H/C)",
        "starting player (1 or 2)", "direction of letters", "pie rule (Y/N)", "game already over (Y/N)"};

    @Override
    public String id() {
        return "t1";
    }

    @Override
    public List<String> extensions() {
        return List.of("T1");
    }

    @Override
    public String description() {
        return "T1j saved game: # comments, an 11-field header (names, sizes, H/C, starting player, pie rule, game over), one move a line like L10";
    }

    /** One physical line: its content before {@code #}, trimmed, and the comment after it (or null). */
    private record Line(int number, int offset, String content, int contentOffset, String comment) {
    }

    private enum Kind { PEG, SWAP_MIRROR, SWAP_SIDES, RESIGN, DRAW }

    private record Move(Kind kind, String token, int offset) {
    }

    private record Header(String name1, String name2, int ysize, int xsize, boolean human1, boolean human2,
                          boolean secondStarts, boolean pie, boolean mirrorNote, int ysizeOffset, int firstMoveLine) {
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
        List<Line> lines = lines(text);
        Header header;
        try {
            header = header(text, lines, false);
        } catch (RecordException e) {
            // twixtbot-ui reads (and writes) the header by line position, with empty names.
            try {
                header = header(text, lines, true);
            } catch (RecordException ignored) {
                throw e;
            }
        }
        List<Move> moves = new ArrayList<>();
        for (int i = header.firstMoveLine(); i < lines.size(); i++) {
            Line l = lines.get(i);
            if (l.content().isEmpty()) {
                if (l.comment() != null && l.comment().trim().toLowerCase(Locale.ROOT).matches("swap\\b.*")) {
                    moves.add(new Move(Kind.SWAP_SIDES, "swap", l.offset()));
                }
                continue;
            }
            String token = l.content();
            Kind kind = switch (token.toLowerCase(Locale.ROOT)) {
                case "swap" -> Kind.SWAP_MIRROR;
                case "resign" -> Kind.RESIGN;
                case "draw" -> Kind.DRAW;
                default -> Kind.PEG;
            };
            moves.add(new Move(kind, token, l.contentOffset()));
        }
        boolean mirror = false;
        boolean sides = false;
        for (Move m : moves) {
            if (m.kind() == Kind.SWAP_MIRROR) {
                mirror = true;
            }
            if (m.kind() == Kind.SWAP_SIDES) {
                sides = true;
            }
            if (mirror && sides) {
                throw RecordException.at(text, m.offset(), "this file marks a swap both as a 'swap' line (twixtbot-ui, "
                        + "mirror) and as a '# swap' comment (T1j, sides)");
            }
        }
        boolean transposed = header.secondStarts();
        int width = transposed ? header.ysize() : header.xsize();
        int height = transposed ? header.xsize() : header.ysize();
        Map<String, String> tags = new LinkedHashMap<>();
        String red = transposed ? header.name2() : header.name1();
        String black = transposed ? header.name1() : header.name2();
        if (!red.isEmpty()) {
            tags.put(TwixtRecords.RED, red);
        }
        if (!black.isEmpty()) {
            tags.put(TwixtRecords.BLACK, black);
        }
        tags.put("RedType", (transposed ? header.human2() : header.human1()) ? "human" : "program");
        tags.put("BlackType", (transposed ? header.human1() : header.human2()) ? "human" : "program");
        final Header h = header;
        java.util.function.Function<Game, GameRecord> replay = game -> replay(text, game, moves, h, tags);
        Map<String, String> options = new LinkedHashMap<>();
        options.put("width", Integer.toString(width));
        options.put("height", Integer.toString(height));
        if (!header.pie()) {
            options.put("swap", "none");
        } else if (mirror || header.mirrorNote()) {
            options.put("swap", "mirror");
        }
        int optionsOffset = header.ysizeOffset();
        for (Move m : moves) {
            if (m.kind() == Kind.SWAP_MIRROR) {
                optionsOffset = m.offset();
                break;
            }
        }
        TwixtGame implied = TwixtRecords.game("t1", options, text, optionsOffset);
        return new TwixtRecords.Parsed(implied, replay, width, height, text, header.ysizeOffset());
    }

    private static GameRecord replay(String text, Game game, List<Move> moves, Header header, Map<String, String> tags) {
        TwixtRecords.Replay rp = new TwixtRecords.Replay(game, text);
        int n = 0;
        for (Move m : moves) {
            n++;
            String what = "move " + n + " " + m.token();
            switch (m.kind()) {
                case SWAP_MIRROR, SWAP_SIDES -> rp.swap(what);
                case RESIGN -> rp.resign(Math.max(0, rp.state.currentPlayer()), what);
                case DRAW -> rp.agreeDraw(what);
                default -> {
                    int[] cr;
                    try {
                        cr = TwixtNotation.parseHole(m.token(), header.xsize(), header.ysize());
                    } catch (MoveException e) {
                        throw RecordException.at(text, m.offset(), what + ": " + e.getMessage());
                    }
                    if (header.secondStarts()) {
                        rp.place(cr[1], cr[0], what);
                    } else {
                        rp.place(cr[0], cr[1], what);
                    }
                }
            }
        }
        return rp.record(tags);
    }

    private static List<Line> lines(String text) {
        List<Line> out = new ArrayList<>();
        int pos = text.startsWith("\uFEFF") ? 1 : 0;
        int number = 1;
        while (pos <= text.length()) {
            int nl = text.indexOf('\n', pos);
            int end = nl < 0 ? text.length() : nl;
            String raw = text.substring(pos, end);
            if (raw.endsWith("\r")) {
                raw = raw.substring(0, raw.length() - 1);
            }
            int hash = raw.indexOf('#');
            String before = hash < 0 ? raw : raw.substring(0, hash);
            String comment = hash < 0 ? null : raw.substring(hash + 1);
            int lead = 0;
            while (lead < before.length() && Character.isWhitespace(before.charAt(lead))) {
                lead++;
            }
            out.add(new Line(number, pos, before.trim(), pos + lead, comment));
            if (nl < 0) {
                break;
            }
            pos = nl + 1;
            number++;
        }
        return out;
    }

    /**
     * The header: T1j's reading (the first eleven non-empty lines), or with {@code positional}
     * twixtbot-ui's (physical lines 3 to 13, empty values taking T1j's defaults).
     */
    private static Header header(String text, List<Line> lines, boolean positional) {
        List<Line> fields = new ArrayList<>();
        int firstMove;
        if (positional) {
            if (lines.size() < 13) {
                throw RecordException.at(text, text.length(), "a positional header needs 13 lines");
            }
            fields.addAll(lines.subList(2, 13));
            firstMove = 13;
        } else {
            int i = 0;
            while (i < lines.size() && fields.size() < 11) {
                if (!lines.get(i).content().isEmpty()) {
                    fields.add(lines.get(i));
                }
                i++;
            }
            if (fields.size() < 11) {
                throw RecordException.at(text, text.length(), "the header ends after " + fields.size()
                        + " of its 11 fields; missing: " + FIELDS[fields.size()]);
            }
            firstMove = i;
        }
        String name1 = fields.get(1).content();
        String name2 = fields.get(2).content();
        int ysize = size(text, fields.get(3), 3);
        int xsize = size(text, fields.get(4), 4);
        boolean human1 = letter(text, fields.get(5), 5, "HC", 'H') == 'H';
        boolean human2 = letter(text, fields.get(6), 6, "HC", 'H') == 'H';
        boolean secondStarts = letter(text, fields.get(7), 7, "12", '1') == '2';
        boolean pie = letter(text, fields.get(9), 9, "YN", 'Y') == 'Y';
        letter(text, fields.get(10), 10, "YN", 'N');
        String pieComment = fields.get(9).comment();
        boolean mirrorNote = pieComment != null && pieComment.toLowerCase(Locale.ROOT).contains("mirror");
        return new Header(name1, name2, ysize, xsize, human1, human2, secondStarts, pie, mirrorNote,
                fields.get(3).contentOffset(), firstMove);
    }

    private static int size(String text, Line field, int index) {
        if (field.content().isEmpty()) {
            return 24;
        }
        try {
            return Integer.parseInt(field.content());
        } catch (NumberFormatException e) {
            throw RecordException.at(text, field.contentOffset(), "header field " + (index + 1) + " (" + FIELDS[index]
                    + ") must be a number, but is '" + field.content() + "'");
        }
    }

    private static char letter(String text, Line field, int index, String allowed, char empty) {
        if (field.content().isEmpty()) {
            return empty;
        }
        char c = Character.toUpperCase(field.content().charAt(0));
        if (field.content().length() != 1 || allowed.indexOf(c) < 0) {
            throw RecordException.at(text, field.contentOffset(), "header field " + (index + 1) + " (" + FIELDS[index]
                    + ") must be " + allowed.charAt(0) + " or " + allowed.charAt(1) + ", but is '" + field.content() + "'");
        }
        return c;
    }

    @Override
    public String write(GameRecord record) {
        TwixtGame game = TwixtRecords.twixt(record.game());
        TwixtRules.SwapForm swap = game.rules().swap();
        if (!game.parameters().ruleset().equals("t1") || !TwixtRecords.onlyOptions(record, "width", "height", "swap")
                || swap == TwixtRules.SwapForm.ROTATE) {
            throw new IllegalArgumentException("a .T1 file plays T1j's rules (ruleset t1: automatic links, own links "
                    + "may not cross, no removal; swap sides, none, or twixtbot-ui's mirror); " + game.spec()
                    + " cannot be written as .T1");
        }
        List<TwixtRecords.PegMove> moves = TwixtRecords.pegMoves(record, "T1j .T1");
        Map<String, String> tags = record.tags();
        StringBuilder sb = new StringBuilder();
        sb.append("# File created by Ludotheque\n");
        sb.append("# TwixT game in the file format of T1j\n");
        sb.append("1 # version of file-format\n");
        sb.append(name(tags.get(TwixtRecords.RED), "Red")).append("# Name of Player 1\n");
        sb.append(name(tags.get(TwixtRecords.BLACK), "Black")).append("# Name of Player 2\n");
        sb.append(game.height()).append("# y-size of board\n");
        sb.append(game.width()).append("# x-size of board\n");
        sb.append("program".equals(tags.get("RedType")) ? 'C' : 'H').append("# player 1 human or computer\n");
        sb.append("program".equals(tags.get("BlackType")) ? 'C' : 'H').append("# player 2 human or computer\n");
        sb.append("1# starting player (1 plays top-down)\n");
        sb.append("V# Direction of letters\n");
        sb.append(swap == TwixtRules.SwapForm.NONE ? 'N' : 'Y').append(swap == TwixtRules.SwapForm.MIRROR
                ? "# pierule? (mirror: a swap line mirrors the peg, as in twixtbot-ui)\n" : "# pierule?\n");
        sb.append(record.replay().isTerminal() ? 'Y' : 'N').append("# game already over?\n");
        for (TwixtRecords.PegMove m : moves) {
            if (!m.isSwap()) {
                sb.append(TwixtNotation.holeName(m.col(), m.row())).append('\n');
            } else if (swap == TwixtRules.SwapForm.MIRROR) {
                sb.append("swap\n");
            } else {
                sb.append("# swap (pie rule: the players exchange sides; T1j shows it by exchanging the names)\n");
            }
        }
        if (record.resignedPlayer() >= 0) {
            TwixtState end = (TwixtState) record.replay();
            if (end.colourToMove() != record.resignedPlayer()) {
                throw new IllegalArgumentException("a .T1 'resign' line is the resignation of the player to move, but "
                        + game.playerName(record.resignedPlayer()) + " resigned on the opponent's turn");
            }
            sb.append("resign\n");
        } else if (record.drawAgreed()) {
            sb.append("draw\n");
        }
        return sb.toString();
    }

    private static String name(String name, String fallback) {
        if (name == null || name.isBlank()) {
            return fallback;
        }
        if (name.indexOf('#') >= 0 || name.indexOf('\n') >= 0 || name.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("player name '" + name + "' cannot be written in a .T1 file, where '#' "
                    + "starts a comment and each field is one line");
        }
        return name.trim();
    }
}
