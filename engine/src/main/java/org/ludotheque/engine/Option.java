package org.ludotheque.engine;

import java.util.List;
import java.util.Locale;

/**
 * One game option: its name, what values it takes, its default, and whether it belongs to the
 * original published rules (the UI marks the others as additions).
 */
public final class Option {

    public enum Kind { INT, CHOICE, BOOL, TEXT }

    private final String name;
    private final Kind kind;
    private final String defaultValue;
    private final int min;
    private final int max;
    private final List<String> choices;
    private final String description;
    private final boolean original;

    private Option(String name, Kind kind, String defaultValue, int min, int max, List<String> choices,
                   String description, boolean original) {
        this.name = name;
        this.kind = kind;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.choices = List.copyOf(choices);
        this.description = description;
        this.original = original;
    }

    public static Option integer(String name, int defaultValue, int min, int max, String description) {
        return new Option(name, Kind.INT, Integer.toString(defaultValue), min, max, List.of(), description, true);
    }

    public static Option choice(String name, String defaultValue, List<String> choices, String description) {
        return new Option(name, Kind.CHOICE, defaultValue, 0, 0, choices, description, true);
    }

    public static Option bool(String name, boolean defaultValue, String description) {
        return new Option(name, Kind.BOOL, Boolean.toString(defaultValue), 0, 0, List.of("true", "false"),
                description, true);
    }

    /** Free text checked by the game itself (for example a supply list). */
    public static Option text(String name, String defaultValue, String description) {
        return new Option(name, Kind.TEXT, defaultValue, 0, 0, List.of(), description, true);
    }

    /** The same option marked as not part of the original published rules. */
    public Option nonOriginal() {
        return new Option(name, kind, defaultValue, min, max, choices, description, false);
    }

    public String name() { return name; }
    public Kind kind() { return kind; }
    public String defaultValue() { return defaultValue; }
    public int min() { return min; }
    public int max() { return max; }
    public List<String> choices() { return choices; }
    public String description() { return description; }
    public boolean original() { return original; }

    /** The allowed values, as a person reads them: "5..48", "sides, mirror, rotate, none". */
    public String allowedValues() {
        switch (kind) {
            case INT: return min + ".." + max;
            case TEXT: return description;
            default: return String.join(", ", choices);
        }
    }

    /** The canonical form of {@code value}, or a {@link ParameterException} naming the option and the allowed values. */
    public String validate(String value) {
        String v = value == null ? "" : value.trim();
        switch (kind) {
            case INT: {
                int n;
                try {
                    n = Integer.parseInt(v);
                } catch (NumberFormatException e) {
                    throw new ParameterException("option " + name + ": '" + value + "' is not a whole number; allowed: "
                            + allowedValues());
                }
                if (n < min || n > max) {
                    throw new ParameterException("option " + name + ": " + n + " is out of range; allowed: "
                            + allowedValues());
                }
                return Integer.toString(n);
            }
            case BOOL: {
                String l = v.toLowerCase(Locale.ROOT);
                if (l.equals("true") || l.equals("yes") || l.equals("on") || l.equals("1")) return "true";
                if (l.equals("false") || l.equals("no") || l.equals("off") || l.equals("0")) return "false";
                throw new ParameterException("option " + name + ": '" + value + "' is not allowed; allowed: true, false");
            }
            case CHOICE: {
                for (String c : choices) {
                    if (c.equalsIgnoreCase(v)) return c;
                }
                throw new ParameterException("option " + name + ": '" + value + "' is not allowed; allowed: "
                        + allowedValues());
            }
            default:
                return v;
        }
    }
}
