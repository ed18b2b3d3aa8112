package io.storagebench.api;

import io.storagebench.host.CpuLatencyQos;
import io.storagebench.host.HostLatencyException;
import io.storagebench.host.WakeupBoundCheck;
import io.storagebench.host.WakeupSelfTest;
import io.storagebench.probe.ProbeDriver;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.profile.StepProfiling;
import io.storagebench.report.ErrorWords;
import io.storagebench.report.TerminalSummary;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.HostLatency;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.results.WorkloadInfo;
import io.storagebench.runner.MissingCapabilitiesException;
import io.storagebench.runner.RunListener;
import io.storagebench.runner.RunOutcome;
import io.storagebench.runner.Runner;
import io.storagebench.runner.RunnerSettings;
import io.storagebench.runner.ShardLostException;
import io.storagebench.runner.ShardTiming;
import io.storagebench.runner.SteadyStateCheck;
import io.storagebench.runner.StepBarrier;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.EngineStartException;
import io.storagebench.spi.Secrets;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * One run in this JVM: the work directory, the engine opened and closed, its logs kept, Ctrl-C turned into a stop
 * that keeps what was measured, the bundle written step by step, the summary printed, and the exit code. A run that
 * cannot start throws {@link BadInputException} before anything is created.
 */
final class SingleRun {
    private static final DateTimeFormatter RUN_ID = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    private final RunOptions options;
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean terminal;
    /** The bundle's file as --output names it, checked; null without it. */
    private final Path output;
    /** Counted down when the run has cleaned up: Ctrl-C's hook waits for it. */
    private final CountDownLatch cleanedUp = new CountDownLatch(1);
    /** The bundles written (one; none when the run could not start). */
    final List<Path> bundles = new ArrayList<>();

    /** Told of each bundle's file as soon as the run claims it, before the run proper. */
    private final Consumer<Path> bundleClaimed;

    SingleRun(RunOptions options, PrintWriter out, PrintWriter err, boolean terminal, Consumer<Path> bundleClaimed) {
        this.bundleClaimed = bundleClaimed;
        this.options = options;
        this.out = out;
        this.err = err;
        this.terminal = terminal;
        this.output = options.output();
    }

    /** Runs once; the bundle's name ends in {@code suffix} ({@code -r2} for a second repetition, or empty). */
    int run(String suffix) {
        // StorageBench checked these options in full, the server's connection limit among them, before the first
        // run of the sweep or comparison (and before forking this one): asking the server again is not needed
        Prepared prepared = Prepared.offline(options);
        WorkloadPlan plan = prepared.plan();
        EngineProvider provider = prepared.provider();
        // an engine from --engine-path may look up its own resources (drivers, services) through this loader
        Thread.currentThread().setContextClassLoader(EngineLoader.of(options.enginePath()));
        EngineSetup setup = prepared.setup();
        Map<String, String> engineOptions = setup.options();
        long cacheBytes = setup.cacheBytes();
        ShardOptions shard = options.shard();
        String runId = RUN_ID.format(Instant.now()) + "-" + options.engine() + "-" + plan.workload() + "-" + plan.profile()
                + (shard == null ? "" : "-" + shard.runId() + "-shard" + shard.index() + "of" + shard.count()) + suffix;
        // against a server of the user's (--jdbc-url) the rows go to its disk, not the work directory
        boolean remote = engineOptions.containsKey(Defaults.JDBC_URL_OPTION);
        BlockDeviceCheck.check(plan, options.workDir(), remote, ProcFs.system());
        LoadSpace.check(plan.loads(), options.workDir(), remote ? -1 : LoadSpace.freeBytes(options.workDir()),
                options.allowHuge());
        BundleLocation.requireWritable(output == null ? options.resultsDir()
                : BundleLocation.repetition(output, suffix).toAbsolutePath().getParent());
        ShardTiming timing = shard == null ? ShardTiming.NONE : new ShardTiming(shard.startAt(),
                shard.syncDir() == null ? StepBarrier.NONE : SyncDirBarrier.of(shard));

        OrphanServers.stopIn(options.workDir(), out);
        try (CpuLatencyQos qos = options.cpuLatencyQos() ? holdQos() : null;
             WorkDirectory work = WorkDirectory.create(options.workDir(), runId, options.keepData())) {
            // before the engine starts, so a server's start-up work does not colour it
            HostLatency latency = new WakeupSelfTest().hostLatency(qos != null ? qos.describe()
                    : CpuLatencyQos.notHeld());
            Engine engine = open(provider, new EngineConfig(work.dataDir(), cacheBytes, engineOptions), work.name(),
                    suffix, out);
            requireVersion(engine);
            List<Path> logs = engine.logFiles();
            BundleWriter writer = null;
            AtomicReference<Path> bundleFile = new AtomicReference<>();
            Runner runner = new Runner(runnerSettings(engine, latency, options.profiler(), bundleFile::get)
                    .withFailureWords(t -> EngineClasses.linkageIn(t).map(e -> linkage(provider, e))), timing);
            try (EngineClose ignored = new EngineClose(engine, runner, out)) {
                writer = bundleWriter(work.name(), suffix,
                        skeleton(engine.identity(), recorded(engineOptions), cacheBytes, plan, work.dataDir(), latency,
                                shard));
                bundles.add(writer.file());
                bundleFile.set(writer.file());
                bundleClaimed.accept(writer.file());
                return runOpened(out, engine, provider, runner, plan, writer);
            } finally {
                // after close, so a server's log has its last line; before the run's directory is removed
                if (writer != null) {
                    EngineLogs.keep(logs, writer.file()).ifPresent(dir -> {
                        out.println("engine logs: " + dir.toAbsolutePath());
                        out.flush();
                    });
                }
            }
        } catch (LinkageError e) {
            // from the engine outside the steps (its identity, its logs, its close): the same one line, exit 1
            throw new IllegalStateException(linkage(provider, e), e);
        } finally {
            try {
                // the other shards stop waiting for one whose engine did not open, as for one whose run ended
                timing.barrier().leave();
            } finally {
                // Ctrl-C's hook waits for this: the engine closed, the data removed, the bundle written; also when
                // leaving the barrier failed (its sync directory gone), or the hook would wait its whole limit
                cleanedUp.countDown();
            }
        }
    }

