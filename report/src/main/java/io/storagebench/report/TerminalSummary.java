package io.storagebench.report;

import io.storagebench.results.ActorResult;
import io.storagebench.results.Latency;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The table a run ends with: per step the headline rate (rows/s as ips, queries/s as qps), the background insert
 * rate against its target with the SLA verdict, and the headline actor's response time p50, p99 and max.
 */
public final class TerminalSummary {
    private static final String[] HEADER = {"step", "rate", "unit", "bg ins/s", "target", "SLA", "p50 us", "p99 us",
        "max ms", "status"};

    private TerminalSummary() {
    }

    public static String render(ResultBundle bundle) {
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADER);
        for (StepResult step : bundle.steps()) {
            rows.add(row(step));
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%s %s (%s) | %s %s | %s/%s | seed %d | %s%n",
                bundle.framework().name(), bundle.framework().version(), bundle.framework().gitCommit(),
                bundle.engine().name(), bundle.engine().version(), bundle.workload().name(),
                bundle.workload().profile(), bundle.workload().seed(), bundle.status()));
        out.append(table(rows));
        for (String error : bundle.errors()) {
            out.append("error: ").append(error).append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String[] row(StepResult step) {
        String rate = "";
        String unit = "";
        String p50 = "";
        String p99 = "";
        String max = "";
        if (step.headline() != null) {
            rate = number(step.headline().value());
            unit = step.headline().label();
            ActorResult actor = step.actor(step.headline().actor());
            Latency latency = actor == null ? null : actor.responseTime();
            if (latency != null && latency.count() > 0) {
                p50 = number(latency.percentilesMicros().getOrDefault("50", Double.NaN));
                p99 = number(latency.percentilesMicros().getOrDefault("99", Double.NaN));
                max = String.format(Locale.ROOT, "%.3f", latency.maxMicros() / 1000.0);
            }
        }
        String bg = "";
        String target = "";
        String verdict = "";
        if (!step.slas().isEmpty()) {
            SlaResult sla = step.slas().get(0);
            bg = String.format(Locale.ROOT, "%.1f", sla.achievedPerSecond());
            target = number(sla.targetPerSecond());
            verdict = sla.passed() ? "pass" : "FAIL";
        }
        return new String[] {step.name(), rate, unit, bg, target, verdict, p50, p99, max, step.status().name()};
    }

    private static String number(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String table(List<String[]> rows) {
        int[] width = new int[HEADER.length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                // text columns left-aligned, numbers right-aligned
                boolean left = i == 0 || i == 2 || i == 5 || i == 9;
                String cell = left ? pad(r[i], width[i], false) : pad(r[i], width[i], true);
                line.append(cell).append(i + 1 < r.length ? "  " : "");
            }
            out.append(line.toString().stripTrailing()).append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String pad(String s, int width, boolean right) {
        String fill = " ".repeat(width - s.length());
        return right ? fill + s : s + fill;
    }
}
