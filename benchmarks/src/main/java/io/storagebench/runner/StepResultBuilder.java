package io.storagebench.runner;

import io.storagebench.results.ActorResult;
import io.storagebench.results.AfterStepResult;
import io.storagebench.probe.Window;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.MetricResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns what a step measured into its {@link StepResult}. Rates are over the measured window (warmup end to the end
 * condition); the headline and each SLA also record the reference's whole-step rate (warmup included) for comparison.
 * Every result is cross-checked against its own per-second series ({@link SeriesCheck}).
 */
final class StepResultBuilder {
    /** What the sampler and the counters hold for one actor, summed over its threads. */
    private record Totals(long ops, long rows, long warmupOps, long warmupRows, long errors, long retries) {
        long measured(Unit unit) {
            return unit.sumsReturns() ? rows : ops;
        }

        long all(Unit unit) {
            return unit.sumsReturns() ? rows + warmupRows : ops + warmupOps;
        }
    }

    /** The actor whose rows are the denominator of the per-insert metrics (the Insert Benchmark's name). */
    static final String INSERTER = "inserter";

    private StepResultBuilder() {
    }

    /** ISO-8601 UTC. */
    static String timestamp(long epochMillis) {
        return Instant.ofEpochMilli(epochMillis).toString();
    }

    /** A step that never started its actors: its setup failed or a stop came first. */
    static StepResult notStarted(Step step, RunStatus status, String startedAt, String error) {
        List<SlaResult> slas = new ArrayList<>();
        for (Sla sla : step.slas()) {
            slas.add(verdict(sla, 0, 0));
        }
        return new StepResult(step.name(), status, startedAt, 0, 0, 0, null, List.of(), slas,
                new AfterStepResult(false, 0, 0), error, List.of(), List.of());
    }

    static StepResult build(Step step, RunStatus status, String startedAt, long t0, long warmupEnd, long end,
                            List<ActorSampling> actors, String error, AfterStepResult after,
                            List<MetricResult> metrics) {
        double elapsed = Math.max(0, end - t0) / 1e9;
        long measuredFrom = warmupEnd - t0 > 0 ? warmupEnd : t0;
        double measured = Math.max(0, end - measuredFrom) / 1e9;
        double warmup = Math.min(elapsed, Math.max(0, warmupEnd - t0) / 1e9);

        List<ActorResult> results = new ArrayList<>();
        for (ActorSampling a : actors) {
            results.add(actorResult(a, totals(a), measured));
        }
        for (ActorSampling a : actors) {
            for (ActorSampling.Kind kind : a.kinds()) {
                if (kind.response().getTotalCount() > 0) {
                    results.add(kindResult(a.actor(), kind, measured));
                }
            }
        }
        List<SlaResult> slas = new ArrayList<>();
        for (Sla sla : step.slas()) {
            Totals t = find(actors, sla.actor());
            slas.add(t == null ? verdict(sla, 0, 0)
                    : verdict(sla, rate(t.measured(sla.unit()), measured), rate(t.all(sla.unit()), elapsed)));
        }
        StepResult result = new StepResult(step.name(), status, startedAt, elapsed, warmup, measured,
                headline(step.headline(), find(actors, step.headline().actor()), measured, elapsed), results, slas,
                after, error, metrics, List.of());
        return result.withWarnings(SeriesCheck.warnings(result));
    }

    /**
     * What probes normalise by: the headline actor's measured count in its unit, and the measured rows of the actor
     * named {@value #INSERTER} (else of the headline actor when it counts rows; else none).
     */
    static Window window(Step step, List<ActorSampling> actors, long t0, long warmupEnd, long end,
                         boolean measuring) {
        long measuredFrom = warmupEnd - t0 > 0 ? warmupEnd : t0;
        double seconds = Math.max(0, end - measuredFrom) / 1e9;
        Totals headline = find(actors, step.headline().actor());
        long ops = headline == null ? 0 : headline.measured(step.headline().unit());
        Totals inserter = find(actors, INSERTER);
        Long inserts = inserter != null ? Long.valueOf(inserter.rows())
                : headline != null && step.headline().unit() == Unit.ROWS ? Long.valueOf(headline.rows()) : null;
        return new Window(ops, inserts, seconds, measuring && end - warmupEnd >= 0);
    }

    private static ActorResult actorResult(ActorSampling sampling, Totals t, double measured) {
        Actor actor = sampling.actor();
        return new ActorResult(actor.name(), actor.threads(), Pacer.describe(actor.pacing()),
                actor.pacing().targetOpsPerSecond() * actor.threads(), t.ops(), t.rows(), t.errors(), t.retries(),
                t.warmupOps(), t.warmupRows(), rate(t.ops(), measured), rate(t.rows(), measured),
                LatencySummary.of(sampling.response()), LatencySummary.of(sampling.service()),
                sampling.series().toSeries());
    }

    /**
     * One kind of operation of an actor as an entry of its own: its measured calls, failures among them, rate and
     * latencies; no series (the actor's has them all) and no rows.
     */
    private static ActorResult kindResult(Actor actor, ActorSampling.Kind kind, double measured) {
        long ops = kind.response().getTotalCount();
        return new ActorResult(kind.name(), actor.threads(), Pacer.describe(actor.pacing()),
                actor.pacing().targetOpsPerSecond() * actor.threads(), ops, 0, kind.failures(), 0, 0, 0,
                rate(ops, measured), 0, LatencySummary.of(kind.response()), LatencySummary.of(kind.service()), null);
    }

    private static HeadlineResult headline(Headline headline, Totals t, double measured, double elapsed) {
        if (t == null || measured <= 0) {
            return null;
        }
        return new HeadlineResult(headline.actor(), unitName(headline.unit()), headline.label(),
                rate(t.measured(headline.unit()), measured) * headline.factor(),
                rate(t.all(headline.unit()), elapsed) * headline.factor());
    }

    private static SlaResult verdict(Sla sla, double achieved, double wholeStep) {
        return new SlaResult(sla.actor(), unitName(sla.unit()), sla.targetPerSecond(), sla.minShare(),
                sla.threshold(), achieved, wholeStep, sla.passes(achieved));
    }

    private static Totals find(List<ActorSampling> actors, String name) {
        for (ActorSampling a : actors) {
            if (a.actor().name().equals(name)) {
                return totals(a);
            }
        }
        return null;
    }

    private static Totals totals(ActorSampling a) {
        long ops = 0;
        long rows = 0;
        long warmupOps = 0;
        long warmupRows = 0;
        long errors = 0;
        long retries = 0;
        for (WorkerMeter m : a.meters()) {
            ops += m.ops();
            rows += m.rows();
            warmupOps += m.warmupOps();
            warmupRows += m.warmupRows();
            errors += m.errors();
            retries += m.retries();
        }
        return new Totals(ops, rows, warmupOps, warmupRows, errors, retries);
    }

    /** {@code rows} or {@code ops}, as results spell units. */
    static String unitName(Unit unit) {
        return unit.name().toLowerCase(Locale.ROOT);
    }

    private static double rate(long count, double seconds) {
        return seconds > 0 ? count / seconds : 0;
    }
}
