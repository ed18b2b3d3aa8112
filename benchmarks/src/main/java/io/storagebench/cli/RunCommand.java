package io.storagebench.cli;

import io.storagebench.host.CpuLatencyQos;
import io.storagebench.host.HostLatencyException;
import io.storagebench.host.WakeupBoundCheck;
import io.storagebench.host.WakeupSelfTest;
import io.storagebench.report.ErrorWords;
import io.storagebench.report.TerminalSummary;
import io.storagebench.results.HostLatency;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.results.WorkloadInfo;
import io.storagebench.runner.MissingCapabilitiesException;
import io.storagebench.runner.RunListener;
import io.storagebench.runner.RunOutcome;
import io.storagebench.probe.ProbeDriver;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.runner.Runner;
import io.storagebench.runner.RunnerSettings;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.EngineStartException;
import io.storagebench.spi.OptionSpec;
import io.storagebench.spi.Secrets;
import io.storagebench.workload.Step;
import io.storagebench.workload.Workload;
import io.storagebench.workload.WorkloadPlan;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code storagebench run}: one workload on one engine, a progress bar per step, a summary and a JSON bundle. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs a workload on an engine and writes a JSON result bundle.",
            "Without options: the Insert Benchmark at the tiny profile on embedded RocksDB."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run completed (an SLA that failed is in the summary and the bundle)",
            "1:an engine or step failed once the run had started (the bundle keeps what was measured, stderr says "
                    + "why in one line), or with --fail-on-sla an SLA failed",
            "2:nothing was run: bad input, or a setup the run cannot start with (an engine that did not start or "
                    + "cannot load a class, results that cannot be written, loads that do not fit the work "
                    + "directory's disk)",
            "130:stopped by Ctrl-C (the bundle keeps what was measured)",
            "143:stopped by SIGTERM (kill, systemd, docker stop), as Ctrl-C is"})
final class RunCommand implements Callable<Integer> {
    private static final DateTimeFormatter RUN_ID = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Counted down when the current repetition has cleaned up; a new one per repetition. */
    private volatile CountDownLatch cleanedUp = new CountDownLatch(1);

    @Option(names = {"-e", "--engine"}, defaultValue = Defaults.ENGINE, paramLabel = "NAME",
            description = "Engine to run (see: storagebench engines). Default: ${DEFAULT-VALUE}.")
    String engineName;

    @Option(names = {"-w", "--workload"}, defaultValue = Defaults.WORKLOAD, paramLabel = "NAME",
            description = "Workload to run (see: storagebench workloads). Default: ${DEFAULT-VALUE}.")
    String workloadName;

    @Option(names = "--profile", paramLabel = "NAME",
            description = "Workload size profile (insert-benchmark: tiny, cached, io-bound). Default: the first.")
    String profile;

    @Option(names = {"-p", "--param"}, paramLabel = "NAME=VALUE",
            description = "Override a workload parameter, e.g. -p clients=2 -p rows.l.i0=1M (repeatable).")
    List<String> params = List.of();

    @Option(names = {"-o", "--engine-option"}, paramLabel = "NAME=VALUE",
            description = "Set an engine option, e.g. -o compression=zstd (repeatable; see: storagebench engines -v).")
    List<String> engineOptions = List.of();

    @Option(names = "--jdbc-url", paramLabel = "URL",
            description = {"Run against this existing server instead of starting one (same as -o jdbc-url=URL).",
                "Credentials: -o user=NAME and -o password-env=VAR or -o password-file=PATH, never on the command line."})
    String jdbcUrl;

    @CommandLine.Mixin
    EnginePath enginePath;

    /** Null when not given: a workload that is defined with its own cache size (io-efficiency) then sets it. */
    @Option(names = "--cache-size", paramLabel = "SIZE",
            description = "Cache budget given to the engine (block cache, buffer pool). Default: " + Defaults.CACHE_SIZE
                    + ", or the size the workload is defined with (see: storagebench workloads).")
    String cacheSize;

    @Option(names = "--work-dir", defaultValue = Defaults.WORK_DIR, paramLabel = "DIR",
            description = "Where each run's data directory goes (put it on the disk to measure). Default: ./${DEFAULT-VALUE}.")
    Path workDir;

