package org.ludotheque.server.board;

import org.ludotheque.engine.State;
import tools.jackson.databind.node.ObjectNode;

/**
 * A game's position as plain data for its board view in the browser ({@code web/games/ID/board.js}).
 * The rules stay in the engine; this only reads a state's public accessors. The shape of each
 * game's object is documented in {@code docs/ui.md}.
 */
public interface BoardExport {

    /** The game id ({@code GameDefinition.id()}) this export draws. */
    String game();

    /** Writes the position of {@code state} into {@code out}. */
    void write(State state, ObjectNode out);
}
