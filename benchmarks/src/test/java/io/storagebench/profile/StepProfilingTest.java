package io.storagebench.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.probe.Window;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepProfilingTest {
    /** Records what the step profiling did to it. */
    private static final class Recording implements StepProfiler {
        final List<String> calls = new ArrayList<>();

        @Override
        public String name() {
            return "recording";
        }

        @Override
        public Running beforeWindow(ProfileContext context) {
            calls.add("before " + context.step() + " " + context.prefix());
            return new Running() {
                @Override
                public void stop() {
                    calls.add("stop");
                }

                @Override
                public List<ProfileResult> afterWindow(Window window, List<MetricResult> metrics) {
                    calls.add("after");
                    return List.of(ProfileResult.absent("recording", "client", "nothing sampled"));
                }
            };
        }
    }

    @Test
    void profilersStartWhenTheWindowOpensAndStopBeforeTheirResultsAreAsked() {
        Recording p = new Recording();
        StepProfiling profiling = new StepProfiling(List.of(p), Duration.ofSeconds(30), () -> Path.of("r/x.json"));
        StepProfiling.Step step = profiling.step("qp 100", new io.storagebench.testing.StubEngine());
        step.sample(); // warmup: nothing runs yet
        assertThat(p.calls).isEmpty();
        step.measureFromNow();
        step.sample(); // within the slice
        step.workersStopping();
        List<ProfileResult> results = step.results(new Window(10, null, 1, true), List.of());
        assertThat(p.calls.get(0)).isEqualTo("before qp 100 x.profiles/qp_100/");
        assertThat(p.calls.subList(1, p.calls.size())).startsWith("stop").endsWith("after");
        assertThat(results).extracting(ProfileResult::reason).containsExactly("nothing sampled");
    }

    @Test
    void theSliceEndsSamplingOnTheNextTick() {
        Recording p = new Recording();
        StepProfiling.Step step = new StepProfiling(List.of(p), Duration.ZERO, () -> Path.of("x.json"))
                .step("qp100", new io.storagebench.testing.StubEngine());
        step.measureFromNow();
        step.sample();
        assertThat(p.calls).containsExactly("before qp100 x.profiles/qp100/", "stop");
    }

    @Test
    void aStepThatEndedInItsWarmupSaysSo() {
        StepProfiling.Step step = new StepProfiling(List.of(new Recording()), Duration.ofSeconds(30),
                () -> Path.of("x.json")).step("qp100", new io.storagebench.testing.StubEngine());
        assertThat(step.results(new Window(0, null, 0, false), List.of())).singleElement()
                .extracting(ProfileResult::reason).isEqualTo("the step ended before its warmup did");
    }

    @Test
    void theProfilesGoBesideTheBundleInADirectoryPerStep() {
        assertThat(StepProfiling.stepDir(Path.of("/r/run-1.json"), "l.i0"))
                .isEqualTo(Path.of("/r/run-1.profiles/l.i0"));
        assertThat(StepProfiling.fileName("../x")).isEqualTo("_.._x");
    }

    @Test
    void anUnknownKindIsOneLineNamingTheKnownOnes() {
        assertThatThrownBy(() -> StepProfiling.ofKind("perfasm")).hasMessage(
                "unknown --profiler 'perfasm': expected one of cpu, stacks or a comma list of them");
    }

    @Test
    void stacksTakesAnIntervalAsJmhsStackProfilerTakesItsPeriod_aBadOneIsOneLine() {
        assertThat(((StackSampler) StepProfiling.ofKind("stacks").get(0)).interval()).isEqualTo(Duration.ofSeconds(1));
        assertThat(((StackSampler) StepProfiling.ofKind("cpu,stacks:interval=500ms").get(2)).interval())
                .isEqualTo(Duration.ofMillis(500));
        assertThat(((StackSampler) StepProfiling.ofKind("stacks:interval=2s").get(0)).interval())
                .isEqualTo(Duration.ofSeconds(2));
        for (String bad : List.of("stacks:interval=5ms", "stacks:interval=2m", "stacks:period=1s", "stacks:")) {
            assertThatThrownBy(() -> StepProfiling.ofKind(bad)).as(bad).hasMessage("bad --profiler '" + bad
                    + "': expected stacks:interval=N followed by ms or s, from 10ms to 60s (e.g. "
                    + "stacks:interval=500ms)");
        }
    }

    @Test
    void aCommaListRunsEachKindOnceInTheFixedOrderSoPerfsServerProfileComesFirst() {
        assertThat(StepProfiling.ofKind(" stacks, CPU,stacks")).extracting(StepProfiler::name)
                .containsExactly("async", "perf", "stacks");
        assertThat(StepProfiling.ofKind("stacks")).extracting(StepProfiler::name).containsExactly("stacks");
        assertThatThrownBy(() -> StepProfiling.ofKind("cpu,")).hasMessage(
                "unknown --profiler '': expected one of cpu, stacks or a comma list of them");
        assertThatThrownBy(() -> StepProfiling.ofKind("cpu,perfasm")).hasMessageStartingWith(
                "unknown --profiler 'perfasm': ");
    }

    @Test
    void aFrameNamedOnlyByItsTemporaryLibraryIsNamedAfterTheLibrary() {
        assertThat(AsyncCpuProfiler.frame("/tmp/librocksdbjni13696106894228314664.so")).isEqualTo("[librocksdbjni.so]");
        assertThat(AsyncCpuProfiler.frame("rocksdb::DBImpl::GetImpl")).isEqualTo("rocksdb::DBImpl::GetImpl");
    }
}
