package io.storagebench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A request asks each engine for its own options and read size; an engine it does not name gets nothing. */
class EngineRequestTest {
    private final EngineRequest request = new EngineRequest(Map.of(
            "rocksdb", new EngineRequest.Tuning(Map.of("direct-io", "on"), 8192),
            "mariadb-innodb", new EngineRequest.Tuning(Map.of("profile", "io-bound"), 16384)), 1 << 20, true, "why");

    @Test
    void eachEngineGetsItsOwnOptionsAndReadSize() {
        assertThat(request.engineNames()).containsExactlyInAnyOrder("rocksdb", "mariadb-innodb");
        assertThat(request.tuning("rocksdb").options()).isEqualTo(Map.of("direct-io", "on"));
        assertThat(request.tuning("mariadb-innodb").options()).isEqualTo(Map.of("profile", "io-bound"));
        assertThat(request.tuning("mariadb-innodb").readBytes()).isEqualTo(16384);
        assertThat(request.accepts("rocksdb")).isTrue();
        assertThat(request.accepts("sqlite")).isFalse();
        assertThat(request.tuning("sqlite")).isEqualTo(EngineRequest.Tuning.NONE);
    }

    @Test
    void anyAcceptsEveryEngineAndAsksNothing() {
        assertThat(EngineRequest.ANY.accepts("sqlite")).isTrue();
        assertThat(EngineRequest.ANY.tuning("rocksdb")).isEqualTo(EngineRequest.Tuning.NONE);
        assertThat(EngineRequest.ANY.blockDevice()).isFalse();
        assertThat(new WorkloadPlan("w", "p", Map.of(), 1, Set.of(), List.of(), List.of()).engine())
                .isEqualTo(EngineRequest.ANY);
    }

    @Test
    void theRequestIsACopyThatLaterChangesToTheCallersMapsDoNotReach() {
        Map<String, String> options = new HashMap<>(Map.of("compression", "none"));
        Map<String, EngineRequest.Tuning> engines = new HashMap<>(Map.of("rocksdb",
                new EngineRequest.Tuning(options, 0)));
        EngineRequest copy = new EngineRequest(engines, 0, false, "");
        options.put("compression", "lz4");
        engines.put("sqlite", EngineRequest.Tuning.NONE);
        assertThat(copy.tuning("rocksdb").options()).containsEntry("compression", "none");
        assertThat(copy.accepts("sqlite")).isFalse();
    }

    @Test
    void negativeSizesAreRefused() {
        assertThatThrownBy(() -> new EngineRequest.Tuning(Map.of(), -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new EngineRequest(Map.of(), -1, false, ""))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
