package io.storagebench.report.check;

import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Measure;
import io.storagebench.report.compare.Run;
import io.storagebench.report.compare.Value;
import io.storagebench.results.ActorResult;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;

/**
 * A figure the gate judges in every step, with the way it is better. Names are the report's column headings
 * (cpupq, wkbpi), so a threshold is written as the report shows the figure.
 */
public enum Figure {
    /** The step's headline rate (ips, qps): higher is better. */
    THROUGHPUT("throughput", null, Direction.HIGHER_IS_BETTER),
    /** The 99th percentile response time of the headline's actor, in microseconds. */
    P99("p99", null, Direction.LOWER_IS_BETTER),
    CPUPQ("cpupq", "cpu_us_per_op.host", Direction.LOWER_IS_BETTER),
    RKBPQ("rkbpq", "read_kb_per_op", Direction.LOWER_IS_BETTER),
    WKBPI("wkbpi", "write_kb_per_insert", Direction.LOWER_IS_BETTER),
    DBGB("dbgb", "db_gb", Direction.LOWER_IS_BETTER);

    private final String key;
    private final String metric;
    private final Direction direction;

    Figure(String key, String metric, Direction direction) {
        this.key = key;
        this.metric = metric;
        this.direction = direction;
    }

    /** The name thresholds use. */
    public String key() {
        return key;
    }

    public Direction direction() {
        return direction;
    }

    /** The name in verdicts: the headline's own label (ips, qps) for throughput, else the key. */
    public String label(Run run, String step) {
        if (this == THROUGHPUT) {
            String label = run.headlineLabel(step);
            return label != null ? label : key;
        }
        return key;
    }

    /** Whether the run has the figure in this step at all (a step without queries has no p99 to judge). */
    public boolean appliesTo(Run run, String step) {
        if (metric != null) {
            return run.hasMetric(step, metric);
        }
        return run.headlineLabel(step) != null;
    }

    /** The figure over the run's repeats of the step. */
    public Value value(Run run, String step) {
        return switch (this) {
            case THROUGHPUT -> run.headline(step);
            case P99 -> p99(run, step);
            default -> run.metric(step, metric);
        };
    }

    public String unit(Run run, String step) {
        return switch (this) {
            case THROUGHPUT -> run.steps(step).stream().filter(s -> s.headline() != null)
                    .map(s -> s.headline().unit().toLowerCase(java.util.Locale.ROOT) + "/s").findFirst().orElse("");
            case P99 -> "us";
            default -> run.steps(step).stream().map(s -> s.metric(metric)).filter(m -> m != null)
                    .map(m -> m.unit()).findFirst().orElse("");
        };
    }

    private static Value p99(Run run, String step) {
        List<Double> values = new ArrayList<>();
        for (StepResult s : run.steps(step)) {
            ActorResult actor = s.headline() == null ? null : s.actor(s.headline().actor());
            if (actor != null && actor.responseTime() != null && actor.responseTime().count() > 0) {
                Double p = actor.responseTime().percentilesMicros().get("99");
                if (p != null) {
                    values.add(p);
                }
            }
        }
        return values.isEmpty() ? Value.absent("no response times") : Value.of(Measure.of(values));
    }
}
