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
 * slow-rocksdb: the RocksDB engine found through the SPI, whose sessions start an insert call at most once per
 * insert-period-us. With a period longer than RocksDB needs for a call, the period sets the load's rate whatever else
 * the machine runs: 10,000 us and 12,500 us are the same engine and the same engine 20% slower, on a noisy shared
 * machine too, so a sample build can show the gate failing on the one and passing on reruns of the other.
 */
public final class SlowEngineProvider implements EngineProvider {
    static final String PERIOD = "insert-period-us";

    @Override
    public String name() {
        return "slow-rocksdb";
    }

    @Override
    public String description() {
        return "RocksDB whose sessions start an insert call at most once per " + PERIOD;
    }

    @Override
    public List<OptionSpec> options() {
        List<OptionSpec> options = new ArrayList<>(rocksdb().options());
        options.add(new OptionSpec(PERIOD, "microseconds from one insert call's start to the next (0: no wait)", "0"));
        return options;
    }

    @Override
    public Engine open(EngineConfig config) {
        long periodMicros = config.longOption(PERIOD, 0, 0, 10_000_000);
        Map<String, String> rest = new HashMap<>(config.options());
        rest.remove(PERIOD);
        Engine rocksdb = rocksdb().open(new EngineConfig(config.dataDir(), config.cacheBytes(), rest));
        return new SlowEngine(rocksdb, periodMicros, name());
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
