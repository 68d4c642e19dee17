package org.ludotheque.server.board;

import org.ludotheque.engine.State;
import tools.jackson.databind.node.ObjectNode;

/** Thoughtwave's position for {@code web/games/thoughtwave/board.js}. */
final class ThoughtwaveBoard implements BoardExport {

    @Override
    public String game() {
        return "thoughtwave";
    }

    @Override
    public void write(State state, ObjectNode out) {
        // TODO(ui): the thoughtwave board's data
    }
}
