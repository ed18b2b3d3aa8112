package io.storagebench.engine.jdbc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Option parsing the SQL engines share beyond the typed options: a password from an environment variable or a file
 * (never from the command line). Every failure is bad input: one line, naming the option.
 */
public final class EngineOptions {
    private EngineOptions() {
    }

    /** The password named by {@code password-env} or {@code password-file}, or null when neither is set. */
    public static String password(String env, String file) {
        if (env != null && file != null) {
            throw new IllegalArgumentException("give password-env or password-file, not both");
        }
        if (env != null) {
            String value = System.getenv(env);
            if (value == null) {
                throw new IllegalArgumentException("bad password-env: environment variable " + env + " is not set");
            }
            return value;
        }
        if (file != null) {
            try {
                return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8).stream().findFirst().orElse("");
            } catch (IOException e) {
                throw new IllegalArgumentException("bad password-file: cannot read " + file);
            }
        }
        return null;
    }
}
