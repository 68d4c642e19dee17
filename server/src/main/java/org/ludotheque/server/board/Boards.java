package org.ludotheque.server.board;

import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ludotheque.engine.State;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** The board exports by game id. */
public final class Boards {

    private static final Map<String, BoardExport> BY_GAME = Stream.<BoardExport>of(
                    new TwixtBoard(), new ThoughtwaveBoard(), new WykershamBoard())
            .collect(Collectors.toUnmodifiableMap(BoardExport::game, Function.identity()));

    private Boards() {}

    /** The position as the board view reads it; {@code {}} for a game without an export. */
    public static ObjectNode of(State state) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        BoardExport e = BY_GAME.get(state.game().definition().id());
        if (e != null) {
            e.write(state, out);
        }
        return out;
    }
}
