package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 62, through the jar: an engine built outside storagebench whose sessions need its driver class, jarred
 * without it. Its open needs nothing missing, so the run starts and the first step's sessions fail in their worker
 * threads with a NoClassDefFoundError from the engine's own class loader. The step's error on stderr, in the summary
 * and in the bundle says it as the engine loader does at open time: the engine, its jar, the class and where to add
 * the jar; exit 1. One step of 1,000 rows: it pins the wording, not the run.
 */
class MissingDriverClassInASessionEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void aSessionNeedingTheMissingDriverFailsTheStepInTheLoadersWords() throws Exception {
        Path engines = EngineJar.enginePath(dir, "SessionDrvProvider", "drvsession",
                EngineFailuresAreOneLineOnStderrTest.DRIVER,
                "public Session openSession() { return tables.openSession(); }",
                "public Session openSession() { new tiny.driver.Driver().connect(); return tables.openSession(); }");
        Path bundleFile = dir.resolve("drvsession.json");

        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine-path", Cli.path(engines), "--engine",
                "drvsession", "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile),
                "--no-progress", "-p", "rows.l.i0=1000", "-p", "steps=l.i0");

        String advice = "engine drvsession (drvsession.jar) needs class tiny.driver.Driver, which no jar on the engine "
                + "path holds: add the jar that has it (its driver?) to " + engines.toAbsolutePath();
        assertThat(r.exitCode()).as(r.err()).isEqualTo(1);
        assertThat(r.err().strip()).startsWith("run: l.i0: " + advice + " (actor ").hasLineCount(1)
                .doesNotContain("NoClassDefFoundError", "tiny/driver", "\tat ");
        assertThat(r.out()).contains("error: l.i0: " + advice);
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.FAILED);
        assertThat(bundle.steps()).singleElement().satisfies(step -> assertThat(step.error()).startsWith(advice));
    }
}
