package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.AfterStepResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** `run`'s exit code: the run's status, and with --fail-on-sla a failed SLA in a run that completed. */
class RunExitCodeTest {

    @Test
    void aFailedSlaExitsWith0ByDefaultAsIibenchDoesAnd1WithFailOnSla() {
        ResultBundle bundle = bundle(RunStatus.OK, false);

        assertThat(SingleRun.exitCode(bundle, false)).isEqualTo(ExitCode.OK);
        assertThat(SingleRun.exitCode(bundle, true)).isEqualTo(ExitCode.FAILED);
    }

    @Test
    void passedSlasExitWith0EitherWay() {
        assertThat(SingleRun.exitCode(bundle(RunStatus.OK, true), true)).isEqualTo(ExitCode.OK);
    }

    @Test
    void aFailedOrInterruptedRunKeepsItsOwnExitCode() {
        assertThat(SingleRun.exitCode(bundle(RunStatus.FAILED, true), true)).isEqualTo(ExitCode.FAILED);
        assertThat(SingleRun.exitCode(bundle(RunStatus.INTERRUPTED, false), true))
                .isEqualTo(Defaults.EXIT_INTERRUPTED);
    }

    private static ResultBundle bundle(RunStatus status, boolean slaPassed) {
        SlaResult sla = new SlaResult("inserter", "rows", 100, 0.95, 95, slaPassed ? 99.9 : 80.0, 99.0, slaPassed);
        StepResult qr100 = new StepResult("qr100", RunStatus.OK, "2026-12-01T00:00:00Z", 18, 3, 15, null, List.of(),
                List.of(sla), new AfterStepResult(false, 0, 0), null, List.of(), List.of());
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, null, null, null, null, null, "2026-12-01T00:00:00Z",
                "2026-12-01T00:00:20Z", status, List.of(qr100), List.of());
    }
}
