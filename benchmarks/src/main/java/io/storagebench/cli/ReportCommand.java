package io.storagebench.cli;

import io.storagebench.api.BadInputException;
import io.storagebench.api.Defaults;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.layout.DifferingSettings;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.render.ReportFiles;
import io.storagebench.report.table.Report;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.BundleFormatException;
import io.storagebench.results.ResultBundle;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code storagebench report}: compares result bundles against a base, as HTML, Markdown and CSV. */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compares result bundles (engines, versions or configurations of one workload) against a base "
                + "and writes report.html (self-contained, with charts), report.md and report.csv.",
            "Bundles of the same engine, version, options and parameters are repeats: the report shows their spread."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the report was written", "2:bad input (missing file, not a bundle, mixed workloads, "
                + "unknown base)"})
final class ReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "BUNDLE",
            description = "Result bundles (.json), or directories of them.")
    List<Path> inputs;

    @Mixin
    ReportOptions options = new ReportOptions();

    @Override
    public Integer call() {
        List<Path> files = new ArrayList<>();
        for (Path input : inputs) {
            files.addAll(expand(input));
        }
        options.write(spec.commandLine().getOut(), files);
        return Main.EXIT_OK;
    }

    /** A directory stands for the bundles in it, by name. */
    static List<Path> expand(Path input) {
        if (!Files.isDirectory(input)) {
            return List.of(input);
        }
        try (Stream<Path> list = Files.list(input)) {
            List<Path> out = list.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
            if (out.isEmpty()) {
                throw new BundleFormatException("no result bundles (*.json) in " + input);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The options report and compare share, and the rendering they both end with. */
    static final class ReportOptions {
        @Option(names = "--base", paramLabel = "NAME",
                description = "The run every ratio is against: an engine name or a run's label. Default: the first.")
        String base;

        @Option(names = "--out", defaultValue = Defaults.REPORT_DIR, paramLabel = "DIR",
                description = "Where the report files go. Default: ./${DEFAULT-VALUE}.")
        Path out;

        @Option(names = "--format", split = ",", defaultValue = "html,md,csv", paramLabel = "FORMAT",
                description = "Formats to write: html, md, csv (comma-separated). Default: ${DEFAULT-VALUE}.")
        List<String> formats;

        /** Writes the report of {@code files} in each format, says where, and returns it. */
        Report write(PrintWriter out, List<Path> files) {
            for (String f : formats) {
                if (!ReportFiles.FORMATS.contains(f.trim())) {
                    throw new BadInputException("unknown format '" + f + "' (formats: "
                            + String.join(", ", ReportFiles.FORMATS) + ")");
                }
            }
            long start = System.nanoTime();
            List<ResultBundle> bundles = files.stream().map(BundleFiles::read).toList();
            Comparison comparison = Comparison.of(bundles, base);
            Report report = ReportBuilder.build(comparison);
            List<Path> written = ReportFiles.write(report, this.out, formats);
            out.printf("report on %d bundle%s (%d run%s, base %s) in %d ms:%n", bundles.size(),
                    bundles.size() == 1 ? "" : "s", comparison.runs().size(), comparison.runs().size() == 1 ? "" : "s",
                    comparison.base().label(), (System.nanoTime() - start) / 1_000_000);
            written.forEach(p -> out.println("  " + p.toAbsolutePath()));
            // the same lines open the report: runs set up differently are compared with a warning, not silently
            DifferingSettings.lines(comparison).forEach(line -> out.println("warning: " + line));
            out.flush();
            return report;
        }
    }
}
