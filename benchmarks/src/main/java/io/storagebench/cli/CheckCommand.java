package io.storagebench.cli;

import io.storagebench.report.check.BenchmarkJson;
import io.storagebench.report.check.CheckOptions;
import io.storagebench.report.check.CheckResult;
import io.storagebench.report.check.Gate;
import io.storagebench.report.check.JUnitReport;
import io.storagebench.report.check.MarkdownSummary;
import io.storagebench.report.check.Thresholds;
import io.storagebench.report.check.Verdict;
import io.storagebench.report.compare.Direction;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code storagebench check}: the regression gate, candidate bundles against baseline bundles, for CI. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Checks candidate result bundles against baseline bundles of the same workload and settings: "
                + "a figure regresses when it moves the bad way beyond its threshold and, with repeats on both sides, "
                + "outside their ranges. Failed SLAs and failed steps fail the check. See docs/check.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no regression", "1:a regression, a failed SLA or a failed step",
            "2:bad input (missing file, not a bundle, bad threshold, differing settings not allowed)"})
final class CheckCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--baseline", arity = "1..*", required = true, paramLabel = "BUNDLE",
            description = "Baseline bundles (.json) or directories of them: the repeats of one run.")
    List<Path> baseline;

    @Option(names = "--candidate", arity = "1..*", required = true, paramLabel = "BUNDLE",
            description = "Candidate bundles (.json) or directories of them: the repeats of one run.")
    List<Path> candidate;

    @Option(names = "--threshold", split = ",", paramLabel = "NAME=PERCENT",
            description = "Overrides of the thresholds, e.g. qps=-5%%,p99=+10%%,cpupq=+5%% (figures: throughput, ips, "
                    + "qps, tps, p99, cpupq, rkbpq, wkbpi, dbgb). Defaults: throughput -5%%, p99 +10%%, cpupq +5%%, "
                    + "rkbpq, wkbpi and dbgb +10%%. off reports a figure without judging it.")
    List<String> thresholds = List.of();

    @Option(names = "--allow-difference", split = ",", paramLabel = "SETTING",
            description = "Settings that may differ, as the refusal names them (param.rows.l.i0, engine.compression).")
    List<String> allowed = List.of();

    @Option(names = "--junit", paramLabel = "FILE", description = "Write a JUnit XML report here.")
    Path junit;

    @Option(names = "--markdown", paramLabel = "FILE", description = "Write a Markdown summary here.")
    Path markdown;

    @Option(names = "--benchmark-json", paramLabel = "DIR", description = "Write customBiggerIsBetter.json and "
            + "customSmallerIsBetter.json (github-action-benchmark) into this directory.")
    Path benchmarkJson;

    @Override
    public Integer call() {
        CheckOptions options = new CheckOptions(Thresholds.parse(thresholds), new HashSet<>(allowed));
        CheckResult result = Gate.check(read(baseline), read(candidate), options);
        write(junit, JUnitReport.xml(result));
        write(markdown, MarkdownSummary.markdown(result));
        if (benchmarkJson != null) {
            for (Direction d : Direction.values()) {
                write(benchmarkJson.resolve(BenchmarkJson.tool(d) + ".json"), BenchmarkJson.json(result, d));
            }
        }
        print(spec.commandLine().getOut(), result);
        return result.passed() ? Main.EXIT_OK : Main.EXIT_FAILED;
    }

    private static List<ResultBundle> read(List<Path> inputs) {
        return inputs.stream().flatMap(p -> ReportCommand.expand(p).stream()).map(BundleFiles::read).toList();
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
