/**
 * The run API: what {@code storagebench run} and {@code compare}, the Maven plugin and tests run through, as JMH's
 * {@code Main} runs through {@code Runner} and {@code Options}. {@link io.storagebench.api.RunOptions} holds a run's
 * options, typed and checked; {@link io.storagebench.api.StorageBench#run} runs them (each repetition in a JVM of its
 * own when asked: {@link io.storagebench.api.ForkSettings}) and returns the bundles and the exit code;
 * {@link io.storagebench.api.StorageBench#compare} runs several engines or configurations of one
 * ({@link io.storagebench.api.CompareOptions}), repeats in turns; a list for a sweepable workload parameter is a
 * scaleup {@link io.storagebench.api.Sweep}, one run per value. A run split over processes against one server runs
 * one {@link io.storagebench.api.ShardOptions} shard per process, which meets the others before each step in a shared
 * directory ({@link io.storagebench.api.SyncDirBarrier}) and writes its own bundle. Bad input is a
 * {@link io.storagebench.api.BadInputException}, thrown before anything is created. The rest of the package is the
 * run's sequence: the work directory and the bundle's file claimed so no run touches another's, the engine found
 * ({@link io.storagebench.api.Catalog}, {@link io.storagebench.api.EngineLoader}) and set up for the workload, the
 * checks made before loading (disk space, block device, a cache the host's memory cannot hold:
 * {@link io.storagebench.api.CacheRoom}), orphaned servers stopped, logs kept, and the bundle written
 * step by step. {@link io.storagebench.api.ShardMerges} merges the shard bundles of one run for {@code merge};
 * {@link io.storagebench.api.BundleInputs} and {@link io.storagebench.api.Reports} merge them for {@code report} and
 * {@code check}.
 */
package io.storagebench.api;
