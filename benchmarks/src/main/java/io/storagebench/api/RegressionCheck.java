package io.storagebench.api;

import io.storagebench.report.check.BenchmarkJson;
import io.storagebench.report.check.CheckOptions;
import io.storagebench.report.check.CheckResult;
import io.storagebench.report.check.Gate;
import io.storagebench.report.check.JUnitReport;
import io.storagebench.report.check.MarkdownSummary;
import io.storagebench.report.check.Thresholds;
import io.storagebench.report.check.Verdict;
import io.storagebench.report.compare.Direction;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The regression gate as {@code check} runs it, for any caller (the Maven plugin's {@code check} goal): candidate
 * bundles against baseline bundles ({@link Gate}), the files CI systems read, and the verdicts as a table on
 * {@code out}.
 */
public final class RegressionCheck {
    private RegressionCheck() {
    }

    /**
     * Where the check's files go; each may be null for none.
     *
     * @param junit         JUnit XML, one test case per step and figure
     * @param markdown      a Markdown summary for a job summary or a pull request comment
     * @param benchmarkJson a directory for github-action-benchmark's customBiggerIsBetter.json and
     *                      customSmallerIsBetter.json
     */
    public record Outputs(Path junit, Path markdown, Path benchmarkJson) {
        public static Outputs none() {
            return new Outputs(null, null, null);
        }
    }

    /**
     * Checks the bundles {@code candidate} names against those {@code baseline} names (files or directories of
     * them), writes {@code outputs} and prints the verdicts. The result says whether it passed.
     *
     * @throws io.storagebench.results.BundleFormatException for a missing file or one that is not a bundle
     * @throws IllegalArgumentException                       for settings that differ and are not allowed
     */
    public static CheckResult run(List<Path> baseline, List<Path> candidate, CheckOptions options, Outputs outputs,
                                  PrintWriter out) {
        CheckResult result = Gate.check(BundleInputs.read(baseline), BundleInputs.read(candidate), options);
        write(outputs.junit(), JUnitReport.xml(result));
        write(outputs.markdown(), MarkdownSummary.markdown(result));
        if (outputs.benchmarkJson() != null) {
            for (Direction d : Direction.values()) {
                write(outputs.benchmarkJson().resolve(BenchmarkJson.tool(d) + ".json"), BenchmarkJson.json(result, d));
            }
        }
        print(out, result);
        return result;
    }

    private static void write(Path file, String text) {
        if (file == null) {
            return;
        }
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    private static void print(PrintWriter out, CheckResult r) {
        out.printf("check %s: baseline %s (%d run%s), candidate %s (%d run%s); noise %s%n", r.workload(),
                r.baselineLabel(), r.baselineRepeats(), r.baselineRepeats() == 1 ? "" : "s", r.candidateLabel(),
                r.candidateRepeats(), r.candidateRepeats() == 1 ? "" : "s",
                r.noiseKnown() ? "known" : "unknown (single run on a side)");
        out.printf("%-12s %-8s %9s %10s  %s%n", "step", "figure", "change", "threshold", "verdict");
        for (Verdict v : r.verdicts()) {
            out.printf(Locale.ROOT, "%-12s %-8s %9s %10s  %s%n", v.step(), v.figure(),
                    v.change(),
                    v.thresholdPercent() == null ? "" : Thresholds.shown(v.thresholdPercent(), v.direction()),
                    v.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                            + (v.outcome().fails() && v.note() != null ? ": " + v.note() : ""));
        }
        out.println(r.passed() ? "check passed" : "check FAILED: " + r.failures().size() + " of "
                + r.verdicts().size() + " checks");
        out.flush();
    }
}
