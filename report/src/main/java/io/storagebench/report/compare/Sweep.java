package io.storagebench.report.compare;

import io.storagebench.report.Defaults;
import io.storagebench.results.ResultBundle;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The runs of a comparison that form a scaleup sweep: runs alike but for a client count ({@link
 * Defaults#SWEEP_PARAMETERS}), as {@code storagebench run -p threads=1,2,4} writes them. Each configuration swept (an
 * engine, or one configuration of it) is a {@link Series} of runs in ascending count; its scaleup divides by its
 * smallest count.
 *
 * @param parameter the parameter swept ({@code threads})
 * @param series    each configuration swept over two or more values, in the comparison's order
 */
public record Sweep(String parameter, List<Series> series) {
    public Sweep {
        series = List.copyOf(series);
    }

    /**
     * One configuration's runs over the swept values.
     *
     * @param label  what the runs share: their label without the swept value ({@code postgres})
     * @param values the counts, ascending
     * @param runs   the run at each count
     */
    public record Series(String label, List<Long> values, List<Run> runs) {
        public Series {
            values = List.copyOf(values);
            runs = List.copyOf(runs);
        }

        /** The run every ratio of the series is taken against: the smallest count's. */
        public Run base() {
            return runs.get(0);
        }
    }

    /**
     * The sweep in {@code c}: when exactly one workload parameter differs between its runs, that parameter counts
     * clients and every run's value is a positive whole number; empty otherwise, or when no configuration has two
     * values.
     */
    public static Optional<Sweep> of(Comparison c) {
        Set<String> differing = new TreeSet<>();
        Map<String, String> first = c.runs().get(0).repeats().get(0).workload().parameters();
        for (Run run : c.runs()) {
            Map<String, String> mine = run.repeats().get(0).workload().parameters();
            Set<String> names = new TreeSet<>(first.keySet());
            names.addAll(mine.keySet());
            names.stream().filter(n -> !String.valueOf(first.get(n)).equals(String.valueOf(mine.get(n))))
                    .forEach(differing::add);
        }
        if (differing.size() != 1 || !Defaults.SWEEP_PARAMETERS.contains(differing.iterator().next())) {
            return Optional.empty();
        }
        String parameter = differing.iterator().next();
        Map<String, List<Run>> byConfiguration = new LinkedHashMap<>();
        for (Run run : c.runs()) {
            if (count(run, parameter) <= 0) {
                return Optional.empty();
            }
            byConfiguration.computeIfAbsent(Comparison.identity(run.repeats().get(0), parameter),
                    k -> new ArrayList<>()).add(run);
        }
        List<Series> series = new ArrayList<>();
        for (List<Run> runs : byConfiguration.values()) {
            if (runs.size() < 2) {
                continue;
            }
            List<Run> sorted = runs.stream().sorted(Comparator.comparingLong(r -> count(r, parameter))).toList();
            String swept = " " + parameter + "=" + sorted.get(0).repeats().get(0).workload().parameters()
                    .get(parameter);
            series.add(new Series(sorted.get(0).label().replace(swept, ""),
                    sorted.stream().map(r -> count(r, parameter)).toList(), sorted));
        }
        return series.isEmpty() ? Optional.empty() : Optional.of(new Sweep(parameter, series));
    }

    /** The run's value of the parameter as a count; 0 when it is not one. */
    private static long count(Run run, String parameter) {
        ResultBundle b = run.repeats().get(0);
        try {
            return Long.parseLong(b.workload().parameters().get(parameter).trim());
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