    /**
     * Closes the engine when the run is over, unless a worker thread the run could not stop may still be inside it:
     * closing an embedded engine frees native memory that thread may use, and the JVM dies in the native code. The
     * engine is then left open, which the process's exit makes harmless, and the user is told.
     */
    private record EngineClose(Engine engine, Runner runner, PrintWriter out) implements AutoCloseable {
        @Override
        public void close() {
            List<String> running = runner.threadsStillRunning();
            if (running.isEmpty()) {
                engine.close();
            } else {
                out.println("engine left open: " + String.join(", ", running) + " did not stop and may still be "
                        + "inside it");
                out.flush();
            }
        }
    }

    /**
     * Opens the engine. A provider whose classes cannot load (a jar without its driver) and an engine that does not
     * start are one line and exit 2, since nothing was run; when a server does not start, the logs that say why are
     * kept where the bundle's would go, since no bundle is written and the run's directory is removed.
     */
    private Engine open(EngineProvider provider, EngineConfig config, String runName, String suffix,
                        PrintWriter out) {
        try {
            return provider.open(config);
        } catch (LinkageError e) {
            throw new BadInputException(linkage(provider, e));
        } catch (EngineStartException e) {
            // a server that did not start: its tools' output is the evidence, kept where the bundle would have gone
            Path bundleFile = output != null ? BundleLocation.repetition(output, suffix) : options.resultsDir().resolve(runName + ".json");
            EngineLogs.keep(e.logFiles(), bundleFile).ifPresent(dir -> {
                out.println("engine logs: " + dir.toAbsolutePath());
                out.flush();
            });
            throw e;
        } catch (IllegalArgumentException e) {
            // the engine's own words for bad input (a port taken, an unreachable URL) are the line to print
            throw e;
        } catch (RuntimeException e) {
            throw new BadInputException("engine " + provider.name() + " did not start: " + Failures.oneLine(e));
        }
    }

