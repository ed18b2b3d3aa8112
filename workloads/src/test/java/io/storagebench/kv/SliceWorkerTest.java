package io.storagebench.kv;

import static io.storagebench.kv.Slices.Side.BASELINE;
import static io.storagebench.kv.Slices.Side.ENGINE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.spi.RowSink;
import io.storagebench.workload.Figure;
import io.storagebench.workload.OpContext;

import io.storagebench.workload.Worker;
import io.storagebench.workload.kit.KitContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The slicer on a fake clock and a fake device counter: the device reads at a rate that depends on whose turn it is
 * and on the time, so slice pairing, the order, the warmup cut and the median are pinned without sleeping.
 */
class SliceWorkerTest {
    private static final long MS = 1_000_000L;

    /** A clock that jumps to each deadline, and a device whose reads accrue at the current side's rate. */
    private static final class FakeDevice implements SliceWorker.Timer, SliceWorker.Turns, DeviceReads {
        final List<Slices.Side> turns = new ArrayList<>();
        final Function<Long, Double> baselinePerSecond;
        final Function<Long, Double> enginePerSecond;
        long now = 7 * MS;
        double reads;
        Slices.Side turn;
        boolean ready = true;

        FakeDevice(Function<Long, Double> baselinePerSecond, Function<Long, Double> enginePerSecond) {
            this.baselinePerSecond = baselinePerSecond;
            this.enginePerSecond = enginePerSecond;
        }

        @Override public long nanoTime() { return now; }

        @Override
        public void sleepUntil(long deadline) {
            // 1 ms steps: the rate may change with time
            while (now < deadline) {
                long step = Math.min(MS, deadline - now);
                Double rate = turn == BASELINE ? baselinePerSecond.apply(now)
                        : turn == ENGINE ? enginePerSecond.apply(now) : 0.0;
                reads += rate * step / 1e9;
                now += step;
            }
        }

        @Override
        public void turn(Slices.Side side) {
            turn = side;
            turns.add(side);
        }

        @Override public boolean awaitBaseline(OpContext ctx) { return ready; }

        @Override public long reads() { return Math.round(reads); }
    }

    private static Map<String, Double> figures(SliceWorker w) {
        return w.figures().stream().filter(f -> f.value() != null)
                .collect(Collectors.toMap(Figure::name, Figure::value));
    }

    private static void runAll(Worker w) throws InterruptedException {
        OpContext ctx = KitContext.on(RowSink.DISCARD);
        for (int calls = 0; w.run(ctx) != Worker.DONE; calls++) {
            assertThat(calls).isLessThan(100);
        }
    }

    @Test
    void eachSliceGivesTheTurnInSwappedOrderAndNeitherSideReadsBeforeTheFirstOrAfterTheLast() throws Exception {
        FakeDevice d = new FakeDevice(t -> 1000.0, t -> 900.0);
        SliceWorker w = new SliceWorker(6, 1000 * MS, 200 * MS, d, d, null, d);
        runAll(w);
        assertThat(d.turns).containsExactly(null, BASELINE, ENGINE, ENGINE, BASELINE, BASELINE, ENGINE, null);
        assertThat(w.slices()).extracting(Slices.Slice::side).containsExactly(BASELINE, ENGINE, ENGINE, BASELINE,
                BASELINE, ENGINE);
        // the first 200 ms of each slice are not counted: 800 ms of reads each
        assertThat(w.slices()).extracting(Slices.Slice::nanos).containsOnly(800 * MS);
        assertThat(w.slices().get(0).reads()).isEqualTo(800);
        Map<String, Double> f = figures(w);
        assertThat(f.get("io_eff")).isCloseTo(0.9, within(1e-3));
        assertThat(f.get("io_eff_pairs")).isEqualTo(3.0);
        assertThat(f.get("slice_reads_per_s.baseline")).isCloseTo(1000, within(1.0));
    }

    @Test
    void aDeviceThatSlowsDuringTheStepStillGivesTheEfficiencyItWouldAtOneSpeed() throws Exception {
        // the device loses 5% of its speed per second, both sides alike; the engine reads 0.9 of the baseline
        Function<Long, Double> speed = t -> 1000 * Math.pow(0.95, t / 1e9);
        FakeDevice d = new FakeDevice(speed, t -> 0.9 * speed.apply(t));
        SliceWorker w = new SliceWorker(8, 1000 * MS, 200 * MS, d, d, null, d);
        runAll(w);
        Map<String, Double> f = figures(w);
        assertThat(f.get("io_eff_pairs")).isEqualTo(4.0);
        // each pair is adjacent, so the drift moves a ratio by about one slice's worth (±5%), alternately up and
        // down: the median of the ratios stays at 0.9
        assertThat(f.get("io_eff_min")).isLessThan(0.88);
        assertThat(f.get("io_eff_max")).isGreaterThan(0.92);
        assertThat(f.get("io_eff")).isCloseTo(0.9, within(0.002));
    }

    @Test
    void oneDisturbedSliceMovesTheMedianLittleAndShowsInTheRange() throws Exception {
        // another tenant halves the device from 3.0 s to 4.0 s: slice 3, a baseline slice
        Function<Long, Double> disturbed = t -> t >= 3000 * MS && t < 4000 * MS ? 500.0 : 1000.0;
        FakeDevice d = new FakeDevice(disturbed, t -> 900.0);
        SliceWorker w = new SliceWorker(8, 1000 * MS, 200 * MS, d, d, null, d);
        runAll(w);
        Map<String, Double> f = figures(w);
        assertThat(f.get("io_eff")).isCloseTo(0.9, within(1e-2));
        assertThat(f.get("io_eff_max")).isGreaterThan(1.7);
    }

    @Test
    void withoutADeviceOrABaselineThatGotReadyNoSliceIsRunAndEveryFigureSaysWhy() throws Exception {
        FakeDevice d = new FakeDevice(t -> 1000.0, t -> 900.0);
        SliceWorker none = new SliceWorker(4, 1000 * MS, 200 * MS, d, null, "/x is on no block device", d);
        assertThat(none.run(KitContext.on(RowSink.DISCARD))).isEqualTo(Worker.DONE);
        assertThat(none.figures()).allSatisfy(f -> assertThat(f.reason()).isEqualTo("/x is on no block device"));
        d.ready = false;
        SliceWorker stopped = new SliceWorker(4, 1000 * MS, 200 * MS, d, d, null, d);
        assertThat(stopped.run(KitContext.on(RowSink.DISCARD))).isEqualTo(Worker.DONE);
        assertThat(stopped.figures()).allSatisfy(f -> assertThat(f.reason()).isEqualTo("no slice was measured"));
        assertThat(d.turns).containsOnlyNulls();
    }
}
