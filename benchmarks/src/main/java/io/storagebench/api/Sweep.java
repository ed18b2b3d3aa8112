package io.storagebench.api;

import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.Workload;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A scaleup sweep: a list of values for a parameter the workload declares sweepable ({@code -p threads=1,2,4}) runs
 * the workload once per value, each bundle named after its value ({@code ...-threads=4.json}), so the report can
 * divide each value's figures by the smallest value's. {@code NAME=sweep} stands for the workload's own list, trimmed
 * to this host's CPUs: more clients than CPUs measure the host's scheduler as much as the engine, so a list that asks
 * for them is run as given, with a warning.
 */
public final class Sweep {
    private Sweep() {
    }

    /** One run of a sweep: its options (one value) and what its bundle's name ends in ({@code -threads=4}). */
    record Point(String suffix, RunOptions options) {
    }

    /**
     * A sweep's runs, and the warning for values above the host's CPUs, for the caller to print once every value has
     * been checked: a value refused (more sessions than the server allows) is then the last word, not a warning.
     */
    record Points(List<Point> list, Optional<String> warning) {
        void warn(PrintWriter err) {
            warning.ifPresent(w -> {
                err.println(w);
                err.flush();
            });
        }
    }

    /** The parameter {@code params} sweep over, if any: the one sweepable parameter given a list or {@code sweep}. */
    public static Optional<String> parameter(String workload, Map<String, String> params) {
        return parameter(workload, params, Thread.currentThread().getContextClassLoader());
    }

    /** As {@link #parameter(String, Map)}, for the workload of that name that {@code loader} finds. */
    public static Optional<String> parameter(String workload, Map<String, String> params, ClassLoader loader) {
        List<ParameterSpec> specs = Catalog.workload(workload, loader).parameters();
        List<String> swept = new ArrayList<>();
        params.forEach((name, value) -> specs.stream()
                .filter(s -> s.name().equals(name) && s.values() == ParameterSpec.Values.SWEEP && isList(value))
                .findFirst().ifPresent(s -> swept.add(name)));
        if (swept.size() > 1) {
            throw new BadInputException("a run sweeps one parameter, not " + String.join(" and ", swept)
                    + ": give the others one value each");
        }
        return swept.stream().findFirst();
    }

    /**
     * The runs {@code options} stand for: one per value of the swept parameter, in the order given, or the options
     * themselves (suffix empty) without a sweep. The values are checked by the plan of each run, before any runs.
     *
     * @param cpus the host's CPUs: {@code sweep} is trimmed to them, a listed value above them is warned about
     * @throws BadInputException for a sweep that names a value twice, has an empty value, or has no list to stand for
     */
    static Points points(RunOptions options, int cpus, PrintWriter out) {
        ClassLoader loader = EngineLoader.forWorkloads(options.enginePath());
        Optional<String> swept = parameter(options.workload(), options.params(), loader);
        if (swept.isEmpty()) {
            return new Points(List.of(new Point("", options)), Optional.empty());
        }
        String name = swept.get();
        List<String> values = values(Catalog.workload(options.workload(), loader), name, options.params().get(name),
                cpus, out);
        List<String> above = values.stream().filter(v -> count(v) > cpus).toList();
        Optional<String> warning = above.isEmpty() ? Optional.empty() : Optional.of(String.format(Locale.ROOT,
                "warning: %s=%s ask%s for more clients than this host's %d CPUs: they share CPUs, so the scaleup "
                        + "there measures the host's scheduler as much as the engine", name, String.join(",", above),
                above.size() == 1 ? "s" : "", cpus));
        List<Point> points = new ArrayList<>();
        for (String value : values) {
            points.add(new Point("-" + name + "=" + value, options.toBuilder().param(name, value).build()));
        }
        return new Points(points, warning);
    }

    private static List<String> values(Workload workload, String name, String given, int cpus, PrintWriter out) {
        if (given.equals(ParameterSpec.SWEEP_KEYWORD)) {
            List<Integer> all = workload.parameters().stream()
                    .filter(s -> s.name().equals(name)).findFirst().orElseThrow().sweep();
            if (all.isEmpty()) {
                throw new BadInputException("parameter " + name + " of " + workload.name() + " has no sweep list of its "
                        + "own: name the values, e.g. -p " + name + "=1,2,4");
            }
            List<String> trimmed = all.stream().filter(v -> v <= cpus).map(String::valueOf).toList();
            out.printf("sweep: %s=%s (%s up to this host's %d CPUs; name the values to run others)%n", name,
                    String.join(",", trimmed), join(all), cpus);
            out.flush();
            return trimmed;
        }
        Set<String> values = new LinkedHashSet<>();
        for (String item : given.split(",", -1)) {
            String value = item.trim();
            if (value.isEmpty()) {
                throw new BadInputException("parameter " + name + " has an empty value in its list '" + given + "'");
            }
            if (!values.add(value)) {
                throw new BadInputException("parameter " + name + " lists " + value + " twice: '" + given + "'");
            }
        }
        return List.copyOf(values);
    }

    private static boolean isList(String value) {
        return value.contains(",") || value.trim().equals(ParameterSpec.SWEEP_KEYWORD);
    }

    /** The value as a count, or 0 when it is not a plain number (the plan then says what it expects). */
    private static long count(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static String join(List<Integer> values) {
        return String.join(",", values.stream().map(String::valueOf).toList());
    }
}
