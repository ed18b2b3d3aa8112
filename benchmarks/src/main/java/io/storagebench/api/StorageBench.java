package io.storagebench.api;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one entry point of a run, as JMH's {@code Runner} is: {@link #run} and {@link #compare} take typed options and
 * return the bundles written and the exit code. The command line, the Maven plugin and tests all run through it.
 * Progress, summaries and one-line errors go to the writers it is given. Bad input is a {@link BadInputException},
 * thrown before anything is created; a run that failed or was stopped after it started is an exit code, with what it
 * measured in its bundle.
 */
public final class StorageBench {
    private final PrintWriter out;
    private final PrintWriter err;
    private final ForkSettings fork;
    private final boolean terminal;

    /** Output to {@code out} and {@code err}; forks (when asked for) start as this JVM was started. */
    public StorageBench(PrintWriter out, PrintWriter err) {
        this(out, err, null, System.console() != null);
    }

    private StorageBench(PrintWriter out, PrintWriter err, ForkSettings fork, boolean terminal) {
        this.out = out;
        this.err = err;
        this.fork = fork;
        this.terminal = terminal;
    }

    /** The same, with forked runs started as {@code settings} say (a Maven plugin's class path, say). */
    public StorageBench withFork(ForkSettings settings) {
        return new StorageBench(out, err, settings, terminal);
    }

    /** The same, with progress drawn as on a terminal (in place) or not (a line every few seconds). */
    public StorageBench withTerminal(boolean value) {
        return new StorageBench(out, err, fork, value);
    }

    /**
     * Runs {@code options.repeat()} times, one bundle each ({@code -r<N>} before {@code .json} when repeating), each
     * in a JVM of its own when {@code options.fork()}. A sweep ({@code -p threads=1,2,4}: {@link Sweep}) runs once per
     * value, its value in the bundle's name ({@code -threads=4}), repeats in turns. Stops at Ctrl-C.
     *
     * @throws BadInputException when the options name something unknown or a setup nothing can run with
     */
    public RunResult run(RunOptions asked) {
        // a server at a published version: fetched and unpacked now, then started from there as from a bin-dir
        RunOptions options = ServerDistributions.apply(asked);
        RunOptions checked = options;
        if (options.shard() != null) {
            Sweep.parameter(options.workload(), options.params(), EngineLoader.forWorkloads(options.enginePath())).ifPresent(name -> {
                throw new BadInputException("--shard runs one value of " + name + ", not the sweep "
                        + options.params().get(name) + ": run each value as a sharded run of its own");
            });
        }
        Sweep.Points sweep = Sweep.points(options, Runtime.getRuntime().availableProcessors(), out);
        List<Sweep.Point> points = sweep.list();
        if (options.output() != null) {
            Path output = BundleLocation.outputFile(options.output().toString(), options.force());
            checked = options.toBuilder().output(output).build();
            for (int i = 1; i <= options.repeat(); i++) {
                for (Sweep.Point point : points) {
                    BundleLocation.requireNew(BundleLocation.repetition(output, point.suffix() + suffix(i,
                            options.repeat())), options.force());
                }
            }
        }
        List<RunOptions> runs = new ArrayList<>();
        Set<String> warnings = new LinkedHashSet<>();
        for (Sweep.Point point : points) {
            // every value's plan is checked before the first runs: threads=0 or 5000 is refused up front
            RunOptions run = point.options().toBuilder().output(checked.output()).build();
            runs.add(run);
            CacheRoom.check(Prepared.of(run), run, "--cache-size ", HostFacts.memoryBytes()).ifPresent(warnings::add);
        }
        sweep.warn(err);
        warn(warnings);
        if (checked.engineVersion() != null && rocksDbVersion(checked)) {
            EngineVersions.rocksDbJni(checked.engineVersion());
        }
        List<Path> bundles = new ArrayList<>();
        int worst = ExitCode.OK;
        for (int i = 1; i <= checked.repeat(); i++) {
            for (int p = 0; p < points.size(); p++) {
                int code = once(runs.get(p), points.get(p).suffix() + suffix(i, checked.repeat()), bundles);
                if (code == ExitCode.INTERRUPTED) {
                    return new RunResult(code, bundles);
                }
                worst = Math.max(worst, code);
            }
        }
        return new RunResult(worst, bundles);
    }

    /**
     * Checks {@code options} as {@link #run} does before anything is created (a sweep's values, the workload's
     * parameters, the engine and its options), and runs nothing: for what only writes a run down, such as
     * {@code distribute}'s scheduler files. It reaches no server: what only the server can tell (its connection
     * limit, whether the password is right) each run checks where it runs.
     *
     * @throws BadInputException when the options name something unknown or a setup nothing can run with
     */
    public void check(RunOptions options) {
        Sweep.Points sweep = Sweep.points(options, Runtime.getRuntime().availableProcessors(), out);
        for (Sweep.Point point : sweep.list()) {
            Prepared.offline(point.options());
        }
        sweep.warn(err);
    }

