package io.storagebench.spi;

import java.util.List;
import java.util.Optional;

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

    /**
     * The most sessions an engine opened with {@code config} can hold at once, when the provider can tell before the
     * run creates anything: a managed server's configured connection limit, or what the server a URL names reports,
     * less the connections the engine keeps for itself. storagebench refuses a run whose workload needs more, before
     * any run of a sweep or comparison starts. Empty (the default) when there is no such limit or it cannot be told now
     * (a server that does not answer: opening the engine then says why). {@code config.dataDir()} need not exist and
     * must not be created.
     */
    default Optional<SessionLimit> sessionLimit(EngineConfig config) {
        return Optional.empty();
    }

    /**
     * How much of this host's memory an engine opened with {@code config} sets aside for its cache: storagebench
     * refuses a cache larger than the host's memory before the engine opens, and warns about one close to it. The
     * default is the cache budget itself, as an embedded engine allocates it in this process; a managed server says
     * what its configuration derives from the budget (shared_buffers, a buffer pool on each node of a cluster). Empty
     * when the cache is not on this host's memory (a server the user runs, reached by URL). {@code config.dataDir()}
     * need not exist and must not be created.
     */
    default Optional<CacheMemory> cacheMemory(EngineConfig config) {
        return Optional.of(CacheMemory.budget(config.cacheBytes()));
    }

    /**
     * Where this engine's binaries at {@code version} are published for the platform {@code os} / {@code arch} (as
     * the JVM names them: {@code os.name}, {@code os.arch}), so a run can ask for a version no one installed. Empty
     * (the default) for an engine whose version is not chosen this way.
     *
     * @throws IllegalArgumentException in one line, for a version of the wrong form or a platform with no binaries
     */
    default Optional<Distribution> distribution(String version, String os, String arch) {
        return Optional.empty();
    }
}
