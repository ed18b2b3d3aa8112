package io.storagebench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.MetricResult;
import io.storagebench.spi.Engine;
import io.storagebench.spi.WatchTargets;
import io.storagebench.testing.StubEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProbeDriverTest {
    private final StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.empty()));

    /** Records the calls it gets. */
    private static final class Recording implements Probe {
        final List<String> calls = new ArrayList<>();

        @Override
        public String name() {
            return "recording";
        }

        @Override
        public ProbeRun start(Engine e) {
            return new ProbeRun() {
                @Override
                public void measureFromNow() {
                    calls.add("measure");
                }

                @Override
                public void sample() {
                    calls.add("sample");
                }

                @Override
                public List<MetricResult> finish(Window w) {
                    calls.add("finish " + w.startedMeasure());
                    return List.of(MetricResult.of("x", "", 1));
                }
            };
        }
    }

    @Test
    void withoutWarmupTheWindowStartsAtOnceAndASecondOfSamplingHappens() throws Exception {
        Recording probe = new Recording();
        ProbeDriver driver = ProbeDriver.start(List.of(probe), engine, 0, "t");
        Thread.sleep(1_100);
        List<MetricResult> metrics = driver.finish(new Window(1, null, 1, true));
        assertThat(metrics).extracting(MetricResult::name).containsExactly("x");
        assertThat(probe.calls.subList(0, 3)).containsExactly("sample", "measure", "sample");
        assertThat(probe.calls.get(probe.calls.size() - 1)).isEqualTo("finish true");
    }

    @Test
    void aStepThatEndsInItsWarmupIsNotMeasuredAndAFailingProbeIsAnAbsentMetric() {
        Recording probe = new Recording();
        Probe broken = new Probe() {
            @Override
            public String name() {
                return "broken";
            }

            @Override
            public ProbeRun start(Engine e) {
                throw new IllegalStateException("no counters here");
            }
        };
        ProbeDriver driver = ProbeDriver.start(List.of(probe, broken), engine, 60_000_000_000L, "t");
        List<MetricResult> metrics = driver.finish(new Window(5, null, 0, true));
        assertThat(probe.calls).containsExactly("sample", "finish false");
        MetricResult failed = metrics.get(1);
        assertThat(failed.name()).isEqualTo("probe.broken");
        assertThat(failed.value()).isNull();
        assertThat(failed.reason()).contains("no counters here");
    }
}
