package io.storagebench.cli;

import io.storagebench.api.RegressionCheck;
import io.storagebench.report.check.CheckOptions;
import io.storagebench.report.check.CheckResult;
import io.storagebench.report.check.Thresholds;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code storagebench check}: the regression gate, candidate bundles against baseline bundles, for CI. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Checks candidate result bundles against baseline bundles of the same workload and settings: "
                + "a figure regresses when it moves the bad way beyond its threshold and, with repeats on both sides, "
                + "the candidate's best run is beyond the baseline's worst by more than the threshold. Failed SLAs "
                + "and failed steps fail the check. See docs/check.md."},
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
        CheckResult result = RegressionCheck.run(baseline, candidate, options,
                new RegressionCheck.Outputs(junit, markdown, benchmarkJson), spec.commandLine().getOut());
        return result.passed() ? Main.EXIT_OK : Main.EXIT_FAILED;
    }
}
