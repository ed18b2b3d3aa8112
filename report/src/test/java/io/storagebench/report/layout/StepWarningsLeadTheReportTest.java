package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Report;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A step's warnings (one not at a steady state) are at the report's top, under their run's label, each once. */
class StepWarningsLeadTheReportTest {
    @Test
    void aStepNotAtASteadyStateIsNamedAboveTheFigures() {
        ResultBundle plain = Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true);
        String line = "qr100: page faults/op fell from 2.0 to 0.10: not at a steady state, run longer";
        List<StepResult> steps = plain.steps().stream()
                .map(s -> s.name().equals("qr100") ? s.withWarnings(List.of(line)) : s).toList();
        ResultBundle warned = plain.with(plain.status(), plain.endedAt(), steps, plain.errors());

        Report report = ReportBuilder.build(Comparison.of(List.of(warned, warned), null));

        assertThat(report.warnings()).containsExactly("rocksdb: " + line);
        assertThat(MarkdownRenderer.render(report)).contains("> - rocksdb: qr100: page faults/op fell");
    }
}
