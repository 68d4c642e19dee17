package org.ludotheque.server;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The event bus: fans each committed change of a game out to its listeners (the WebSocket
 * sessions of its players and spectators). One node keeps it in memory; several nodes would put
 * PostgreSQL LISTEN/NOTIFY behind the same two methods.
 */
public final class Hub {

    private final Map<String, Set<Consumer<String>>> listeners = new ConcurrentHashMap<>();

    public void subscribe(String gameId, Consumer<String> listener) {
        listeners.computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet()).add(listener);
    }

    public void unsubscribe(String gameId, Consumer<String> listener) {
        Set<Consumer<String>> set = listeners.get(gameId);
        if (set != null) {
            set.remove(listener);
            if (set.isEmpty()) {
                listeners.remove(gameId, set);
            }
        }
    }

    /** Sends a message to every listener of the game; a failing listener is dropped. */
    public void publish(String gameId, String message) {
        Set<Consumer<String>> set = listeners.get(gameId);
        if (set == null) {
            return;
        }
        for (Consumer<String> l : set) {
            try {
                l.accept(message);
            } catch (RuntimeException e) {
                set.remove(l);
            }
        }
    }
}
