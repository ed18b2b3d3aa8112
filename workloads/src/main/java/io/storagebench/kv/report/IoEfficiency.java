package io.storagebench.kv.report;

import io.storagebench.kv.Defaults;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The IO-efficiency study's derived figures. In an {@code io-efficiency} bundle every read step {@code <name>.tN}
 * (readrandom.t1, readrandom2.t6) is set against the step {@code baseline.tN}: O_DIRECT random reads at queue depth 1
 * per thread with the same N threads on the same filesystem. Added to each read step with a baseline:
 * <ul>
 * <li>{@code io_eff}: its device reads/s over the baseline's (1 = the engine reads as fast as the bare device);
 * <li>{@code us_inc}, {@code cpu_inc}: host user / user+system CPU per device read minus the baseline's, the CPU the
 * engine adds to each read;
 * <li>{@code predicted_iops} = N x 1e6 / (read_latency_us + cpu_us_per_read.host): per thread a read costs the
 * device's latency plus the CPU of libc, kernel and engine, one after the other at queue depth 1;
 * <li>{@code measured_vs_predicted}: reads/s over that prediction (near 1 when the model holds).
 * </ul>
 * An interleaved step {@code interleave.tN} brings its own {@code io_eff}: the median of the ratios of its engine
 * slices' device reads/s to the baseline slices' beside them, with {@code io_eff_min}, {@code io_eff_max} and
 * {@code io_eff_pairs}; it gets a warning when that range is wider than {@link Defaults#IO_EFF_PAIR_SPREAD}.
 * The baseline steps get the last two as well: the model applied to the bare device checks the model. An engine
 * whose configuration says {@code direct-reads} is not on (PostgreSQL, or RocksDB without direct-io) reads through the
 * OS page cache, so the device's reads are not its reads: its read steps get every figure absent, saying so. A missing
 * input, or a failed step, leaves a figure absent with a reason naming what is missing, never 0. A read step whose
 * index and filter block misses are not near zero gets a warning: each of its gets then costs more than one data
 * block read, and the efficiency measures the cache size too. Steps without any metric (no probe ran) are left as
 * they are. Deriving twice gives the same bundle.
 */
public final class IoEfficiency {
    /** The workload whose bundles this derives figures for; others are returned unchanged. */
    public static final String WORKLOAD = io.storagebench.kv.IoEfficiency.NAME;
    public static final String BASELINE = "baseline";
    /** The steps where the baseline and the engine's reads take turns in slices, with io_eff of their own. */
    public static final String INTERLEAVE = "interleave";

    /** The study's table: heading and metric after step, threads and qps; a null metric is rx.lat. */
    public record Column(String heading, String metric) {
    }

    public static final List<Column> COLUMNS = List.of(new Column("iops", "reads_per_s"),
            new Column("reqsz", "read_kb_per_read"), new Column("usPer", "cpu_user_us_per_read.host"),
            new Column("syPer", "cpu_sys_us_per_read.host"), new Column("cpuPer", "cpu_us_per_read.host"),
            new Column("rx.lat", null), new Column("io.lat", "read_latency_us"), new Column("io.eff", "io_eff"),
            new Column("eff.min", "io_eff_min"), new Column("eff.max", "io_eff_max"),
            new Column("pairs", "io_eff_pairs"),
            new Column("us.inc", "us_inc"), new Column("cpu.inc", "cpu_inc"),
            new Column("pred iops", "predicted_iops"), new Column("meas/pred", "measured_vs_predicted"));

    private static final Pattern THREADS = Pattern.compile("(.+)\\.t([0-9]+)");
    private static final String INDEX_MISS = "engine.rocksdb.block.cache.index.miss";
    private static final String FILTER_MISS = "engine.rocksdb.block.cache.filter.miss";
    private static final String DATA_MISS = "engine.rocksdb.block.cache.data.miss";
    /** The engine configuration's standard key (the engine SPI's EngineIdentity.DIRECT_READS): on or off. */
    static final String DIRECT_READS = "direct-reads";

    private IoEfficiency() {
    }

    /** The bundle with the derived figures and warnings added to its study steps (unchanged for other workloads). */
    public static ResultBundle derive(ResultBundle bundle) {
        if (!bundle.workload().name().equals(WORKLOAD)) {
            return bundle;
        }
        Map<Integer, StepResult> baselines = new HashMap<>();
        for (StepResult s : bundle.steps()) {
            Matcher m = THREADS.matcher(s.name());
            if (m.matches() && m.group(1).equals(BASELINE)) {
                baselines.put(Integer.parseInt(m.group(2)), s);
            }
        }
        String pageCache = pageCacheReason(bundle);
        List<StepResult> steps = new ArrayList<>();
        for (StepResult s : bundle.steps()) {
            int threads = threads(s.name());
            StepResult baseline = baselines.get(threads);
            if (threads >= 0 && s.name().equals(INTERLEAVE + ".t" + threads)) {
                steps.add(pageCache != null ? Input.withDerived(s, Stream.of("io_eff", "io_eff_min", "io_eff_max")
                        .map(m -> MetricResult.absent(m, "x", pageCache)).toList(), List.of())
                        : Input.withDerived(s, List.of(), spreadWarning(s)));
            } else if (threads < 0 || baseline == null || s.metrics().isEmpty()) {
                steps.add(s);
            } else if (s.name().equals(BASELINE + ".t" + threads)) {
                steps.add(Input.withDerived(s, model(s, threads), List.of()));
            } else if (pageCache != null) {
                steps.add(Input.withDerived(s, List.of(MetricResult.absent("io_eff", "x", pageCache),
                        MetricResult.absent("us_inc", "us/read", pageCache),
                        MetricResult.absent("cpu_inc", "us/read", pageCache),
                        MetricResult.absent("predicted_iops", "r/s", pageCache),
                        MetricResult.absent("measured_vs_predicted", "x", pageCache)), List.of()));
            } else {
                List<MetricResult> derived = new ArrayList<>(List.of(
                        Input.derive("io_eff", "x", baseline.name() + " read nothing from the device",
                                v -> v[0] / v[1], Input.of(s, "reads_per_s"), Input.of(baseline, "reads_per_s")),
                        Input.derive("us_inc", "us/read", null, v -> v[0] - v[1],
                                Input.of(s, "cpu_user_us_per_read.host"),
                                Input.of(baseline, "cpu_user_us_per_read.host")),
                        Input.derive("cpu_inc", "us/read", null, v -> v[0] - v[1],
                                Input.of(s, "cpu_us_per_read.host"), Input.of(baseline, "cpu_us_per_read.host"))));
                derived.addAll(model(s, threads));
                steps.add(Input.withDerived(s, derived, cacheWarning(s)));
            }
        }
        return bundle.with(bundle.status(), bundle.endedAt(), steps, bundle.errors());
    }

    /**
     * Why the engine's figures are absent when its configuration says its reads go through the OS page cache; null
     * when they bypass it, or when the bundle predates the key (then the run asked for O_DIRECT reads of RocksDB).
     */
    static String pageCacheReason(ResultBundle bundle) {
        String directReads = bundle.engine().configuration().get(DIRECT_READS);
        if (directReads == null || directReads.equals("on")) {
            return null;
        }
        return bundle.engine().name() + " reads through the OS page cache (" + DIRECT_READS + " " + directReads
                + "): the device's reads are not its reads";
    }

    /** N of a step named {@code <name>.tN}, or -1. */
    public static int threads(String step) {
        Matcher m = THREADS.matcher(step);
        return m.matches() ? Integer.parseInt(m.group(2)) : -1;
    }

    /** The tool that measured the baseline, from its headline label ("iops (fio)" gives "fio"), or null. */
    public static String baselineTool(ResultBundle bundle) {
        for (StepResult s : bundle.steps()) {
            Matcher m = THREADS.matcher(s.name());
            if (m.matches() && m.group(1).equals(BASELINE) && s.headline() != null) {
                String label = s.headline().label();
                int open = label.indexOf('(');
                int close = label.lastIndexOf(')');
                return open >= 0 && close > open ? label.substring(open + 1, close) : label;
            }
        }
        return null;
    }

    /** The line under the study's table: what io.eff divides by, the baseline's tool, and the device's caveat. */
    public static String baselineNote(ResultBundle bundle) {
        String tool = baselineTool(bundle);
        return "io.eff = iops / iops of baseline.tN, " + (tool == null ? "no baseline step in the bundle"
                : "O_DIRECT random reads at queue depth 1 per thread by " + tool) + "; on "
                + bundle.host().storageDevice() + " " + bundle.host().filesystem()
                + ": figures from a virtual disk served from a host cache are not an SSD's";
    }

    private static List<MetricResult> model(StepResult s, int threads) {
        Input latency = Input.of(s, "read_latency_us");
        Input cpu = Input.of(s, "cpu_us_per_read.host");
        String noTime = s.name() + ": device latency plus CPU per read is 0";
        MetricResult predicted = Input.derive("predicted_iops", "r/s", noTime, v -> threads * 1e6 / (v[0] + v[1]),
                latency, cpu);
        Input prediction = predicted.present() ? new Input(predicted.value(), null)
                : new Input(null, "no predicted_iops: " + predicted.reason());
        MetricResult ratio = Input.derive("measured_vs_predicted", "x", s.name() + ": predicted_iops is 0",
                v -> v[0] / v[1], Input.of(s, "reads_per_s"), prediction);
        return List.of(predicted, ratio);
    }

    /**
     * A warning when the per-pair ratios of an interleaved step range wider around their median than
     * {@link Defaults#IO_EFF_PAIR_SPREAD} on either side: the device's speed, or the host's load, changed from
     * one slice to the next by more than the efficiency can be trusted to.
     */
    static List<String> spreadWarning(StepResult s) {
        Input median = Input.of(s, "io_eff");
        Input min = Input.of(s, "io_eff_min");
        Input max = Input.of(s, "io_eff_max");
        Input pairs = Input.of(s, "io_eff_pairs");
        if (median.value() == null || min.value() == null || max.value() == null || pairs.value() == null
                || median.value() <= 0) {
            return List.of();
        }
        double spread = Math.max(max.value() / median.value() - 1, 1 - min.value() / median.value());
        if (spread <= Defaults.IO_EFF_PAIR_SPREAD) {
            return List.of();
        }
        return List.of(String.format(Locale.ROOT, "%s: io.eff %.3f is the median of %.0f pairs ranging %.3f-%.3f, "
                        + "±%.1f%%, wider than the pair spread threshold ±%.0f%% (IO_EFF_PAIR_SPREAD): the device or "
                        + "the host changed speed between slices; more or longer slices (-p slices, slice-seconds) "
                        + "or a quieter machine", s.name(), median.value(), pairs.value(), min.value(), max.value(),
                100 * spread, 100 * Defaults.IO_EFF_PAIR_SPREAD));
    }

    /** A warning when index and filter block misses exceed the share of data block misses (Defaults). */
    private static List<String> cacheWarning(StepResult s) {
        Input index = Input.of(s, INDEX_MISS);
        Input filter = Input.of(s, FILTER_MISS);
        Input data = Input.of(s, DATA_MISS);
        if (index.value() == null || filter.value() == null || data.value() == null) {
            return List.of();
        }
        double misses = index.value() + filter.value();
        if (misses <= Defaults.INDEX_FILTER_MISS_SHARE * data.value()) {
            return List.of();
        }
        return List.of(String.format(Locale.ROOT, "%s: %,.0f index and %,.0f filter block misses against %,.0f data "
                        + "block misses: the cache does not hold the index and filter blocks: the efficiency measures "
                        + "index misses too; give a larger --cache-size", s.name(), index.value(), filter.value(),
                data.value()));
    }
}
