package io.storagebench.probe;

import io.storagebench.results.MetricResult;
import io.storagebench.spi.Engine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The engine's own counters ({@link Engine#storageStats()}) over the measured window. Cumulative counters (names
 * without a hyphen, e.g. RocksDB tickers {@code rocksdb.bytes.written}) become deltas named {@code engine.<counter>};
 * gauges and ratios (names with a hyphen: RocksDB properties such as {@code rocksdb.live-sst-files-size}, and
 * {@code write-amp}, {@code space-amp}) are reported at the step's end. Derived over the window: {@code write_amp},
 * {@code space_amp}, {@code stall_s}, {@code cache_hit_pct}.
 */
public final class EngineProbe implements Probe {
    static final String BYTES_WRITTEN = "rocksdb.bytes.written";
    static final String FLUSH_WRITE = "rocksdb.flush.write.bytes";
    static final String COMPACT_WRITE = "rocksdb.compact.write.bytes";
    static final String STALL = "rocksdb.stall.micros";
    static final String CACHE_HIT = "rocksdb.block.cache.hit";
    static final String CACHE_MISS = "rocksdb.block.cache.miss";
    /** RocksDB's live data estimate: when it is there, a missing space-amp means no SST file holds data yet. */
    static final String LIVE_DATA = "rocksdb.estimate-live-data-size";

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public ProbeRun start(Engine engine) {
        return new ProbeRun() {
            private Map<String, Double> from;

            /*
             * Read every second of the warmup too, though only the warmup-end and final readings are used. A JDBC
             * engine reads its statistics through the sessions' driver code (pgjdbc's 2.3 KB result loop); read for
             * the first time at the warmup's end, after the JIT had compiled that code for the workload's
             * statements alone, it deoptimised it for every session, and the recompile ran in the measured window
             * (-XX:+LogCompilation, sysbench update-nonindex on PostgreSQL).
             */
            @Override
            public void sample() {
                if (from == null) {
                    engine.storageStats();
                }
            }

            @Override
            public void measureFromNow() {
                from = engine.storageStats().counters();
            }

            @Override
            public List<MetricResult> finish(Window window) {
                Map<String, Double> to = new TreeMap<>(engine.storageStats().counters());
                Map<String, Double> start = from != null && window.startedMeasure() ? from : to;
                List<MetricResult> out = new ArrayList<>();
                out.add(writeAmp(start, to));
                Double spaceAmp = to.get("space-amp");
                out.add(spaceAmp != null ? MetricResult.of("space_amp", "x", spaceAmp)
                        : MetricResult.absent("space_amp", "x", !to.containsKey(LIVE_DATA)
                                ? reasonMissing(to, "space-amp")
                                : "the engine reports no space-amp now (RocksDB: only once SST files hold live data)"));
                out.add(delta(start, to, STALL) == null
                        ? MetricResult.absent("stall_s", "s", reasonMissing(to, STALL))
                        : MetricResult.of("stall_s", "s", delta(start, to, STALL) / 1e6));
                Double hits = delta(start, to, CACHE_HIT);
                Double misses = delta(start, to, CACHE_MISS);
                if (hits == null || misses == null) {
                    out.add(MetricResult.absent("cache_hit_pct", "%", reasonMissing(to, CACHE_HIT)));
                } else if (hits + misses <= 0) {
                    out.add(MetricResult.absent("cache_hit_pct", "%", "no block cache lookups in the window"));
                } else {
                    out.add(MetricResult.of("cache_hit_pct", "%", 100 * hits / (hits + misses)));
                }
                for (Map.Entry<String, Double> e : to.entrySet()) {
                    String name = e.getKey();
                    if (name.contains("-")) {
                        out.add(MetricResult.of("engine." + name, "", e.getValue()));
                    } else if (start.containsKey(name)) {
                        out.add(MetricResult.of("engine." + name, "delta", e.getValue() - start.get(name)));
                    }
                }
                return out;
            }
        };
    }

    /** (Δflush + Δcompaction bytes written) / Δuser bytes written, RocksDB's benchmark.sh formula, over the window. */
    static MetricResult writeAmp(Map<String, Double> from, Map<String, Double> to) {
        Double user = delta(from, to, BYTES_WRITTEN);
        Double flush = delta(from, to, FLUSH_WRITE);
        Double compact = delta(from, to, COMPACT_WRITE);
        if (user == null || flush == null || compact == null) {
            return MetricResult.absent("write_amp", "x", reasonMissing(to, BYTES_WRITTEN));
        }
        if (user <= 0) {
            return MetricResult.absent("write_amp", "x", "no user bytes written in the window");
        }
        return MetricResult.of("write_amp", "x", (flush + compact) / user);
    }

    private static Double delta(Map<String, Double> from, Map<String, Double> to, String name) {
        Double a = from.get(name);
        Double b = to.get(name);
        return a == null || b == null ? null : b - a;
    }

    private static String reasonMissing(Map<String, Double> counters, String name) {
        return counters.isEmpty() ? "the engine reports no counters"
                : "the engine does not report " + name
                        + (counters.keySet().stream().anyMatch(n -> n.startsWith("rocksdb.")) ? " (statistics=off?)" : "");
    }
}
