package org.ludotheque.server.board;

import org.ludotheque.engine.State;
import tools.jackson.databind.node.ObjectNode;

/** Twixt's position for {@code web/games/twixt/board.js}. */
final class TwixtBoard implements BoardExport {

    @Override
    public String game() {
        return "twixt";
    }

    @Override
    public void write(State state, ObjectNode out) {
        // TODO(ui): the twixt board's data
    }
}
