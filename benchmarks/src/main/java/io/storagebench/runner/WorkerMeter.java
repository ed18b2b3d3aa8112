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
    private static final VarHandle OPS;
    private static final VarHandle ROWS;
    private static final VarHandle WARMUP_OPS;
    private static final VarHandle WARMUP_ROWS;
    private static final VarHandle RETRIES;
    private static final VarHandle ERRORS;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            OPS = lookup.findVarHandle(WorkerMeter.class, "ops", long.class);
            ROWS = lookup.findVarHandle(WorkerMeter.class, "rows", long.class);
            WARMUP_OPS = lookup.findVarHandle(WorkerMeter.class, "warmupOps", long.class);
            WARMUP_ROWS = lookup.findVarHandle(WorkerMeter.class, "warmupRows", long.class);
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

    private long ops;
    private long rows;
    private long warmupOps;
    private long warmupRows;
    private long retries;
    private long errors;

    // Reader side: interval histograms handed back to their recorders for reuse.
    private Histogram warmupInterval;
    private Histogram sameInterval;
    private Histogram splitResponseInterval;
    private Histogram splitServiceInterval;

    /** An operation whose service time is its response time. */
    void recordSame(long nanos, long rowCount, boolean measured) {
        if (measured) {
            same.recordValue(nanos);
            OPS.setRelease(this, ops + 1);
            ROWS.setRelease(this, rows + rowCount);
        } else {
            warmup.recordValue(nanos);
            WARMUP_OPS.setRelease(this, warmupOps + 1);
            WARMUP_ROWS.setRelease(this, warmupRows + rowCount);
        }
    }

    /** An operation with distinct response and service times; negative values (a due time in the future) count as 0. */
    void recordSplit(long responseNanos, long serviceNanos, long rowCount, boolean measured) {
        if (measured) {
            splitResponse.recordValue(Math.max(0, responseNanos));
            splitService.recordValue(Math.max(0, serviceNanos));
            OPS.setRelease(this, ops + 1);
            ROWS.setRelease(this, rows + rowCount);
        } else {
            warmup.recordValue(Math.max(0, responseNanos));
            WARMUP_OPS.setRelease(this, warmupOps + 1);
            WARMUP_ROWS.setRelease(this, warmupRows + rowCount);
        }
    }

    void retried() {
        RETRIES.setRelease(this, retries + 1);
    }

    void failed() {
        ERRORS.setRelease(this, errors + 1);
    }

    long ops() {
        return (long) OPS.getAcquire(this);
    }

    long rows() {
        return (long) ROWS.getAcquire(this);
    }

    long warmupOps() {
        return (long) WARMUP_OPS.getAcquire(this);
    }

    long warmupRows() {
        return (long) WARMUP_ROWS.getAcquire(this);
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

    private static void addIfAny(Histogram target, Histogram source) {
        if (source.getTotalCount() > 0) {
            target.add(source);
        }
    }
}
