package io.storagebench.cli;

import io.storagebench.api.Defaults;
import io.storagebench.api.RunOptions;
import io.storagebench.api.RunResult;
import io.storagebench.api.StorageBench;
import io.storagebench.report.layout.Scaleup;
import io.storagebench.report.render.TerminalTables;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code storagebench run}: one workload on one engine, a progress bar per step, a summary and a JSON bundle. The
 * options become {@link RunOptions}; {@link StorageBench#run} does the rest.
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        defaultValueProvider = DefaultWorkload.class,
        description = {"Runs a workload on an engine and writes a JSON result bundle.",
            "Without options: the default workload (storagebench workloads names it) at its first profile on "
                + "embedded RocksDB.",
            "A sweep (-p threads=1,2,4) runs once per value, each in a JVM of its own, then writes the report with "
                    + "its scaleup view (--base, --out and --format are for that report)."},
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
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = {"-e", "--engine"}, defaultValue = Defaults.ENGINE, paramLabel = "NAME",
            description = "Engine to run (see: storagebench engines). Default: ${DEFAULT-VALUE}.")
    String engineName;

    @Option(names = "--engine-version", paramLabel = "VERSION",
            description = {"RocksDB: run with this rocksdbjni version instead of the built-in one, fetched from Maven "
                    + "Central into the local Maven repository (once) and run in a JVM of its own; e.g. 9.10.0. "
                    + "postgres, mariadb-innodb: the published server build of that version (17: the newest 17.x), "
                    + "fetched and unpacked once."})
    String engineVersion;

    @Mixin
    RunSettings settings;

    @Option(names = "--results-dir", defaultValue = Defaults.RESULTS_DIR, paramLabel = "DIR",
            description = "Where result bundles go. Default: ./${DEFAULT-VALUE}.")
    Path resultsDir;

    @Option(names = "--output", paramLabel = "FILE",
            description = "The result bundle's file (overrides --results-dir); not a directory, and not an existing "
                    + "file unless --force.")
    String output;

    @Option(names = "--force", description = "Let --output replace an existing file (an earlier run's bundle is lost).")
    boolean force;

    /** A sweep ends with the report of its bundles, the scaleup view among its sections. */
    @Mixin
    ReportCommand.ReportOptions report = new ReportCommand.ReportOptions();

    @Override
    public Integer call() {
        RunOptions options = options();
        PrintWriter out = spec.commandLine().getOut();
        // asked before the run, which points the context class loader at the engines' (and ServiceLoader with it)
        boolean sweep = settings.sweeps(options.params());
        RunResult result = new StorageBench(out, spec.commandLine().getErr()).run(options);
        List<Path> bundles = result.bundles().stream().filter(Files::isRegularFile).toList();
        if (sweep && bundles.size() > 1) {
            out.println();
            report.write(out, bundles).sections().stream().filter(s -> s.heading().equals(Scaleup.HEADING))
                    .forEach(s -> out.print(TerminalTables.render(s, report.colours())));
            out.flush();
        }
        return result.exitCode();
    }

    /** The options as given, typed and checked: what this command runs and what {@code distribute} writes down. */
    RunOptions options() {
        return settings.builder(settings.repeat > 1).engine(engineName).resultsDir(resultsDir).output(output)
                .force(force).engineVersion(engineVersion).build();
    }
}
