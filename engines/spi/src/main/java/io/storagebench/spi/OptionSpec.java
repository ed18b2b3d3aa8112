package io.storagebench.spi;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.LongFunction;

/**
 * One engine-specific option: its name (as given after {@code --engine-option name=value}), what it does, its type
 * with what the type allows, and the value used when the user gives none. storagebench checks every value the user
 * gives against the spec before anything starts; the engine reads the parsed value with {@link EngineConfig}'s
 * typed getters, so no engine parses text itself.
 *
 * @param defaultValue the default as a user would write it, or {@code null} when there is none; it must parse
 * @param min          the least value of an integer or size (unused by other types)
 * @param max          the greatest value of an integer or size (unused by other types)
 * @param choices      the values a choice allows, in their canonical spelling (empty for other types)
 * @param unit         what the number counts, such as {@code ms} or {@code bytes}; {@code null} when it has none
 */
public record OptionSpec(String name, String description, String defaultValue, Type type, long min, long max,
                         List<String> choices, String unit) {

    /** What kind of value an option takes, and so how its text is parsed. */
    public enum Type {
        /** Any text, passed through as given. */
        TEXT,
        /** A decimal integer in {@code [min, max]}. */
        INTEGER,
        /** A byte size in {@code [min, max]}, as {@link #parseSize} reads it. */
        SIZE,
        /** {@code on}, {@code true}, {@code yes} or {@code 1}; {@code off}, {@code false}, {@code no} or {@code 0}. */
        BOOLEAN,
        /** One of {@code choices}, in any letter case. */
        CHOICE
    }

    public OptionSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(type, "type");
        choices = List.copyOf(choices);
        if (min > max) {
            throw new IllegalArgumentException("option " + name + ": min " + min + " above max " + max);
        }
        if ((type == Type.CHOICE) == choices.isEmpty()) {
            throw new IllegalArgumentException("option " + name + ": a choice and only a choice lists its choices");
        }
        if (defaultValue != null) {
            parseAgainst(name, type, min, max, choices, defaultValue);
        }
    }

    /** A text option, as engines declared every option before types: the value is passed through as given. */
    public OptionSpec(String name, String description, String defaultValue) {
        this(name, description, defaultValue, Type.TEXT, 0, 0, List.of(), null);
    }

    /** A text option: any value, passed through as given. */
    public static OptionSpec text(String name, String description, String defaultValue) {
        return new OptionSpec(name, description, defaultValue);
    }

    /** An integer option in {@code [min, max]}. */
    public static OptionSpec integer(String name, String description, long defaultValue, long min, long max) {
        return new OptionSpec(name, description, String.valueOf(defaultValue), Type.INTEGER, min, max, List.of(),
                null);
    }

    /** A byte-size option in {@code [min, max]}; the default is written as a user would, e.g. {@code 16m}. */
    public static OptionSpec size(String name, String description, String defaultValue, long min, long max) {
        return new OptionSpec(name, description, defaultValue, Type.SIZE, min, max, List.of(), "bytes");
    }

    /** An on/off option; the default is written as a user would, e.g. {@code off} or {@code false}. */
    public static OptionSpec bool(String name, String description, String defaultValue) {
        return new OptionSpec(name, description, defaultValue, Type.BOOLEAN, 0, 0, List.of(), null);
    }

    /** An option that takes one of {@code choices}, given in any letter case and read in the spelling listed here. */
    public static OptionSpec choice(String name, String description, String defaultValue, List<String> choices) {
        return new OptionSpec(name, description, defaultValue, Type.CHOICE, 0, 0, choices, null);
    }

    /** This option with {@code unit}, what its number counts (shown by {@code storagebench engines -v}). */
    public OptionSpec withUnit(String unit) {
        return new OptionSpec(name, description, defaultValue, type, min, max, choices, unit);
    }

    /**
     * The value {@code text} stands for: a {@link Long} for an integer or size, a {@link Boolean} for a boolean, the
     * listed spelling for a choice, the text itself for a text option.
     *
     * @throws IllegalArgumentException one line, {@code bad <name> '<text>': expected ...}, when the spec refuses it
     */
    public Object parse(String text) {
        return parseAgainst(name, type, min, max, choices, text);
    }

    /** The type with its range or choices and unit, as {@code storagebench engines -v} lists it. */
    public String summary() {
        String allowed = switch (type) {
            case TEXT -> "text";
            case INTEGER -> "integer " + range(min, max, String::valueOf);
            case SIZE -> "size " + range(min, max, OptionSpec::formatSize);
            case BOOLEAN -> "boolean (on/off)";
            case CHOICE -> "choice of " + String.join(", ", choices);
        };
        return unit == null ? allowed : allowed + " (" + unit + ")";
    }

    /**
     * A byte size as users write it: digits, then optionally {@code k}, {@code m}, {@code g} or {@code t} (powers of
     * 1024, as the engines' own configurations count), then optionally {@code b} or {@code ib}; any letter case,
     * blanks around the number allowed.
     *
     * @throws NumberFormatException when {@code text} is not such a size or overflows a long
     */
    public static long parseSize(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.endsWith("ib")) {
            t = t.substring(0, t.length() - 2);
        } else if (t.endsWith("b")) {
            t = t.substring(0, t.length() - 1);
        }
        int shift = t.isEmpty() ? 0 : switch (t.charAt(t.length() - 1)) {
            case 'k' -> 10;
            case 'm' -> 20;
            case 'g' -> 30;
            case 't' -> 40;
            default -> 0;
        };
        String digits = (shift == 0 ? t : t.substring(0, t.length() - 1)).strip();
        if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new NumberFormatException("not a size: " + text);
        }
        try {
            return Math.multiplyExact(Long.parseLong(digits), 1L << shift);
        } catch (ArithmeticException e) {
            throw new NumberFormatException("size overflows: " + text);
        }
    }

    /** {@code bytes} in the largest unit that divides it: 8192 as {@code 8k}, 1 GiB as {@code 1g}. */
    public static String formatSize(long bytes) {
        String[] units = {"t", "g", "m", "k"};
        for (int i = 0; i < units.length; i++) {
            long unit = 1L << (40 - 10 * i);
            if (bytes != 0 && bytes % unit == 0) {
                return bytes / unit + units[i];
            }
        }
        return String.valueOf(bytes);
    }

    private static Object parseAgainst(String name, Type type, long min, long max, List<String> choices, String text) {
        Objects.requireNonNull(text, "text");
        String t = text.strip();
        Object value = switch (type) {
            case TEXT -> text;
            case INTEGER -> inRange(integerOrNull(t), min, max);
            case SIZE -> inRange(sizeOrNull(t), min, max);
            case BOOLEAN -> switch (t.toLowerCase(Locale.ROOT)) {
                case "on", "true", "yes", "1" -> Boolean.TRUE;
                case "off", "false", "no", "0" -> Boolean.FALSE;
                default -> null;
            };
            case CHOICE -> choices.stream().filter(c -> c.equalsIgnoreCase(t)).findFirst().orElse(null);
        };
        if (value == null) {
            throw new IllegalArgumentException("bad " + name + " '" + text + "': expected "
                    + expected(type, min, max, choices));
        }
        return value;
    }

    private static String expected(Type type, long min, long max, List<String> choices) {
        return switch (type) {
            case TEXT -> "any text";
            case INTEGER -> "an integer " + range(min, max, String::valueOf);
            case SIZE -> "a size such as 8192, 64k, 16m or 8g (k, m, g, t: binary units, b or ib may follow) "
                    + range(min, max, OptionSpec::formatSize);
            case BOOLEAN -> "on or off (true/false, yes/no, 1/0)";
            case CHOICE -> "one of " + String.join(", ", choices);
        };
    }

    private static Long integerOrNull(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Long sizeOrNull(String text) {
        try {
            return parseSize(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Long inRange(Long value, long min, long max) {
        return value != null && value >= min && value <= max ? value : null;
    }

    private static String range(long min, long max, LongFunction<String> format) {
        if (max == Long.MAX_VALUE) {
            return min == 1 ? "above 0" : "from " + format.apply(min) + " up";
        }
        return "in [" + format.apply(min) + ", " + format.apply(max) + "]";
    }
}
