package io.storagebench.maven;

import io.storagebench.api.CompareOptions;
import io.storagebench.api.CompareResult;
import io.storagebench.api.ExitCode;
import io.storagebench.api.Reports;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs a workload on several engines, or several configurations of one, as {@code storagebench compare} does:
 * repeats in turns (A B A B) so the machine's drift falls on every run alike, then the report in
 * {@code compareDir/report}. A run that failed fails the build once every run has had its turn.
 */
@Mojo(name = "compare", defaultPhase = LifecyclePhase.INTEGRATION_TEST, threadSafe = true)
public final class CompareMojo extends RunGoal {
    /** The engines, in order; the first is the report's base. */
    @Parameter(property = "storagebench.engines", required = true)
    List<String> engines;

    /**
     * Settings that take several values, each value a run of its own (every combination runs): an engine option or
     * {@code cache-size}, e.g. {@code <vary><compression>none,zstd</compression></vary>}; on the command line
     * {@code -Dstoragebench.vary="compression=none,zstd cache-size=64m,1g"}.
     */
    @Parameter
    Map<String, String> vary;

    /**
     * Versions of the engine to run side by side, as {@code compare --versions}: rocksdbjni versions, or a server's
     * published builds (postgres {@code 16,17,18}, mariadb-innodb {@code 10.11,11.4}), fetched and unpacked once;
     * on the command line {@code -Dstoragebench.versions=16,17,18}.
     */
    @Parameter(property = "storagebench.versions")
    List<String> versions;

    /** Where the bundles go ({@code <label>-r<N>.json}), and the report under {@code report/}. */
    @Parameter(property = "storagebench.compareDir", defaultValue = Defaults.COMPARE_DIR)
    File compareDir;

    @Override
    String goal() {
        return "compare";
    }

    @Override
    void perform(PrintWriter out, PrintWriter err) throws MojoFailureException {
        Path dir = compareDir.toPath();
        CompareOptions options = new CompareOptions(options().build(), engines,
                Pairs.lists(Pairs.merged(vary, property("storagebench.vary"), "storagebench.vary")), dir,
                versions == null ? List.of() : versions);
        CompareResult result = withRunner(out, err, bench -> bench.compare(options));
        List<Path> bundles = result.bundles().stream().filter(Files::isRegularFile).toList();
        if (!bundles.isEmpty()) {
            Reports.write(out, bundles, null, dir.resolve("report"), List.of(Defaults.REPORT_FORMATS.split(",")));
        }
        if (result.exitCode() != ExitCode.OK) {
            throw failure(RunOutcome.describe(result.exitCode(), result.bundles(), failOnSla));
        }
    }
}
