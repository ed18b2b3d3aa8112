package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Runs of the CLI on a server by URL as the user {@link #USER}, whose password comes from a file: what the SQL
 * engines' end-to-end tests check of a server the run did not start. Each run works in {@code dir/work}.
 */
final class UrlRuns {
    /** The benchmark's user on the server. */
    static final String USER = "bench";
    /** Its password. */
    static final String PASSWORD = "right-secret";
    /** A small load: enough to prove that a run by URL works. */
    static final String[] LOAD = {"-p", "steps=l.i0,l.x,l.i1", "-p", "rows.l.i0=2000", "-p", "rows.l.i1=500"};

    private UrlRuns() {
    }

    /**
     * Runs {@code run --engine engine --jdbc-url url} as {@link #USER} with {@link #PASSWORD} and {@code args}, the
     * bundle in {@code dir/url.json}; checks that it exited 0 with every step OK, that the bundle says it ran by URL,
     * and that the password is neither in the bundle nor in the output.
     */
    static EngineRun ok(Path dir, String engine, String url, String... args) throws Exception {
        Path bundleFile = dir.resolve("url.json");
        Cli.Result r = run(dir, "log", engine, url, PASSWORD,
                InsertBenchmarkEndToEndTest.concat(new String[] {"--output", Cli.path(bundleFile)}, args));
        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.steps()).extracting(StepResult::status).containsOnly(RunStatus.OK);
        assertThat(bundle.engine().configuration()).containsEntry("storagebench.mode", "url");
        assertThat(Files.readString(bundleFile)).doesNotContain(PASSWORD);
        assertThat(r.out() + r.err()).doesNotContain(PASSWORD);
        return new EngineRun(r, bundle);
    }

    /** A run with the wrong password is bad input: exit code 2, one line that says {@code why} and not the password. */
    static void wrongPasswordIsOneLine(Path dir, String engine, String url, String why) throws Exception {
        Cli.Result wrong = run(dir, "log-wrong", engine, url, "wrong-secret");
        assertCannotConnect(wrong, why);
        assertThat(wrong.err()).doesNotContain("wrong-secret");
        assertThat(wrong.err().strip().lines()).hasSize(1);
    }

    /** The run could not connect: exit code 2, stderr says so and {@code why}, with no stack trace. */
    static void assertCannotConnect(Cli.Result r, String... why) {
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        String[] expected = InsertBenchmarkEndToEndTest.concat(new String[] {"cannot connect to"}, why);
        assertThat(r.err().strip()).contains(expected).doesNotContain("\tat ");
    }

    /** Runs {@code run --engine engine --jdbc-url url} as {@link #USER} with {@code password} and {@code args}. */
    static Cli.Result run(Path dir, String log, String engine, String url, String password, String... args)
            throws Exception {
        Path passwordFile = Files.writeString(dir.resolve(log + ".password"), password + "\n");
        return Cli.run(dir.resolve(log), InsertBenchmarkEndToEndTest.concat(new String[] {"run", "--engine", engine,
            "--jdbc-url", url, "-o", "user=" + USER, "-o", "password-file=" + Cli.path(passwordFile), "--work-dir",
            Cli.path(dir.resolve("work")), "--no-progress"}, args));
    }
}
