package org.ludotheque.server;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import org.ludotheque.ai.Player;
import org.ludotheque.engine.Game;
import org.ludotheque.engine.Games;
import org.ludotheque.engine.State;

/**
 * A game in memory: its row, its events and the state they replay to. Guarded by {@link #lock}:
 * one writer per game. Seats are the people (or computers) at the table; colours are the game's
 * players; the pie rule by sides exchanges them, so {@link #colourOf} follows {@link #swapped}.
 */
final class LiveGame {

    final ReentrantLock lock = new ReentrantLock();
    final Game game;
    Store.GameRow row;
    final List<Store.Event> events = new ArrayList<>();
    /** The live line: move, forced and roll events, taken-back ones removed. */
    final List<Store.Event> line = new ArrayList<>();
    State state;
    boolean swapped;
    Integer drawOffer;
    Integer takebackOffer;
    /** The seat that asked for a rematch once the game was over, and the new game's id; null before. */
    Integer rematchBy;
    String rematchId;
    /** Whether the rematch's other seat is its player's: at once against the computer or on one screen, between people once taken. */
    boolean rematchAccepted;
    /** Changes on every takeback, so that a computer's late answer is dropped. */
    int generation;
    boolean thinking;
    final Player[] computers = new Player[2];
    /** The public view as of {@link #cachedEvents} events, {@link #cachedRow} and {@link #cachedThinking}. */
    tools.jackson.databind.node.ObjectNode cachedView;
    int cachedEvents = -1;
    Store.GameRow cachedRow;
    boolean cachedThinking;
    /** The move list by turns: finished turns, the state after them, how many actions they hold. */
    final List<tools.jackson.databind.node.ObjectNode> turnEntries = new ArrayList<>();
    State turnsState;
    int turnsUpto;
    int turnsGeneration;

    LiveGame(Store.GameRow row, List<Store.Event> stored) {
        this.row = row;
        this.game = Games.load(row.spec());
        this.state = game.newInitialState();
        for (Store.Event e : stored) {
            replay(e);
        }
    }

    int colourOf(int seat) {
        return swapped ? 1 - seat : seat;
    }

    int seatOf(int colour) {
        return swapped ? 1 - colour : colour;
    }

    boolean isComputer(int seat) {
        return !row.kinds()[seat].equals("person");
    }

    int nextSeq() {
        return events.isEmpty() ? 0 : events.get(events.size() - 1).seq() + 1;
    }

    /** Plays one stored event on the state. */
    void replay(Store.Event e) {
        events.add(e);
        switch (e.kind()) {
            case "move", "forced", "roll" -> {
                for (int a : e.actions()) {
                    applyAction(a);
                }
                line.add(e);
                drawOffer = null;
                takebackOffer = null;
            }
            case "resign" -> state.resign(colourOf(e.seat()));
            case "draw" -> {
                state.agreeDraw();
                drawOffer = null;
            }
            case "draw_offer" -> drawOffer = e.seat();
            case "takeback_offer" -> takebackOffer = e.seat();
            case "rematch" -> {
                // The first asks (between people the other seat then waits), the second takes it.
                if (rematchId == null) {
                    rematchBy = e.seat();
                    rematchId = e.text();
                    rematchAccepted = !row.mode().equals("invite");
                } else {
                    rematchAccepted = true;
                }
            }
            case "decline" -> {
                drawOffer = null;
                takebackOffer = null;
            }
            case "takeback" -> {
                List<Store.Event> kept = new ArrayList<>(line.subList(0, e.ply()));
                line.clear();
                state = game.newInitialState();
                swapped = false;
                for (Store.Event m : kept) {
                    for (int a : m.actions()) {
                        applyAction(a);
                    }
                    line.add(m);
                }
                drawOffer = null;
                takebackOffer = null;
                generation++;
            }
            default -> throw new IllegalStateException("unknown event kind " + e.kind());
        }
    }

    void applyAction(int a) {
        if (state.exchangesSeats(a)) {
            swapped = !swapped;
        }
        state.apply(a);
    }

    /**
     * Whether the computer may analyse this game's positions: always, but during a game between
     * people (no engine help while it is open or being played).
     */
    boolean analysisOpen() {
        String s = status();
        return !(row.mode().equals("invite") && (s.equals("open") || s.equals("playing")));
    }

    /** The game's status as stored: open (a person's seat is free), playing, finished or review. */
    String status() {
        return status(row.tokens());
    }

    /** The status the game would have with these seat tokens (a person taking a free seat). */
    String status(String[] tokens) {
        if (row.mode().equals("review")) {
            return "review";
        }
        if (state.isTerminal()) {
            return "finished";
        }
        for (int s = 0; s < 2; s++) {
            if (!isComputer(s) && tokens[s] == null) {
                return "open";
            }
        }
        return "playing";
    }
}
