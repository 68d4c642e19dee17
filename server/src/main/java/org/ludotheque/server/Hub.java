package org.ludotheque.server;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The event bus: fans each committed change of a game out to its listeners (the WebSocket
 * sessions of its players and spectators), each with the tokens its socket holds, so that a
 * message may differ by seat. One node keeps it in memory; several nodes would put PostgreSQL
 * LISTEN/NOTIFY behind the same methods.
 */
public final class Hub {

    /** A socket on a game: the tokens it connected with, and where its messages go. */
    private record Listener(Set<String> tokens, Consumer<String> send) {
    }

    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();

    public void subscribe(String gameId, Set<String> tokens, Consumer<String> listener) {
        listeners.computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet()).add(new Listener(Set.copyOf(tokens), listener));
    }

    public void unsubscribe(String gameId, Consumer<String> listener) {
        Set<Listener> set = listeners.get(gameId);
        if (set != null) {
            set.removeIf(l -> l.send() == listener);
            if (set.isEmpty()) {
                listeners.remove(gameId, set);
            }
        }
    }

    /** Sends a message to every listener of the game; a failing listener is dropped. */
    public void publish(String gameId, String message) {
        publish(gameId, tokens -> message);
    }

    /** Sends each listener of the game the message for the tokens it holds; a failing listener is dropped. */
    public void publish(String gameId, Function<Set<String>, String> messageFor) {
        Set<Listener> set = listeners.get(gameId);
        if (set == null) {
            return;
        }
        for (Listener l : set) {
            try {
                l.send().accept(messageFor.apply(l.tokens()));
            } catch (RuntimeException e) {
                set.remove(l);
            }
        }
    }
}
