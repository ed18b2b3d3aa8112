package io.storagebench.maven;

import io.storagebench.api.RegressionCheck;
import io.storagebench.report.check.CheckOptions;
import io.storagebench.report.check.CheckResult;
import io.storagebench.report.check.Thresholds;
import io.storagebench.report.check.Verdict;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The regression gate, as {@code storagebench check}: candidate bundles against baseline bundles of the same workload
 * and settings. A figure regresses when it moves the bad way beyond its threshold and, with repeats on both sides,
 * the candidate's best run is beyond the baseline's worst by more than the threshold; failed SLAs and failed steps
 * fail too. A failing check fails the build naming the
 * regressions; the JUnit XML, the Markdown summary and github-action-benchmark's JSON are written either way.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class CheckMojo extends BenchMojo {
    /** Baseline bundles (.json) or directories of them: the repeats of one run. */
    @Parameter(property = "storagebench.baseline", required = true)
    List<File> baseline;

    /** Candidate bundles (.json) or directories of them: the repeats of one run. By default {@code run}'s. */
    @Parameter(property = "storagebench.candidate", defaultValue = Defaults.RESULTS_DIR)
    List<File> candidate;

    /**
     * Overrides of the thresholds, e.g. {@code qps=-5%}, {@code p99=+10%}, {@code rkbpq=off} (figures: throughput,
     * ips, qps, tps, p99, cpupq, rkbpq, wkbpi, dbgb). Defaults: throughput -5%, p99 +10%, cpupq +5%, the rest +10%.
     */
    @Parameter(property = "storagebench.thresholds")
    List<String> thresholds;

    /** Settings that may differ between the sides, as the refusal names them (param.rows.l.i0, engine.compression). */
    @Parameter(property = "storagebench.allowDifferences")
    List<String> allowDifferences;

    /** JUnit XML, one test case per step and figure. */
    @Parameter(property = "storagebench.junit", defaultValue = Defaults.JUNIT)
    File junit;

    /** A Markdown summary for a job summary or a pull request comment. */
    @Parameter(property = "storagebench.markdown", defaultValue = Defaults.MARKDOWN)
    File markdown;

    /** A directory for github-action-benchmark's customBiggerIsBetter.json and customSmallerIsBetter.json. */
    @Parameter(property = "storagebench.benchmarkJson", defaultValue = Defaults.BENCHMARK_JSON)
    File benchmarkJson;

    @Override
    String goal() {
        return "check";
    }

    @Override
    void perform(PrintWriter out, PrintWriter err) throws MojoFailureException {
        CheckOptions options = new CheckOptions(Thresholds.parse(orEmpty(thresholds)),
                new HashSet<>(orEmpty(allowDifferences)));
        CheckResult result = RegressionCheck.run(paths(baseline), paths(candidate), options,
                new RegressionCheck.Outputs(path(junit), path(markdown), path(benchmarkJson)), out);
        if (!result.passed()) {
            throw failure(failed(result));
        }
    }

    /** {@code 2 of 14 checks failed: l.i0 ips -66.1% (regression), ...}, the first few named. */
    static String failed(CheckResult result) {
        List<Verdict> failures = result.failures();
        List<String> named = failures.stream().limit(Defaults.FAILURES_NAMED).map(v -> v.name()
                + (v.change().isEmpty() ? "" : " " + v.change()) + " ("
                + v.outcome().name().toLowerCase(Locale.ROOT) + ")").toList();
        int more = failures.size() - named.size();
        return failures.size() + " of " + result.verdicts().size() + " checks failed: " + String.join(", ", named)
                + (more > 0 ? " and " + more + " more" : "") + (result.noiseKnown() ? "" : "; noise unknown")
                + " (see the table above)";
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    private static List<Path> paths(List<File> files) {
        return files.stream().map(File::toPath).toList();
    }

    private static Path path(File file) {
        return file == null ? null : file.toPath();
    }
}
