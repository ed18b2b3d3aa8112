package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Chart.ChartSeries;
import io.storagebench.results.ActorResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 44: the per-second charts plotted statements per second under an ips title, the raw count of the last partial
 * interval, and an empty chart for steps shorter than a second. Pinned on a real bundle, written by
 * {@code ./storagebench run -p rows.l.i1=250k -p query.seconds=5 -p query.rates=100 -p post-load-wait=1} (embedded
 * RocksDB, tiny profile, with the measured window of issue 44 fixed): l.i0 took 0.6 s, l.i1 7.6 s, qr100 8 s.
 */
class PerSecondChartUnit44Test {
    private static final Path BUNDLE = Path.of("src/test/resources/bundles/rocksdb-insert-benchmark-tiny.json");

    private static final ResultBundle REAL = BundleFiles.read(BUNDLE);
    private static final List<Chart> CHARTS = Charts.overTime(Comparison.of(List.of(REAL), null));

    @Test
    void loadStepChartIsInRowsPerSecondAsTheHeadline() {
        StepResult l1 = step("l.i1");
        assertThat(l1.headline().unit()).as("as bundles spell it").isEqualTo("rows");
        ActorResult inserter = l1.actor(l1.headline().actor());

        double mean = meanOverFullIntervals(chart("l.i1").orElseThrow().series().get(0));

        assertThat(mean).isCloseTo(l1.headline().value(), withinPercentage(1));
        assertThat(mean).as("not statements per second").isGreaterThan(10 * inserter.opsPerSecond());
    }

    @Test
    void queryStepChartIsInOperationsPerSecond() {
        StepResult qr = step("qr100");
        assertThat(qr.headline().unit()).isEqualTo("ops");
        ActorResult query = qr.actor(qr.headline().actor());

        double mean = meanOverFullIntervals(chart("qr100").orElseThrow().series().get(0));

        // the series includes the warmup seconds, the headline does not: the same unit, not the same figure
        assertThat(mean).isBetween(qr.headline().value() / 2, qr.headline().value() * 2);
        assertThat(mean).as("not rows per second").isLessThan(query.rowsPerSecond() / 4);
    }

    @Test
    void theLastPartialIntervalIsPlottedAsARateNotItsCount() {
        StepResult l1 = step("l.i1");
        List<Double> seconds = l1.actor(l1.headline().actor()).series().seconds();
        List<Long> rows = l1.actor(l1.headline().actor()).series().rows();
        int last = seconds.size() - 1;
        double length = seconds.get(last) - seconds.get(last - 1);
        assertThat(length).as("the fixture's last interval is partial").isLessThan(1.0);

        ChartSeries line = chart("l.i1").orElseThrow().series().get(0);

        assertThat(line.x()).isEqualTo(seconds);
        assertThat(line.y().get(last)).isCloseTo(rows.get(last) / length, within(1e-6));
    }

    @Test
    void aStepShorterThanASecondGetsNoChart() {
        assertThat(step("l.i0").elapsedSeconds()).isLessThan(1);

        assertThat(chart("l.i0")).isEmpty();
        assertThat(chart("l.i1")).isPresent();
    }

    @Test
    void aHeadlineUnitInUpperCaseIsRowsToo() {
        ResultBundle built = Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true);
        StepResult l1 = built.steps().stream().filter(s -> s.name().equals("l.i1")).findFirst().orElseThrow();
        assertThat(l1.headline().unit()).isEqualTo("ROWS");

        Chart chart = Charts.overTime(Comparison.of(List.of(built), null)).stream()
                .filter(c -> c.id().equals("chart-over-time-l.i1")).findFirst().orElseThrow();

        assertThat(chart.series().get(0).y()).containsExactlyElementsOf(
                l1.actor("inserter").series().rows().stream().map(Long::doubleValue).toList());
    }

    private static StepResult step(String name) {
        return REAL.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static Optional<Chart> chart(String step) {
        return CHARTS.stream().filter(c -> c.id().equals("chart-over-time-" + step)).findFirst();
    }

    /** The mean rate of the whole-second intervals (x holds each interval's end). */
    private static double meanOverFullIntervals(ChartSeries line) {
        double sum = 0;
        int n = 0;
        double start = 0;
        for (int i = 0; i < line.x().size(); i++) {
            if (line.x().get(i) - start >= Charts.FULL_INTERVAL_SECONDS) {
                sum += line.y().get(i);
                n++;
            }
            start = line.x().get(i);
        }
        assertThat(n).as("whole-second intervals").isPositive();
        return sum / n;
    }
}
