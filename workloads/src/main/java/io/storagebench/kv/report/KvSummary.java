package io.storagebench.kv.report;

import io.storagebench.kv.Defaults;
import io.storagebench.report.TextTable;
import io.storagebench.report.compare.LatencyDistribution;
import io.storagebench.results.ActorResult;
import io.storagebench.results.Latency;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import io.storagebench.results.layout.ReportLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The terminal tables of the db_bench-style workloads. {@link #dbBench} has db_bench's result line and histogram per
 * step: ops/s (the headline rate), micros/op, P50 P75 P99 P99.9 P99.99 and max of the headline actor's response
 * times, then the probes' costs per op and the LSM's amplification and stall time, each where a step measured it.
 * {@link #study} is the IO-efficiency study's table per baseline and read step. The kv workload's terminal summary
 * ({@link ReportLayout}) is db_bench's table; {@link IoEfficiencySummary} adds the study's.
 */
public final class KvSummary implements ReportLayout {
    private static final List<String> LATENCY_HEADER = List.of("step", "ops/s", "micros/op", "p50", "p75", "p99",
            "p99.9", "p99.99", "max ms");
    /** The cost columns and the metric behind each; w-amp of overwriteandwait is CompactionDebt's. */
    private static final List<Cost> COSTS = List.of(new Cost("cpu/op", "cpu_us_per_op.host"),
            new Cost("r/op", "reads_per_op"), new Cost("rKB/op", "read_kb_per_op"),
            new Cost("wKB/op", "write_kb_per_op"), new Cost("w-amp", "write_amp"), new Cost("s-amp", "space_amp"),
            new Cost("stall s", "stall_s"));

    private record Cost(String heading, String metric) {
    }

    @Override
    public String workload() {
        return CompactionDebt.WORKLOAD;
    }

    @Override
    public String summary(ResultBundle bundle) {
        return dbBench(bundle);
    }

    /**
     * db_bench's table, with the cost columns some step measured: an engine without RocksDB's statistics gets no
     * w-amp, s-amp or stall s.
     */
    static String dbBench(ResultBundle bundle) {
        List<Cost> costs = COSTS.stream().filter(c -> measured(bundle, c.metric())
                || c.metric().equals("write_amp") && measured(bundle, CompactionDebt.METRIC)).toList();
        List<String> header = new ArrayList<>(LATENCY_HEADER);
        costs.forEach(c -> header.add(c.heading()));
        header.add("status");
        List<String[]> rows = new ArrayList<>();
        rows.add(header.toArray(new String[0]));
        for (StepResult step : bundle.steps()) {
            List<String> cells = new ArrayList<>(List.of(step.name()));
            cells.addAll(latencyCells(step));
            for (Cost cost : costs) {
                String name = cost.metric();
                boolean withDebt = name.equals("write_amp") && step.metric(CompactionDebt.METRIC) != null;
                cells.add(TextTable.metric(step, withDebt ? CompactionDebt.METRIC : name));
            }
            cells.add(step.status().name());
            rows.add(cells.toArray(new String[0]));
        }
        return TextTable.render(rows, Set.of(0, header.size() - 1))
                + "latencies in us, of the headline actor; micros/op = summed thread time / ops as db_bench prints it"
                + System.lineSeparator()
                + (measured(bundle, CompactionDebt.METRIC)
                ? "w-amp of " + CompactionDebt.STEP + " counts the flushes and compactions of the "
                + CompactionDebt.WAIT + " after it (its compaction debt, as benchmark.sh)" + System.lineSeparator()
                : "");
    }

    /**
     * ops/s, micros/op, the percentiles and max. micros/op is the headline actor's mean response time (recorded in
     * the bundle) times its calls per headline unit: for calls that each do one op it is the mean, for
     * multireadrandom, whose rate counts keys, the summed time per key, both what db_bench prints (its summed thread
     * time / ops). A percentile the bundle did not record (p75 before the runner recorded it) is read from the HDR
     * histogram when the bundle has it, else shown as {@code -}.
     */
    private static List<String> latencyCells(StepResult step) {
        List<String> cells = new ArrayList<>();
        ActorResult actor = step.headline() == null ? null : step.actor(step.headline().actor());
        Latency latency = actor == null ? null : actor.responseTime();
        cells.add(step.headline() == null ? "" : TextTable.number(step.headline().value()));
        if (latency == null || latency.count() == 0) {
            cells.addAll(List.of("", "", "", "", "", "", ""));
            return cells;
        }
        if (runByFio(step)) {
            // each call waits for fio's next status: its time is no read's latency (io.lat is the device's)
            cells.addAll(List.of("-", "-", "-", "-", "-", "-", "-"));
            return cells;
        }
        long units = units(step, actor);
        cells.add(units == 0 ? "-" : TextTable.number(latency.meanMicros() * actor.ops() / units));
        LatencyDistribution histogram = null;
        for (String p : Defaults.DB_BENCH_PERCENTILES) {
            Double recorded = latency.percentilesMicros().get(p);
            if (recorded == null && histogram == null) {
                histogram = LatencyDistribution.of(List.of(latency));
            }
            cells.add(recorded != null ? TextTable.number(recorded)
                    : histogram != null ? TextTable.number(histogram.percentileMicros(Double.parseDouble(p))) : "-");
        }
        cells.add(String.format(Locale.ROOT, "%.3f", latency.maxMicros() / 1000.0));
        return cells;
    }

    /** The study's table per baseline and read step, and the line naming the baseline tool and the device. */
    static String study(ResultBundle bundle) {
        List<String[]> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("step", "threads", "qps"));
        IoEfficiency.COLUMNS.forEach(c -> header.add(c.heading()));
        rows.add(header.toArray(new String[0]));
        for (StepResult step : bundle.steps()) {
            int threads = IoEfficiency.threads(step.name());
            if (threads < 0) {
                continue;
            }
            List<String> cells = new ArrayList<>(List.of(step.name(), Integer.toString(threads),
                    step.headline() == null ? "" : TextTable.number(step.headline().value())));
            for (IoEfficiency.Column c : IoEfficiency.COLUMNS) {
                cells.add(c.metric() != null ? TextTable.metric(step, c.metric()) : meanMicros(step));
            }
            rows.add(cells.toArray(new String[0]));
        }
        if (rows.size() == 1) {
            return "";
        }
        return TextTable.render(rows, Set.of(0)) + IoEfficiency.baselineNote(bundle) + System.lineSeparator()
                + absentEfficiency(bundle);
    }

    /** Why io.eff shows {@code -}: each distinct reason once (an engine that reads through the page cache). */
    private static String absentEfficiency(ResultBundle bundle) {
        StringBuilder out = new StringBuilder();
        bundle.steps().stream().map(step -> step.metric("io_eff")).filter(m -> m != null && !m.present())
                .map(m -> m.reason()).distinct()
                .forEach(reason -> out.append("io.eff -: ").append(reason).append(System.lineSeparator()));
        return out.toString();
    }

    /** Whether some step of the bundle has a value of the metric. */
    private static boolean measured(ResultBundle bundle, String metric) {
        return bundle.steps().stream().map(s -> s.metric(metric)).anyMatch(m -> m != null && m.present());
    }

    /** The headline actor's mean response time per headline unit; none for a baseline fio ran. */
    private static String meanMicros(StepResult step) {
        ActorResult actor = step.headline() == null ? null : step.actor(step.headline().actor());
        Latency latency = actor == null ? null : actor.responseTime();
        long units = actor == null ? 0 : units(step, actor);
        return latency == null || latency.count() == 0 || units == 0 || runByFio(step) ? "-"
                : TextTable.number(latency.meanMicros() * actor.ops() / units);
    }

    /** A baseline step fio ran: its headline label names fio, and its calls are fio's status intervals. */
    private static boolean runByFio(StepResult step) {
        return step.headline() != null && step.headline().label().contains("(fio)");
    }

    /** What the headline counts: the actor's rows for a rate of rows (bundles spell the unit in lower case). */
    private static long units(StepResult step, ActorResult actor) {
        return "rows".equalsIgnoreCase(step.headline().unit()) ? actor.rows() : actor.ops();
    }
}
