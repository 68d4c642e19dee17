package org.ludotheque.engine;

import java.util.List;

/** One text format for whole games (SGF, a move list, …): import and export. */
public interface RecordFormat {

    /** Short name used with {@code --format}, e.g. {@code sgf}. */
    String id();

    /** File name extensions, without the dot. */
    List<String> extensions();

    String description();

    /**
     * Reads a record and replays it. With {@code rules} null the game the record itself implies
     * is used; otherwise the record's moves are replayed under {@code rules}. Malformed text throws
     * {@link RecordException} with its line and column; a move illegal under the rules in force
     * throws {@link RecordException} naming the move number, the move and the rule.
     */
    GameRecord read(String text, Game rules);

    /**
     * The game a record implies (ruleset, board size, options) without replaying its moves, so
     * that a caller can replay them under other rules even when they are illegal under these.
     */
    default Game impliedGame(String text) {
        return read(text, null).game();
    }

    /** Writes a record; {@code read(write(r), null)} equals {@code r} for the games the format can hold. */
    String write(GameRecord record);
}
