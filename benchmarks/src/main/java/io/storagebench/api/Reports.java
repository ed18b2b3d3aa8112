package io.storagebench.api;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.flame.ProfilePaths;
import io.storagebench.report.layout.DifferingSettings;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.layout.VersionSummarySection;
import io.storagebench.report.merge.ShardMerge;
import io.storagebench.report.render.ReportFiles;
import io.storagebench.report.render.TerminalTables;
import io.storagebench.report.table.Report;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * The report as {@code report} and {@code compare} write it, for any caller (the Maven plugin's {@code report}
 * goal): bundles against a base (the shard bundles of a run merged first), in the formats asked for, with the files
 * written and the runs' differing settings told on {@code out}, and, for runs that are versions of one engine, the
 * report's version summary.
 */
public final class Reports {
    private Reports() {
    }

    /**
     * Writes the report on {@code files} into {@code dir} and returns it (its sections, as the files show them).
     *
     * @param base    the run every ratio is against (an engine name or a run's label), or null for the first
     * @param formats some of {@link ReportFiles#FORMATS}
     * @throws BadInputException for an unknown format; a {@code BundleFormatException} or an
     *                           {@code IllegalArgumentException} for bundles that cannot be compared
     */
    public static Report write(PrintWriter out, List<Path> files, String base, Path dir, List<String> formats) {
        return write(out, files, base, dir, formats, false);
    }

    /** The same, the version summary's marked cells in colour on {@code out} when {@code colour} (a terminal). */
    public static Report write(PrintWriter out, List<Path> files, String base, Path dir, List<String> formats,
                               boolean colour) {
        for (String f : formats) {
            if (!ReportFiles.FORMATS.contains(f.trim())) {
                throw new BadInputException("unknown format '" + f + "' (formats: "
                        + String.join(", ", ReportFiles.FORMATS) + ")");
            }
        }
        long start = System.nanoTime();
        // the profiles' files are named relative to each bundle's directory: the differential flame graphs read them
        List<ResultBundle> bundles = ShardMerge.mergeRuns(files.stream()
                .map(f -> ProfilePaths.resolved(BundleFiles.read(f), f)).toList());
        Comparison comparison = Comparison.of(bundles, base);
        Report report = ReportBuilder.build(comparison);
        List<Path> written = ReportFiles.write(report, dir, formats);
        bundles.stream().filter(b -> b.merged() != null).forEach(b -> out.println(ShardMerges.said(b)));
        out.printf("report on %d bundle%s (%d run%s, base %s) in %d ms:%n", bundles.size(),
                bundles.size() == 1 ? "" : "s", comparison.runs().size(), comparison.runs().size() == 1 ? "" : "s",
                comparison.base().label(), (System.nanoTime() - start) / 1_000_000);
        written.forEach(p -> out.println("  " + p.toAbsolutePath()));
        // the same lines open the report: runs set up differently are compared with a warning, not silently
        DifferingSettings.lines(comparison).forEach(line -> out.println("warning: " + line));
        // a version comparison ends as the report does, with its summary (the seed reports open with it)
        report.sections().stream().filter(s -> s.heading().equals(VersionSummarySection.HEADING))
                .forEach(s -> out.print(TerminalTables.render(s, colour)));
        out.flush();
        return report;
    }
}
