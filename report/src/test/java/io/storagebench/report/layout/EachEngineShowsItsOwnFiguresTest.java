package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.render.CsvRenderer;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 48: a report showed RocksDB's write-amp and space-amp columns, marked absent, for an engine without them, and
 * SQLite's bundles carried a {@code cpu_us_per_op.rocksdb_bg} of 0.0; no engine's own counters were shown at all.
 * Pinned on the real RocksDB bundle of {@link PerSecondChartUnit44Test} and a SQLite bundle built from it as the
 * probes write one for SQLite: its own counters under {@code engine.sqlite.}, RocksDB's figures absent.
 */
class EachEngineShowsItsOwnFiguresTest {
    private static final ResultBundle ROCKSDB = BundleFiles.read(
            Path.of("src/test/resources/bundles/rocksdb-insert-benchmark-tiny.json"));
    /** The figures the probes derive from RocksDB's statistics and threads. */
    private static final Set<String> ROCKSDB_FIGURES = Set.of("cpu_us_per_op.rocksdb_bg", "write_amp", "space_amp",
            "stall_s", "cache_hit_pct");

    @Test
    void aSqliteReportHasNoRocksDbColumnNoRocksDbBgFigureAndSqlitesOwnCounters() {
        Report report = report(sqlite());

        for (Table t : section(report, "Efficiency").tables()) {
            assertThat(t.header()).as(t.id()).noneMatch(h -> h.startsWith("write-amp") || h.startsWith("space-amp")
                    || h.startsWith("cpu rocksdb bg")).anyMatch(h -> h.startsWith("cpupq"));
        }
        assertThat(MarkdownRenderer.render(report)).doesNotContainIgnoringCase("rocksdb");
        assertThat(CsvRenderer.render(report)).doesNotContainIgnoringCase("rocksdb");

        Table counters = section(report, "Engine counters").tables().get(0);
        assertThat(counters.title()).isEqualTo("Engine counters: sqlite");
        assertThat(counters.rows()).extracting(r -> r.get(0).text()).containsExactly("live-rows", "sqlite.page-count",
                "sqlite.wal-file-bytes");
        assertThat(counters.header()).containsExactly("counter", "l.i0", "l.x", "l.i1", "l.i2", "qr100", "qp100");
        assertThat(counters.rows().get(1).get(1).text()).isEqualTo("1,234");
    }

    @Test
    void aRocksDbReportStillShowsItsWriteAmpSpaceAmpBackgroundCpuAndTickers() {
        Report report = report(ROCKSDB);

        Table l1 = table(report, "Efficiency", "efficiency-l.i1");
        assertThat(l1.header()).contains("write-amp x", "space-amp x", "cpu rocksdb bg us/op");
        assertThat(cell(l1, "rocksdb", "cpu rocksdb bg us/op").measure()).isNotNull();
        Table counters = table(report, "Engine counters", "engine-counters-1");
        assertThat(counters.rows()).extracting(r -> r.get(0).text()).contains("rocksdb.bytes.written",
                "rocksdb.compact.write.bytes", "rocksdb.live-sst-files-size", "write-amp", "live-rows");
    }

    @Test
    void besideRocksDbSqliteGetsRocksDbsColumnsAsAbsentNeverZeroAndOnlyItsOwnCounters() {
        Report report = report(ROCKSDB, sqlite());

        Table l1 = table(report, "Efficiency", "efficiency-l.i1");
        for (String column : List.of("write-amp x", "cpu rocksdb bg us/op")) {
            assertThat(cell(l1, "rocksdb", column).measure()).as(column).isNotNull();
            Cell sqlite = cell(l1, "sqlite", column);
            assertThat(sqlite.measure()).as(column).isNull();
            assertThat(sqlite.text()).isEqualTo("absent");
        }
        assertThat(cell(l1, "sqlite", "write-amp x").note()).isEqualTo("the engine does not report "
                + "rocksdb.bytes.written");
        List<Table> counters = section(report, "Engine counters").tables();
        assertThat(counters).extracting(Table::title).containsExactly("Engine counters: rocksdb",
                "Engine counters: sqlite");
        assertThat(counters.get(0).rows()).extracting(r -> r.get(0).text()).noneMatch(n -> n.startsWith("sqlite."));
        assertThat(counters.get(1).rows()).extracting(r -> r.get(0).text()).noneMatch(n -> n.startsWith("rocksdb."));
    }

    /**
     * The RocksDB run as SQLite's probes see it: the OS and space figures kept, RocksDB's figures absent with the
     * probes' reasons, and SQLite's counters in place of RocksDB's.
     */
    private static ResultBundle sqlite() {
        EngineInfo e = ROCKSDB.engine();
        EngineInfo engine = new EngineInfo("sqlite", "SQLite", "3.46.0", "", Map.of("journal_mode", "wal"), Map.of(),
                e.cacheBytes(), e.dataDir());
        List<StepResult> steps = new ArrayList<>();
        for (StepResult s : ROCKSDB.steps()) {
            List<MetricResult> metrics = new ArrayList<>();
            for (MetricResult m : s.metrics()) {
                if (m.name().equals("cpu_us_per_op.rocksdb_bg")) {
                    metrics.add(MetricResult.absent(m.name(), m.unit(), "no RocksDB background threads in this JVM"));
                } else if (ROCKSDB_FIGURES.contains(m.name())) {
                    metrics.add(MetricResult.absent(m.name(), m.unit(), "the engine does not report "
                            + (m.name().equals("space_amp") ? "space-amp" : "rocksdb.bytes.written")));
                } else if (!m.name().startsWith("engine.") && m.reason() == null) {
                    metrics.add(m);
                }
            }
            metrics.add(MetricResult.of("engine.sqlite.page-count", "", 1234));
            metrics.add(MetricResult.of("engine.sqlite.wal-file-bytes", "", 4096));
            metrics.add(MetricResult.of("engine.live-rows", "", 1000));
            steps.add(new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                    s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), s.error(), metrics,
                    s.warnings()));
        }
        return new ResultBundle(ROCKSDB.schemaVersion(), ROCKSDB.framework(), ROCKSDB.host(), ROCKSDB.jvm(), engine,
                ROCKSDB.workload(), ROCKSDB.startedAt(), ROCKSDB.endedAt(), ROCKSDB.status(), steps, ROCKSDB.errors());
    }

    private static Report report(ResultBundle... bundles) {
        return ReportBuilder.build(Comparison.of(List.of(bundles), null));
    }

    private static Section section(Report report, String heading) {
        return report.sections().stream().filter(s -> s.heading().equals(heading)).findFirst().orElseThrow();
    }

    private static Table table(Report report, String section, String id) {
        return section(report, section).tables().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    private static Cell cell(Table table, String run, String column) {
        List<Cell> row = table.rows().stream().filter(r -> r.get(0).text().equals(run)).findFirst().orElseThrow();
        return row.get(table.header().indexOf(column));
    }
}
