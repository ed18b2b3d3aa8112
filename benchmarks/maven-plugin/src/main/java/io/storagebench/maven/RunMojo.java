package io.storagebench.maven;

import io.storagebench.api.Defaults;
import io.storagebench.api.ExitCode;
import io.storagebench.api.RunResult;
import java.io.File;
import java.io.PrintWriter;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs a workload on an engine, {@code repeat} times, one JSON result bundle each, as {@code storagebench run}
 * does. A failed run, or with {@code failOnSla} a failed SLA, fails the build naming the bundle and step.
 */
@Mojo(name = "run", defaultPhase = LifecyclePhase.INTEGRATION_TEST, threadSafe = true)
public final class RunMojo extends RunGoal {
    /** The engine ({@code storagebench engines} lists them; the plugin's dependencies add more). */
    @Parameter(property = "storagebench.engine", defaultValue = Defaults.ENGINE)
    String engine;

    /** Where the bundles go (named by time, engine, workload and profile), unless {@code output} names the file. */
    @Parameter(property = "storagebench.resultsDir", defaultValue = io.storagebench.maven.Defaults.RESULTS_DIR)
    File resultsDir;

    /** The bundle's file ({@code -r<N>} is added before {@code .json} when repeating). */
    @Parameter(property = "storagebench.output")
    File output;

    /** Let {@code output} replace existing files. */
    @Parameter(property = "storagebench.force", defaultValue = "false")
    boolean force;

    @Override
    String goal() {
        return "run";
    }

    @Override
    void perform(PrintWriter out, PrintWriter err) throws MojoFailureException {
        RunResult result = withRunner(out, err, bench -> bench.run(options().engine(engine)
                .resultsDir(resultsDir.toPath()).force(force).output(output == null ? null : output.getPath())
                .build()));
        if (result.exitCode() != ExitCode.OK) {
            throw failure(RunOutcome.describe(result.exitCode(), result.bundles(), failOnSla));
        }
    }
}
