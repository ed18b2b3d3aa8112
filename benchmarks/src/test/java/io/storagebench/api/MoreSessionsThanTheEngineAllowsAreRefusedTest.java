package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.ibench.InsertBenchmark;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import io.storagebench.spi.SessionLimit;
import io.storagebench.workload.WorkloadPlan;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MoreSessionsThanTheEngineAllowsAreRefusedTest {
    private static final EngineConfig CONFIG = new EngineConfig(Path.of("never-created"), 1 << 20, Map.of());

    @Test
    void aPlanNeedingMoreSessionsThanTheLimitIsOneLineNamingTheCountsAndWhy() {
        WorkloadPlan plan = new InsertBenchmark().plan("tiny", Map.of("clients", "40"));
        assertThatThrownBy(() -> Prepared.requireSessions(plan, limited(99), CONFIG))
                .isInstanceOf(BadInputException.class)
                .hasMessage("insert-benchmark with clients=40 needs 120 sessions at once, but engine limited allows "
                        + "99 (max_connections=100 of the test, less 1 the engine keeps for itself): run fewer "
                        + "clients or threads, or raise the server's limit");
    }

    @Test
    void aPlanWithinTheLimitOrAnEngineWithoutOneRuns() {
        WorkloadPlan plan = new InsertBenchmark().plan("tiny", Map.of("clients", "33"));
        assertThatCode(() -> Prepared.requireSessions(plan, limited(99), CONFIG)).doesNotThrowAnyException();
        assertThatCode(() -> Prepared.requireSessions(new InsertBenchmark().plan("tiny", Map.of("clients", "500")),
                unlimited(), CONFIG)).doesNotThrowAnyException();
    }

    private static EngineProvider limited(int sessions) {
        return new Provider(Optional.of(new SessionLimit(sessions,
                "max_connections=100 of the test, less 1 the engine keeps for itself")));
    }

    private static EngineProvider unlimited() {
        return new Provider(Optional.empty());
    }

    private record Provider(Optional<SessionLimit> limit) implements EngineProvider {
        @Override
        public String name() {
            return limit.isPresent() ? "limited" : "unlimited";
        }

        @Override
        public String description() {
            return "a provider that only answers sessionLimit";
        }

        @Override
        public List<OptionSpec> options() {
            return List.of();
        }

        @Override
        public Engine open(EngineConfig config) {
            throw new AssertionError("the check opens no engine");
        }

        @Override
        public Optional<SessionLimit> sessionLimit(EngineConfig config) {
            return limit;
        }
    }
}
