package org.ludotheque.server.board;

import java.util.List;
import org.ludotheque.engine.Parameters;
import org.ludotheque.engine.State;
import org.ludotheque.engine.twixt.TwixtState;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * TwixT's position for {@code web/games/twixt/board.js}. Columns and rows are 0-based, rows from
 * the top, as in the notation ({@code A1} is column 0, row 0). The shape:
 *
 * <pre>{@code
 * {"width": 8, "height": 8,
 *  "borders": {"red": "rows", "black": "columns"},
 *  "rules": {"linking": "automatic", "ownCrossing": true, "removal": true, "swap": "sides"},
 *  "pegs":  [{"col": 3, "row": 2, "colour": "red"}, …],
 *  "links": [{"a": [3, 2], "b": [4, 4], "colour": "red"}, …],
 *  "toMove": "black",
 *  "placed": [3, 2] | null,
 *  "choosingLinks": false,
 *  "swapAvailable": true,
 *  "supply": {"pegs": 0, "links": 0},
 *  "pegsLeft": {"red": 47, "black": 48},
 *  "linksLeft": {"red": 40, "black": 45}}
 * }</pre>
 *
 * <ul>
 * <li>{@code borders}: Red joins the first and last rows, Black the first and last columns (the
 * four corner holes do not exist); a player never places in the other's border.</li>
 * <li>{@code rules}: the switches the view needs to build a turn (manual linking means clicks
 * add links after the peg; removal makes own links clickable before it).</li>
 * <li>{@code links}: each link once, with {@code a} its left end.</li>
 * <li>{@code placed}: the peg of the turn in progress (a partial turn under manual linking), else null.</li>
 * <li>{@code supply}: the pegs and links each player started with, 0 for unlimited;
 * {@code pegsLeft} / {@code linksLeft} are present only when that supply is limited.</li>
 * </ul>
 */
final class TwixtBoard implements BoardExport {

    /** The four knight steps pointing rightwards or straight down-right: each link is met once, from its left end. */
    private static final int[][] FORWARD = {{1, -2}, {2, -1}, {2, 1}, {1, 2}};

    @Override
    public String game() {
        return "twixt";
    }

    @Override
    public void write(State state, ObjectNode out) {
        TwixtState s = (TwixtState) state;
        List<String> colours = s.game().definition().playerNames();
        Parameters p = s.game().parameters();
        int w = s.width();
        int h = s.height();
        out.put("width", w);
        out.put("height", h);
        ObjectNode borders = out.putObject("borders");
        borders.put(colours.get(0), "rows");
        borders.put(colours.get(1), "columns");
        ObjectNode rules = out.putObject("rules");
        rules.put("linking", s.manualLinking() ? "manual" : "automatic");
        rules.put("ownCrossing", s.ownLinksMayCross());
        rules.put("removal", s.linkRemoval());
        rules.put("swap", p.get("swap"));

        ArrayNode pegs = out.putArray("pegs");
        ArrayNode links = out.putArray("links");
        for (int row = 0; row < h; row++) {
            for (int col = 0; col < w; col++) {
                int c = s.pegAt(col, row);
                if (c < 0) {
                    continue;
                }
                ObjectNode peg = pegs.addObject();
                peg.put("col", col);
                peg.put("row", row);
                peg.put("colour", colours.get(c));
                for (int[] d : FORWARD) {
                    int col2 = col + d[0];
                    int row2 = row + d[1];
                    if (col2 >= w || row2 < 0 || row2 >= h) {
                        continue;
                    }
                    int lc = s.linkBetween(col, row, col2, row2);
                    if (lc >= 0) {
                        ObjectNode link = links.addObject();
                        link.putArray("a").add(col).add(row);
                        link.putArray("b").add(col2).add(row2);
                        link.put("colour", colours.get(lc));
                    }
                }
            }
        }

        out.put("toMove", colours.get(s.colourToMove()));
        int placed = s.placedThisTurn();
        if (placed >= 0 && s.choosingLinks()) {
            out.putArray("placed").add(placed % w).add(placed / w);
        } else {
            out.putNull("placed");
        }
        out.put("choosingLinks", s.choosingLinks());
        out.put("swapAvailable", s.swapAvailable());

        int pegSupply = p.getInt("pegs");
        int linkSupply = p.getInt("links");
        ObjectNode supply = out.putObject("supply");
        supply.put("pegs", pegSupply);
        supply.put("links", linkSupply);
        if (pegSupply > 0) {
            ObjectNode left = out.putObject("pegsLeft");
            left.put(colours.get(0), s.pegsLeft(0));
            left.put(colours.get(1), s.pegsLeft(1));
        }
        if (linkSupply > 0) {
            ObjectNode left = out.putObject("linksLeft");
            left.put(colours.get(0), s.linksLeft(0));
            left.put(colours.get(1), s.linksLeft(1));
        }
    }
}
