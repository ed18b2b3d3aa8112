package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.CacheMemory;
import io.storagebench.spi.EngineConfig;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 62: a run refuses a cache this host cannot hold before the engine opens. A managed MariaDB server's cache
 * is its flavour's setting from the budget; a managed Galera cluster starts all its nodes on this host, each with
 * that buffer pool, so it takes the budget once per node; a server by URL takes none of this host's memory.
 */
class ManagedCacheMemoryCountsEveryNodeTest {
    private static final Path NOT_CREATED = Path.of("never-created");
    private static final EngineConfig EIGHT_GIB = new EngineConfig(NOT_CREATED, 8L << 30, Map.of());

    @Test
    void eachFlavourNamesItsOwnCacheSetting() {
        assertThat(new InnoDbEngineProvider().cacheMemory(EIGHT_GIB))
                .contains(new CacheMemory(8L << 30, "innodb_buffer_pool_size=8g of the managed server"));
        assertThat(new MyRocksEngineProvider().cacheMemory(EIGHT_GIB))
                .contains(new CacheMemory(8L << 30, "rocksdb_block_cache_size=8g of the managed server"));
        assertThat(MariaDbProfile.load(Flavour.INNODB, "default", 8L << 30, Optional.of("10.11.19"))
                .settings())
                .containsEntry("innodb_buffer_pool_size", String.valueOf(8L << 30));
    }

    @Test
    void aManagedClusterTakesTheBufferPoolOnEveryNode() {
        assertThat(new GaleraEngineProvider().cacheMemory(EIGHT_GIB)).contains(new CacheMemory(
                Defaults.GALERA_NODES * (8L << 30),
                "innodb_buffer_pool_size=8g on each of the managed cluster's " + Defaults.GALERA_NODES + " nodes"));
    }

    @Test
    void aBudgetBelowTheFloorTakesTheFloor() {
        assertThat(new InnoDbEngineProvider().cacheMemory(new EngineConfig(NOT_CREATED, 4096, Map.of())))
                .map(CacheMemory::bytes).contains(Defaults.MIN_BUFFER_POOL);
    }

    @Test
    void aServerOrClusterByUrlTakesNoneOfThisHostsMemory() {
        assertThat(new InnoDbEngineProvider().cacheMemory(new EngineConfig(NOT_CREATED, 8L << 30,
                Map.of("jdbc-url", "jdbc:mysql://127.0.0.1:1/bench")))).isEmpty();
        assertThat(new GaleraEngineProvider().cacheMemory(new EngineConfig(NOT_CREATED, 8L << 30,
                Map.of("jdbc-url", "jdbc:mysql://127.0.0.1:1,127.0.0.1:2,127.0.0.1:3/bench")))).isEmpty();
    }
}
