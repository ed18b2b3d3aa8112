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
 * slow-rocksdb: the RocksDB engine found through the SPI, with each insert call made longer by slowdown-percent of
 * its own time (a spin, so the added time is exact at any call length). A deliberate regression to gate on.
 */
public final class SlowEngineProvider implements EngineProvider {
    static final String SLOWDOWN = "slowdown-percent";

    @Override
    public String name() {
        return "slow-rocksdb";
    }

    @Override
    public String description() {
        return "RocksDB with each insert made slower by " + SLOWDOWN + " of its own time";
    }

    @Override
    public List<OptionSpec> options() {
        List<OptionSpec> options = new ArrayList<>(rocksdb().options());
        options.add(new OptionSpec(SLOWDOWN, "how much longer each insert call takes, in percent of its time", "0"));
        return options;
    }

    @Override
    public Engine open(EngineConfig config) {
        long slowdown = config.longOption(SLOWDOWN, 0, 0, 10_000);
        Map<String, String> rest = new HashMap<>(config.options());
        rest.remove(SLOWDOWN);
        Engine rocksdb = rocksdb().open(new EngineConfig(config.dataDir(), config.cacheBytes(), rest));
        return new SlowEngine(rocksdb, slowdown, name());
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
