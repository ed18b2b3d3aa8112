package io.storagebench.maven;

import io.storagebench.api.ExitCode;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Why runs did not pass, in one line, from the bundles they wrote: the build's failure message names it. */
final class RunOutcome {
    private RunOutcome() {
    }

    /** Each bundle that failed, was stopped or (with {@code failOnSla}) missed an SLA, with its step and reason. */
    static String describe(int exitCode, List<Path> bundles, boolean failOnSla) {
        List<String> reasons = new ArrayList<>();
        for (Path file : bundles) {
            if (!Files.isRegularFile(file)) {
                continue;
            }
            String reason = reason(BundleFiles.read(file), failOnSla);
            if (reason != null) {
                reasons.add(file.getFileName() + ": " + reason);
            }
        }
        String what = exitCode == ExitCode.INTERRUPTED ? "stopped" : "failed";
        return reasons.isEmpty() ? what + " with exit code " + exitCode + " (the lines above say why)"
                : what + ": " + String.join("; ", reasons);
    }

    private static String reason(ResultBundle bundle, boolean failOnSla) {
        for (StepResult step : bundle.steps()) {
            if (step.status() != RunStatus.OK) {
                return "step " + step.name() + " " + step.status() + (step.error() == null ? "" : ": " + step.error());
            }
        }
        if (bundle.status() != RunStatus.OK) {
            return bundle.status() + (bundle.errors().isEmpty() ? "" : ": " + bundle.errors().get(0));
        }
        if (failOnSla) {
            for (StepResult step : bundle.steps()) {
                for (SlaResult sla : step.slas()) {
                    if (!sla.passed()) {
                        return String.format(Locale.ROOT, "SLA failed in step %s: %s at %.1f/s, below %.1f/s",
                                step.name(), sla.actor(), sla.achievedPerSecond(), sla.threshold());
                    }
                }
            }
        }
        return null;
    }
}
