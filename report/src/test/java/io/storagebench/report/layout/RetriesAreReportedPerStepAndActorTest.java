package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.ActorResult;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Galera cluster's certification conflicts (or any engine's deadlocks) are retried and counted: the report shows
 * them beside the engine that had none, and says nothing when no client of any run retried.
 */
class RetriesAreReportedPerStepAndActorTest {

    @Test
    void aRunWhoseClientsRetriedGetsARowPerStepAndActorBesideTheOthers() {
        ResultBundle innodb = Bundles.insertBenchmark("mariadb-innodb", Map.of(), 1.0, null, true);
        ResultBundle galera = withRetries(Bundles.insertBenchmark("mariadb-galera", Map.of(), 0.5, null, true),
                "l.i0", "inserter", 37);

        Report report = ReportBuilder.build(Comparison.of(List.of(innodb, galera), null));

        Table retries = report.sections().stream().filter(s -> s.heading().equals("Retries")).findFirst()
                .map(Section::tables).orElseThrow().get(0);
        assertThat(retries.header()).containsExactly("step", "actor", "mariadb-innodb", "mariadb-galera");
        assertThat(retries.rows()).hasSize(1);
        assertThat(retries.rows().get(0)).extracting(c -> c.text()).containsExactly("l.i0", "inserter", "0", "37");
        assertThat(MarkdownRenderer.render(report)).contains("## Retries");
    }

    @Test
    void noRetriesNoSection() {
        Report report = ReportBuilder.build(Comparison.of(List.of(
                Bundles.insertBenchmark("mariadb-innodb", Map.of(), 1.0, null, true)), null));

        assertThat(report.sections()).extracting(Section::heading).doesNotContain("Retries");
    }

    private static ResultBundle withRetries(ResultBundle b, String step, String actor, long retries) {
        List<StepResult> steps = b.steps().stream().map(s -> !s.name().equals(step) ? s : new StepResult(s.name(),
                s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(), s.measuredSeconds(), s.headline(),
                s.actors().stream().map(a -> !a.name().equals(actor) ? a : new ActorResult(a.name(), a.threads(),
                        a.pacing(), a.targetOpsPerSecond(), a.ops(), a.rows(), a.errors(), retries, a.warmupOps(),
                        a.warmupRows(), a.opsPerSecond(), a.rowsPerSecond(), a.responseTime(), a.serviceTime(),
                        a.series())).toList(), s.slas(), s.after(), s.error(), s.metrics(), s.warnings())).toList();
        return b.with(b.status(), b.endedAt(), steps, b.errors());
    }
}
