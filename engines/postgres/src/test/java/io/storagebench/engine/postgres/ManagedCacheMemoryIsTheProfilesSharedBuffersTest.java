package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.CacheMemory;
import io.storagebench.spi.EngineConfig;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 62: a run refuses a cache this host cannot hold before the engine opens. A managed server's cache is the
 * shared_buffers its profile derives from the budget (never below the floor), on this host; a server by URL keeps
 * its own memory, on its own host, so there is nothing of this host's to check.
 */
class ManagedCacheMemoryIsTheProfilesSharedBuffersTest {
    private static final Path NOT_CREATED = Path.of("never-created");

    @Test
    void aManagedServersCacheIsItsSharedBuffers() {
        EngineConfig config = new EngineConfig(NOT_CREATED, 8L << 30, Map.of());

        assertThat(new PostgresEngineProvider().cacheMemory(config))
                .contains(new CacheMemory(8L << 30, "shared_buffers=8g of the managed server"));
        assertThat(Profile.load("default", 8L << 30, Optional.of("15.18")).settings())
                .containsEntry("shared_buffers", (8L << 20) + "kB");
    }

    @Test
    void aBudgetBelowTheFloorTakesTheFloor() {
        assertThat(new PostgresEngineProvider().cacheMemory(new EngineConfig(NOT_CREATED, 4096, Map.of())))
                .contains(new CacheMemory(Defaults.MIN_SHARED_BUFFERS, "shared_buffers=1m of the managed server"));
    }

    @Test
    void aServerByUrlTakesNoneOfThisHostsMemory() {
        EngineConfig config = new EngineConfig(NOT_CREATED, 999_999L << 40,
                Map.of("jdbc-url", "jdbc:postgresql://127.0.0.1:1/bench"));

        assertThat(new PostgresEngineProvider().cacheMemory(config)).isEmpty();
    }
}
