package io.storagebench.spi;

import java.util.Objects;

/**
 * One engine-specific option: its name (as given after {@code --engine-option name=value}), what it does, and the
 * value used when the user gives none ({@code null} when there is no default).
 */
public record OptionSpec(String name, String description, String defaultValue) {
    public OptionSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
    }
}
