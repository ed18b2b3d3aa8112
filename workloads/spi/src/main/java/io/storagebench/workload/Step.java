package io.storagebench.workload;

import io.storagebench.spi.Engine;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One measured step. A workload guarantees that a step of a given name measures the same thing in every run (its
 * results are compared by name across runs and engines), and that a step without a {@code duration} has at least
 * one {@link Role#DRIVER} actor whose workers return {@link Worker#DONE}, so that it ends.
 *
 * @param name     the step's name in results ({@code l.i0}, {@code qr100})
 * @param headline the step's headline rate
 * @param warmup   excluded from measurement at the start of the step (zero for none)
 * @param duration the step ends after this long; {@code null}: it ends when all driver actors are done
 * @param slas     targets on paced actors, judged over the measured window
 * @param after    what to do after the step
 * @param progress how to show progress: the actor and unit whose count reaches {@code total} when the step is done
 *                 ({@code null}: progress is elapsed time, against the duration when there is one)
 * @param setup    called once before the actors start, outside measurement: DDL, shared state; returns the actors
 */
public record Step(String name, Headline headline, Duration warmup, Duration duration, List<Sla> slas,
                   AfterStep after, ProgressTarget progress, StepSetup setup) {
    public Step {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(headline, "headline");
        Objects.requireNonNull(warmup, "warmup");
        slas = List.copyOf(slas);
        Objects.requireNonNull(after, "after");
        Objects.requireNonNull(setup, "setup");
        if (warmup.isNegative() || (duration != null && (duration.isNegative() || duration.isZero()))) {
            throw new IllegalArgumentException("step " + name + ": bad warmup or duration");
        }
    }

    /** The count that means "done" for a step that ends on rows: e.g. the inserter's rows. */
    public record ProgressTarget(String actor, Unit unit, long total) {
        public ProgressTarget {
            Objects.requireNonNull(actor, "actor");
            Objects.requireNonNull(unit, "unit");
            if (total < 1) {
                throw new IllegalArgumentException("progress total must be positive");
            }
        }
    }

    /**
     * Prepares the step on an engine. An implementer guarantees that it does, outside measurement, everything the
     * actors need before the first operation (tables, indexes, shared state), that it returns new actors on each
     * call (a step may be prepared again, on another engine), and that it uses only the engine's SPI methods.
     */
    @FunctionalInterface
    public interface StepSetup {
        List<Actor> prepare(Engine engine);
    }
}
