package io.storagebench.report;

import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.results.ActorResult;
import io.storagebench.results.FunctionCost;
import io.storagebench.results.HostLatency;
import io.storagebench.results.Latency;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import io.storagebench.results.WakeupLatency;
import io.storagebench.results.layout.ReportLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The table a run ends with: per step the headline rate (rows/s as ips, queries/s as qps), the background insert
 * rate against its target with the SLA verdict, the headline actor's response time p50, p99 and max, and the Insert
 * Benchmark's efficiency columns from the probes' metrics: cpupq (host CPU us per op), cspq (context switches per
 * op), rpq and rkbpq (storage reads and KB read per op), wkbpi (KB written per inserted row) and dbgb (the engine's
 * database size in GB). An absent metric shows as {@code -}; a bundle without metrics leaves the cells empty.
 * A workload whose jar brings a {@link ReportLayout} (found with ServiceLoader) gets its lines instead of the table;
 * the figures its {@link WorkloadLayout} derives from the steps are added first.
 * Under the table: which window the rates divide by, the host's wake-up self-test, every step's warnings, its
 * profiles ({@code run --profiler}: where each flame graph is and its top function, or why it is missing), and the
 * steps whose actors retried operations (deadlocks, a cluster's certification conflicts), with how many.
 */
public final class TerminalSummary {
    private static final String[] HEADER = {"step", "rate", "unit", "bg ins/s", "target", "SLA", "p50 us", "p99 us",
        "max ms", "cpupq", "cspq", "rpq", "rkbpq", "wkbpi", "dbgb", "status"};
    /** The metric behind each efficiency column, in the header's order. */
    private static final String[] METRICS = {"cpu_us_per_op.host", "cs_per_op.host", "reads_per_op",
        "read_kb_per_op", "write_kb_per_insert", "db_gb"};

    private TerminalSummary() {
    }

    public static String render(ResultBundle bundle) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        bundle = WorkloadLayout.forWorkload(bundle.workload().name(), loader).derive(bundle);
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%s %s (%s) | %s %s | %s/%s | seed %d | %s%n",
                bundle.framework().name(), bundle.framework().version(), bundle.framework().gitCommit(),
                bundle.engine().name(), bundle.engine().version(), bundle.workload().name(),
                bundle.workload().profile(), bundle.workload().seed(), bundle.status()));
        String workload = bundle.workload().name();
        Optional<ReportLayout> own = ReportLayout.find(workload, loader);
        if (own.isPresent()) {
            out.append(own.get().summary(bundle));
        } else {
            List<String[]> rows = new ArrayList<>();
            rows.add(HEADER);
            for (StepResult step : bundle.steps()) {
                rows.add(row(step));
            }
            out.append(TextTable.render(rows, Set.of(0, 2, 5, HEADER.length - 1)));
        }
        out.append("rates: per second of each step's measured window, warmup excluded (the bundle also has the "
                + "whole-step rate iibench divides by)").append(System.lineSeparator());
        String host = hostLine(bundle.host().latency());
        if (host != null) {
            out.append(host).append(System.lineSeparator());
        }
        for (StepResult step : bundle.steps()) {
            for (String warning : step.warnings()) {
                out.append("warning: ").append(warning).append(System.lineSeparator());
            }
        }
        for (StepResult step : bundle.steps()) {
            for (ProfileResult profile : step.profiles()) {
                out.append(profileLine(step.name(), profile)).append(System.lineSeparator());
            }
        }
        for (StepResult step : bundle.steps()) {
            String retries = retriesLine(step);
            if (retries != null) {
                out.append(retries).append(System.lineSeparator());
            }
        }
        for (String error : bundle.errors()) {
            out.append("error: ").append(ErrorWords.of(error)).append(System.lineSeparator());
        }
        return out.toString();
    }

    /**
     * One line per profile: where its flame graph is and the function with most CPU of its own, per operation when
     * the step's CPU figure is there; or why the step has no such profile.
     */
    static String profileLine(String step, ProfileResult p) {
        if (!p.present()) {
            return "profile: " + step + ": no " + p.group() + " profile (" + p.profiler() + "): " + p.reason();
        }
        StringBuilder line = new StringBuilder("profile: " + step + ": " + p.group() + " ("
                + p.profiler() + ", " + p.samples() + " samples) "
                + (p.flameGraph() != null ? p.flameGraph() : p.collapsed()));
        if (!p.functions().isEmpty()) {
            FunctionCost top = p.functions().get(0);
            line.append(", top ").append(top.function());
            if (top.selfUsPerOp() != null) {
                line.append(String.format(Locale.ROOT, " %.2f us/op", top.selfUsPerOp()));
            } else {
                line.append(String.format(Locale.ROOT, " %.0f%% of samples",
                        100.0 * top.selfSamples() / p.samples()));
            }
        }
        return line.toString();
    }

    /**
     * The step's actors that re-ran operations after a retryable error (a deadlock, a lock wait timeout, a cluster's
     * certification conflict), with how many; null when none did.
     */
    private static String retriesLine(StepResult step) {
        List<String> actors = step.actors().stream().filter(a -> a.retries() > 0)
                .map(a -> a.name() + " " + a.retries()).toList();
        return actors.isEmpty() ? null : "retries: " + step.name() + ": " + String.join(", ", actors)
                + " (retryable errors, each operation run again)";
    }

    /** The wake-up self-test in one line, with the QoS request when held; null for bundles without it. */
    private static String hostLine(HostLatency latency) {
        if (latency == null) {
            return null;
        }
        String qos = latency.qos().held()
                ? String.format(Locale.ROOT, ", CPU latency QoS held at %d us", latency.qos().requestMicros()) : "";
        WakeupLatency w = latency.wakeup();
        if (w == null) {
            return "host wake-up: not measured (" + latency.wakeupNote() + ")" + qos;
        }
        String verdict = !w.slow() ? "" : latency.qos().held()
                ? ": slow, 1-client figures measure the host"
                : ": slow, 1-client figures measure the host (--cpu-latency-qos keeps idle CPUs quick to wake)";
        return String.format(Locale.ROOT, "host wake-up: loopback round trip %.1f us idle, %.1f us with a CPU kept "
                + "busy%s%s", w.socketIdleMedianMicros(), w.socketBusyMedianMicros(), qos, verdict);
    }

    private static String[] row(StepResult step) {
        String rate = "";
        String unit = "";
        String p50 = "";
        String p99 = "";
        String max = "";
        if (step.headline() != null) {
            rate = TextTable.number(step.headline().value());
            unit = step.headline().label();
            ActorResult actor = step.actor(step.headline().actor());
            Latency latency = actor == null ? null : actor.responseTime();
            if (latency != null && latency.count() > 0) {
                p50 = TextTable.number(latency.percentilesMicros().getOrDefault("50", Double.NaN));
                p99 = TextTable.number(latency.percentilesMicros().getOrDefault("99", Double.NaN));
                max = String.format(Locale.ROOT, "%.3f", latency.maxMicros() / 1000.0);
            }
        }
        String bg = "";
        String target = "";
        String verdict = "";
        if (!step.slas().isEmpty()) {
            SlaResult sla = step.slas().get(0);
            bg = String.format(Locale.ROOT, "%.1f", sla.achievedPerSecond());
            target = TextTable.number(sla.targetPerSecond());
            verdict = sla.passed() ? "pass" : "FAIL";
        }
        List<String> cells = new ArrayList<>(List.of(step.name(), rate, unit, bg, target, verdict, p50, p99, max));
        for (String name : METRICS) {
            cells.add(metric(step, name));
        }
        cells.add(step.status().name());
        return cells.toArray(new String[0]);
    }

    private static String metric(StepResult step, String name) {
        MetricResult m = step.metric(name);
        if (name.equals("db_gb") && m != null && m.value() != null) {
            return String.format(Locale.ROOT, "%.3f", m.value());
        }
        return TextTable.metric(step, name);
    }

}
