package io.storagebench.report.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.AfterStepResult;
import io.storagebench.results.FunctionCost;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class CpuShiftTest {
    /** A step whose server used {@code cpu} µs/op, of which each function's own µs/op are given. */
    private static StepResult step(double cpu, FunctionCost... functions) {
        ProfileResult server = new ProfileResult("perf", "server", "perf record", 30.0, 1000L, "s.collapsed", null,
                "cpu_us_per_op.server", List.of(functions), null);
        return new StepResult("qp100", RunStatus.OK, "t", 10, 1, 9, null, List.of(), List.of(),
                new AfterStepResult(false, 0, 0), null, List.of(MetricResult.of("cpu_us_per_op.server", "us/op",
                        cpu)), List.of(), List.of(server));
    }

    private static FunctionCost f(String name, double selfUs) {
        return new FunctionCost(name, 1, 1, selfUs, selfUs);
    }

    @Test
    void theLargestMovesComeFirstWithTheShareOfTheStepsCpuChangeTheyExplain() {
        // cpu/op rose by 10 us: the block read path grew by 8 of them, a cache hit fell by 1
        List<CpuShift> shifts = CpuShift.between(step(50, f("ExecScan", 10), f("hash_search", 5)),
                step(60, f("ExecScan", 10), f("hash_search", 4), f("FileRead", 8)), 10);
        assertThat(shifts).extracting(CpuShift::function).containsExactly("FileRead", "hash_search", "ExecScan");
        assertThat(shifts.get(0).baseline()).isZero(); // not listed in the baseline: counted 0 there
        assertThat(shifts.get(0).delta()).isEqualTo(8.0);
        assertThat(shifts.get(0).share()).isEqualTo(0.8);
        assertThat(CpuShift.topGrowth(step(50, f("a", 1)), step(60, f("a", 3))).orElseThrow().function())
                .isEqualTo("a");
    }

    @Test
    void aStepProfiledOnOneSideOnlyHasNoShifts() {
        StepResult unprofiled = step(50).withProfiles(List.of());
        assertThat(CpuShift.between(unprofiled, step(60, f("a", 3)), 10)).isEmpty();
        assertThat(CpuShift.topGrowth(step(60, f("a", 3)), step(50, f("a", 1)))).isEmpty(); // nothing grew
    }

    @Test
    void aStacksProfileListedBeforeTheCpuProfileOfItsGroupDoesNotHideIt() {
        // --profiler cpu,stacks: the server's thread stacks have samples but no CPU basis, and come first in the step
        ProfileResult stacks = new ProfileResult("stacks", "server", "eu-stack every 1 s", 30.0, 30L,
                "server.stacks.collapsed", null, null, List.of(new FunctionCost("epoll_wait", 20, 20, null, null)),
                null);
        StepResult before = step(50, f("ExecScan", 10));
        StepResult after = step(60, f("ExecScan", 14));
        before = before.withProfiles(List.of(stacks, before.profiles().get(0)));
        after = after.withProfiles(List.of(stacks, after.profiles().get(0)));

        assertThat(CpuShift.between(before, after, 10)).singleElement().satisfies(s -> {
            assertThat(s.function()).isEqualTo("ExecScan");
            assertThat(s.delta()).isEqualTo(4.0);
        });
        assertThat(CpuShift.pairs(before, after)).singleElement()
                .satisfies(p -> assertThat(p.baseline().profiler()).isEqualTo("perf"));
        // a stacks profile is never matched to a CPU one, whichever side lists what
        assertThat(CpuShift.pairs(before.withProfiles(List.of(stacks)), after)).isEmpty();
    }
}
