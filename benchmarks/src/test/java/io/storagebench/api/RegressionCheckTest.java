package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.report.check.CheckOptions;
import io.storagebench.report.check.CheckResult;
import io.storagebench.results.AfterStepResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.BundleFormatException;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.FrameworkInfo;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.results.WorkloadInfo;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The public entry points the Maven plugin calls: bundles named by directory, the check with its CI files, and the
 * report's formats checked before any bundle is read.
 */
class RegressionCheckTest {
    @TempDir
    Path dir;

    @Test
    void aDirectoryStandsForItsBundlesByNameAndItsRunsLogsAreNotBundles() throws Exception {
        Path results = Files.createDirectories(dir.resolve("results"));
        BundleFiles.write(bundle(1000), results.resolve("b.json"));
        BundleFiles.write(bundle(1000), results.resolve("a.json"));
        Files.createDirectories(results.resolve("a.logs"));
        Files.writeString(results.resolve("a.logs").resolve("LOG"), "rocksdb log");

        assertThat(BundleInputs.files(List.of(results))).containsExactly(results.resolve("a.json"),
                results.resolve("b.json"));
        assertThat(BundleInputs.read(List.of(results, results.resolve("a.json")))).hasSize(3);
    }

    @Test
    void aDirectoryWithoutBundlesIsNamedInOneLine() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));

        assertThatThrownBy(() -> BundleInputs.read(List.of(empty))).isInstanceOf(BundleFormatException.class)
                .hasMessage("no result bundles (*.json) in " + empty);
    }

    @Test
    void aHalvedThroughputFailsTheCheckAndEveryCiFileNamesIt() throws Exception {
        Path baseline = dir.resolve("baseline.json");
        Path candidate = dir.resolve("candidate.json");
        BundleFiles.write(bundle(1000), baseline);
        BundleFiles.write(bundle(500), candidate);
        StringWriter out = new StringWriter();
        RegressionCheck.Outputs outputs = new RegressionCheck.Outputs(dir.resolve("ci/check.xml"),
                dir.resolve("ci/summary.md"), dir.resolve("ci/bench"));

        CheckResult result = RegressionCheck.run(List.of(baseline), List.of(candidate), CheckOptions.defaults(),
                outputs, new PrintWriter(out));

        assertThat(result.passed()).isFalse();
        assertThat(result.failures()).extracting(v -> v.name()).containsExactly("l.i0 ips");
        assertThat(out.toString()).contains("noise unknown")
                .endsWith("check FAILED: 1 of " + result.verdicts().size() + " checks\n");
        assertThat(Files.readString(outputs.junit())).contains("<failure").contains("-50.0%");
        assertThat(Files.readString(outputs.markdown())).contains("FAILED");
        assertThat(outputs.benchmarkJson().resolve("customBiggerIsBetter.json")).exists();
        assertThat(outputs.benchmarkJson().resolve("customSmallerIsBetter.json")).exists();
    }

    @Test
    void aBundleCheckedAgainstItselfPassesAndWritesNothingItWasNotAskedFor() throws Exception {
        Path baseline = dir.resolve("baseline.json");
        BundleFiles.write(bundle(1000), baseline);
        StringWriter out = new StringWriter();

        CheckResult result = RegressionCheck.run(List.of(baseline), List.of(baseline), CheckOptions.defaults(),
                RegressionCheck.Outputs.none(), new PrintWriter(out));

        assertThat(result.passed()).isTrue();
        assertThat(out.toString()).endsWith("check passed\n");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(baseline);
        }
    }

    @Test
    void anUnknownReportFormatIsBadInputBeforeAnyBundleIsRead() {
        assertThatThrownBy(() -> Reports.write(new PrintWriter(new StringWriter()), List.of(dir.resolve("none.json")),
                null, dir.resolve("report"), List.of("pdf"))).isInstanceOf(BadInputException.class)
                .hasMessage("unknown format 'pdf' (formats: html, md, csv)");
    }

    /** A one-step Insert Benchmark bundle whose load ran at {@code insertsPerSecond}. */
    private static ResultBundle bundle(double insertsPerSecond) {
        StepResult load = new StepResult("l.i0", RunStatus.OK, "2026-12-01T00:00:00Z", 10, 1, 9,
                new HeadlineResult("inserter", "ROWS", "ips", insertsPerSecond, insertsPerSecond), List.of(),
                List.of(), new AfterStepResult(false, 0, 0), null, List.of(), List.of());
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, new FrameworkInfo("storagebench", "1.0", "abc"), null,
                null, new EngineInfo("rocksdb", "RocksDB", "10.4.2", "", Map.of(), Map.of(), 1L << 30, "/tmp/d"),
                new WorkloadInfo("insert-benchmark", "tiny", 42, Map.of()), "2026-12-01T00:00:00Z",
                "2026-12-01T00:00:10Z", RunStatus.OK, List.of(load), List.of());
    }
}
