package io.storagebench.report.compare;

import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Bundles of one workload grouped into {@link Run}s (bundles of the same engine, version, options, cache and
 * workload parameters are repeats of one run), with the base every ratio is taken against: the first run, or the
 * one named by label or engine name.
 */
public record Comparison(String workload, String profile, List<Run> runs, int baseIndex, List<String> steps) {
    public Comparison {
        runs = List.copyOf(runs);
        steps = List.copyOf(steps);
    }

    public Run base() {
        return runs.get(baseIndex);
    }

    /**
     * Groups the bundles.
     *
     * @param baseName a run's label or engine name, or null for the first
     * @throws ComparisonException when there are no bundles, they are of different workloads, or the base is unknown
     */
    public static Comparison of(List<ResultBundle> bundles, String baseName) {
        if (bundles.isEmpty()) {
            throw new ComparisonException("no result bundles to report on");
        }
        Set<String> workloads = new LinkedHashSet<>();
        bundles.forEach(b -> workloads.add(b.workload().name()));
        if (workloads.size() > 1) {
            throw new ComparisonException("the bundles are of different workloads (" + String.join(", ", workloads)
                    + "); report on one workload at a time");
        }
        Map<String, List<ResultBundle>> groups = new LinkedHashMap<>();
        for (ResultBundle b : bundles) {
            groups.computeIfAbsent(identity(b), k -> new ArrayList<>()).add(b);
        }
        List<List<ResultBundle>> grouped = new ArrayList<>(groups.values());
        List<String> labels = RunLabels.of(grouped.stream().map(g -> g.get(0)).toList());
        List<Run> runs = new ArrayList<>();
        for (int i = 0; i < grouped.size(); i++) {
            runs.add(new Run(labels.get(i), grouped.get(i)));
        }
        int base = baseIndex(runs, baseName);
        Set<String> profiles = new LinkedHashSet<>();
        bundles.forEach(b -> profiles.add(b.workload().profile()));
        return new Comparison(workloads.iterator().next(), String.join("/", profiles), runs, base, stepOrder(runs, base));
    }

    private static int baseIndex(List<Run> runs, String baseName) {
        if (baseName == null) {
            return 0;
        }
        for (int i = 0; i < runs.size(); i++) {
            if (runs.get(i).label().equals(baseName)) {
                return i;
            }
        }
        List<Integer> byEngine = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            if (runs.get(i).engine().name().equals(baseName)) {
                byEngine.add(i);
            }
        }
        if (byEngine.size() == 1) {
            return byEngine.get(0);
        }
        String known = String.join(", ", runs.stream().map(Run::label).toList());
        throw new ComparisonException(byEngine.isEmpty()
                ? "unknown base '" + baseName + "' (runs: " + known + ")"
                : "base '" + baseName + "' names " + byEngine.size() + " runs; pick one of: " + known);
    }

    /** The base's steps in its order, then steps only other runs have. */
    private static List<String> stepOrder(List<Run> runs, int base) {
        Set<String> names = new LinkedHashSet<>();
        List<Run> ordered = new ArrayList<>(runs);
        ordered.add(0, ordered.remove(base));
        for (Run run : ordered) {
            for (ResultBundle b : run.repeats()) {
                b.steps().stream().map(StepResult::name).forEach(names::add);
            }
        }
        return new ArrayList<>(names);
    }

    /** What makes two bundles repeats of one run: everything that was chosen before it started. */
    static String identity(ResultBundle b) {
        return identity(b, null);
    }

    /** The same, but for the workload parameter {@code ignored}: what makes runs points of one sweep over it. */
    static String identity(ResultBundle b, String ignored) {
        EngineInfo e = b.engine();
        Map<String, String> parameters = new TreeMap<>(b.workload().parameters());
        if (ignored != null) {
            parameters.remove(ignored);
        }
        return String.join("\u0000", e.name(), e.product(), e.version(), String.valueOf(e.flavour()),
                new TreeMap<>(e.configuration()).toString(), new TreeMap<>(e.options()).toString(),
                Long.toString(e.cacheBytes()), b.workload().profile(), Long.toString(b.workload().seed()),
                parameters.toString(),
                b.framework().version(), String.valueOf(b.framework().gitCommit()), processes(b));
    }

    /** How many client processes ran the run: a run merged from shards is not a repeat of one run in one process. */
    static String processes(ResultBundle b) {
        return b.merged() == null ? "1 process" : b.merged().count() + " shards";
    }

    /** The cache budget as a user wrote it: 1g, 64m, 512k. */
    static String size(long bytes) {
        String[] units = {"", "k", "m", "g", "t"};
        int i = 0;
        long v = bytes;
        while (v >= 1024 && v % 1024 == 0 && i < units.length - 1) {
            v /= 1024;
            i++;
        }
        return String.format(Locale.ROOT, "%d%s", v, units[i]);
    }
}
