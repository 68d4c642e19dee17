package org.ludotheque.engine.twixt;

import org.ludotheque.engine.ParameterException;
import org.ludotheque.engine.Parameters;

/** The TwixT switches a game was created with, read once from its parameters. */
record TwixtRules(int width, int height, boolean manualLinking, boolean ownLinksMayCross, boolean linkRemoval,
                  SwapForm swap, int pegSupply, int linkSupply, int turnLimit, boolean drawCheck) {

    enum SwapForm { SIDES, MIRROR, ROTATE, NONE }

    static TwixtRules from(Parameters p) {
        int width = p.getInt("width");
        int height = p.getInt("height");
        SwapForm swap = SwapForm.valueOf(p.get("swap").toUpperCase(java.util.Locale.ROOT));
        if ((swap == SwapForm.MIRROR || swap == SwapForm.ROTATE) && width != height) {
            throw new ParameterException("option swap: '" + p.get("swap") + "' needs a square board, but it is "
                    + width + " x " + height + "; allowed on this board: sides, none");
        }
        int pegs = p.getInt("pegs");
        int links = p.getInt("links");
        int limit = p.getInt("turnLimit");
        if (limit == 0 && (pegs > 0 || links > 0)) {
            // Re-using pieces could go on for ever: the limited-supply game stops at a fixed length.
            limit = 4 * width * height;
        }
        return new TwixtRules(width, height, p.get("linking").equals("manual"), p.getBool("ownCrossing"),
                p.getBool("removal"), swap, pegs, links, limit, p.getBool("drawCheck"));
    }

    boolean supplyRule() {
        return pegSupply > 0 || linkSupply > 0;
    }

    /** Whether an own link stays on the board for good, so that it blocks own links crossing it for good. */
    boolean ownLinksPermanent() {
        return !linkRemoval && !supplyRule();
    }
}
