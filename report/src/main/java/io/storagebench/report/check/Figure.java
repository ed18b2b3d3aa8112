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
    THROUGHPUT("throughput", null, Direction.HIGHER_IS_BETTER, 0),
    /** The 99th percentile response time of the headline's actor, in microseconds. */
    P99("p99", null, Direction.LOWER_IS_BETTER, 0),
    CPUPQ("cpupq", "cpu_us_per_op.host", Direction.LOWER_IS_BETTER, 0),
    /**
     * KB read from the device per query. Below 1 KB per query on both sides (less than one 4 KB page per four
     * queries) the reads are the page cache's churn, not the engine's: from 0.001 to 0.03 KB is +3000% and means
     * nothing, so such a pair is not judged.
     */
    RKBPQ("rkbpq", "read_kb_per_op", Direction.LOWER_IS_BETTER, 1.0),
    WKBPI("wkbpi", "write_kb_per_insert", Direction.LOWER_IS_BETTER, 0),
    DBGB("dbgb", "db_gb", Direction.LOWER_IS_BETTER, 0);

    private final String key;
    private final String metric;
    private final Direction direction;
    private final double floor;

    Figure(String key, String metric, Direction direction, double floor) {
        this.key = key;
        this.metric = metric;
        this.direction = direction;
        this.floor = floor;
    }

    /** Below this on both sides (in the figure's unit) a change is not judged; 0 when every value counts. */
    public double floor() {
        return floor;
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
