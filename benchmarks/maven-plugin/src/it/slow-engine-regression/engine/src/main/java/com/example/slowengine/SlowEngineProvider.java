package com.example.slowengine;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * slow-rocksdb: the RocksDB engine found through the SPI, with a pause of insert-delay-ms after each insert call. A
 * deliberate regression to gate on, far larger than the run-to-run noise of a shared machine.
 */
public final class SlowEngineProvider implements EngineProvider {
    static final String DELAY = "insert-delay-ms";

    @Override
    public String name() {
        return "slow-rocksdb";
    }

    @Override
    public String description() {
        return "RocksDB with a pause of " + DELAY + " after each insert call";
    }

    @Override
    public List<OptionSpec> options() {
        List<OptionSpec> options = new ArrayList<>(rocksdb().options());
        options.add(new OptionSpec(DELAY, "milliseconds of pause after each insert call", "0"));
        return options;
    }

    @Override
    public Engine open(EngineConfig config) {
        long delayMillis = config.longOption(DELAY, 0, 0, 10_000);
        Map<String, String> rest = new HashMap<>(config.options());
        rest.remove(DELAY);
        Engine rocksdb = rocksdb().open(new EngineConfig(config.dataDir(), config.cacheBytes(), rest));
        return new SlowEngine(rocksdb, delayMillis, name());
    }

    private static EngineProvider rocksdb() {
        for (EngineProvider p : ServiceLoader.load(EngineProvider.class, SlowEngineProvider.class.getClassLoader())) {
            if (p.name().equals("rocksdb")) {
                return p;
            }
        }
        throw new IllegalStateException("the rocksdb engine is not on the class path");
    }
}
