package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.Bundles;
import io.storagebench.results.FunctionCost;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two profiled runs get a where-the-CPU-went table per step, the function that moved most first with both sides'
 * figures; runs without profiles get no such section.
 */
class WhereTheCpuWentIsReportedPerStepTest {
    /** Every step profiled, the server's own CPU in {@code read} at {@code readUs} µs/op and 5 in {@code parse}. */
    private static ResultBundle profiled(String engine, double readUs) {
        ResultBundle b = Bundles.insertBenchmark(engine, Map.of(), 1.0, 0.5, true);
        List<StepResult> steps = b.steps().stream().map(s -> s.withProfiles(List.of(new ProfileResult("perf",
                "server", "perf record", 10.0, 100L, "x.collapsed", null, "cpu_us_per_op.host",
                List.of(new FunctionCost("read", 50, 50, readUs, readUs), new FunctionCost("parse", 50, 50, 5.0,
                        5.0)), null)))).toList();
        return b.with(b.status(), b.endedAt(), steps, b.errors());
    }

    @Test
    void theFunctionThatGrewMostLeadsEachStepsTable() {
        Report report = ReportBuilder.build(Comparison.of(List.of(profiled("postgres", 2.0),
                profiled("rocksdb", 9.0)), null));

        Section section = report.sections().stream().filter(s -> s.heading().equals("Where the CPU went"))
                .findFirst().orElseThrow();
        assertThat(section.tables()).hasSize(3); // l.i0, l.i1, qr100
        Table qr = section.tables().get(2);
        assertThat(qr.header()).containsExactly("group", "function", "postgres", "rocksdb", "change us/op",
                "share of cpu/op change");
        assertThat(qr.rows().get(0)).extracting(c -> c.text()).startsWith("server", "read", "2.000", "9.000",
                "+7.000");
        assertThat(MarkdownRenderer.render(report)).contains("## Where the CPU went");
    }

    @Test
    void runsWithoutProfilesHaveNoSuchSection() {
        Report report = ReportBuilder.build(Comparison.of(List.of(
                Bundles.insertBenchmark("postgres", Map.of(), 1.0, 0.5, true),
                Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true)), null));
        assertThat(report.sections()).extracting(Section::heading).doesNotContain("Where the CPU went");
    }
}