    @Option(names = "--results-dir", defaultValue = Defaults.RESULTS_DIR, paramLabel = "DIR",
            description = "Where result bundles go. Default: ./${DEFAULT-VALUE}.")
    Path resultsDir;

    @Option(names = "--output", paramLabel = "FILE",
            description = "The result bundle's file (overrides --results-dir); not a directory, and not an existing "
                    + "file unless --force.")
    String outputArg;

    @Option(names = "--force", description = "Let --output replace an existing file (an earlier run's bundle is lost).")
    boolean force;

    @Option(names = "--allow-huge", description = {"Allow a load step of more than 10 billion rows.",
        "The check that the loads fit the work directory's free space still applies."})
    boolean allowHuge;

    @Option(names = "--keep-data", description = "Keep the data directory after the run.")
    boolean keepData;

    @Option(names = "--no-progress", description = "No progress output, only the summary.")
    boolean noProgress;

    @Option(names = "--tests", paramLabel = "LIST", description = "sysbench: -p tests=LIST (names or groups).")
    String tests;

    @Option(names = "--with-pre", description = "sysbench: -p with-pre=true (adds the .pre tests).")
    boolean withPre;

    @Option(names = "--fail-on-sla",
            description = "Exit 1 when any step's SLA failed (the background insert rate below 95% of its target), as "
                    + "a CI gate. Without it an SLA failure shows as FAIL and the exit code stays 0, as iibench's is.")
    boolean failOnSla;

