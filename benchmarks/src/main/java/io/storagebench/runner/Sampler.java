package io.storagebench.runner;

import io.storagebench.workload.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Takes one sample per second of a running step: per actor the operations and rows of the interval and its response
 * time p50/p99/max, folds each interval's measured latencies into the step's cumulative histograms, and reports
 * {@link Progress}. Memory grows by one entry per actor per second, never per operation.
 *
 * <p>A {@link SampleTrigger} calls {@link #sampleUpTo} as time passes: a background thread on the real clock, or a test
 * clock's advance hook on a virtual one. Either way every sample is for a whole-second boundary after the start; the
 * runner adds the last, partial interval itself once the workers have stopped, so the series has one sample per
 * elapsed second (rounded up) even if no trigger ever fired.
 */
public final class Sampler {
    private final Step step;
    private final long t0;
    private final long warmupEnd;
    private final long durationNanos;
    private final List<ActorSampling> actors;
    private final ProgressListener listener;
    private volatile long next;
    private long last;
    private long end;
    private boolean ended;

    Sampler(Step step, long t0, long warmupEnd, long durationNanos, List<ActorSampling> actors,
            ProgressListener listener) {
        this.step = step;
        this.t0 = t0;
        this.warmupEnd = warmupEnd;
        this.durationNanos = durationNanos;
        this.actors = List.copyOf(actors);
        this.listener = listener;
        this.last = t0;
        this.next = t0 + Defaults.SAMPLE_INTERVAL_NANOS;
    }

    /** The clock time of the next whole-second boundary to sample. */
    public long nextSampleAt() {
        return next;
    }

    /** Takes a sample for every whole-second boundary up to {@code now} (none past the step's end). Thread-safe. */
    public synchronized void sampleUpTo(long now) {
        long stopAt = ended ? end : t0 + durationNanos; // never a boundary past the end, even if the end is not set yet
        long limit = stopAt - now < 0 ? stopAt : now;
        while (next - limit <= 0) {
            take(next);
            next += Defaults.SAMPLE_INTERVAL_NANOS;
        }
    }

    /** No boundary after {@code endAt} will be sampled: the step ended then. */
    synchronized void endAt(long endAt) {
        ended = true;
        end = endAt;
    }

    /**
     * After the workers stopped: the remaining boundaries and the last partial interval. When the end falls exactly on
     * a sample already taken, what was recorded since is folded into that sample instead, so nothing measured is lost.
     */
    synchronized void finish() {
        sampleUpTo(end);
        if (end - last > 0) {
            take(end);
        } else {
            double elapsed = (end - t0) / 1e9;
            double length = Math.min(elapsed, Defaults.SAMPLE_INTERVAL_NANOS / 1e9);
            boolean warmup = end - Defaults.SAMPLE_INTERVAL_NANOS - warmupEnd < 0;
            for (ActorSampling actor : actors) {
                actor.amendLast(elapsed, length, warmup);
            }
        }
    }

    private void take(long at) {
        double elapsed = (at - t0) / 1e9;
        double length = (at - last) / 1e9;
        boolean warmup = last - warmupEnd < 0; // the interval began inside the warmup
        List<ActorProgress> progress = new ArrayList<>(actors.size());
        for (ActorSampling actor : actors) {
            actor.sample(elapsed, length, warmup);
            progress.add(actor.progress());
        }
        last = at;
        try {
            listener.tick(new Progress(step.name(), elapsed, fractionDone(elapsed), at - warmupEnd < 0, progress));
        } catch (RuntimeException ignored) {
            // a display bug must not end a measurement
        }
    }

    private OptionalDouble fractionDone(double elapsedSeconds) {
        double fraction = -1;
        Step.ProgressTarget target = step.progress();
        if (target != null) {
            for (ActorSampling actor : actors) {
                if (actor.actor().name().equals(target.actor())) {
                    fraction = (double) actor.sampled(target.unit()) / target.total();
                }
            }
        }
        if (step.duration() != null) {
            fraction = Math.max(fraction, elapsedSeconds * 1e9 / durationNanos);
        }
        return fraction < 0 ? OptionalDouble.empty() : OptionalDouble.of(Math.min(1.0, fraction));
    }
}
