package io.storagebench.cli;

import io.storagebench.api.CompareOptions;
import io.storagebench.api.CompareResult;
import io.storagebench.api.Defaults;
import io.storagebench.api.ExitCode;
import io.storagebench.api.StorageBench;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code storagebench compare}: one workload on several engines or configurations, each run as {@code run} runs it
 * (the same options, parsed once into {@link CompareOptions}), in a JVM of its own, repeats in turns; then the report.
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        defaultValueProvider = DefaultWorkload.class,
        description = {"Runs a workload on each engine, or each configuration of one, in turn (managed servers are "
                + "started and stopped by each run), each in a JVM of its own and with --repeat in turns (A B A B), "
                + "then writes the report (see: storagebench report --help).",
            "Takes every option run takes; -o goes to each engine that has the option."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every run completed and the report was written",
            "1:a run failed (the report covers what was measured)", "2:bad input",
            "130:stopped by Ctrl-C (the bundles so far are kept: storagebench report DIR renders them)"})
final class CompareCommand implements Callable<Integer> {
    static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = {"-e", "--engines"}, split = ",", required = true, paramLabel = "NAME",
            description = "Engines to run, in order; the first is the base unless --base says otherwise.")
    List<String> engines;

    @Option(names = "--vary", paramLabel = "NAME=V1,V2", description = {"Run each engine once per value of an engine "
            + "option, or of cache-size (repeatable: every combination runs), e.g. --vary compression=none,zstd "
            + "--vary cache-size=64m,1g. Engines without the option run once."})
    List<String> vary = List.of();

    @Option(names = "--versions", split = ",", paramLabel = "VERSION", description = {"RocksDB versions to run "
            + "side by side, e.g. --versions 8.11.4,9.10.0,10.4.2: rocksdbjni fetched from Maven Central into the local "
            + "Maven repository (once), each run in a JVM with that version; no rebuild. postgres and mariadb-innodb: "
            + "a published server build per version (--versions 16,17,18: a major is its newest release), fetched "
            + "once, unpacked once into ~/.cache/storagebench/servers. Builds of your own: --vary bin-dir=DIR1,DIR2."})
    List<String> versions = List.of();

    @Mixin
    RunSettings settings;

    @Option(names = "--results-dir", defaultValue = Defaults.RESULTS_DIR, paramLabel = "DIR",
            description = "The bundles go into a compare-<time> directory under this. Default: ./${DEFAULT-VALUE}.")
    Path resultsDir;

    @Mixin
    ReportCommand.ReportOptions report = new ReportCommand.ReportOptions();

    @Override
    public Integer call() {
        Path dir = resultsDir.resolve("compare-" + STAMP.format(Instant.now()));
        CompareOptions options = new CompareOptions(settings.builder(true).build(), engines, varied(), dir,
                versions);
        PrintWriter out = spec.commandLine().getOut();
        StorageBench bench = new StorageBench(out, spec.commandLine().getErr());
        CompareResult result = bench.compare(options);
        List<Path> bundles = result.bundles().stream().filter(Files::isRegularFile).toList();
        if (result.exitCode() == ExitCode.BAD_INPUT) {
            return result.exitCode();
        }
        if (bundles.isEmpty()) {
            out.println("compare: no run wrote a bundle, so there is nothing to report");
            return result.exitCode() == ExitCode.OK ? ExitCode.FAILED : result.exitCode();
        }
        out.println();
        report.write(out, bundles);
        return result.exitCode();
    }

    /** The --vary items: NAME=V1,V2, each name once. */
    private Map<String, List<String>> varied() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String item : vary) {
            int eq = item.indexOf('=');
            if (eq <= 0) {
                throw new io.storagebench.api.BadInputException("bad --vary '" + item + "': expected name=value,value");
            }
            String name = item.substring(0, eq).trim();
            if (out.put(name, List.of(item.substring(eq + 1).split(",", -1)).stream().map(String::trim).toList())
                    != null) {
                throw new io.storagebench.api.BadInputException("--vary " + name + " is given twice");
            }
        }
        return out;
    }
}
