package org.ludotheque.server.board;

import org.ludotheque.engine.State;
import tools.jackson.databind.node.ObjectNode;

/** Wykersham's position for {@code web/games/wykersham/board.js}. */
final class WykershamBoard implements BoardExport {

    @Override
    public String game() {
        return "wykersham";
    }

    @Override
    public void write(State state, ObjectNode out) {
        // TODO(ui): the wykersham board's data
    }
}
