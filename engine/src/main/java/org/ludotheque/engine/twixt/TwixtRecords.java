package org.ludotheque.engine.twixt;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.ludotheque.engine.Game;
import org.ludotheque.engine.GameRecord;
import org.ludotheque.engine.MoveException;
import org.ludotheque.engine.ParameterException;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.RecordException;

/**
 * What the peg-only TwixT record formats (SGF, Little Golem, T1j, OpenSpiel) share: turning a
 * {@link GameRecord} into a list of pegs and swaps (refusing what such a list cannot hold), and
 * replaying such a list with error messages that name the move, the move number and the rule.
 */
final class TwixtRecords {

    private TwixtRecords() {
    }

    /** Tag keys shared by the TwixT formats (and written by the native format as {@code [Red "…"]}). */
    static final String RED = "Red";
    static final String BLACK = "Black";

    /** One move of a peg-only record: a peg at (col, row), or the swap. */
    record PegMove(int col, int row) {
        static final PegMove SWAP = new PegMove(-1, -1);

        boolean isSwap() {
            return col < 0;
        }
    }

    static TwixtGame twixt(Game game) {
        if (!(game instanceof TwixtGame t)) {
            throw new IllegalArgumentException("not a TwixT game: " + game.spec());
        }
        return t;
    }

    /**
     * The record as pegs and swaps. Every turn must be one that {@link TwixtNotation#playPegTurn}
     * reproduces: one peg with the links automatic linking gives it (in any order; when the turn
     * ends the game, a subset of them), or a swap. Link removals, links chosen differently and
     * lifted pegs cannot be held and throw an {@link IllegalArgumentException} naming the move.
     */
    static List<PegMove> pegMoves(GameRecord record, String format) {
        TwixtGame game = twixt(record.game());
        TwixtGeometry g = game.geo;
        TwixtActions act = game.actions;
        TwixtState s = game.newInitialState();
        int[] a = record.actions();
        List<PegMove> out = new ArrayList<>();
        int n = 0;
        for (int[] range : record.turnRanges()) {
            n++;
            int turn = s.turn();
            if (a[range[0]] == act.swap) {
                s.apply(act.swap);
                out.add(PegMove.SWAP);
                continue;
            }
            int place = -1;
            Set<Integer> links = new HashSet<>();
            for (int i = range[0]; i < range[1]; i++) {
                int x = a[i];
                if (act.isPlace(x)) {
                    place = x;
                } else if (act.isRemoveLink(x)) {
                    throw cannotHold(format, n, "removes the link " + linkName(g, x - act.removeLink));
                } else if (act.isLift(x)) {
                    throw cannotHold(format, n, "lifts the peg at " + TwixtNotation.holeName(g, x - act.liftPeg)
                            + " (supply rule)");
                } else if (act.isAddLink(x)) {
                    links.add(x);
                }
            }
            if (place < 0) {
                throw cannotHold(format, n, "places no peg");
            }
            TwixtState auto = s.copy();
            int before = auto.historySize();
            TwixtNotation.playPegTurn(auto, g.col(place), g.row(place));
            Set<Integer> autoLinks = new HashSet<>();
            int[] h = auto.history();
            for (int i = before; i < h.length; i++) {
                if (act.isAddLink(h[i])) {
                    autoLinks.add(h[i]);
                }
            }
            for (int i = range[0]; i < range[1]; i++) {
                s.apply(a[i]);
            }
            if (s.turn() == turn && !s.isTerminal()) {
                throw cannotHold(format, n, "is not finished: the record ends in the middle of the turn");
            }
            for (int x : links) {
                if (!autoLinks.contains(x)) {
                    throw cannotHold(format, n, "adds the link " + linkName(g, x - act.addLink)
                            + ", which is not a link of the peg just placed");
                }
            }
            if (!s.isTerminal()) {
                for (int x : autoLinks) {
                    if (!links.contains(x)) {
                        throw cannotHold(format, n, "leaves out the link " + linkName(g, x - act.addLink)
                                + ", which automatic linking would add");
                    }
                }
            }
            out.add(new PegMove(g.col(place), g.row(place)));
        }
        return out;
    }

    private static IllegalArgumentException cannotHold(String format, int n, String what) {
        return new IllegalArgumentException(format + " cannot hold move " + n + ": it " + what
                + "; the format records only pegs, each with the links automatic linking gives it");
    }

    private static String linkName(TwixtGeometry g, int slot) {
        return TwixtNotation.holeName(g, g.linkA[slot]) + "-" + TwixtNotation.holeName(g, g.linkB[slot]);
    }

    /** The player index (colour) that makes each move of {@code moves}, for formats that write it. */
    static int[] movers(TwixtGame game, List<PegMove> moves) {
        TwixtState s = game.newInitialState();
        int[] out = new int[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            out[i] = s.currentPlayer();
            PegMove m = moves.get(i);
            if (m.isSwap()) {
                s.apply(s.actions().swap);
            } else {
                TwixtNotation.playPegTurn(s, m.col(), m.row());
            }
        }
        return out;
    }

