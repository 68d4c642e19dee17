package org.ludotheque.app;

/** A player gives the game up instead of choosing an action (an engine's {@code genmove} answered {@code resign}). */
final class Resignation extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Resignation(String message) {
        super(message);
    }
}
