package io.storagebench.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.check.CheckResult;
import io.storagebench.report.check.Outcome;
import io.storagebench.report.check.Verdict;
import io.storagebench.report.compare.Direction;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A failing check fails the build with one line that names the first failures and counts the rest. */
class CheckMojoTest {
    @Test
    void theFailureLineNamesTheFirstFailuresWithTheirChangeAndCountsTheRest() {
        List<Verdict> verdicts = new ArrayList<>();
        verdicts.add(verdict("l.i0", "ips", -58.0, Outcome.REGRESSION));
        verdicts.add(verdict("l.i0", "cpupq", 3.0, Outcome.PASS));
        for (String step : List.of("l.i1", "qr100", "qr500")) {
            verdicts.add(verdict(step, "ips", -20.0, Outcome.REGRESSION));
        }
        verdicts.add(new Verdict("qr500", "sla", "", null, null, null, null, null, Outcome.FAILED, "80/s of 100/s"));

        String line = CheckMojo.failed(new CheckResult("insert-benchmark/tiny", "a", "b", 2, 2, verdicts));

        assertThat(line).isEqualTo("5 of 6 checks failed: l.i0 ips -58.0% (regression), l.i1 ips -20.0% "
                + "(regression), qr100 ips -20.0% (regression) and 2 more (see the table above)").doesNotContain("\n");
    }

    @Test
    void withASingleRunOnASideTheLineSaysTheNoiseIsUnknown() {
        String line = CheckMojo.failed(new CheckResult("insert-benchmark/tiny", "a", "b", 1, 2,
                List.of(verdict("l.i0", "ips", -58.0, Outcome.REGRESSION))));

        assertThat(line).isEqualTo("1 of 1 checks failed: l.i0 ips -58.0% (regression); noise unknown "
                + "(see the table above)");
    }

    private static Verdict verdict(String step, String figure, double change, Outcome outcome) {
        return new Verdict(step, figure, "ops/s", Direction.HIGHER_IS_BETTER, null, null, change, 5.0, outcome, null);
    }
}