    /** Whether the game's options, apart from those named, are the presets of its ruleset. */
    static boolean onlyOptions(Game game, String... allowed) {
        Parameters p = game.parameters();
        Parameters plain = Parameters.resolve(p.definition(), p.ruleset(), Map.of());
        Set<String> ok = Set.of(allowed);
        for (Map.Entry<String, String> e : p.values().entrySet()) {
            if (!ok.contains(e.getKey()) && !e.getValue().equals(plain.values().get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Like {@link #onlyOptions(Game, String...)}, but {@code drawCheck=false} also passes when the
     * record plays on after a position the draw check ends: the readers then restore it exactly
     * (see {@link #withDrawFallback}).
     */
    static boolean onlyOptions(GameRecord record, String... allowed) {
        Game game = record.game();
        if (onlyOptions(game, allowed)) {
            return true;
        }
        String[] more = java.util.Arrays.copyOf(allowed, allowed.length + 1);
        more[allowed.length] = "drawCheck";
        return onlyOptions(game, more) && !game.parameters().getBool("drawCheck") && playsPastBlockedDraw(record);
    }

    /** Whether, with the draw check on, the record's game would end in a blocked draw before its last action. */
    static boolean playsPastBlockedDraw(GameRecord record) {
        Game checked = record.game().definition().create(record.game().parameters().with("drawCheck", "true"));
        org.ludotheque.engine.State s = checked.newInitialState();
        for (int a : record.actions()) {
            if (s.isTerminal()) {
                return s.outcome().reason().equals("neither side can connect");
            }
            s.apply(a);
        }
        return false;
    }

    /** A TwixT game from a ruleset and options found in a file; a bad value is a syntax error at {@code offset}. */
    static TwixtGame game(String ruleset, Map<String, String> options, String text, int offset) {
        try {
            return (TwixtGame) TwixtDefinition.INSTANCE.create(
                    Parameters.resolve(TwixtDefinition.INSTANCE, ruleset, options));
        } catch (ParameterException e) {
            throw RecordException.at(text, offset, e.getMessage());
        }
    }

    static TwixtGame game(String ruleset, int width, int height, String text, int offset) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("width", Integer.toString(width));
        options.put("height", Integer.toString(height));
        return game(ruleset, options, text, offset);
    }

    /** The chosen game, checked to be TwixT on the record's board. */
    static TwixtGame chosen(Game rules, int width, int height, String text, int offset) {
        TwixtGame g = twixt(rules);
        if (g.width() != width || g.height() != height) {
            throw RecordException.at(text, offset, "the record's board is " + width + " x " + height
                    + " but the chosen game " + rules.spec() + " is " + g.width() + " x " + g.height());
        }
        return g;
    }

    /**
     * A record read but not yet replayed: the game it implies, and its replay under any game
     * (checked to have the record's board).
     */
    record Parsed(TwixtGame implied, Function<Game, GameRecord> replay, int width, int height, String text,
                  int sizeOffset) {

        GameRecord read(Game rules) {
            if (rules != null) {
                chosen(rules, width, height, text, sizeOffset);
                return replay.apply(rules);
            }
            return withDrawFallback(implied, replay);
        }
    }

    /**
     * Reads with the game the format implies; when that game ends in a draw because neither side
     * can still connect but the file plays on (the programs behind these formats do not stop there),
     * reads again with {@code drawCheck=false} so that the whole game is kept.
     */
    static GameRecord withDrawFallback(Game implied, Function<Game, GameRecord> read) {
        try {
            return read.apply(implied);
        } catch (BlockedDraw e) {
            if (!implied.parameters().getBool("drawCheck")) {
                throw e;
            }
            return read.apply(implied.definition().create(implied.parameters().with("drawCheck", "false")));
        }
    }

    /** A move after the rules declared a draw because neither side can connect. */
    static final class BlockedDraw extends RecordException {
        private static final long serialVersionUID = 1L;

        BlockedDraw(String message) {
            super(message);
        }
    }

    /** Replays pegs, swaps and ends on a state, turning every refusal into a {@link RecordException}. */
    static final class Replay {
        final TwixtGame game;
        final TwixtState state;
        final String text;
        private String end;

        Replay(Game game, String text) {
            this.game = twixt(game);
            this.state = this.game.newInitialState();
            this.text = text;
        }

        TwixtGeometry geometry() {
            return game.geo;
        }

        /** A peg at (col, row); {@code what} names the move, e.g. {@code move 14 K12}. */
        void place(int col, int row, String what) {
            checkOpen(what);
            TwixtGeometry g = game.geo;
            int h = g.hole(col, row);
            String why = state.whyIllegal(h);
            if (why != null) {
                throw new RecordException(what + ": " + why);
            }
            try {
                TwixtNotation.playPegTurn(state, col, row);
            } catch (MoveException e) {
                throw new RecordException(what + ": " + e.getMessage());
            }
        }

        void swap(String what) {
            checkOpen(what);
            String why = state.whyIllegal(game.actions.swap);
            if (why != null) {
                throw new RecordException(what + ": " + why);
            }
            state.apply(game.actions.swap);
        }

        void resign(int player, String what) {
            checkOpen(what);
            state.resign(player);
            end = game.playerName(player) + " resigned";
        }

        void agreeDraw(String what) {
            checkOpen(what);
            state.agreeDraw();
            end = "a draw was agreed";
        }

        boolean isOver() {
            return state.isTerminal();
        }

        private void checkOpen(String what) {
            if (end != null) {
                throw new RecordException(what + ": comes after the end of the game (" + end + ")");
            }
            if (state.isTerminal()) {
                String message = what + ": the game is already over: " + state.outcome();
                if (state.outcome().reason().equals("neither side can connect")) {
                    throw new BlockedDraw(message);
                }
                throw new RecordException(message);
            }
        }

        GameRecord record(Map<String, String> tags) {
            return GameRecord.of(state, tags);
        }
    }
}
