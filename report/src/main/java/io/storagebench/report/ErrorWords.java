package io.storagebench.report;

import java.util.regex.Pattern;

/**
 * An error as a user reads it: the runner records a failure as {@code <exception class>: <message>}, and drivers
 * nest causes the same way, which helps a developer reading the bundle but tells a user nothing. Printing drops
 * every qualified class name that leads a message ({@code io.storagebench.spi.EngineException: },
 * {@code java.net.ConnectException: }); the bundle keeps the full text.
 */
public final class ErrorWords {
    /** A qualified Java class name (lower-case package segments, then the class) followed by ": ". */
    private static final Pattern CLASS_PREFIX =
            Pattern.compile("(?<![\\w.$])(?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?::\\s+|$)");

    private ErrorWords() {
    }

    /** The text without qualified class names in front of messages; a bare class name becomes its simple name. */
    public static String of(String error) {
        if (error == null) {
            return null;
        }
        String stripped = CLASS_PREFIX.matcher(error).replaceAll(match -> {
            String name = match.group();
            if (name.endsWith(" ") || name.endsWith(":")) {
                return "";
            }
            // a class name with no message: its simple name is all there is to say
            return name.substring(name.lastIndexOf('.') + 1);
        });
        return stripped.isBlank() ? error : stripped.strip();
    }
}
