package io.storagebench.runner;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * One worker thread's measurements: HdrHistogram recorders and counters written by that thread alone and read once a
 * second by the sampler. Hot: the writer side runs once per operation, so it takes no lock and allocates nothing;
 * counters are published with release stores (plain stores on x86) and read with acquire loads.
 *
 * <p>Latencies go to one of four recorders: warmup (response time only, for the per-second series), {@code same}
 * (measured operations whose service time equals their response time: closed loop without overrides, one value
 * instead of two), and {@code splitResponse}/{@code splitService} (paced operations, worker overrides, retries). The
 * measured response histogram is same + splitResponse, the service histogram same + splitService.
 *
 * <p>Created on the worker's own thread, so its counters do not share a cache line with another worker's.
 */
final class WorkerMeter {
    /** Phases: indexes into {@link #phases}. */
    private static final int MEASURED = 0;
    private static final int WARMUP = 1;

    private static final VarHandle RETRIES;
    private static final VarHandle ERRORS;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            RETRIES = lookup.findVarHandle(WorkerMeter.class, "retries", long.class);
            ERRORS = lookup.findVarHandle(WorkerMeter.class, "errors", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final SingleWriterRecorder warmup = new SingleWriterRecorder(Defaults.SIGNIFICANT_DIGITS);
    private final SingleWriterRecorder same = new SingleWriterRecorder(Defaults.SIGNIFICANT_DIGITS);
    private final SingleWriterRecorder splitResponse = new SingleWriterRecorder(Defaults.SIGNIFICANT_DIGITS);
    private final SingleWriterRecorder splitService = new SingleWriterRecorder(Defaults.SIGNIFICANT_DIGITS);

    /**
     * The closed loop's recorder and counters per phase, indexed, not chosen by a branch: a branch on the phase is
     * never taken the other way during the warmup, so C2 compiles it as an uncommon trap, and the first measured
     * operation would deoptimise the worker's compiled loop (the event and the driver inlined in it) and recompile
     * it inside the measured window.
     */
    private final Phase[] phases = {new Phase(same), new Phase(warmup)};
    private long retries;
    private long errors;
    /** Per kind of operation ({@code Actor.operations}), measured calls only; empty for an actor of one kind. */
    private final OperationMeter[] operations;

    /** A meter for an actor whose calls are of one kind. */
    WorkerMeter() {
        this(0);
    }

    /** A meter that also keeps {@code kinds} kinds of operation apart. */
    WorkerMeter(int kinds) {
        operations = new OperationMeter[kinds];
        for (int i = 0; i < kinds; i++) {
            operations[i] = new OperationMeter();
        }
    }

    // Reader side: interval histograms handed back to their recorders for reuse.
    private Histogram warmupInterval;
    private Histogram sameInterval;
    private Histogram splitResponseInterval;
    private Histogram splitServiceInterval;

    /**
     * An operation whose service time is its response time; {@code sinceWarmupEnd} is its end minus the warmup's
     * end (negative: a warmup operation). Branch-free in the phase (see {@link #phases}).
     */
    void recordSame(long nanos, long rowCount, long sinceWarmupEnd) {
        int phase = (int) (sinceWarmupEnd >>> 63); // WARMUP when negative, else MEASURED
        Phase p = phases[phase];
        p.recorder.recordValue(nanos);
        p.count(rowCount);
    }

    /** An operation with distinct response and service times; negative values (a due time in the future) count as 0. */
    void recordSplit(long responseNanos, long serviceNanos, long rowCount, boolean measured) {
        if (measured) {
            splitResponse.recordValue(Math.max(0, responseNanos));
            splitService.recordValue(Math.max(0, serviceNanos));
            phases[MEASURED].count(rowCount);
        } else {
            warmup.recordValue(Math.max(0, responseNanos));
            phases[WARMUP].count(rowCount);
        }
    }

    /** A call of kind {@code index}, counted under it when measured; {@code ok} false counts a failure of it. */
    void recordOperation(int index, boolean ok, long responseNanos, long serviceNanos, boolean measured) {
        if (!measured) {
            return;
        }
        OperationMeter op = operations[index];
        op.response.recordValue(Math.max(0, responseNanos));
        op.service.recordValue(Math.max(0, serviceNanos));
        if (!ok) {
            OperationMeter.FAILURES.setRelease(op, op.failures + 1);
        }
    }

    /** How many kinds of operation this meter keeps apart. */
    int kinds() {
        return operations.length;
    }

    /**
     * Adds what kind {@code index} recorded since the last call to {@code response} and {@code service}; returns its
     * failures so far. Sampler thread only.
     */
    long drainOperation(int index, Histogram response, Histogram service) {
        OperationMeter op = operations[index];
        op.responseInterval = op.response.getIntervalHistogram(op.responseInterval);
        op.serviceInterval = op.service.getIntervalHistogram(op.serviceInterval);
        addIfAny(response, op.responseInterval);
        addIfAny(service, op.serviceInterval);
        return (long) OperationMeter.FAILURES.getAcquire(op);
    }

    void retried() {
        RETRIES.setRelease(this, retries + 1);
    }

    void failed() {
        ERRORS.setRelease(this, errors + 1);
    }

    long ops() {
        return phases[MEASURED].ops();
    }

    long rows() {
        return phases[MEASURED].rows();
    }

    long warmupOps() {
        return phases[WARMUP].ops();
    }

    long warmupRows() {
        return phases[WARMUP].rows();
    }

    long retries() {
        return (long) RETRIES.getAcquire(this);
    }

    long errors() {
        return (long) ERRORS.getAcquire(this);
    }

    /**
     * Takes everything recorded since the last call: all response times into {@code interval} (warmup included, for
     * the series), measured response and service times into the cumulative histograms. Sampler thread only.
     */
    void drainInto(Histogram interval, Histogram measuredResponse, Histogram measuredService) {
        warmupInterval = warmup.getIntervalHistogram(warmupInterval);
        sameInterval = same.getIntervalHistogram(sameInterval);
        splitResponseInterval = splitResponse.getIntervalHistogram(splitResponseInterval);
        splitServiceInterval = splitService.getIntervalHistogram(splitServiceInterval);
        addIfAny(interval, warmupInterval);
        addIfAny(interval, sameInterval);
        addIfAny(interval, splitResponseInterval);
        addIfAny(measuredResponse, sameInterval);
        addIfAny(measuredResponse, splitResponseInterval);
        addIfAny(measuredService, sameInterval);
        addIfAny(measuredService, splitServiceInterval);
    }

    /** One phase's recorder of closed-loop operations and its counters; written by the worker thread only. */
    private static final class Phase {
        private static final VarHandle OPS;
        private static final VarHandle ROWS;

        static {
            try {
                MethodHandles.Lookup lookup = MethodHandles.lookup();
                OPS = lookup.findVarHandle(Phase.class, "ops", long.class);
                ROWS = lookup.findVarHandle(Phase.class, "rows", long.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final SingleWriterRecorder recorder;
        private long ops;
        private long rows;

        Phase(SingleWriterRecorder recorder) {
            this.recorder = recorder;
        }

        void count(long rowCount) {
            OPS.setRelease(this, ops + 1);
            ROWS.setRelease(this, rows + rowCount);
        }

        long ops() {
            return (long) OPS.getAcquire(this);
        }

        long rows() {
            return (long) ROWS.getAcquire(this);
        }
    }

    /** One kind of operation's recorders and failures; written by the worker thread only. */
    private static final class OperationMeter {
        private static final VarHandle FAILURES;

        static {
            try {
                FAILURES = MethodHandles.lookup().findVarHandle(OperationMeter.class, "failures", long.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final SingleWriterRecorder response = new SingleWriterRecorder(Defaults.SIGNIFICANT_DIGITS);
        final SingleWriterRecorder service = new SingleWriterRecorder(Defaults.SIGNIFICANT_DIGITS);
        private long failures;
        // reader side
        Histogram responseInterval;
        Histogram serviceInterval;
    }

    private static void addIfAny(Histogram target, Histogram source) {
        if (source.getTotalCount() > 0) {
            target.add(source);
        }
    }
}
