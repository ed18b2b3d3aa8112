package io.storagebench.workload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** A workload parameter: its name, meaning, and its value in each profile. */
public record ParameterSpec(String name, String description, Map<String, String> profileValues) {
    public ParameterSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        profileValues = Map.copyOf(profileValues);
    }

    /**
     * A parameter with one value for every profile, or one value per profile in the profiles' order.
     *
     * @throws IllegalArgumentException when there are neither one value nor one per profile
     */
    public static ParameterSpec of(List<String> profiles, String name, String description, Object... values) {
        if (values.length != 1 && values.length != profiles.size()) {
            throw new IllegalArgumentException("parameter " + name + " has " + values.length + " values for "
                    + profiles.size() + " profiles");
        }
        Map<String, String> byProfile = new LinkedHashMap<>();
        for (int i = 0; i < profiles.size(); i++) {
            byProfile.put(profiles.get(i), String.valueOf(values[values.length == 1 ? 0 : i]));
        }
        return new ParameterSpec(name, description, byProfile);
    }
}
