package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.cli.CommandLineRun;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.tck.reference.ReferenceEngine;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 62: an engine from {@code --engine-path} whose session needed a class no jar held (its JDBC driver left out)
 * failed its first step with {@code run: fillseq: tiny/driver/Driver (actor kv, thread 0)}, the bare text of a
 * NoClassDefFoundError. Wherever such an error escapes the engine (a session's open, a step's setup, an operation in
 * a worker thread, wrapped in another exception or not), the step's error in the bundle, the summary's error line and
 * stderr now say it as the engine loader does at open time, and the run exits 1; outside the steps (the engine's
 * identity) stderr says the same.
 */
class MissingDriverClassInASessionIsOneClearLineTest {
    private static final String ADVICE = "engine nodriver needs class tiny.driver.Driver, which no jar on the engine "
            + "path holds: add the jar that has it (its driver?) to --engine-path";

    @TempDir
    Path dir;

    private Path engines;

    /**
     * The TCK's reference engine, but where option {@code fails-in} says the JVM throws what it throws for a class
     * a jar lacks: a NoClassDefFoundError whose cause is the ClassNotFoundException.
     */
    public static final class NoDriverProvider implements EngineProvider {
        private static final OptionSpec FAILS_IN = OptionSpec.choice("fails-in", "where the driver is first needed",
                "session", List.of("session", "setup", "operation", "wrapped", "identity"));

        @Override
        public String name() {
            return "nodriver";
        }

        @Override
        public String description() {
            return "an engine whose driver class is not on the engine path";
        }

        @Override
        public List<OptionSpec> options() {
            return List.of(FAILS_IN);
        }

        @Override
        public Engine open(EngineConfig config) {
            return new NoDriverEngine(config.choice(FAILS_IN));
        }
    }

    static NoClassDefFoundError driverMissing() {
        NoClassDefFoundError e = new NoClassDefFoundError("tiny/driver/Driver");
        e.initCause(new ClassNotFoundException("tiny.driver.Driver"));
        return e;
    }

    private record NoDriverEngine(String failsIn, ReferenceEngine tables) implements Engine {
        NoDriverEngine(String failsIn) {
            this(failsIn, new ReferenceEngine(shape -> {
                if (failsIn.equals("operation")) {
                    throw driverMissing();
                }
                if (failsIn.equals("wrapped")) {
                    throw new IllegalStateException("pool failed", new ExecutionException(driverMissing()));
                }
            }));
        }

        @Override
        public EngineIdentity identity() {
            if (failsIn.equals("identity")) {
                throw driverMissing();
            }
            return tables.identity();
        }

        @Override
        public Set<Capability> capabilities() {
            return tables.capabilities();
        }

        @Override
        public void createTable(TableSpec table) {
            if (failsIn.equals("setup")) {
                throw driverMissing();
            }
            tables.createTable(table);
        }

        @Override
        public void dropTable(String table) {
            tables.dropTable(table);
        }

        @Override
        public void createIndex(IndexSpec index) {
            tables.createIndex(index);
        }

        @Override
        public Session openSession() {
            if (failsIn.equals("session")) {
                throw driverMissing();
            }
            return tables.openSession();
        }

        @Override
        public void quiesce() {
            tables.quiesce();
        }

        @Override
        public StorageStats storageStats() {
            return tables.storageStats();
        }

        @Override
        public WatchTargets watchTargets() {
            return tables.watchTargets();
        }

        @Override
        public void close() {
            tables.close();
        }
    }

    @BeforeEach
    void jarTheProviderOnItsOwnPath() throws IOException {
        engines = Files.createDirectories(dir.resolve("engines"));
        try (OutputStream file = Files.newOutputStream(engines.resolve("nodriver.jar"));
             java.util.jar.JarOutputStream jar = new java.util.jar.JarOutputStream(file)) {
            jar.putNextEntry(new java.util.jar.JarEntry("META-INF/services/" + EngineProvider.class.getName()));
            jar.write(NoDriverProvider.class.getName().getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
    }

    @Test
    void aSessionThatNeedsTheMissingClassFailsTheStepWithTheLoadersLine() {
        ResultBundle bundle = runFailing("session", "l.i0", "(actor ");
        assertThat(bundle.steps().get(0).error()).startsWith(ADVICE + " (actor ");
    }

    @Test
    void aStepSetupThatNeedsItSaysTheSame() {
        runFailing("setup", "l.i0", "(step setup)");
    }

    @Test
    void anOperationInAWorkerThreadThatNeedsItSaysTheSame() {
        runFailing("operation", "l.i0", "(actor ");
    }

    @Test
    void oneWrappedInAnotherExceptionIsFoundAmongItsCauses() {
        runFailing("wrapped", "l.i0", "(actor ");
    }

    @Test
    void oneOutsideTheStepsIsTheSameLineAndExitOne() {
        CommandLineRun r = CommandLineRun.run("run", "--engine-path", engines.toString(), "--engine", "nodriver",
                "-o", "fails-in=identity", "--work-dir", dir.resolve("work").toString(), "--results-dir",
                dir.resolve("results").toString(), "--no-progress", "-p", "rows.l.i0=200");

        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCode.FAILED);
        assertThat(r.err().strip()).isEqualTo("run: " + ADVICE);
    }

    @Test
    void aClassThatIsThereButFailedToInitialiseIsNotCalledMissing() {
        NoClassDefFoundError e = new NoClassDefFoundError("Could not initialize class tiny.driver.Driver");

        assertThat(EngineClasses.linkage(new NoDriverProvider(), e)).isEqualTo("engine nodriver lacks what "
                + "storagebench uses: NoClassDefFoundError Could not initialize class tiny.driver.Driver");
        assertThat(EngineClasses.linkage(new NoDriverProvider(), new NoSuchMethodError("'void tiny.Driver.go()'")))
                .isEqualTo("engine nodriver lacks what storagebench uses: NoSuchMethodError 'void tiny.Driver.go()'");
        assertThat(EngineClasses.linkageIn(new RuntimeException("no link"))).isEmpty();
    }

    /** Runs the engine failing in {@code failsIn}: exit 1, the loader's line on stderr, in the summary and the bundle. */
    private ResultBundle runFailing(String failsIn, String step, String where) {
        Path bundleFile = dir.resolve(failsIn + ".json");
        CommandLineRun r = CommandLineRun.run("run", "--engine-path", engines.toString(), "--engine", "nodriver",
                "-o", "fails-in=" + failsIn, "--work-dir", dir.resolve("work").toString(), "--output",
                bundleFile.toString(), "--no-progress", "-p", "rows.l.i0=200");

        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCode.FAILED);
        assertThat(r.err().strip()).startsWith("run: " + step + ": " + ADVICE + " " + where).hasLineCount(1)
                .doesNotContain("NoClassDefFoundError", "tiny/driver");
        assertThat(r.out()).contains("error: " + step + ": " + ADVICE);
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.FAILED);
        assertThat(bundle.steps().get(0).status()).isEqualTo(RunStatus.FAILED);
        assertThat(bundle.steps().get(0).error()).startsWith(ADVICE);
        return bundle;
    }
}
