package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: an engine jar on --engine-path without its driver was listed by {@code engines}, and {@code run} died
 * with an uncaught NoClassDefFoundError, a stack trace and exit 1; an error mid-run reached only stdout, inside the
 * summary, as {@code io.storagebench.spi.EngineException: ...}. Both are now one line on stderr, in words.
 */
class EngineFailuresAreOneLineOnStderrTest {
    static final String DRIVER = "package tiny.driver; public final class Driver { public void connect() { } }";

    @TempDir
    Path dir;

    @Test
    void anEngineJarWithoutItsDriverIsListedUnusableAndRefusedInOneLine() throws Exception {
        Path engines = EngineJar.enginePath(dir, "DriverlessProvider", "driverless", DRIVER,
                "public Engine open(EngineConfig config) { return new Tiny(config); }",
                "public Engine open(EngineConfig config) { new tiny.driver.Driver().connect(); return new Tiny(config); }");

        Cli.Result listed = Cli.run(dir.resolve("log1"), "engines", "--engine-path", Cli.path(engines));
        assertThat(listed.exitCode()).as(listed.err()).isZero();
        assertThat(listed.out()).containsPattern("driverless\\s+UNUSABLE: .*needs class tiny\\.driver\\.Driver");

        Path bundle = dir.resolve("driverless.json");
        Cli.Result run = Cli.run(dir.resolve("log2"), "run", "--engine-path", Cli.path(engines), "--engine",
                "driverless", "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundle),
                "--no-progress", "-p", "rows.l.i0=1000");
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err().strip()).contains("tiny.driver.Driver", "driverless.jar", Cli.path(engines))
                .doesNotContain("\tat ", "NoClassDefFoundError");
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(bundle).doesNotExist();
    }

    @Test
    void aStepThatFailsMidRunIsRecordedAndSaysWhyOnStderrInWords() throws Exception {
        Path engines = EngineJar.enginePath(dir, "FullDiskProvider", "fulldisk", null,
                "public void createTable(TableSpec table) { tables.createTable(table); }",
                "public void createTable(TableSpec table) { throw new EngineException(\"no space left on device\"); }");

        Path bundleFile = dir.resolve("failed.json");
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine-path", Cli.path(engines), "--engine", "fulldisk",
                "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress",
                "-p", "rows.l.i0=1000");

        assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
        assertThat(r.err().strip()).startsWith("run: l.i0: no space left on device").hasLineCount(1);
        assertThat(r.out()).contains("FAILED").doesNotContain("io.storagebench.spi.EngineException");
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.FAILED);
        assertThat(bundle.steps()).singleElement().satisfies(step -> {
            assertThat(step.name()).isEqualTo("l.i0");
            assertThat(step.status()).isEqualTo(RunStatus.FAILED);
            assertThat(step.error()).contains("no space left on device");
        });
    }
}
