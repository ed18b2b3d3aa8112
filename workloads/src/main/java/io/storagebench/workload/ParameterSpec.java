package io.storagebench.workload;

import java.util.Map;
import java.util.Objects;

/** A workload parameter: its name, meaning, and its value in each profile. */
public record ParameterSpec(String name, String description, Map<String, String> profileValues) {
    public ParameterSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        profileValues = Map.copyOf(profileValues);
    }
}
