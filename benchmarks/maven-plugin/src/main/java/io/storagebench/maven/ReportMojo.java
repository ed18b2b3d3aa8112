package io.storagebench.maven;

import io.storagebench.api.BundleInputs;
import io.storagebench.api.Reports;
import java.io.File;
import java.io.PrintWriter;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The report, as {@code storagebench report}: result bundles (engines, versions or configurations of one workload)
 * against a base, as report.html, report.md and report.csv. Runs set up differently are reported with a warning.
 */
@Mojo(name = "report", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public final class ReportMojo extends BenchMojo {
    /** Result bundles (.json), or directories of them. */
    @Parameter(property = "storagebench.bundles", required = true)
    List<File> bundles;

    /** Where the report files go. */
    @Parameter(property = "storagebench.out", defaultValue = Defaults.REPORT_DIR)
    File out;

    /** Formats to write: html, md, csv. */
    @Parameter(property = "storagebench.formats", defaultValue = Defaults.REPORT_FORMATS)
    List<String> formats;

    /** The run every ratio is against: an engine name or a run's label; by default the first. */
    @Parameter(property = "storagebench.base")
    String base;

    @Override
    String goal() {
        return "report";
    }

    @Override
    void perform(PrintWriter log, PrintWriter err) {
        Reports.write(log, BundleInputs.files(bundles.stream().map(File::toPath).toList()), base, out.toPath(),
                formats);
    }
}
