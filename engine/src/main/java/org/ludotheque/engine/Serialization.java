package org.ludotheque.engine;

/**
 * Compact, game-agnostic serialisation of a state: its game spec, the action ids played and a
 * non-move end. {@code read(write(s))} has the same hash, history and outcome as {@code s}.
 * Example: {@code twixt(ruleset=pp,width=12,height=12) | 27 40 31 | resign 1}.
 */
public final class Serialization {
    private Serialization() {
    }

    public static String write(State s) {
        StringBuilder sb = new StringBuilder(s.game().spec()).append(" |");
        int[] h = s.history();
        for (int a : h) {
            sb.append(' ').append(a);
        }
        sb.append(" |");
        if (s.resignedPlayer() >= 0) {
            sb.append(" resign ").append(s.resignedPlayer());
        } else if (s.drawAgreed()) {
            sb.append(" draw");
        }
        return sb.toString();
    }

    public static State read(String text) {
        String[] parts = text.split("\\|", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("expected 'spec | actions | end', found " + (parts.length - 1) + " '|'");
        }
        State s = Games.load(parts[0]).newInitialState();
        String actions = parts[1].trim();
        if (!actions.isEmpty()) {
            for (String a : actions.split("\\s+")) {
                int action;
                try {
                    action = Integer.parseInt(a);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("action '" + a + "' is not a number");
                }
                s.apply(action);
            }
        }
        String end = parts[2].trim();
        if (end.startsWith("resign")) {
            s.resign(Integer.parseInt(end.substring("resign".length()).trim()));
        } else if (end.equals("draw")) {
            s.agreeDraw();
        } else if (!end.isEmpty()) {
            throw new IllegalArgumentException("unknown end '" + end + "'");
        }
        return s;
    }
}
