package io.storagebench.workload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A workload's parameters resolved for one profile with overrides applied, with typed getters that turn a bad
 * value into an {@link InvalidParameterException} naming the parameter. Workloads use it so that every workload
 * rejects bad input with the same kind of one-line message. Built by the SPI, not by a workload: a workload only
 * reads it, and reads every parameter through the typed getters so that a bad value is refused by name.
 */
public final class ParameterSet {
    private final Map<String, String> values;

    private ParameterSet(Map<String, String> values) {
        this.values = values;
    }

    /**
     * Values of {@code profile} from each spec's profile values, then the overrides.
     *
     * @throws InvalidParameterException for an unknown profile or an unknown parameter name
     */
    public static ParameterSet resolve(String workload, List<String> profiles, List<ParameterSpec> specs,
                                       String profile, Map<String, String> overrides) {
        if (!profiles.contains(profile)) {
            throw new InvalidParameterException("unknown profile '" + profile + "' for workload " + workload
                    + " (profiles: " + String.join(", ", profiles) + ")");
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (ParameterSpec spec : specs) {
            String value = spec.profileValues().get(profile);
            if (value == null) {
                throw new IllegalStateException("parameter " + spec.name() + " has no value for profile " + profile);
            }
            values.put(spec.name(), value);
        }
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            if (!values.containsKey(e.getKey())) {
                throw new InvalidParameterException("unknown parameter '" + e.getKey() + "' for workload " + workload
                        + " (see: storagebench workloads --verbose)");
            }
            String value = e.getValue().trim();
            requireOneValue(workload, specs, e.getKey(), value);
            values.put(e.getKey(), value);
        }
        return new ParameterSet(values);
    }

    /**
     * Refuses a list where a plan takes one value: for a parameter that takes one value, a list names the sweepable
     * ones; for a sweepable one, it says a sweep is expanded before the plan (by {@code storagebench run}).
     */
    private static void requireOneValue(String workload, List<ParameterSpec> specs, String name, String value) {
        ParameterSpec spec = specs.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
        boolean list = value.contains(",");
        if (spec.values() == ParameterSpec.Values.SWEEP && (list || value.equals(ParameterSpec.SWEEP_KEYWORD))) {
            throw new InvalidParameterException("parameter " + name + " takes one value per run here: '" + value
                    + "' is a sweep, which storagebench run runs (one run per value)");
        }
        if (spec.values() == ParameterSpec.Values.ONE && list) {
            throw new InvalidParameterException("parameter " + name + " takes one value, not the list '" + value
                    + "'; " + sweepable(workload, specs));
        }
    }

    /** Which parameters of the workload take a list of values, one run each: the line a misplaced list gets. */
    public static String sweepable(String workload, List<ParameterSpec> specs) {
        List<String> names = specs.stream().filter(s -> s.values() == ParameterSpec.Values.SWEEP)
                .map(ParameterSpec::name).toList();
        return names.isEmpty() ? "no parameter of " + workload + " takes a list of values"
                : "a list of values, one run each, is for " + String.join(", ", names) + " (e.g. -p " + names.get(0)
                        + "=1,2,4)";
    }

    /** Every value, sorted by name. */
    public Map<String, String> asMap() {
        return new TreeMap<>(values);
    }

    public String string(String name) {
        String v = values.get(name);
        if (v == null) {
            throw new IllegalStateException("no parameter " + name);
        }
        return v;
    }

    /** A whole number in [min, max]. */
    public long longIn(String name, long min, long max) {
        String v = string(name);
        long parsed;
        try {
            parsed = parseCount(v);
        } catch (NumberFormatException e) {
            throw bad(name, v, "a whole number" + range(min, max));
        }
        if (parsed < min || parsed > max) {
            throw bad(name, v, "a whole number" + range(min, max));
        }
        return parsed;
    }

    /** An int in [min, max]. */
    public int intIn(String name, int min, int max) {
        return (int) longIn(name, min, max);
    }

    /** A number in [min, max]. */
    public double doubleIn(String name, double min, double max) {
        String v = string(name);
        double parsed;
        try {
            parsed = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw bad(name, v, "a number from " + min + " to " + max);
        }
        if (!(parsed >= min && parsed <= max)) {
            throw bad(name, v, "a number from " + min + " to " + max);
        }
        return parsed;
    }

    /** true/false, yes/no, on/off. */
    public boolean bool(String name) {
        String v = string(name).toLowerCase(java.util.Locale.ROOT);
        return switch (v) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw bad(name, v, "true or false");
        };
    }

    /** A comma-separated list of whole numbers, each in [min, max]. */
    public List<Long> longList(String name, long min, long max) {
        String v = string(name);
        try {
            List<Long> out = java.util.Arrays.stream(v.split(",")).map(String::trim).map(ParameterSet::parseCount)
                    .toList();
            if (out.isEmpty() || out.stream().anyMatch(x -> x < min || x > max)) {
                throw new NumberFormatException();
            }
            return out;
        } catch (NumberFormatException e) {
            throw bad(name, v, "a comma-separated list of whole numbers" + range(min, max));
        }
    }

    /** Accepts 200000, 200_000, 200k, 30M, 1G (powers of ten, as row counts are written in the references). */
    static long parseCount(String v) {
        String s = v.replace("_", "").trim();
        if (s.isEmpty()) {
            throw new NumberFormatException("empty");
        }
        long mult = switch (Character.toLowerCase(s.charAt(s.length() - 1))) {
            case 'k' -> 1_000L;
            case 'm' -> 1_000_000L;
            case 'g' -> 1_000_000_000L;
            default -> 1L;
        };
        if (mult != 1) {
            s = s.substring(0, s.length() - 1);
        }
        return Math.multiplyExact(Long.parseLong(s), mult);
    }

    private static String range(long min, long max) {
        return max == Long.MAX_VALUE ? " >= " + min : " from " + min + " to " + max;
    }

    private static InvalidParameterException bad(String name, String value, String expected) {
        return new InvalidParameterException("bad value '" + value + "' for parameter " + name + ": expected "
                + expected);
    }
}
