package io.storagebench.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.results.MetricResult;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.testing.StubEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class EngineProbeTest {
    private static Map<String, MetricResult> byName(List<MetricResult> metrics) {
        return metrics.stream().collect(Collectors.toMap(MetricResult::name, Function.identity()));
    }

    @Test
    void tickersAreDeltasOverTheWindowAndWriteAmpIsComputedFromThem() {
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.empty()));
        ProbeRun run = new EngineProbe().start(engine);
        engine.stats = stats(1000, 500, 0, 0, 90, 10, 1.1);
        run.measureFromNow();
        // window: +1000 user bytes, +1500 flush, +1500 compaction; +10 hits, +30 misses; 2 s of stalls
        engine.stats = stats(2000, 2000, 1500, 2_000_000, 100, 40, 1.3);
        Map<String, MetricResult> m = byName(run.finish(new Window(100, 100L, 1.0, true)));
        assertThat(m.get("write_amp").value()).isCloseTo(3.0, within(1e-9)); // not the cumulative 2.5 / 1.75 ...
        assertThat(m.get("space_amp").value()).isCloseTo(1.3, within(1e-9)); // a gauge: its value at the end
        assertThat(m.get("stall_s").value()).isCloseTo(2.0, within(1e-9));
        assertThat(m.get("cache_hit_pct").value()).isCloseTo(25.0, within(1e-9));
        assertThat(m.get("engine.rocksdb.bytes.written").value()).isEqualTo(1000.0);
        assertThat(m.get("engine.write-amp").value()).isEqualTo(99.0); // the engine's own since-open figure
    }

    @Test
    void statisticsAreReadEveryWarmupSecondSoTheirDriverPathIsCompiledBeforeTheWindowButNotInIt() {
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.empty()));
        ProbeRun run = new EngineProbe().start(engine);
        run.sample(); // the step's start
        run.sample(); // a warmup second
        assertThat(engine.statsReads).isEqualTo(2);
        run.measureFromNow();
        assertThat(engine.statsReads).isEqualTo(3);
        run.sample(); // measured seconds: no statistics query competes with the workload
        run.sample();
        assertThat(engine.statsReads).isEqualTo(3);
    }

    @Test
    void anEngineWithoutCountersGetsReasonsNotZeros() {
        StubEngine engine = new StubEngine(new WatchTargets(false, List.of(), Optional.empty()));
        ProbeRun run = new EngineProbe().start(engine);
        run.measureFromNow();
        Map<String, MetricResult> m = byName(run.finish(new Window(100, null, 1.0, true)));
        for (String name : List.of("write_amp", "space_amp", "stall_s", "cache_hit_pct")) {
            assertThat(m.get(name).value()).as(name).isNull();
            assertThat(m.get(name).reason()).as(name).isEqualTo("the engine reports no counters");
        }
        Map<String, MetricResult> space = byName(new SpaceProbe().start(engine).finish(new Window(1, 1L, 1, true)));
        assertThat(space.get("db_gb").reason()).contains("does not report its size");
        assertThat(space.get("dir_gb").reason()).contains("no local data directory");
    }

    @Test
    void anEngineWithoutRocksDbCountersIsNotToldAboutRocksDbSettings() {
        StubEngine engine = new StubEngine(new WatchTargets(false, List.of(), Optional.empty()));
        engine.stats = new StorageStats(OptionalLong.of(1), Map.of("pg.xact_commit", 1.0));
        ProbeRun run = new EngineProbe().start(engine);
        run.measureFromNow();
        engine.stats = new StorageStats(OptionalLong.of(1), Map.of("pg.xact_commit", 5.0));
        Map<String, MetricResult> m = byName(run.finish(new Window(4, null, 1.0, true)));
        assertThat(m.get("write_amp").reason()).isEqualTo("the engine does not report rocksdb.bytes.written");
        assertThat(m.get("space_amp").reason()).isEqualTo("the engine does not report space-amp");
        assertThat(m.get("engine.pg.xact_commit").value()).isEqualTo(4.0);
    }

    @Test
    void bytesPerRowIsTheEngineSizeOverItsLiveRowsAndAbsentWithAReasonOtherwise() {
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.empty()));
        engine.stats = new StorageStats(OptionalLong.of(3_000_000), Map.of(StorageStats.LIVE_ROWS, 20_000.0));
        assertThat(bytesPerRow(engine).value()).isEqualTo(150.0);

        engine.stats = new StorageStats(OptionalLong.of(0), Map.of(StorageStats.LIVE_ROWS, 20_000.0));
        assertThat(bytesPerRow(engine).value()).isNull(); // rows still in memtables: not 0 bytes per row
        assertThat(bytesPerRow(engine).reason()).contains("no bytes yet");

        engine.stats = new StorageStats(OptionalLong.of(3_000_000), Map.of(StorageStats.LIVE_ROWS, 0.0));
        assertThat(bytesPerRow(engine).reason()).isEqualTo("no live rows");

        engine.stats = new StorageStats(OptionalLong.of(3_000_000), Map.of());
        assertThat(bytesPerRow(engine).reason()).contains("does not report its live row count");
    }

    private static MetricResult bytesPerRow(StubEngine engine) {
        return byName(new SpaceProbe().start(engine).finish(new Window(1, 1L, 1, true))).get("bytes_per_row");
    }

    private static StorageStats stats(double written, double flush, double compact, double stall, double hit,
                                      double miss, double spaceAmp) {
        return new StorageStats(OptionalLong.of(1L << 20), Map.of("rocksdb.bytes.written", written,
                "rocksdb.flush.write.bytes", flush, "rocksdb.compact.write.bytes", compact,
                "rocksdb.stall.micros", stall, "rocksdb.block.cache.hit", hit, "rocksdb.block.cache.miss", miss,
                "write-amp", 99.0, "space-amp", spaceAmp));
    }
}
