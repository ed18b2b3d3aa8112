package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engine built outside storagebench, as its own jar, found at run time with {@code --engine-path}: listed by
 * {@code storagebench engines}, run through the Insert Benchmark, and bad engine paths refused in one line.
 */
class EnginePathEndToEndTest {
    @TempDir
    Path dir;

    private Path engines;

    @BeforeEach
    void buildTheTinyEngine() throws Exception {
        engines = Files.createDirectories(dir.resolve("engines"));
        EngineJar.build(dir, engines.resolve("tiny.jar"), "TinyEngineProvider", "tiny");
        EngineJar.tckJar(engines.resolve("storagebench-engine-tck.jar"));
    }

    @Test
    void anEngineJarOnTheEnginePathIsListedAndRunsTheInsertBenchmark() throws Exception {
        Cli.Result listed = Cli.run(dir.resolve("log1"), "engines", "--engine-path", Cli.path(engines));
        assertThat(listed.exitCode()).as(listed.err()).isZero();
        assertThat(listed.out()).contains("tiny ", "a tiny in-memory engine", "rocksdb", "sqlite");
        Cli.Result without = Cli.run(dir.resolve("log2"), "engines");
        assertThat(without.out()).doesNotContain("tiny");

        Path bundleFile = dir.resolve("tiny.json");
        Cli.Result r = Cli.run(dir.resolve("log3"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine-path", Cli.path(engines), "--engine", "tiny", "--work-dir", Cli.path(dir.resolve("work")),
            "--output", Cli.path(bundleFile), "--no-progress"}, InsertBenchmarkEndToEndTest.MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        InsertBenchmarkEndToEndTest.assertCompleteMicroRun(bundle);
        assertThat(bundle.engine().name()).isEqualTo("tiny");
        assertThat(bundle.engine().product()).isEqualTo("Tiny");
        // the rows really went into the engine: it reports the bytes it holds
        assertThat(bundle.steps().get(0).metric("db_gb").value()).isPositive();
    }

    @Test
    void aMissingDirectoryIsBadInput() throws Exception {
        assertBadInput("does not exist", "engines", "--engine-path", Cli.path(dir.resolve("nowhere")));
    }

    @Test
    void aFileInsteadOfADirectoryIsBadInput() throws Exception {
        assertBadInput("is not a directory", "run", "--engine", "tiny", "--engine-path",
                Cli.path(engines.resolve("tiny.jar")), "--work-dir", Cli.path(dir.resolve("work")));
    }

    @Test
    void aJarThatFailsToLoadIsBadInput() throws Exception {
        EngineJar.brokenJar(dir, engines.resolve("broken.jar"));
        assertBadInput("tiny.NoSuchProvider", "engines", "--engine-path", Cli.path(engines));
        Files.delete(engines.resolve("broken.jar"));
        Files.writeString(engines.resolve("garbage.jar"), "not a zip file");
        assertBadInput("garbage.jar is not a readable jar", "run", "--engine", "tiny", "--engine-path",
                Cli.path(engines), "--work-dir", Cli.path(dir.resolve("work")));
    }

    @Test
    void twoEnginesOfOneNameAreBadInput() throws Exception {
        EngineJar.build(dir, engines.resolve("impostor.jar"), "Impostor", "rocksdb");
        assertBadInput("two engines are named 'rocksdb'", "run", "--engine", "tiny", "--engine-path",
                Cli.path(engines), "--work-dir", Cli.path(dir.resolve("work")));
    }

    private void assertBadInput(String expected, String... args) throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log-bad"), args);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).contains(expected).doesNotContain("\tat ");
        assertThat(r.err().strip().lines()).hasSize(1);
    }
}
