package io.storagebench.workload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A workload parameter: its name, meaning, its value in each profile, and what a value of it is ({@link Values}). A
 * workload guarantees a value for every one of its profiles, and a name that stays the same between versions (runs
 * repeat with {@code -p NAME=VALUE}, and results record parameters by name).
 *
 * @param sweep the values {@code NAME=sweep} stands for when the parameter is {@link Values#SWEEP} (empty: none)
 */
public record ParameterSpec(String name, String description, Map<String, String> profileValues, Values values,
                            List<Integer> sweep) {
    /** The value that stands for a parameter's {@link #sweep} list. */
    public static final String SWEEP_KEYWORD = "sweep";

    /**
     * What a value of the parameter is. Values of some parameters are lists themselves ({@code tests=point,write}),
     * so only a parameter declared {@link #SWEEP} turns a comma-separated list into one run per value.
     */
    public enum Values {
        /** One value; a comma in it is a mistake. */
        ONE,
        /** One value that is a comma-separated list of its own ({@code steps=l.i0,l.x}). */
        LIST,
        /** One number per run: a comma-separated list of them is a sweep, one run per value. */
        SWEEP
    }

    public ParameterSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        profileValues = Map.copyOf(profileValues);
        Objects.requireNonNull(values, "values");
        sweep = List.copyOf(sweep);
    }

    /** A parameter that takes one value. */
    public ParameterSpec(String name, String description, Map<String, String> profileValues) {
        this(name, description, profileValues, Values.ONE, List.of());
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

    /** This parameter, its value a comma-separated list of its own. */
    public ParameterSpec list() {
        return new ParameterSpec(name, description, profileValues, Values.LIST, List.of());
    }

    /** This parameter, sweepable: a list of values runs once per value; {@code NAME=sweep} runs {@code sweep}. */
    public ParameterSpec sweepable(List<Integer> sweep) {
        return new ParameterSpec(name, description, profileValues, Values.SWEEP, sweep);
    }
}
