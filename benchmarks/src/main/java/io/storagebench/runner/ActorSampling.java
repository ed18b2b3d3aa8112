package io.storagebench.runner;

import io.storagebench.workload.Actor;
import io.storagebench.workload.Unit;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The sampler's view of one actor: sums its threads' counters, takes their interval histograms each second into the
 * series, and accumulates the measured response and service histograms the result reports. Sampler thread only
 * (the sampler serialises calls).
 */
final class ActorSampling {
    private final Actor actor;
    private final List<WorkerMeter> meters;
    private final Histogram interval = new Histogram(Defaults.SIGNIFICANT_DIGITS);
    private final Histogram response = new Histogram(Defaults.SIGNIFICANT_DIGITS);
    private final Histogram service = new Histogram(Defaults.SIGNIFICANT_DIGITS);
    private final SeriesColumns series = new SeriesColumns();
    /** Per kind of operation: measured response and service times, and failures as of the last {@link #kinds}. */
    private final Histogram[] kindResponse;
    private final Histogram[] kindService;
    private long sampledOps;
    private long sampledRows;
    private ActorProgress last;

    ActorSampling(Actor actor, List<WorkerMeter> meters) {
        this.actor = actor;
        this.meters = List.copyOf(meters);
        int kinds = actor.operations().size();
        kindResponse = new Histogram[kinds];
        kindService = new Histogram[kinds];
        for (int i = 0; i < kinds; i++) {
            kindResponse[i] = new Histogram(Defaults.SIGNIFICANT_DIGITS);
            kindService[i] = new Histogram(Defaults.SIGNIFICANT_DIGITS);
        }
    }

    /** What one kind of operation ({@code Actor.operations}) measured, summed over the threads. */
    record Kind(String name, Histogram response, Histogram service, long failures) {
    }

    /** Every kind of operation of the actor, with all recorded so far (an actor of one kind: none). */
    List<Kind> kinds() {
        List<Kind> out = new java.util.ArrayList<>();
        for (int i = 0; i < kindResponse.length; i++) {
            long failures = 0;
            for (WorkerMeter m : meters) {
                failures += m.drainOperation(i, kindResponse[i], kindService[i]);
            }
            out.add(new Kind(actor.operations().get(i), kindResponse[i], kindService[i], failures));
        }
        return out;
    }

    Actor actor() {
        return actor;
    }

    List<WorkerMeter> meters() {
        return meters;
    }

    /** Takes the interval that ends {@code elapsedSeconds} after the start and lasted {@code intervalSeconds}. */
    void sample(double elapsedSeconds, double intervalSeconds, boolean warmup) {
        interval.reset();
        collect(elapsedSeconds, intervalSeconds, warmup, false);
    }

    /**
     * Folds what was recorded after the last sample into it: operations that ended just before the step's end but
     * were recorded after a sample taken exactly at the end. Keeps the cumulative histograms complete.
     */
    void amendLast(double elapsedSeconds, double intervalSeconds, boolean warmup) {
        collect(elapsedSeconds, intervalSeconds, warmup, series.size() > 0);
    }

    private void collect(double elapsedSeconds, double intervalSeconds, boolean warmup, boolean amend) {
        long ops = 0;
        long rows = 0;
        for (WorkerMeter m : meters) {
            ops += m.ops() + m.warmupOps();
            rows += m.rows() + m.warmupRows();
        }
        for (WorkerMeter m : meters) {
            m.drainInto(interval, response, service);
        }
        long intervalOps = ops - sampledOps;
        long intervalRows = rows - sampledRows;
        if (amend) {
            intervalOps += series.lastOps();
            intervalRows += series.lastRows();
            series.removeLast();
        }
        sampledOps = ops;
        sampledRows = rows;
        boolean any = interval.getTotalCount() > 0;
        double maxMicros = any ? interval.getMaxValue() / 1000.0 : 0;
        series.add(elapsedSeconds, intervalOps, intervalRows,
                any ? interval.getValueAtPercentile(50) / 1000.0 : 0,
                any ? interval.getValueAtPercentile(99) / 1000.0 : 0,
                maxMicros, warmup);
        last = new ActorProgress(actor.name(), ops, rows, rate(ops, elapsedSeconds), rate(rows, elapsedSeconds),
                rate(intervalOps, intervalSeconds), rate(intervalRows, intervalSeconds), maxMicros);
    }

    /** Progress as of the last sample. */
    ActorProgress progress() {
        return last != null ? last : new ActorProgress(actor.name(), 0, 0, 0, 0, 0, 0, 0);
    }

    /** The count in {@code unit} as of the last sample, warmup included. */
    long sampled(Unit unit) {
        return unit.sumsReturns() ? sampledRows : sampledOps;
    }

    Histogram response() {
        return response;
    }

    Histogram service() {
        return service;
    }

    SeriesColumns series() {
        return series;
    }

    static double rate(long count, double seconds) {
        return seconds > 0 ? count / seconds : 0;
    }
}
