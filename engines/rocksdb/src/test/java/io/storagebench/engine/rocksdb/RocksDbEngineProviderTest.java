package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.RangeSpec;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rocksdb.RocksDB;

/** The provider as storagebench sees it: discovery, options, identity, capabilities, open and close. */
class RocksDbEngineProviderTest extends EngineFixture {

    @Test
    void serviceLoaderFindsRocksdbWithItsDocumentedOptions() {
        EngineProvider provider = ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(p -> p.name().equals("rocksdb")).findFirst().orElseThrow();
        Map<String, String> defaults = provider.options().stream()
                .collect(Collectors.toMap(OptionSpec::name, OptionSpec::defaultValue));
        assertThat(defaults).containsExactlyInAnyOrderEntriesOf(Map.of("compression", "lz4", "bloom-bits", "10",
                "block-size", "8192", "write-buffer-size", "16m", "max-background-jobs", "2", "sync", "false",
                "statistics", "on", "direct-io", "off", "block-align", "off", "optimize-filters-for-hits", "off"));
    }

    @ParameterizedTest
    @CsvSource({"compression, lz5", "bloom-bits, -1", "block-size, big", "write-buffer-size, 16x",
            "max-background-jobs, 0", "sync, maybe", "statistics, sometimes", "direct-io, always",
            "block-align, yes please", "optimize-filters-for-hits, 2"})
    void aBadOptionValueFailsWithOneLineNamingOptionAndValue(String option, String value) {
        EngineConfig config = new EngineConfig(dir, CACHE_BYTES, Map.of(option, value));
        assertThatThrownBy(() -> new RocksDbEngineProvider().open(config))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(option).hasMessageContaining("'" + value + "'")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void identityReportsTheNativeVersionAndEveryEffectiveSetting() {
        engine.close();
        engine = open(Map.of("compression", "zstd", "write-buffer-size", "8m", "bloom-bits", "0"));
        session = engine.openSession();
        var identity = engine.identity();
        assertThat(identity.name()).isEqualTo("rocksdb");
        assertThat(identity.product()).isEqualTo("RocksDB");
        assertThat(identity.flavour()).isEmpty();
        assertThat(identity.version()).isEqualTo(RocksDB.rocksdbVersion().toString()).matches("\\d+\\.\\d+\\.\\d+");
        assertThat(identity.configuration()).containsEntry("compression", "zstd")
                .containsEntry("write-buffer-size", String.valueOf(8 << 20)).containsEntry("bloom-bits", "0")
                .containsEntry("cache-bytes", String.valueOf(CACHE_BYTES)).containsEntry("block-size", "8192")
                .containsEntry("max-background-jobs", "2").containsEntry("sync", "false")
                .containsEntry("statistics", "on").containsKeys("target-file-size-base", "max-bytes-for-level-base");
        sbtest(10, true); // zstd and no filter work end to end
        engine.quiesce();
        assertThat(engine.storageStats().sizeBytes().getAsLong()).isPositive();
    }

    @Test
    void declaresEveryCapabilityAndAnEmbeddedWatchTarget() {
        assertThat(engine.capabilities()).containsExactlyInAnyOrder(Capability.values());
        assertThat(engine.watchTargets().embedded()).isTrue();
        assertThat(engine.watchTargets().serverPids()).isEmpty();
        assertThat(engine.watchTargets().dataDir()).contains(dir);
    }

    @Test
    void closeIsIdempotentClosesOpenSessionsAndLaterCallsFailCleanly() {
        sbtest(10, true);
        Session other = engine.openSession();
        other.prepare(RangeSpec.onIndex("sbtest", "k_idx", Bound.INCLUSIVE, List.of("id", "c"), 3));
        other.begin();
        engine.close();
        engine.close();
        other.close();
        assertThatThrownBy(engine::openSession).isInstanceOf(EngineException.class).hasMessageContaining("closed");
        assertThatThrownBy(engine::storageStats).isInstanceOf(EngineException.class);
        assertThatThrownBy(() -> session.prepare(RangeSpec.between("sbtest", null, List.of("id"))))
                .isInstanceOf(EngineException.class).hasMessageContaining("closed");
    }

    @Test
    void reopeningADirectoryWithTablesOfAnEarlierRunDropsThemOnCreate() {
        sbtest(10, true);
        engine.close();
        engine = open(Map.of());
        session = engine.openSession();
        sbtest(2, true);
        assertThat(range(RangeSpec.between("sbtest", null, List.of("id")), 0, 100)).containsExactly(row(1L), row(2L));
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries()).hasSize(2);
    }
}
