package io.storagebench.maven;

import io.storagebench.api.ForkSettings;
import io.storagebench.api.RunOptions;
import io.storagebench.api.StorageBench;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The settings {@code run} and {@code compare} share, as {@link RunOptions}, and the runner: forked runs start with
 * the plugin's own artifacts as their class path (storagebench, its engines, and any engine the POM added as a
 * dependency of the plugin); runs in this JVM get the plugin's class realm as their context class loader.
 */
abstract class RunGoal extends BenchMojo {
    /** The workload ({@code storagebench workloads} lists them); by default the one the workloads' jar names. */
    @Parameter(property = "storagebench.workload")
    String workload;

    /** The workload's profile ({@code storagebench workloads} lists each workload's); by default its first. */
    @Parameter(property = "storagebench.profile")
    String profile;

    /**
     * Workload parameters over the profile's, e.g. {@code <params><rows.l.i0>20000</rows.l.i0></params>}; on the
     * command line {@code -Dstoragebench.params="rows.l.i0=20000 steps=l.i0,l.x"} (space-separated, over the POM's).
     */
    @Parameter
    Map<String, String> params;

    /**
     * Engine options, e.g. {@code <engineOptions><compression>zstd</compression></engineOptions>}; on the command
     * line {@code -Dstoragebench.engineOptions="compression=zstd"} (space-separated, over the POM's).
     */
    @Parameter
    Map<String, String> engineOptions;

    /** The engine's cache budget (512m, 8g); by default the workload's own or 1g. */
    @Parameter(property = "storagebench.cacheSize")
    String cacheSize;

    /** An existing server to run against (the server engines), instead of one the run starts. */
    @Parameter(property = "storagebench.jdbcUrl")
    String jdbcUrl;

    /** How many times to run, one bundle each. */
    @Parameter(property = "storagebench.repeat", defaultValue = "1")
    int repeat;

    /** Run each repetition in a JVM of its own (as JMH forks), not in Maven's. */
    @Parameter(property = "storagebench.fork", defaultValue = io.storagebench.maven.Defaults.FORK)
    boolean fork;

    /** Options of a forked run's JVM (-Xmx4g); by default those Maven's JVM was started with. */
    @Parameter(property = "storagebench.jvmArgs")
    List<String> jvmArgs;

    /** A failed SLA (the background insert rate below 95% of its target) fails the build. */
    @Parameter(property = "storagebench.failOnSla", defaultValue = "false")
    boolean failOnSla;

    /**
     * Profile each step's measured window: {@code cpu} (async-profiler in the run's JVM, perf on a server of this
     * host), {@code stacks} (the server's thread stacks every second, by eu-stack or gdb) or both ({@code cpu,stacks}),
     * written under each bundle's {@code .profiles} directory; none by default.
     */
    @Parameter(property = "storagebench.profiler")
    String profiler;

    /** Print progress while steps run (a line every few seconds); the summary is printed either way. */
    @Parameter(property = "storagebench.progress", defaultValue = "true")
    boolean progress;

    /** Keep each run's data directory. */
    @Parameter(property = "storagebench.keepData", defaultValue = "false")
    boolean keepData;

    /** Where each run's data directory goes (put it on the disk to measure). */
    @Parameter(property = "storagebench.workDir", defaultValue = io.storagebench.maven.Defaults.WORK_DIR)
    File workDir;

    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    PluginDescriptor plugin;

    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    MavenSession session;

    /** The options every run of the goal shares (engine and where bundles go are the goal's). */
    RunOptions.Builder options() {
        return RunOptions.builder().workload(workload).profile(profile)
                .params(Pairs.merged(params, property("storagebench.params"), "storagebench.params"))
                .engineOptions(Pairs.merged(engineOptions, property("storagebench.engineOptions"),
                        "storagebench.engineOptions"))
                .cacheSize(cacheSize).jdbcUrl(jdbcUrl).repeat(repeat).fork(fork).failOnSla(failOnSla)
                .progress(progress).keepData(keepData).workDir(workDir.toPath()).profiler(profiler);
    }

    /** A user property of this build (-D), or null. */
    String property(String name) {
        return session.getUserProperties().getProperty(name);
    }

    /** Runs {@code work} with the runner, with the plugin's realm as the context class loader. */
    <T> T withRunner(PrintWriter out, PrintWriter err, Function<StorageBench, T> work) {
        List<Path> classPath = plugin.getArtifacts().stream().map(Artifact::getFile).filter(f -> f != null)
                .map(File::toPath).toList();
        ForkSettings current = ForkSettings.current(classPath);
        ForkSettings forks = jvmArgs == null || jvmArgs.isEmpty() ? current
                : new ForkSettings(current.java(), jvmArgs, classPath);
        StorageBench bench = new StorageBench(out, err).withFork(forks).withTerminal(false);
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(plugin.getClassRealm());
        try {
            return work.apply(bench);
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
