package io.storagebench.spi;

import java.util.List;

/**
 * Entry point of an engine, registered in {@code META-INF/services/io.storagebench.spi.EngineProvider}.
 *
 * <p>Implementations must have a public no-argument constructor and must be cheap to construct: storagebench
 * instantiates every provider on the class path to list them. Nothing may be started before {@link #open}.
 */
public interface EngineProvider {

    /** The engine's name on the command line ({@code rocksdb}, {@code postgres}, ...): lower case, no spaces, unique. */
    String name();

    /** One line that says what the engine is, for {@code storagebench engines}. */
    String description();

    /** Every engine-specific option {@link #open} accepts; {@link EngineConfig#options()} holds no other keys. */
    List<OptionSpec> options();

    /**
     * Opens (and, for a managed server, starts) the engine. The returned engine must be ready for DDL and sessions.
     *
     * @throws IllegalArgumentException for a bad option value, with a message that names the option and the value
     * @throws EngineStartException when a server or its tool failed to start: the message says why in one line, and
     *                              the logs it names hold the whole output
     * @throws EngineException when the engine cannot be opened (message says why in one line)
     */
    Engine open(EngineConfig config);
}
