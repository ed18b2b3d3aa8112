package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.ActorResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The workload the archetype generates with its defaults ({@code -w my-workload}), as {@code mvn package} in the
 * generated project builds it, is listed by {@code workloads --plugin-path} and runs from {@code --plugin-path}: its
 * load puts every key, its mix runs two paced threads without an error. The archetype's own integration test builds
 * the generated project with Maven and runs its kit test; this is the other half. A run of one second: seconds.
 */
class WorkloadArchetypeEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void theGeneratedWorkloadIsListedAndRunsFromThePluginPath() throws Exception {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        WorkloadJar.fromArchetype(dir, plugins.resolve("my-workload-1.0-SNAPSHOT.jar"),
                Map.of("package", "org.example", "workloadName", "my-workload", "workloadPrefix", "My"));

        Cli.Result listed = Cli.run(dir.resolve("log1"), "workloads", "--plugin-path", Cli.path(plugins));
        assertThat(listed.exitCode()).as(listed.err()).isZero();
        assertThat(listed.out()).contains("my-workload", "50% reads, 50% updates over uniform keys at a fixed rate");

        Path bundleFile = dir.resolve("my-workload.json");
        Cli.Result r = Cli.run(dir.resolve("log2"), "run", "--plugin-path", Cli.path(plugins), "-w", "my-workload",
                "-p", "keys=2000", "-p", "seconds=1", "--engine", "rocksdb", "--work-dir",
                Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.workload().name()).isEqualTo("my-workload");
        assertThat(bundle.steps()).extracting(s -> s.name()).containsExactly("load", "mix");
        assertThat(bundle.steps().get(0).actors().get(0).ops()).isEqualTo(2000);
        ActorResult client = bundle.steps().get(1).actors().get(0);
        assertThat(client.threads()).isEqualTo(2);
        assertThat(client.targetOpsPerSecond()).isEqualTo(2 * 100.0);
        assertThat(client.ops()).isPositive();
        assertThat(client.errors()).isZero();
    }
}
