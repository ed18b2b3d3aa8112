package io.storagebench.sysbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import io.storagebench.results.WorkloadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SysbenchLayoutTest {
    @Test
    void testsAreGroupedAsMarksScriptsDo_readWriteCountsAsAWrite() {
        assertThat(SysbenchLayout.group("point-query")).isEqualTo("point");
        assertThat(SysbenchLayout.group("points-covered-pk")).isEqualTo("point");
        assertThat(SysbenchLayout.group("range-covered-si")).isEqualTo("range");
        assertThat(SysbenchLayout.group("scan")).isEqualTo("range");
        assertThat(SysbenchLayout.group("read-only.range=100")).isEqualTo("range with aggregation");
        assertThat(SysbenchLayout.group("read-write.range=10")).isEqualTo("writes");
        assertThat(SysbenchLayout.group("update-index")).isEqualTo("writes");
        assertThat(SysbenchLayout.group("insert")).isEqualTo("writes");
    }

    @Test
    void theLoadAndTheWarmTestsAreInNoGroup() {
        assertThat(SysbenchLayout.group("load")).isNull();
        assertThat(SysbenchLayout.group("point-query.warm")).isNull();
    }

    @Test
    void aSysbenchComparisonGetsRelativeQpsPerGroupAndNoBackgroundInsertTable() {
        List<String> tests = List.of("load", "point-query.warm", "point-query", "read-only", "update-index");
        ResultBundle base = sysbench(Bundles.insertBenchmark("mysql", Map.of(), 1.0, 0.5, true), tests);
        ResultBundle faster = sysbench(Bundles.insertBenchmark("postgres", Map.of(), 1.2, 0.5, true), tests);

        Report report = ReportBuilder.build(Comparison.of(List.of(base, faster), null));

        Section groups = report.sections().stream().filter(s -> s.heading().equals("Relative QPS by group"))
                .findFirst().orElseThrow();
        assertThat(groups.tables()).extracting(Table::title).containsExactly("Relative QPS: point",
                "Relative QPS: range with aggregation", "Relative QPS: writes");
        // tests in rows, a column per run against the base (mysql)
        Table point = groups.tables().get(0);
        assertThat(point.header()).containsExactly("test", "postgres");
        List<Cell> pointQuery = point.rows().get(0);
        assertThat(pointQuery.get(0).text()).isEqualTo("point-query");
        assertThat(pointQuery.get(1).text()).isEqualTo("1.20");
        assertThat(pointQuery.get(1).mark()).isEqualTo(Mark.BETTER);
        assertThat(report.sections()).extracting(Section::heading).doesNotContain("Background insert rate");
    }

    /** The bundle as a sysbench run: its steps renamed to sysbench tests, without SLAs. */
    private static ResultBundle sysbench(ResultBundle b, List<String> tests) {
        List<StepResult> steps = new ArrayList<>();
        for (int i = 0; i < tests.size(); i++) {
            StepResult s = b.steps().get(i % b.steps().size());
            steps.add(new StepResult(tests.get(i), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                    s.measuredSeconds(), s.headline(), s.actors(), List.of(), s.after(), s.error(), s.metrics(),
                    List.of()));
        }
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(),
                new WorkloadInfo("sysbench", "tiny", 1, Map.of()), b.startedAt(), b.endedAt(), b.status(), steps,
                b.errors());
    }
}
