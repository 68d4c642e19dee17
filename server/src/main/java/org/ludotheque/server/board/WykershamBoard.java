package org.ludotheque.server.board;

import org.ludotheque.engine.State;
import org.ludotheque.engine.wykersham.WykershamActions;
import org.ludotheque.engine.wykersham.WykershamState;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Wykersham's position for {@code web/games/wykersham/board.js}. Everything is board-fixed, as A
 * (south) sees it: rail 0 nearest A, board columns 0..6 from A's left; cup {@code c} of rail
 * {@code r} stands in column {@code c - 2 + offsets[r]}. The board view draws from this alone and
 * asks the server (legal actions) for what is allowed; the only rule it repeats is that geometry.
 *
 * <pre>{@code
 * {"phase": "place",            // start, roll, place, slide, settle, choose-line, take-line, over
 *  "mover": "a",                // who acts in this turn (null before the starting roll)
 *  "turn": 6, "turns": 30,      // finished turns, turns in a game
 *  "dice": [5, 1],              // this turn's dice, the higher first; null before the roll
 *  "marble": 0,                 // 0 or 1: the turn's marble being played
 *  "offsets": [-1, 0, 0, 0, 0], // per rail, -2..2 (rail 2 always 0)
 *  "cups": [[[0, 0], [1, 0], …11 cups], …5 rails],   // [A's marbles, B's marbles] per cup
 *  "shared": [[false, …7 columns], …5 rails],       // the cup standing in that frame column takes both colours
 *  "labels": {"a": ["1","2","3","#","4","5","6"], "b": ["6","5","4","#","3","2","1"]},  // label of board column x
 *  "players": {"a": {"supply": 23, "score": 0}, "b": {"supply": 24, "score": 0}},
 *  "allowedColumns": [0, 4],    // board columns the roll allows for the marble due (empty when none is)
 *  "placedRail": 4,             // rail of the marble being slid or settled, or null
 *  "slidRail": null,            // rail slid this turn, or null
 *  "complete": {"a": [line…], "b": [line…]},        // lines complete for each player now
 *  "goalLines": [line…],        // the goal being settled (empty when none)
 *  "takenLines": [line…],       // option goalPerLine: goal lines already taken
 *  "goalCups": [[rail, cup]…],  // the goal's cups in settlement order (rail, then cup)
 *  "settlingCup": [rail, cup],  // the goal cup whose count is asked next, or null
 *  "slideGoals": {"left": [line…], "right": [line…]}}  // while sliding: the goal each slide would make
 * }</pre>
 *
 * A line is {@code {"id": 10, "centre": 3, "slope": 0}}: its cup on rail {@code r} stands in board
 * column {@code centre + slope * (r - 2)}; slope 1 is {@code /}, -1 is {@code \}.
 */
final class WykershamBoard implements BoardExport {

    private static final String[] PLAYERS = {"a", "b"};

    @Override
    public String game() {
        return "wykersham";
    }

    @Override
    public void write(State state, ObjectNode out) {
        WykershamState s = (WykershamState) state;
        boolean sharedLabels = s.game().rules().sharedLabels();
        WykershamState.Phase phase = s.phase();
        out.put("phase", phase.name().toLowerCase().replace("starting_roll", "start")
                .replace("choose_line", "choose-line").replace("take_line", "take-line"));
        if (phase == WykershamState.Phase.STARTING_ROLL) {
            out.putNull("mover");
        } else {
            out.put("mover", PLAYERS[s.mover()]);
        }
        out.put("turn", s.turn());
        out.put("turns", WykershamState.TURNS);
        if (s.dieHigh() == 0) {
            out.putNull("dice");
        } else {
            out.putArray("dice").add(s.dieHigh()).add(s.dieLow());
        }
        out.put("marble", s.marbleIndex());

        ArrayNode offsets = out.putArray("offsets");
        ArrayNode cups = out.putArray("cups");
        ArrayNode shared = out.putArray("shared");
        for (int r = 0; r < WykershamState.RAILS; r++) {
            offsets.add(s.offset(r));
            ArrayNode rail = cups.addArray();
            for (int c = 0; c < WykershamState.CUPS; c++) {
                rail.addArray().add(s.marbles(0, r, c)).add(s.marbles(1, r, c));
            }
            ArrayNode sh = shared.addArray();
            for (int x = 0; x < WykershamState.COLUMNS; x++) {
                sh.add(s.sharedCup(x, r));
            }
        }

        ObjectNode labels = out.putObject("labels");
        ObjectNode players = out.putObject("players");
        ObjectNode complete = out.putObject("complete");
        for (int p = 0; p < 2; p++) {
            ArrayNode l = labels.putArray(PLAYERS[p]);
            for (int x = 0; x < WykershamState.COLUMNS; x++) {
                l.add(WykershamActions.label(p, x, sharedLabels));
            }
            ObjectNode pl = players.putObject(PLAYERS[p]);
            pl.put("supply", s.supply(p));
            pl.put("score", s.score(p));
            lines(complete.putArray(PLAYERS[p]), s.completeLines(p));
        }

        ArrayNode allowed = out.putArray("allowedColumns");
        for (int x = 0; x < WykershamState.COLUMNS; x++) {
            if ((s.allowedColumns() >>> x & 1) != 0) {
                allowed.add(x);
            }
        }
        railOrNull(out, "placedRail", s.placedRail());
        railOrNull(out, "slidRail", s.slidRail());
        lines(out.putArray("goalLines"), s.goalLines());
        lines(out.putArray("takenLines"), s.takenLines());
        ArrayNode goalCups = out.putArray("goalCups");
        if (s.goalLines() != 0) {
            for (int r = 0; r < WykershamState.RAILS; r++) {
                int m = s.goalCups(r);
                for (int c = 0; c < WykershamState.CUPS; c++) {
                    if ((m >>> c & 1) != 0) {
                        goalCups.addArray().add(r).add(c);
                    }
                }
            }
        }
        int settling = s.settlingCup();
        if (settling < 0) {
            out.putNull("settlingCup");
        } else {
            out.putArray("settlingCup").add(settling / WykershamState.CUPS).add(settling % WykershamState.CUPS);
        }
        ObjectNode slideGoals = out.putObject("slideGoals");
        lines(slideGoals.putArray("left"), s.slideGoals(-1));
        lines(slideGoals.putArray("right"), s.slideGoals(1));
    }

    private static void railOrNull(ObjectNode out, String field, int rail) {
        if (rail < 0) {
            out.putNull(field);
        } else {
            out.put(field, rail);
        }
    }

    /** The lines of a mask (bit {@code 7 (slope + 1) + centre}), in id order. */
    private static void lines(ArrayNode out, int mask) {
        for (int id = 0; id < WykershamActions.LINES; id++) {
            if ((mask >>> id & 1) != 0) {
                ObjectNode l = out.addObject();
                l.put("id", id);
                l.put("centre", WykershamActions.lineCentre(id));
                l.put("slope", WykershamActions.lineSlope(id));
            }
        }
    }
}
