package io.storagebench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.api.ExitCode;
import io.storagebench.results.AfterStepResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run that did not pass fails the build with one line naming the bundle, the step and why. */
class RunOutcomeTest {
    @TempDir
    Path dir;

    @Test
    void aFailedStepIsNamedWithItsBundleAndError() {
        Path failed = write("r2.json", RunStatus.FAILED, step("l.i1", RunStatus.FAILED, "disk full", true));
        Path ok = write("r1.json", RunStatus.OK, step("l.i0", RunStatus.OK, null, true));

        assertThat(RunOutcome.describe(ExitCode.FAILED, List.of(ok, failed), false))
                .isEqualTo("failed: r2.json: step l.i1 FAILED: disk full");
    }

    @Test
    void aMissedSlaIsNamedOnlyWhenItFailsTheRun() {
        Path missed = write("r1.json", RunStatus.OK, step("qr100", RunStatus.OK, null, false));

        assertThat(RunOutcome.describe(ExitCode.FAILED, List.of(missed), true))
                .isEqualTo("failed: r1.json: SLA failed in step qr100: inserter at 80.0/s, below 95.0/s");
        assertThat(RunOutcome.describe(ExitCode.FAILED, List.of(missed), false))
                .isEqualTo("failed with exit code 1 (the lines above say why)");
    }

    @Test
    void aStoppedRunWithoutABundleSaysSo() {
        assertThat(RunOutcome.describe(ExitCode.INTERRUPTED, List.of(dir.resolve("gone.json")), false))
                .isEqualTo("stopped with exit code 130 (the lines above say why)");
    }

    private Path write(String name, RunStatus status, StepResult step) {
        Path file = dir.resolve(name);
        BundleFiles.write(new ResultBundle(ResultBundle.SCHEMA_VERSION, null, null, null, null, null,
                "2026-12-01T00:00:00Z", "2026-12-01T00:00:10Z", status, List.of(step), List.of()), file);
        return file;
    }

    private static StepResult step(String name, RunStatus status, String error, boolean slaPassed) {
        SlaResult sla = new SlaResult("inserter", "rows", 100, 0.95, 95, slaPassed ? 99.0 : 80.0, 99.0, slaPassed);
        return new StepResult(name, status, "2026-12-01T00:00:00Z", 10, 1, 9, null, List.of(), List.of(sla),
                new AfterStepResult(false, 0, 0), error, List.of(), List.of());
    }
}