    /**
     * Runs each engine and configuration {@code options} names, repeats in turns, each run as {@link #run} runs it;
     * a run that fails does not stop the others. Every run's options are checked before the first starts.
     *
     * @throws BadInputException when the options name something unknown or a setup nothing can run with
     */
    public CompareResult compare(CompareOptions options) {
        if (options.template().shard() != null) {
            throw new BadInputException("compare runs each configuration in one process; --shard is for run");
        }
        List<Variants.Variant> variants = new ArrayList<>();
        for (Variants.Variant v : Variants.of(options)) {
            // each server version fetched and unpacked before the first run: one not published is refused now
            variants.add(new Variants.Variant(v.label(), ServerDistributions.apply(v.options())));
        }
        String cacheFlag = options.vary().containsKey(CompareOptions.CACHE_SIZE)
                ? "--vary " + CompareOptions.CACHE_SIZE + "=" : "--cache-size ";
        Set<String> warnings = new LinkedHashSet<>();
        for (Variants.Variant v : variants) {
            // an engine the workload does not run on is refused before the first engine runs, not after it; so is
            // a cache this host cannot hold, each --vary cache-size value's
            CacheRoom.check(Prepared.of(v.options()), v.options(), cacheFlag, HostFacts.memoryBytes())
                    .ifPresent(warnings::add);
            if (v.options().engineVersion() != null && rocksDbVersion(v.options())) {
                // fetched now: a version that does not exist is refused before the first run, not after it
                EngineVersions.rocksDbJni(v.options().engineVersion());
            }
        }
        warn(warnings);
        out.printf("compare: %s, bundles in %s%n", String.join(", ", variants.stream().map(Variants.Variant::label)
                .toList()), options.dir());
        out.flush();
        int repeat = options.template().repeat();
        List<Path> bundles = new ArrayList<>();
        int worst = ExitCode.OK;
        for (int i = 1; i <= repeat; i++) {
            for (Variants.Variant v : variants) {
                RunOptions one = v.options().toBuilder().repeat(1).output(options.dir().resolve(v.label() + ".json"))
                        .build();
                int code;
                try {
                    code = once(one, suffix(i, repeat), bundles);
                } catch (BadInputException | IllegalArgumentException e) {
                    throw e;
                } catch (RuntimeException e) {
                    // a failed engine does not stop the others; its bundle keeps what was measured
                    err.println("compare: " + v.label() + ": " + Failures.oneLine(e));
                    err.flush();
                    code = ExitCode.FAILED;
                }
                if (code == ExitCode.INTERRUPTED || code == ExitCode.BAD_INPUT) {
                    return new CompareResult(code, bundles, options.dir());
                }
                worst = Math.max(worst, code);
            }
        }
        return new CompareResult(worst, bundles, options.dir());
    }

    /** Warnings found while checking, once every run has passed its checks: one line each, once. */
    private void warn(Set<String> warnings) {
        warnings.forEach(err::println);
        err.flush();
    }

    /** True for a run at a rocksdbjni version; a server's version is its bin-dir ({@link ServerDistributions}). */
    private static boolean rocksDbVersion(RunOptions options) {
        return options.engine().equals(Defaults.VERSIONED_ENGINE);
    }

    private int once(RunOptions options, String suffix, List<Path> bundles) {
        if (options.engineVersion() != null && rocksDbVersion(options)) {
            // the version's jar goes first on the fork's class path, so its classes and native library win
            ForkSettings base = forkSettings();
            List<Path> classPath = new ArrayList<>();
            classPath.add(EngineVersions.rocksDbJni(options.engineVersion()));
            classPath.addAll(base.classPath());
            return ForkedRun.run(new ForkSettings(base.java(), base.jvmArgs(), classPath), options, suffix, terminal,
                    out, err, bundles);
        }
        if (options.fork()) {
            return ForkedRun.run(forkSettings(), options, suffix, terminal, out, err, bundles);
        }
        SingleRun run = new SingleRun(options, out, err, terminal, file -> { });
        try {
            return run.run(suffix);
        } finally {
            bundles.addAll(run.bundles);
        }
    }

    /** How forks start: as told ({@link #withFork}), else as this JVM was started. */
    private ForkSettings forkSettings() {
        return fork != null ? fork : ForkSettings.current();
    }

    private static String suffix(int repetition, int repeat) {
        return repeat == 1 ? "" : "-r" + repetition;
    }
}
