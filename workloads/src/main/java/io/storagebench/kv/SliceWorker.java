package io.storagebench.kv;

import io.storagebench.workload.Figure;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.StepFigures;
import io.storagebench.workload.Worker;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The driver of an interleaved step: once the baseline reads, it gives the turn to each side in {@link Slices}'
 * order, one slice per call, and counts the device's reads of each slice after the slice's warmup, from the
 * counter read at the warmup's end and at the slice's end. Its figures: the median of the per-pair ratios
 * ({@code io_eff}), their range and count, each side's reads per second over all its slices, and their ratio.
 */
final class SliceWorker implements Worker, StepFigures {
    /** The slicer's time: the runner's clock and a sleep until a deadline on it (a fake one in tests). */
    interface Timer {
        long nanoTime();

        void sleepUntil(long nanoDeadline) throws InterruptedException;
    }

    /** Real time: System.nanoTime, the runner's clock in a run. */
    static final Timer SYSTEM_TIMER = new Timer() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void sleepUntil(long nanoDeadline) throws InterruptedException {
            long left = nanoDeadline - System.nanoTime();
            if (left > 0) {
                TimeUnit.NANOSECONDS.sleep(left);
            }
        }
    };

    /** The turns: who reads now, and the wait for the baseline to be ready before the first slice. */
    interface Turns {
        void turn(Slices.Side side) throws InterruptedException;

        /** False when the step is ending before the baseline got ready. */
        boolean awaitBaseline(OpContext ctx) throws InterruptedException;
    }

    static final String IO_EFF = "io_eff";

    private final int slices;
    private final long sliceNanos;
    private final long warmupNanos;
    private final Timer timer;
    private final DeviceReads device;
    private final String noDevice;
    private final Turns turns;
    private final List<Slices.Slice> measured = new ArrayList<>();
    private boolean ready;

    /**
     * @param device   the counter, or null when there is none
     * @param noDevice why there is none (null when there is one)
     */
    SliceWorker(int slices, long sliceNanos, long warmupNanos, Timer timer, DeviceReads device, String noDevice,
                Turns turns) {
        if (warmupNanos >= sliceNanos) {
            throw new IllegalArgumentException("a slice's warmup must be shorter than the slice");
        }
        this.slices = slices;
        this.sliceNanos = sliceNanos;
        this.warmupNanos = warmupNanos;
        this.timer = timer;
        this.device = device;
        this.noDevice = noDevice;
        this.turns = turns;
    }

    @Override
    public long run(OpContext ctx) throws InterruptedException {
        if (!ready) {
            if (device == null || !turns.awaitBaseline(ctx)) {
                turns.turn(null);
                return DONE;
            }
            turns.turn(null);
            ready = true;
        }
        int i = measured.size();
        if (i == slices || ctx.stopping()) {
            turns.turn(null);
            return DONE;
        }
        Slices.Side side = Slices.side(i);
        long start = timer.nanoTime();
        turns.turn(side);
        timer.sleepUntil(start + warmupNanos);
        long from = timer.nanoTime();
        long readsFrom = device.reads();
        timer.sleepUntil(start + sliceNanos);
        long readsTo = device.reads();
        long to = timer.nanoTime();
        measured.add(new Slices.Slice(side, readsTo - readsFrom, to - from));
        return 1;
    }

    /** The slices measured so far, in order. */
    List<Slices.Slice> slices() {
        return List.copyOf(measured);
    }

    @Override
    public List<Figure> figures() {
        String reason = noDevice != null ? noDevice : measured.isEmpty() ? "no slice was measured" : null;
        Slices.Summary s = reason == null ? Slices.summary(Slices.ratios(measured)) : null;
        if (reason == null && s == null) {
            reason = "no engine slice had a baseline slice beside it that read from the device";
        }
        if (reason != null) {
            return List.of(Figure.absent(IO_EFF, "x", reason), Figure.absent("io_eff_min", "x", reason),
                    Figure.absent("io_eff_max", "x", reason), Figure.absent("io_eff_pairs", "pairs", reason));
        }
        double baseline = Slices.wholeRate(measured, Slices.Side.BASELINE);
        double engine = Slices.wholeRate(measured, Slices.Side.ENGINE);
        return List.of(Figure.of(IO_EFF, "x", s.median()), Figure.of("io_eff_min", "x", s.min()),
                Figure.of("io_eff_max", "x", s.max()), Figure.of("io_eff_pairs", "pairs", s.pairs()),
                Figure.of("slice_reads_per_s.baseline", "r/s", baseline),
                Figure.of("slice_reads_per_s.engine", "r/s", engine),
                baseline > 0 ? Figure.of("io_eff_slices_whole", "x", engine / baseline)
                        : Figure.absent("io_eff_slices_whole", "x", "the baseline slices read nothing"));
    }
}
