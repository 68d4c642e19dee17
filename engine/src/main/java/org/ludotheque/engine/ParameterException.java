package org.ludotheque.engine;

/** A game parameter (ruleset or option) that is unknown or out of range; the message names it and the allowed values. */
public class ParameterException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public ParameterException(String message) {
        super(message);
    }
}
