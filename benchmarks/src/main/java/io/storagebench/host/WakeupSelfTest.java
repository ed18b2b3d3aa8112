package io.storagebench.host;

import io.storagebench.results.HostLatency;
import io.storagebench.results.LatencyQos;
import io.storagebench.results.WakeupLatency;
import java.io.IOException;
import java.time.Duration;

/**
 * A short self-test, run before the first step, of how long this host takes to wake a thread blocked in a read. It
 * times 1-byte ping-pong round trips ({@link PingPong}) over loopback TCP and over pipes, each twice: idle, then busy
 * with one spinning thread beside the pair ({@link BusyLoop}). On a host whose idle vCPUs wake slowly (a VM that halts
 * them, a deep C-state) the idle round trip is much longer than the busy one, and the difference is what a 1-client,
 * latency-bound step pays per operation on top of the engine.
 */
public final class WakeupSelfTest {
    /** Untimed round trips before each timed run: warms the JIT and the socket path. */
    public static final int WARMUP_ROUND_TRIPS = 200;

    /** Timed round trips per run: enough for a stable median and a p99 that is not the maximum. */
    public static final int ROUND_TRIPS = 1_000;

    /**
     * Each of the four runs stops timing after this long (warm-up included), so the whole self-test stays well under
     * a second even on a host with round trips of a few hundred microseconds; {@link WakeupLatency#roundTrips()}
     * then says how many were timed.
     */
    public static final Duration RUN_TIME_LIMIT = Duration.ofMillis(150);

    /** Wake-ups are slow when the idle median round trip is more than this many times the busy one ... */
    public static final double SLOW_RATIO = 1.5;

    /** ... and longer by more than this many microseconds (a ratio alone would flag a fast host's small noise). */
    public static final double SLOW_MIN_MICROS = 10.0;

    /**
     * A 1-client step's time per operation is mostly wake-up latency when the wake-up cost of one round trip is at
     * least this share of it (each such operation is one client-server round trip).
     */
    public static final double MOSTLY_WAKEUP_SHARE = 0.5;

    /** How long a helper thread (echo, busy loop) may take to start. */
    static final Duration THREAD_START_TIMEOUT = Duration.ofSeconds(1);

    /** How long a helper thread may take to stop once told to; the self-test fails rather than leave one behind. */
    static final Duration THREAD_STOP_TIMEOUT = Duration.ofSeconds(1);

    private final int warmupRoundTrips;
    private final int roundTrips;
    private final Duration runTimeLimit;

    /** The default self-test: {@link #WARMUP_ROUND_TRIPS}, {@link #ROUND_TRIPS}, {@link #RUN_TIME_LIMIT}. */
    public WakeupSelfTest() {
        this(WARMUP_ROUND_TRIPS, ROUND_TRIPS, RUN_TIME_LIMIT);
    }

    public WakeupSelfTest(int warmupRoundTrips, int roundTrips, Duration runTimeLimit) {
        if (warmupRoundTrips < 0 || roundTrips < 1 || runTimeLimit.isNegative() || runTimeLimit.isZero()) {
            throw new IllegalArgumentException("wake-up self-test: warm-up >= 0, round trips >= 1 and a positive time"
                    + " limit, got " + warmupRoundTrips + ", " + roundTrips + ", " + runTimeLimit);
        }
        this.warmupRoundTrips = warmupRoundTrips;
        this.roundTrips = roundTrips;
        this.runTimeLimit = runTimeLimit;
    }

    /**
     * Runs the four ping-pong runs. Every socket, pipe and thread it opens is closed or stopped before it returns,
     * also when it fails.
     *
     * @throws HostLatencyException with a one-line reason when a run cannot be made
     */
    public WakeupLatency run() {
        RoundTripTimes socketIdle = time(Kind.TCP, false);
        RoundTripTimes socketBusy = time(Kind.TCP, true);
        RoundTripTimes pipeIdle = time(Kind.PIPE, false);
        RoundTripTimes pipeBusy = time(Kind.PIPE, true);
        int timed = Math.min(Math.min(socketIdle.count(), socketBusy.count()),
                Math.min(pipeIdle.count(), pipeBusy.count()));
        double wakeup = Math.max(0, socketIdle.medianMicros() - socketBusy.medianMicros());
        return new WakeupLatency(timed, socketIdle.medianMicros(), socketIdle.p99Micros(), socketBusy.medianMicros(),
                socketBusy.p99Micros(), pipeIdle.medianMicros(), pipeIdle.p99Micros(), pipeBusy.medianMicros(),
                pipeBusy.p99Micros(), wakeup, slow(socketIdle.medianMicros(), socketBusy.medianMicros()));
    }

    /**
     * Runs the self-test for a bundle's {@link HostLatency}: its figures, or none and a one-line note saying why.
     *
     * @param qos the latency QoS in force during the run ({@link CpuLatencyQos#describe()} or
     *            {@link CpuLatencyQos#notHeld()})
     */
    public HostLatency hostLatency(LatencyQos qos) {
        try {
            return new HostLatency(run(), null, qos);
        } catch (HostLatencyException e) {
            return new HostLatency(null, e.getMessage(), qos);
        }
    }

    /** The rule behind {@link WakeupLatency#slow()}: see {@link #SLOW_RATIO} and {@link #SLOW_MIN_MICROS}. */
    static boolean slow(double idleMedianMicros, double busyMedianMicros) {
        return idleMedianMicros > SLOW_RATIO * busyMedianMicros
                && idleMedianMicros - busyMedianMicros > SLOW_MIN_MICROS;
    }

    /**
     * Whether a 1-client step's time per operation is mostly this host's wake-up latency, so the step measures the
     * host more than the engine: wake-ups are {@link WakeupLatency#slow() slow} and the wake-up cost of one round trip
     * is at least {@link #MOSTLY_WAKEUP_SHARE} of the time per operation. False when the self-test did not run.
     *
     * @param opMicros the step's mean time per operation, in microseconds
     */
    public static boolean mostlyWakeup(double opMicros, WakeupLatency wakeup) {
        return wakeup != null && wakeup.slow() && opMicros > 0
                && wakeup.wakeupMicros() >= MOSTLY_WAKEUP_SHARE * opMicros;
    }

    private enum Kind {
        TCP, PIPE
    }

    private RoundTripTimes time(Kind kind, boolean busy) {
        String what = (kind == Kind.TCP ? "loopback TCP" : "pipe") + (busy ? " (busy)" : " (idle)");
        BusyLoop loop = null;
        try {
            loop = busy ? BusyLoop.start() : null;
            Transport link = kind == Kind.TCP ? Transport.loopbackTcp() : Transport.pipes();
            return PingPong.run(link, warmupRoundTrips, roundTrips, runTimeLimit.toNanos());
        } catch (IOException e) {
            throw new HostLatencyException("wake-up self-test over " + what + " failed: " + e, e);
        } catch (HostLatencyException e) {
            throw new HostLatencyException("wake-up self-test over " + what + ": " + e.getMessage(), e);
        } finally {
            if (loop != null) {
                loop.close();
            }
        }
    }
}
