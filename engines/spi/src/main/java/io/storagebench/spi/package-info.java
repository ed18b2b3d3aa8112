/**
 * The engine SPI: what a storage engine implements so that storagebench can benchmark it.
 *
 * <p>An {@link io.storagebench.spi.EngineProvider} is found with {@link java.util.ServiceLoader} and opens one
 * {@link io.storagebench.spi.Engine} per run. Each worker thread gets its own {@link io.storagebench.spi.Session},
 * prepares operation shapes ({@code io.storagebench.spi.op}) once and executes them many times. Read results flow
 * into a {@link io.storagebench.spi.RowSink} so no engine can skip work nobody looks at. A URL an engine prints or
 * puts in its identity goes through {@link io.storagebench.spi.Secrets#redact} first. An engine declares its options
 * as typed {@link io.storagebench.spi.OptionSpec}s, which parse every value one way with one error wording, and reads
 * them with {@link io.storagebench.spi.EngineConfig}'s typed getters; the data directory's check, the
 * {@link io.storagebench.spi.WatchTargets} of the usual kinds and {@link io.storagebench.spi.DirectoryTrees} are here
 * too, so no engine writes them again. A provider that can tell how many sessions its engine holds at once (a
 * server's connection limit) says so as a {@link io.storagebench.spi.SessionLimit}, so a run that needs more is
 * refused before it starts; how much of this host's memory its cache takes, as a
 * {@link io.storagebench.spi.CacheMemory}, so a cache the host cannot hold is refused too. A server engine whose
 * binaries are published per version names them as a {@link io.storagebench.spi.Distribution}, which storagebench
 * fetches and unpacks. This package has no dependencies, so an engine in its own jar needs nothing but it.
 */
package io.storagebench.spi;
