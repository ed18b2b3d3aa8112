package io.storagebench.tck.reference;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.util.List;

/**
 * Provider of the {@link ReferenceEngine} (name {@code reference}), for tests that go through the provider path.
 * Deliberately not listed in {@code META-INF/services}: it must not show up among a user's engines. It takes no
 * options; the data directory and cache size are ignored, since everything lives on the heap.
 */
public final class ReferenceEngineProvider implements EngineProvider {

    @Override
    public String name() {
        return ReferenceEngine.NAME;
    }

    @Override
    public String description() {
        return "in-memory reference engine of the conformance kit (tests only, every shape, not for measurements)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public Engine open(EngineConfig config) {
        return new ReferenceEngine();
    }
}
