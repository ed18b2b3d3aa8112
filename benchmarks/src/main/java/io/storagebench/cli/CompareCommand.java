package io.storagebench.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code storagebench compare}: runs one workload on each engine in turn, each exactly as {@code storagebench run}
 * would (the same command object parses the same options), then reports on the bundles.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs a workload on each engine in turn (managed servers are started and stopped by each run), "
                + "then writes the report (see: storagebench report --help)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every run completed and the report was written",
            "1:a run failed (the report covers what was measured)", "2:bad input",
            "130:stopped by Ctrl-C (the bundles so far are kept: storagebench report DIR renders them)"})
final class CompareCommand implements Callable<Integer> {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--engines", split = ",", required = true, paramLabel = "NAME",
            description = "Engines to run, in order; the first is the base unless --base says otherwise.")
    List<String> engines;

    @Option(names = {"-w", "--workload"}, paramLabel = "NAME", description = "As for run.")
    String workload;

    @Option(names = "--profile", paramLabel = "NAME", description = "As for run.")
    String profile;

    @Option(names = {"-p", "--param"}, paramLabel = "NAME=VALUE", description = "As for run (repeatable).")
    List<String> params = List.of();

    @Option(names = "--cache-size", paramLabel = "SIZE", description = "As for run.")
    String cacheSize;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "As for run.")
    Path workDir;

    @Option(names = "--results-dir", defaultValue = Defaults.RESULTS_DIR, paramLabel = "DIR",
            description = "The bundles go into a compare-<time> directory under this. Default: ./${DEFAULT-VALUE}.")
    Path resultsDir;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
            description = "Run each engine N times; the report shows the spread. Default: ${DEFAULT-VALUE}.")
    int repeat;

    @Option(names = "--no-progress", description = "No progress output, only the summaries.")
    boolean noProgress;

    @Option(names = "--tests", paramLabel = "LIST", description = "As for run (sysbench).")
    String tests;

    @Option(names = "--with-pre", description = "As for run (sysbench).")
    boolean withPre;

    @Mixin
    EnginePath enginePath;

    @Mixin
    ReportCommand.ReportOptions report = new ReportCommand.ReportOptions();

    @Override
    public Integer call() {
        engines.forEach(name -> Catalog.engine(name, enginePath.loader()));
        Path dir = resultsDir.resolve("compare-" + STAMP.format(Instant.now()));
        Map<String, RunCommand> runs = new LinkedHashMap<>();
        for (String engine : engines) {
            RunCommand run = new RunCommand();
            CommandLine line = new CommandLine(run);
            line.setOut(spec.commandLine().getOut());
            line.setErr(spec.commandLine().getErr());
            line.parseArgs(runArgs(engine, dir.resolve(engine + ".json")).toArray(new String[0]));
            // an engine the workload does not run on is refused before the first engine runs, not after it
            run.plan();
            runs.put(engine, run);
        }
        spec.commandLine().getOut().printf("compare: %s, bundles in %s%n", String.join(", ", engines), dir);
        List<Path> bundles = new ArrayList<>();
        int worst = Main.EXIT_OK;
        for (Map.Entry<String, RunCommand> entry : runs.entrySet()) {
            String engine = entry.getKey();
            RunCommand run = entry.getValue();
            int code;
            try {
                code = run.call();
            } catch (UsageException | IllegalArgumentException e) {
                throw e;
            } catch (RuntimeException e) {
                // a failed engine does not stop the others; its bundle keeps what was measured
                spec.commandLine().getErr().println("compare: " + engine + ": " + Main.oneLine(e));
                code = Main.EXIT_FAILED;
            }
            run.bundles.stream().filter(Files::isRegularFile).forEach(bundles::add);
            worst = Math.max(worst, code);
            if (code == Defaults.EXIT_INTERRUPTED) {
                break;
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (bundles.isEmpty()) {
            out.println("compare: no run wrote a bundle, so there is nothing to report");
            return worst == Main.EXIT_OK ? Main.EXIT_FAILED : worst;
        }
        out.println();
        report.write(out, bundles);
        return worst;
    }

    private List<String> runArgs(String engine, Path output) {
        List<String> args = new ArrayList<>(List.of("--engine", engine, "--output", output.toString(),
                "--repeat", Integer.toString(repeat)));
        if (workload != null) {
            args.addAll(List.of("--workload", workload));
        }
        if (profile != null) {
            args.addAll(List.of("--profile", profile));
        }
        params.forEach(p -> args.addAll(List.of("--param", p)));
        if (cacheSize != null) {
            args.addAll(List.of("--cache-size", cacheSize));
        }
        if (workDir != null) {
            args.addAll(List.of("--work-dir", workDir.toString()));
        }
        if (noProgress) {
            args.add("--no-progress");
        }
        if (tests != null) {
            args.addAll(List.of("--tests", tests));
        }
        if (withPre) {
            args.add("--with-pre");
        }
        if (enginePath.dir != null) {
            args.addAll(List.of("--engine-path", enginePath.dir.toString()));
        }
        return args;
    }
}