    private static RunnerSettings runnerSettings(Engine engine, HostLatency latency, String profiler,
                                                 java.util.function.Supplier<Path> bundleFile) {
        RunnerSettings settings = RunnerSettings.defaults().withProbes(ProbeDriver.defaults())
                .withCheck(new SteadyStateCheck());
        if (profiler != null) {
            StepProfiling profiling = new StepProfiling(StepProfiling.ofKind(profiler),
                    io.storagebench.profile.Defaults.SLICE, bundleFile);
            profiling.prepare(); // before the first step, so the profilers' start-up is in no step's window
            settings = settings.withProfiling(profiling);
        }
        if (!engine.watchTargets().embedded()) {
            settings = settings.withCheck(new WakeupBoundCheck(latency.wakeup(), latency.qos().held()));
        }
        return settings;
    }

    private static CpuLatencyQos holdQos() {
        try {
            return CpuLatencyQos.hold(CpuLatencyQos.NO_IDLE_EXIT_MICROS);
        } catch (HostLatencyException e) {
            throw new BadInputException("--cpu-latency-qos: " + e.getMessage());
        }
    }

    /**
     * Without --output, a new file in the results directory named after the run's directory (unique in the work
     * directory), with a further suffix when another work directory's run took that name in the results directory.
     * --output is the user's own choice of file and is written as given.
     */
    private BundleWriter bundleWriter(String runName, String suffix, ResultBundle skeleton) {
        if (output == null) {
            return BundleWriter.inNewFile(options.resultsDir(), runName, skeleton);
        }
        return new BundleWriter(BundleLocation.repetition(output, suffix), skeleton);
    }

