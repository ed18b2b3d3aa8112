package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SysbenchBundles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * sysbench's 32 tests over three versions: relative QPS per group with the tests in rows and a column per version
 * against the base, bar charts across (a row per test, a bar per version), and the throughput tables with the steps
 * in rows, so nothing is 33 columns wide.
 */
class ThirtyTwoTestsReadAsRowsTest {
    private static ResultBundle version(String version, double speed) {
        return SysbenchBundles.run("mysql", version, Map.of(), SysbenchBundles.TESTS, t -> 1000 * speed,
                t -> 100 / speed, t -> 3);
    }

    private static Report report() {
        return ReportBuilder.build(Comparison.of(List.of(version("8.0.44", 1.0), version("8.4.7", 0.9),
                version("9.5.0", 1.1)), null));
    }

    private static Section section(Report report, String heading) {
        return report.sections().stream().filter(s -> s.heading().equals(heading)).findFirst().orElseThrow();
    }

    @Test
    void eachGroupIsATableOfTestsInRowsAndAColumnPerVersionAgainstTheBase() {
        Section groups = section(report(), "Relative QPS by group");
        assertThat(groups.tables()).extracting(Table::title).containsExactly("Relative QPS: point",
                "Relative QPS: range", "Relative QPS: range with aggregation", "Relative QPS: writes");
        Table point = groups.tables().get(0);
        assertThat(point.header()).containsExactly("test", "mysql 8.4.7", "mysql 9.5.0");
        assertThat(point.rows()).extracting(r -> r.get(0).text()).containsExactly("point-query",
                "random-points_range=10", "random-points_range=100", "random-points_range=1000", "hot-points",
                "points-covered-pk", "points-notcovered-pk", "points-covered-si", "points-notcovered-si");
        assertThat(point.rows().get(0)).extracting(c -> c.text()).containsExactly("point-query", "0.90", "1.10");
        assertThat(point.rows().get(0).get(1).mark()).isEqualTo(Mark.WORSE);
        assertThat(groups.tables()).extracting(t -> t.rows().size()).containsExactly(9, 5, 8, 10);
    }

    @Test
    void eachGroupHasBarsAcrossWithABarPerVersionPerTest() {
        List<Chart> charts = section(report(), "Relative QPS by group").charts();
        assertThat(charts).hasSize(4).allSatisfy(c -> assertThat(c.kind()).isEqualTo(Chart.Kind.HBAR));
        Chart writes = charts.get(3);
        assertThat(writes.categories()).hasSize(10).startsWith("update-inlist").endsWith("insert");
        assertThat(writes.series()).extracting(Chart.ChartSeries::name).containsExactly("mysql 8.4.7",
                "mysql 9.5.0");
        assertThat(writes.series().get(1).y()).hasSize(10).allSatisfy(y -> assertThat(y).isEqualTo(1.1, within()));
    }

    @Test
    void theThroughputTablesOfManyStepsHaveAStepPerRowAndTheRelativeChartDrawsBarsAcross() {
        Section throughput = section(report(), "Throughput");
        for (Table table : throughput.tables()) {
            assertThat(table.header()).as(table.id()).containsExactly("step", "mysql 8.0.44", "mysql 8.4.7",
                    "mysql 9.5.0");
            assertThat(table.rows()).as(table.id()).hasSize(2 + SysbenchBundles.TESTS.size());
        }
        assertThat(throughput.tables().get(0).note()).contains("Per step, the top quarter");
        assertThat(throughput.charts()).singleElement().satisfies(c -> {
            assertThat(c.kind()).isEqualTo(Chart.Kind.HBAR);
            assertThat(c.categories()).hasSize(2 + SysbenchBundles.TESTS.size());
        });
    }

    private static org.assertj.core.data.Offset<Double> within() {
        return org.assertj.core.data.Offset.offset(1e-9);
    }
}
