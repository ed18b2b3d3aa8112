package io.storagebench.engine.rocksdb;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.util.List;

/**
 * The {@code rocksdb} engine: embedded RocksDB through rocksdbjni, no server. Construction is free; the native
 * library is loaded by {@link #open}.
 */
public final class RocksDbEngineProvider implements EngineProvider {
    /** The name on the command line. */
    public static final String NAME = "rocksdb";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "RocksDB, embedded through rocksdbjni (no server; tables and indexes as column families)";
    }

    @Override
    public List<OptionSpec> options() {
        return EngineSettings.OPTIONS;
    }

    @Override
    public Engine open(EngineConfig config) {
        return RocksDbEngine.open(config.dataDir(), EngineSettings.from(config));
    }
}
