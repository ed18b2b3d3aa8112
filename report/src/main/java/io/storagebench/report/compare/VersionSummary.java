package io.storagebench.report.compare;

import io.storagebench.report.Defaults;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The summary a version comparison's published reports open with, computed from the bundles: the runs of one engine
 * at different versions, oldest first; per group of tests and per pair of versions (each consecutive pair, then the
 * first and the last), the median and range of relative throughput over the group's tests; and the tests that moved
 * beyond the noise in a pair, with their cpu/o and cs/o ratios beside them, which say where a change comes from.
 * A test moved when its ratio is in a highlighted class ({@link Relative#classOf}) and, with repeats on both sides,
 * so is the ratio of the nearest repeats (for a drop, the newer's best over the older's worst), as {@code check}'s
 * noise rule has it; with a single run on either side the noise is unknown and the ratio alone decides.
 * Versions crossed with configurations ({@code --versions 16,17 --vary shared_buffers=1g,8g}) get one summary per
 * configuration, over its versions.
 *
 * @param configuration what the summary's runs share besides the engine (e.g. {@code cache=8m}), empty when
 *                      they are all the comparison's runs
 * @param pairs  the consecutive pairs in version order, then (with three or more versions) the first and the last
 * @param groups per group of tests, in the workload's order, its spread in each pair
 * @param movers the tests that moved, pair by pair in {@code pairs}' order, each pair's in the groups' order
 */
public record VersionSummary(String configuration, List<Pair> pairs, List<GroupChange> groups,
                             List<Mover> movers) {
    /** Host CPU microseconds per operation: the reference's cpu/o. */
    public static final String CPU_PER_OP = "cpu_us_per_op.host";
    /** Host context switches per operation: the reference's cs/o. */
    public static final String CS_PER_OP = "cs_per_op.host";

    public VersionSummary {
        pairs = List.copyOf(pairs);
        groups = List.copyOf(groups);
        movers = List.copyOf(movers);
    }

    /** Two versions, the newer's figures over the older's. */
    public record Pair(Run older, Run newer) {
        public String label() {
            return older.engine().version() + " -> " + newer.engine().version();
        }

        /** Whether both sides have repeats: without, the noise is unknown and a ratio alone says a test moved. */
        public boolean noiseKnown() {
            return older.repeats().size() > 1 && newer.repeats().size() > 1;
        }
    }

    /**
     * One group's relative throughput over its tests measured on both sides of a pair.
     *
     * @param median the median ratio (of two middle ratios, their mean)
     * @param tests  how many of the group's tests have a ratio
     */
    public record Spread(double median, double min, double max, int tests) {
        /** The cell's class: the median's. */
        public Mark mark() {
            return Relative.classOf(median, Direction.HIGHER_IS_BETTER);
        }

        static Spread of(List<Double> ratios) {
            List<Double> sorted = ratios.stream().sorted().toList();
            int n = sorted.size();
            double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
            return new Spread(median, sorted.get(0), sorted.get(n - 1), n);
        }
    }

    /**
     * A group of tests and its spread in each pair: null in a pair where no test of the group has a ratio.
     */
    public record GroupChange(String group, List<String> tests, List<Spread> byPair) {
        public GroupChange {
            tests = List.copyOf(tests);
            byPair = Collections.unmodifiableList(new ArrayList<>(byPair));
        }
    }

    /**
     * A test that moved beyond the noise in a pair.
     *
     * @param ratio the newer's mean throughput over the older's
     * @param cpu   the newer's mean cpu/o over the older's, or null when either side lacks it
     * @param cs    the same for cs/o
     */
    public record Mover(Pair pair, String test, double ratio, Double cpu, Double cs) {
        public Mark mark() {
            return Relative.classOf(ratio, Direction.HIGHER_IS_BETTER);
        }

        /** Where the change comes from, as far as CPU and context switches per operation tell. */
        public String reading() {
            List<String> out = new ArrayList<>();
            Mark cpuMark = cpu == null ? Mark.NONE : Relative.classOf(cpu, Direction.LOWER_IS_BETTER);
            Mark csMark = cs == null ? Mark.NONE : Relative.classOf(cs, Direction.LOWER_IS_BETTER);
            if (cpuMark == Mark.WORSE) {
                out.add(mark() == Mark.WORSE ? "new CPU overhead" : "more CPU per operation");
            } else if (cpuMark == Mark.BETTER) {
                out.add("less CPU per operation");
            }
            if (csMark == Mark.WORSE) {
                out.add("more context switches per operation");
            } else if (csMark == Mark.BETTER) {
                out.add("fewer context switches per operation");
            }
            if (out.isEmpty()) {
                out.add(cpu == null && cs == null ? "cpu/o and cs/o not measured" : "cpu/o and cs/o unchanged");
            }
            return String.join(", ", out);
        }

        /** {@code qp1000: 0.91, cpu/o 1.10, cs/o 1.00: new CPU overhead}; {@code (noise unknown)} without repeats. */
        public String line() {
            return test + ": " + twoDecimals(ratio) + ", cpu/o " + twoDecimals(cpu) + ", cs/o " + twoDecimals(cs)
                    + ": " + reading() + (pair.noiseKnown() ? "" : " (noise unknown)");
        }
    }

    /**
     * The summary, when the comparison's runs are two or more versions of one engine, each version one run; empty
     * otherwise (engines side by side, or configurations of one version, have no order to go along).
     *
     * @param groups the tests by group, in order, as the workload groups them
     */
    public static Optional<VersionSummary> of(Comparison c, Map<String, List<String>> groups) {
        List<Run> runs = versions(c.runs());
        return runs.isEmpty() ? Optional.empty() : Optional.of(of("", runs, groups));
    }

    /**
     * The summaries of a comparison: the one of {@link #of} when all its runs are versions of one engine; otherwise,
     * when its runs are versions crossed with configurations of one engine, one per configuration that two or more
     * versions ran, in the comparison's order; otherwise none.
     */
    public static List<VersionSummary> all(Comparison c, Map<String, List<String>> groups) {
        Optional<VersionSummary> whole = of(c, groups);
        if (whole.isPresent()) {
            return List.of(whole.get());
        }
        Map<Run, String> configurations = configurations(c.runs());
        Map<String, List<Run>> byConfiguration = new LinkedHashMap<>();
        c.runs().forEach(r -> byConfiguration.computeIfAbsent(configurations.get(r), k -> new ArrayList<>()).add(r));
        List<VersionSummary> out = new ArrayList<>();
        if (byConfiguration.size() > 1) {
            byConfiguration.forEach((configuration, runs) -> {
                List<Run> versions = versions(runs);
                if (!versions.isEmpty()) {
                    out.add(of(configuration, versions, groups));
                }
            });
        }
        return out;
    }

    /**
     * Each run's configuration: the settings of its label (besides engine and version) that differ between runs of
     * one version, which is what a {@code --vary} crossed with versions sets. A setting that differs only from one
     * version to the next (a server's default that a newer release changed, its {@code bin-dir}) goes with the
     * version, not with the configuration.
     */
    static Map<Run, String> configurations(List<Run> runs) {
        Map<Run, List<String>> settings = new LinkedHashMap<>();
        for (Run r : runs) {
            List<String> parts = new ArrayList<>(List.of(r.label().split(" ")));
            parts.remove(0);
            parts.remove(String.valueOf(r.engine().version()));
            settings.put(r, parts);
        }
        Set<String> varied = new HashSet<>();
        for (Run a : runs) {
            for (Run b : runs) {
                if (a != b && String.valueOf(a.engine().version()).equals(String.valueOf(b.engine().version()))) {
                    Set<String> differing = new HashSet<>(settings.get(a));
                    differing.removeAll(settings.get(b));
                    differing.forEach(part -> varied.add(settingName(part)));
                }
            }
        }
        Map<Run, String> out = new LinkedHashMap<>();
        settings.forEach((run, parts) -> out.put(run, String.join(" ",
                parts.stream().filter(p -> varied.contains(settingName(p))).toList())));
        return out;
    }

    /** {@code cache=8m}'s name, {@code cache}; a part without a value is its own name. */
    private static String settingName(String part) {
        int eq = part.indexOf('=');
        return eq < 0 ? part : part.substring(0, eq);
    }

    private static VersionSummary of(String configuration, List<Run> runs, Map<String, List<String>> groups) {
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < runs.size(); i++) {
            pairs.add(new Pair(runs.get(i), runs.get(i + 1)));
        }
        if (runs.size() > 2) {
            pairs.add(new Pair(runs.get(0), runs.get(runs.size() - 1)));
        }
        List<GroupChange> changes = new ArrayList<>();
        for (Map.Entry<String, List<String>> g : groups.entrySet()) {
            List<Spread> byPair = new ArrayList<>();
            for (Pair pair : pairs) {
                List<Double> ratios = g.getValue().stream().map(t -> ratio(pair, t)).filter(r -> r != null).toList();
                byPair.add(ratios.isEmpty() ? null : Spread.of(ratios));
            }
            if (byPair.stream().anyMatch(s -> s != null)) {
                changes.add(new GroupChange(g.getKey(), g.getValue(), byPair));
            }
        }
        List<Mover> movers = new ArrayList<>();
        for (Pair pair : pairs) {
            for (GroupChange g : changes) {
                for (String test : g.tests()) {
                    mover(pair, test).ifPresent(movers::add);
                }
            }
        }
        return new VersionSummary(configuration, pairs, changes, movers);
    }

    /** The movers of one pair. */
    public List<Mover> movers(Pair pair) {
        return movers.stream().filter(m -> m.pair().equals(pair)).toList();
    }

    /** How many tests of any group have a ratio in the pair. */
    public int tests(Pair pair) {
        int i = pairs.indexOf(pair);
        return groups.stream().map(g -> g.byPair().get(i)).filter(s -> s != null).mapToInt(Spread::tests).sum();
    }

    /** The runs of one engine in version order, when each run is another version; otherwise none. */
    static List<Run> versions(List<Run> runs) {
        boolean oneEngine = runs.stream().map(r -> r.engine().name()).distinct().count() == 1;
        boolean eachAVersion = runs.stream().map(r -> String.valueOf(r.engine().version())).distinct().count()
                == runs.size();
        if (runs.size() < 2 || !oneEngine || !eachAVersion) {
            return List.of();
        }
        return runs.stream().sorted(Comparator.comparing(r -> String.valueOf(r.engine().version()),
                VersionSummary::compareVersions)).toList();
    }

    /** Versions in release order: digit runs compared as numbers (9.10.0 before 10.4.2), other text as text. */
    static int compareVersions(String a, String b) {
        String[] x = a.split("(?<=\\d)(?=\\D)|(?<=\\D)(?=\\d)");
        String[] y = b.split("(?<=\\d)(?=\\D)|(?<=\\D)(?=\\d)");
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            boolean numbers = Character.isDigit(x[i].charAt(0)) && Character.isDigit(y[i].charAt(0));
            int cmp = numbers ? new BigInteger(x[i]).compareTo(new BigInteger(y[i]))
                    : x[i].compareTo(y[i]);
            if (cmp != 0) {
                return cmp;
            }
        }
        return Integer.compare(x.length, y.length);
    }

    /** The newer's mean headline over the older's; null when either lacks it or the older's is 0. */
    private static Double ratio(Pair pair, String test) {
        return ratio(pair.older().headline(test), pair.newer().headline(test));
    }

    private static Double ratio(Value older, Value newer) {
        if (!older.present() || !newer.present() || older.measure().mean() == 0) {
            return null;
        }
        return newer.measure().mean() / older.measure().mean();
    }

    private static Optional<Mover> mover(Pair pair, String test) {
        Double ratio = ratio(pair, test);
        Mark mark = ratio == null ? Mark.NONE : Relative.classOf(ratio, Direction.HIGHER_IS_BETTER);
        if (mark == Mark.NONE) {
            return Optional.empty();
        }
        if (pair.noiseKnown()) {
            Measure older = pair.older().headline(test).measure();
            Measure newer = pair.newer().headline(test).measure();
            double nearest = mark == Mark.WORSE ? newer.max() / older.min() : newer.min() / older.max();
            if (Relative.classOf(nearest, Direction.HIGHER_IS_BETTER) != mark) {
                return Optional.empty();
            }
        }
        return Optional.of(new Mover(pair, test, ratio, metricRatio(pair, test, CPU_PER_OP),
                metricRatio(pair, test, CS_PER_OP)));
    }

    private static Double metricRatio(Pair pair, String test, String metric) {
        return ratio(pair.older().metric(test, metric), pair.newer().metric(test, metric));
    }

    private static String twoDecimals(Double r) {
        return r == null ? "-" : String.format(Locale.ROOT, "%.2f", r);
    }

    /** The threshold as a percentage, for the words that say it: 5%. */
    public static String threshold() {
        return String.format(Locale.ROOT, "%.0f%%", (Defaults.HIGHLIGHT_HIGH - 1) * 100);
    }
}
