package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workload built outside storagebench, as its own jar, loaded like an engine from the plug-in path: listed by
 * {@code workloads --plugin-path}, run from {@code --plugin-path} and, in a forked JVM, from
 * {@code STORAGEBENCH_PLUGIN_PATH}; two workloads of one name, a workload jar that fails to load and a workload
 * needing a capability the engine lacks are each one line on stderr and exit 2. Runs of 500 puts: seconds.
 */
class WorkloadPluginPathEndToEndTest {
    @TempDir
    Path dir;

    private Path plugins;

    @BeforeEach
    void buildTheTinyWorkload() throws Exception {
        plugins = Files.createDirectories(dir.resolve("plugins"));
        WorkloadJar.build(dir, plugins.resolve("tiny-workload.jar"), "TinyWorkload", "tiny-puts", null);
    }

    @Test
    void aWorkloadJarOnThePluginPathIsListedAndRuns() throws Exception {
        Cli.Result listed = Cli.run(dir.resolve("log1"), "workloads", "--plugin-path", Cli.path(plugins));
        assertThat(listed.exitCode()).as(listed.err()).isZero();
        assertThat(listed.out()).contains("tiny-puts", "a tiny workload from a jar", "insert-benchmark", "ycsb");
        assertThat(Cli.run(dir.resolve("log2"), "workloads").out()).doesNotContain("tiny-puts");

        Path bundleFile = dir.resolve("tiny.json");
        Cli.Result r = Cli.run(dir.resolve("log3"), "run", "--plugin-path", Cli.path(plugins), "-w", "tiny-puts",
                "--engine", "rocksdb", "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile),
                "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.workload().name()).isEqualTo("tiny-puts");
        assertThat(bundle.steps().get(0).actors().get(0).ops()).isEqualTo(500);
    }

    @Test
    void aForkedRunFindsTheWorkloadOnThePluginPathOfTheEnvironment() throws Exception {
        Path bundleFile = dir.resolve("forked.json");
        Cli.Result r = Cli.run(Map.of("STORAGEBENCH_PLUGIN_PATH", Cli.path(plugins)), dir.resolve("log"), "run",
                "-w", "tiny-puts", "-p", "puts=300", "--engine", "sqlite", "--fork", "--work-dir",
                Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(BundleFiles.read(bundleFile).steps().get(0).actors().get(0).ops()).isEqualTo(300);
    }

    @Test
    void twoWorkloadsOfOneNameAreBadInput() throws Exception {
        WorkloadJar.build(dir, plugins.resolve("impostor.jar"), "Impostor", "kv", null);
        assertBadInput("two workloads are named 'kv'", "run", "-w", "tiny-puts", "--plugin-path", Cli.path(plugins),
                "--work-dir", Cli.path(dir.resolve("work")));
    }

    @Test
    void aWorkloadJarThatFailsToLoadIsBadInput() throws Exception {
        WorkloadJar.brokenJar(dir, plugins.resolve("broken.jar"));
        assertBadInput("tinyw.NoSuchWorkload", "workloads", "--plugin-path", Cli.path(plugins));
    }

    @Test
    void aWorkloadNeedingWhatTheEngineLacksIsBadInput() throws Exception {
        WorkloadJar.build(dir, plugins.resolve("needs-index.jar"), "NeedsIndex", "needs-index", "SECONDARY_INDEX");
        EngineJar.build(dir, plugins.resolve("kv-only.jar"), "KvOnly", EngineJar.providerSource("KvOnly", "kv-only")
                .replace("return tables.capabilities();", "return EnumSet.of(Capability.KEY_VALUE);"), null);
        EngineJar.tckJar(plugins.resolve("storagebench-engine-tck.jar"));
        assertBadInput("lacks SECONDARY_INDEX", "run", "-w", "needs-index", "--engine", "kv-only", "--plugin-path",
                Cli.path(plugins), "--work-dir", Cli.path(dir.resolve("work")), "--results-dir",
                Cli.path(dir.resolve("results")), "--no-progress");
    }

    private void assertBadInput(String expected, String... args) throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log-bad"), args);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).contains(expected).doesNotContain("\tat ");
        assertThat(r.err().strip().lines()).hasSize(1);
    }
}
