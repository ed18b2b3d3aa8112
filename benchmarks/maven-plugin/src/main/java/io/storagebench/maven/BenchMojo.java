package io.storagebench.maven;

import io.storagebench.api.BadInputException;
import io.storagebench.api.Failures;
import io.storagebench.results.BundleFormatException;
import io.storagebench.spi.Secrets;
import java.io.PrintWriter;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * What every goal shares: {@code skip}, storagebench's output into Maven's log, and its outcomes as Maven's. Bad input
 * (an unknown engine, a bad threshold, a missing bundle) is a {@link MojoExecutionException} carrying the one line the
 * command line would print; a regression, a failed run or a failed SLA is a {@link MojoFailureException} naming it.
 * Neither carries a cause: the line says it all, and Maven adds no stack trace.
 */
abstract class BenchMojo extends AbstractMojo {
    /** Skip this goal (e.g. {@code -Dstoragebench.skip} on a build that should not benchmark). */
    @Parameter(property = "storagebench.skip", defaultValue = "false")
    boolean skip;

    /** The goal's name, as its messages start. */
    abstract String goal();

    /** Does the goal's work, printing to {@code out} and {@code err}. */
    abstract void perform(PrintWriter out, PrintWriter err) throws MojoFailureException, MojoExecutionException;

    @Override
    public final void execute() throws MojoFailureException, MojoExecutionException {
        if (skip) {
            getLog().info("storagebench " + goal() + " skipped");
            return;
        }
        LogWriter outLines = new LogWriter(getLog()::info);
        LogWriter errLines = new LogWriter(getLog()::warn);
        try (PrintWriter out = new PrintWriter(outLines); PrintWriter err = new PrintWriter(errLines)) {
            perform(out, err);
        } catch (BadInputException | IllegalArgumentException | BundleFormatException e) {
            throw new MojoExecutionException(prefix() + Secrets.redact(e.getMessage()));
        } catch (RuntimeException e) {
            throw new MojoExecutionException(prefix() + Failures.oneLine(e));
        }
    }

    /** A failure of this goal, in one line. */
    MojoFailureException failure(String message) {
        return new MojoFailureException(prefix() + message);
    }

    private String prefix() {
        return "storagebench " + goal() + ": ";
    }
}
