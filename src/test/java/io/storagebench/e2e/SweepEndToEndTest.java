package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scaleup sweep through the jar: {@code run -p threads=1,2} runs sysbench once per value, each in a JVM of its own
 * with its bundle named after its value, then writes the report with the scaleup view; {@code report} reads the same
 * bundles back to the same view.
 */
class SweepEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void aThreadsSweepWritesABundlePerValueAndAReportWithTheScaleupView() throws Exception {
        Path output = dir.resolve("bundles").resolve("sweep.json");
        Files.createDirectories(output.getParent());
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run", "-e",
            "sqlite", "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(output), "--out",
            Cli.path(dir.resolve("report")), "--format", "md,html", "-p", "threads=1,2", "--tests",
            "point-query,hot-points,scan,update-index"}, SysbenchEndToEndTest.MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        List<Path> bundles = List.of(dir.resolve("bundles/sweep-threads=1.json"),
                dir.resolve("bundles/sweep-threads=2.json"));
        for (int i = 0; i < bundles.size(); i++) {
            ResultBundle b = BundleFiles.read(bundles.get(i));
            assertThat(b.status()).isEqualTo(RunStatus.OK);
            assertThat(b.workload().parameters()).containsEntry("threads", String.valueOf(i + 1));
            assertThat(b.steps().get(b.steps().size() - 1).actor("sysbench").threads()).isEqualTo(i + 1);
        }
        assertThat(output).as("a sweep writes no bundle without its value").doesNotExist();
        // the run ends with the scaleup tables on the terminal, under the report's files
        assertThat(r.out()).contains("Scaleup of sqlite: relative QPS", "Scaleup of sqlite: cs/o relative to "
                + "threads=1").containsPattern("perfect scaleup +2\\.00");
        assertScaleup(Files.readString(dir.resolve("report/report.md")));
        assertThat(Files.readString(dir.resolve("report/report.html"))).contains("id=\"scaleup-sqlite\"",
                "id=\"chart-scaleup-sqlite-point\"");

        Cli.Result again = Cli.run(dir.resolve("log-report"), "report", Cli.path(dir.resolve("bundles")), "--out",
                Cli.path(dir.resolve("again")), "--format", "md");
        assertThat(again.exitCode()).as(again.err()).isZero();
        assertThat(again.out()).contains("base sqlite threads=1").doesNotContain("warning");
        assertScaleup(Files.readString(dir.resolve("again/report.md")));
    }

    private static void assertScaleup(String md) {
        assertThat(md).contains("## Scaleup", "### Scaleup of sqlite: relative QPS", "| test | threads=2 |",
                "| perfect scaleup | 2.00 |", "### Scaleup of sqlite: cpu/o relative to threads=1",
                "### Scaleup of sqlite: cs/o relative to threads=1");
        for (String test : List.of("point-query", "hot-points", "scan", "update-index")) {
            assertThat(md).containsPattern("\\| " + test + " \\| [0-9.]+ \\|");
        }
    }
}
