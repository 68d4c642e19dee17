package org.ludotheque.server;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Where games live: one row per game and an append-only list of its events (moves, rolls,
 * resignations, offers, takebacks). A game's state is the replay of its events. Every write is
 * committed when the method returns.
 */
public interface Store extends AutoCloseable {

    /** A game's row. A seat's kind is {@code person} or a computer player's spec; a null token is an open (or computer) seat. */
    record GameRow(String id, String spec, String mode, String[] kinds, String[] tokens, String status,
                   String result, String reason, Instant created, Instant updated) {
    }

    /**
     * One event. {@code kind}: {@code move}, {@code forced} (a move without a choice, played by the server), {@code roll}, {@code resign}, {@code draw_offer},
     * {@code draw}, {@code takeback_offer}, {@code takeback}, {@code decline}, {@code rematch} (once
     * the game is over; {@code text} is the new game's id). {@code ply} is the
     * length of the live move list before the event (for a takeback: the length it goes back to).
     */
    record Event(int seq, String kind, int ply, Integer seat, String text, int[] actions, boolean dice, Instant time) {
    }

    void createGame(GameRow game);

    Optional<GameRow> game(String id);

    /** Games with the given status, most recently updated first. */
    List<GameRow> games(String status, int limit);

    List<Event> events(String gameId);

    /**
     * Appends events and updates the game's status, result and tokens in one transaction.
     * Fails (without writing anything) when an event's sequence number is already taken.
     */
    void append(String gameId, List<Event> events, GameRow updated);

    /** Updates a game row alone (a seat joined). */
    void update(GameRow updated);

    @Override
    void close();
}