    @Option(names = "--cpu-latency-qos",
            description = {"Hold the kernel's CPU latency QoS request at 0 us for the run (/dev/cpu_dma_latency, as "
                    + "tuned's latency-performance profile and cyclictest do), so idle CPUs wake fast and 1-client "
                    + "figures measure the engine rather than the host's wake-ups. Needs root; released when the run "
                    + "ends; recorded in the bundle."})
    boolean cpuLatencyQos;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
            description = "Run N times, one bundle each (-r1, -r2, ... before .json); `storagebench report` shows "
                    + "the spread. Default: ${DEFAULT-VALUE}.")
    int repeat;

    /** The bundle's file from --output, checked; null without it. */
    private Path output;

    /** The bundles written so far (compare reports on them). */
    final List<Path> bundles = new java.util.ArrayList<>();

    @Override
    public Integer call() {
        if (repeat < 1) {
            throw new UsageException("--repeat must be at least 1, not " + repeat);
        }
        if (outputArg != null) {
            output = BundleLocation.outputFile(outputArg, force);
            for (int i = 1; i <= repeat; i++) {
                BundleLocation.requireNew(outputFile(repeat == 1 ? "" : "-r" + i), force);
            }
        }
        int worst = Main.EXIT_OK;
        for (int i = 1; i <= repeat; i++) {
            int code = runOnce(repeat == 1 ? "" : "-r" + i);
            if (code == Defaults.EXIT_INTERRUPTED) {
                return code;
            }
            worst = Math.max(worst, code);
        }
        return worst;
    }

    private int runOnce(String suffix) {
        cleanedUp = new CountDownLatch(1);
        PrintWriter out = spec.commandLine().getOut();
        WorkloadPlan plan = plan();
        EngineProvider provider = Catalog.engine(engineName, enginePath.loader());
        // an engine from --engine-path may look up its own resources (drivers, services) through this loader
        Thread.currentThread().setContextClassLoader(enginePath.loader());
        EngineSetup setup = EngineSetup.of(plan, provider, engineOptions(provider), cacheSize);
        Map<String, String> options = setup.options();
        long cacheBytes = setup.cacheBytes();
        String runId = RUN_ID.format(Instant.now()) + "-" + engineName + "-" + plan.workload() + "-" + plan.profile()
                + suffix;
        // against a server of the user's (--jdbc-url) the rows go to its disk, not the work directory
        boolean remote = options.containsKey(Defaults.JDBC_URL_OPTION);
        BlockDeviceCheck.check(plan, workDir, remote, ProcFs.system());
        LoadSpace.check(plan.loads(), workDir, remote ? -1 : LoadSpace.freeBytes(workDir), allowHuge);
        BundleLocation.requireWritable(output == null ? resultsDir
                : outputFile(suffix).toAbsolutePath().getParent());

        OrphanServers.stopIn(workDir, out);
        try (CpuLatencyQos qos = cpuLatencyQos ? holdQos() : null;
             WorkDirectory work = WorkDirectory.create(workDir, runId, keepData)) {
            // before the engine starts, so a server's start-up work does not colour it
            HostLatency latency = new WakeupSelfTest().hostLatency(qos != null ? qos.describe()
                    : CpuLatencyQos.notHeld());
            Engine engine = open(provider, new EngineConfig(work.dataDir(), cacheBytes, options), work.name(),
                    suffix, out);
            List<Path> logs = engine.logFiles();
            BundleWriter writer = null;
            Runner runner = new Runner(runnerSettings(engine, latency));
            try (EngineClose ignored = new EngineClose(engine, runner, out)) {
                writer = bundleWriter(work.name(), suffix,
                        skeleton(engine.identity(), options, cacheBytes, plan, work.dataDir(), latency));
                bundles.add(writer.file());
                return runOpened(out, engine, runner, plan, writer);
            } finally {
                // after close, so a server's log has its last line; before the run's directory is removed
                if (writer != null) {
                    EngineLogs.keep(logs, writer.file()).ifPresent(dir -> {
                        out.println("engine logs: " + dir.toAbsolutePath());
                        out.flush();
                    });
                }
            }
        } finally {
            // Ctrl-C's hook waits for this: the engine closed, the data removed, the bundle written
            cleanedUp.countDown();
        }
    }

    /**
     * The workload's plan as the options give it; a workload that does not run on the engine is refused here, before
     * anything is created ({@code compare} asks this of every engine before the first runs).
     */
    WorkloadPlan plan() {
        Workload workload = Catalog.workload(workloadName);
        WorkloadPlan plan = workload.plan(profile == null ? workload.profiles().get(0) : profile, workloadParams());
        EngineSetup.requireAccepted(plan, engineName);
        return plan;
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
            String missing = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().replace('/', '.');
            throw new UsageException(EngineClasses.advice(provider, missing));
        } catch (EngineStartException e) {
            // a server that did not start: its tools' output is the evidence, kept where the bundle would have gone
            Path bundleFile = output != null ? outputFile(suffix) : resultsDir.resolve(runName + ".json");
            EngineLogs.keep(e.logFiles(), bundleFile).ifPresent(dir -> {
                out.println("engine logs: " + dir.toAbsolutePath());
                out.flush();
            });
            throw e;
        } catch (IllegalArgumentException e) {
            // the engine's own words for bad input (a port taken, an unreachable URL) are the line to print
            throw e;
        } catch (RuntimeException e) {
            throw new UsageException("engine " + provider.name() + " did not start: " + Main.oneLine(e));
        }
    }

    private static RunnerSettings runnerSettings(Engine engine, HostLatency latency) {
        RunnerSettings settings = RunnerSettings.defaults().withProbes(ProbeDriver.defaults());
        if (!engine.watchTargets().embedded()) {
            settings = settings.withCheck(new WakeupBoundCheck(latency.wakeup(), latency.qos().held()));
        }
        return settings;
    }

    private static CpuLatencyQos holdQos() {
        try {
            return CpuLatencyQos.hold(CpuLatencyQos.NO_IDLE_EXIT_MICROS);
        } catch (HostLatencyException e) {
            throw new UsageException("--cpu-latency-qos: " + e.getMessage());
        }
    }

    /**
     * Without --output, a new file in the results directory named after the run's directory (unique in the work
     * directory), with a further suffix when another work directory's run took that name in the results directory.
     * --output is the user's own choice of file and is written as given.
     */
    private BundleWriter bundleWriter(String runName, String suffix, ResultBundle skeleton) {
        if (output == null) {
            return BundleWriter.inNewFile(resultsDir, runName, skeleton);
        }
        return new BundleWriter(outputFile(suffix), skeleton);
    }

    /** The --output file of one repetition: {@code -r<N>} before {@code .json} when repeating. */
    private Path outputFile(String suffix) {
        return suffix.isEmpty() ? output : output.resolveSibling(output.getFileName().toString()
                .replaceFirst("(\\.json)?$", suffix + "$1"));
    }

    /** The bundle as a run starts it: what runs where, no steps yet. */
    private static ResultBundle skeleton(EngineIdentity id, Map<String, String> options, long cacheBytes,
                                         WorkloadPlan plan, Path dataDir, HostLatency latency) {
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, BuildInfo.framework(), HostFacts.host(dataDir, latency),
                HostFacts.jvm(), engineInfo(id, options, cacheBytes, dataDir),
                new WorkloadInfo(plan.workload(), plan.profile(), plan.seed(), plan.parameters()),
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

    private int runOpened(PrintWriter out, Engine engine, Runner runner, WorkloadPlan plan, BundleWriter writer) {
        EngineIdentity id = engine.identity();
        out.printf("storagebench: %s/%s on %s %s, results in %s%n", plan.workload(), plan.profile(), id.name(),
                id.version(), writer.file());
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
        ResultBundle bundle;
        try {
            outcome = runner.run(engine, plan, listener(out, writer));
        } catch (MissingCapabilitiesException e) {
            throw new UsageException(e.getMessage());
        } catch (RuntimeException e) {
            writer.error(Main.oneLine(e));
            throw e;
        } finally {
            RunStatus status = outcome != null ? outcome.status()
                    : runner.stopRequested() ? RunStatus.INTERRUPTED : RunStatus.FAILED;
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
            PrintWriter err = spec.commandLine().getErr();
            bundle.errors().forEach(error -> err.println("run: " + ErrorWords.of(error)));
            err.flush();
        }
        return exitCode(bundle, failOnSla);
    }

    /** The run's exit code: its status, and with {@code failOnSla} an SLA that failed in a run that completed. */
    static int exitCode(ResultBundle bundle, boolean failOnSla) {
        return switch (bundle.status()) {
            case OK -> failOnSla && slaFailed(bundle) ? Main.EXIT_FAILED : Main.EXIT_OK;
            case INTERRUPTED -> Defaults.EXIT_INTERRUPTED;
            default -> Main.EXIT_FAILED;
        };
    }

    private static boolean slaFailed(ResultBundle bundle) {
        return bundle.steps().stream().flatMap(s -> s.slas().stream()).anyMatch(sla -> !sla.passed());
    }

    private RunListener listener(PrintWriter out, BundleWriter writer) {
        ProgressPrinter printer = noProgress ? null : new ProgressPrinter(out, System.console() != null);
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

    private Map<String, String> engineOptions(EngineProvider provider) {
        Map<String, String> options = pairs(engineOptions, "--engine-option");
        if (jdbcUrl != null) {
            if (provider.options().stream().noneMatch(o -> o.name().equals(Defaults.JDBC_URL_OPTION))) {
                throw new UsageException("engine " + provider.name() + " does not run against a server URL "
                        + "(--jdbc-url is for the server engines)");
            }
            String given = options.putIfAbsent(Defaults.JDBC_URL_OPTION, jdbcUrl);
            if (given != null && !given.equals(jdbcUrl)) {
                throw new UsageException("--jdbc-url and -o " + Defaults.JDBC_URL_OPTION + "= name different servers");
            }
        }
        List<String> known = provider.options().stream().map(OptionSpec::name).toList();
        for (String name : options.keySet()) {
            if (!known.contains(name)) {
                throw new UsageException("unknown option '" + name + "' for engine " + provider.name()
                        + " (options: " + String.join(", ", known) + ")");
            }
        }
        return options;
    }

    /** The -p pairs, then the sysbench flags, which are aliases of their parameters. */
    private Map<String, String> workloadParams() {
        Map<String, String> out = pairs(params, "-p");
        if (tests != null) {
            out.put("tests", tests);
        }
        if (withPre) {
            out.put("with-pre", "true");
        }
        return out;
    }

    private static Map<String, String> pairs(List<String> items, String option) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String item : items) {
            int eq = item.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("bad " + option + " '" + item + "': expected name=value");
            }
            out.put(item.substring(0, eq).trim(), item.substring(eq + 1).trim());
        }
        return out;
    }
}
