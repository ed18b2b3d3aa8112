package io.storagebench.testservers;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import java.nio.file.Path;
import java.util.Map;
import java.util.ServiceLoader;

/** Opens an engine found on the class path by its name, as the CLI finds it, with a 64 MB cache. */
public final class InstalledEngines {
    private InstalledEngines() {
    }

    public static Engine open(String name, Path dataDir, Map<String, String> options) {
        EngineProvider provider = ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(p -> p.name().equals(name)).findFirst().orElseThrow();
        return provider.open(new EngineConfig(dataDir, 64L << 20, options));
    }
}