    /** The bundle as a run starts it: what runs where, no steps yet. */
    private static ResultBundle skeleton(EngineIdentity id, Map<String, String> options, long cacheBytes,
                                         WorkloadPlan plan, Path dataDir, HostLatency latency, ShardOptions shard) {
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, BuildInfo.framework(), HostFacts.host(dataDir, latency),
                HostFacts.jvm(), engineInfo(id, options, cacheBytes, dataDir),
                new WorkloadInfo(plan.workload(), plan.profile(), plan.seed(), plan.parameters(),
                        shard == null ? null : shard.info()),
                Instant.now().toString(), null, RunStatus.RUNNING, List.of(), List.of());
    }

    /** The engine as the bundle stores it: a password in a value (a --jdbc-url's) is masked, never stored. */
    static EngineInfo engineInfo(EngineIdentity id, Map<String, String> options, long cacheBytes, Path dataDir) {
        return new EngineInfo(id.name(), id.product(), id.version(), id.flavour(), redacted(id.configuration()),
                redacted(options), cacheBytes, dataDir.toAbsolutePath().toString());
    }

    private static Map<String, String> redacted(Map<String, String> values) {
        Map<String, String> out = new LinkedHashMap<>();
        values.forEach((name, value) -> out.put(name, Secrets.redact(value)));
        return out;
    }

    private int runOpened(PrintWriter out, Engine engine, EngineProvider provider, Runner runner, WorkloadPlan plan,
                          BundleWriter writer) {
        EngineIdentity id = engine.identity();
        out.printf("storagebench: %s/%s on %s %s, results in %s%n", plan.workload(), plan.profile(), id.name(),
                id.version(), writer.file());
        ShardOptions shard = options.shard();
        if (shard != null) {
            out.printf("shard %s of run %s: %s%n", shard.label(), shard.runId(), shard.syncDir() != null
                    ? "each step starts when every shard has arrived at it (" + shard.syncDir() + ")"
                    + (shard.startAt() != null ? ", the first at " + shard.startAt() : "")
                    : shard.startAt() != null ? "the first step starts at " + shard.startAt()
                    : "steps start on their own (no --start-at or --sync-dir)");
        }
        out.flush();

        Thread hook = new Thread(() -> {
            runner.requestStop();
            try {
                cleanedUp.await(Defaults.SHUTDOWN_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "storagebench-ctrl-c");
        Runtime.getRuntime().addShutdownHook(hook);
        RunOutcome outcome = null;
        boolean shardLost = false;
        ResultBundle bundle;
        try {
            outcome = runner.run(engine, plan, listener(out, writer));
        } catch (MissingCapabilitiesException e) {
            throw new BadInputException(e.getMessage());
        } catch (LinkageError e) {
            // a class or method the engine's library lacks (another version of it): one line, what was measured kept
            String line = linkage(provider, e);
            writer.error(line);
            throw new IllegalStateException(line, e);
        } catch (RuntimeException e) {
            writer.error(Failures.oneLine(e));
            // a shard lost during a step stopped it as Ctrl-C would, but the run failed: it is no run of N shards
            shardLost = e instanceof ShardLostException;
            throw e;
        } finally {
            RunStatus status = outcome != null ? outcome.status()
                    : runner.stopRequested() && !shardLost ? RunStatus.INTERRUPTED : RunStatus.FAILED;
            bundle = writer.finish(status, outcome == null ? null : outcome.steps());
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // Ctrl-C: the hook is running and waits for the bundle we just wrote
            }
        }
        out.println();
        out.print(TerminalSummary.render(bundle));
        out.println("result bundle: " + writer.file().toAbsolutePath());
        out.flush();
        if (bundle.status() == RunStatus.FAILED) {
            // the summary is on stdout, which a script may discard; stderr is where a failure must show
            bundle.errors().forEach(error -> err.println("run: " + ErrorWords.of(error)));
            err.flush();
        }
        return exitCode(bundle, options.failOnSla());
    }

    /** The run's exit code: its status, and with {@code failOnSla} an SLA that failed in a run that completed. */
    static int exitCode(ResultBundle bundle, boolean failOnSla) {
        return switch (bundle.status()) {
            case OK -> failOnSla && slaFailed(bundle) ? ExitCode.FAILED : ExitCode.OK;
            case INTERRUPTED -> ExitCode.INTERRUPTED;
            default -> ExitCode.FAILED;
        };
    }

    private static boolean slaFailed(ResultBundle bundle) {
        return bundle.steps().stream().flatMap(s -> s.slas().stream()).anyMatch(sla -> !sla.passed());
    }

    private RunListener listener(PrintWriter out, BundleWriter writer) {
        ProgressPrinter printer = options.progress() ? new ProgressPrinter(out, terminal) : null;
        return new RunListener() {
            @Override
            public void stepStarted(Step step) {
                if (printer != null) {
                    printer.stepStarted(step);
                }
            }

            @Override
            public void tick(io.storagebench.runner.Progress progress) {
                if (printer != null) {
                    printer.tick(progress);
                }
            }

            @Override
            public void afterStepStarted(Step step) {
                if (printer != null) {
                    printer.afterStepStarted(step);
                }
            }

            @Override
            public void failure(Step step, Throwable cause) {
                if (System.getenv("STORAGEBENCH_DEBUG") != null) {
                    cause.printStackTrace();
                }
            }

            @Override
            public void stepFinished(StepResult result) {
                writer.stepFinished(result);
                if (printer != null) {
                    printer.stepFinished(result);
                }
            }
        };
    }


    /**
     * A run asked to use a library version runs with that version or not at all: the engine reports the version it
     * loaded, and one that is not the one asked for (its jar not first on the class path) is refused in one line.
     */
    private void requireVersion(Engine engine) {
        if (!options.engine().equals(Defaults.VERSIONED_ENGINE)) {
            return; // a server's version is the build its bin-dir holds, which the identity reports
        }
        String asked = options.engineVersion();
        String loaded = engine.identity().version();
        if (asked != null && !asked.equals(loaded)) {
            engine.close();
            throw new BadInputException("asked for " + options.engine() + " " + asked + ", but " + loaded
                    + " was loaded (is the version's jar first on the class path?)");
        }
    }

    /**
     * A {@link LinkageError} from the engine as one line: with a library version asked for, what that version lacks;
     * else as {@link EngineClasses#linkage} says it, the engine and its jar named, wherever it escaped.
     */
    private String linkage(EngineProvider provider, LinkageError e) {
        if (options.engineVersion() == null) {
            return EngineClasses.linkage(provider, e);
        }
        return options.engine() + " " + options.engineVersion() + " lacks what storagebench's engine uses: "
                + EngineClasses.lacking(e);
    }

    /**
     * The engine options as the bundle records them: with a fetched server build's artifact and checksum beside
     * its {@code bin-dir}, as {@code distribution}.
     */
    private static Map<String, String> recorded(Map<String, String> engineOptions) {
        String origin = ServerDistributions.origin(engineOptions);
        if (origin == null) {
            return engineOptions;
        }
        Map<String, String> out = new LinkedHashMap<>(engineOptions);
        out.put(Defaults.DISTRIBUTION_KEY, origin);
        return out;
    }
}
