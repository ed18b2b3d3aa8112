package io.storagebench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleFilesTest {
    @TempDir
    Path dir;

    @Test
    void aBundleReadsBackEqualAndLeavesNoTemporaryFile() throws Exception {
        ResultBundle bundle = Bundles.sample();
        Path file = dir.resolve("sub/run.json");
        BundleFiles.write(bundle, file);
        BundleFiles.write(bundle, file); // replacing an existing bundle works too
        assertThat(BundleFiles.read(file)).isEqualTo(bundle);
        try (var files = Files.list(file.getParent())) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void filesThatAreNotBundlesAreRefusedWithOneLine() throws Exception {
        assertThatThrownBy(() -> BundleFiles.read(dir.resolve("missing.json")))
                .isInstanceOf(BundleFormatException.class).hasMessageContaining("no such file");
        Path text = Files.writeString(dir.resolve("a.json"), "not json at all");
        assertThatThrownBy(() -> BundleFiles.read(text)).hasMessageContaining("is not JSON");
        Path other = Files.writeString(dir.resolve("b.json"), "{\"name\": 1}");
        assertThatThrownBy(() -> BundleFiles.read(other)).hasMessageContaining("not a storagebench result bundle");
        Path future = Files.writeString(dir.resolve("c.json"), BundleFiles.toJson(Bundles.sample())
                .replace("\"schemaVersion\" : 1", "\"schemaVersion\" : 99"));
        assertThatThrownBy(() -> BundleFiles.read(future)).hasMessageContaining("schema version 99, written by a newer")
                .hasMessageContaining("reads 1");
    }

    @Test
    void metricsReadBackWithTheirAbsenceReasonsAndABundleWithoutMetricsStillReads() throws Exception {
        ResultBundle bundle = Bundles.sample();
        StepResult step = BundleFiles.read(Files.writeString(dir.resolve("m.json"), BundleFiles.toJson(bundle)))
                .steps().get(0);
        assertThat(step.metric("cpu_us_per_op.server").value()).isNull();
        assertThat(step.metric("cpu_us_per_op.server").reason()).isEqualTo("embedded engine");
        assertThat(step.metric("cs_per_s.host").series()).containsExactly(90.0, 110.0);

        ObjectMapper json = new ObjectMapper();
        ObjectNode tree = (ObjectNode) json.readTree(BundleFiles.toJson(bundle));
        ((ObjectNode) tree.get("steps").get(0)).remove("metrics"); // as written before probes existed
        Path old = Files.writeString(dir.resolve("old.json"), json.writeValueAsString(tree));
        assertThat(BundleFiles.read(old).steps().get(0).metrics()).isEmpty();
    }

    @Test
    void aShardsBundleNamesItsShardAndAnUnshardedOneHasNoShardField() throws Exception {
        ResultBundle plain = Bundles.sample();
        assertThat(BundleFiles.toJson(plain)).doesNotContain("\"shard\"");
        WorkloadInfo w = plain.workload();
        ResultBundle sharded = new ResultBundle(plain.schemaVersion(), plain.framework(), plain.host(), plain.jvm(),
                plain.engine(), new WorkloadInfo(w.name(), w.profile(), w.seed(), w.parameters(),
                        new ShardInfo("run-7", 1, 3, "2026-12-02T01:00:00Z")),
                plain.startedAt(), plain.endedAt(), plain.status(), plain.steps(), plain.errors());
        Path file = dir.resolve("shard.json");
        BundleFiles.write(sharded, file);
        assertThat(BundleFiles.read(file)).isEqualTo(sharded);
        assertThat(BundleFiles.read(file).workload().shard().label()).isEqualTo("1/3");
        assertThatThrownBy(() -> new ShardInfo("run-7", 3, 3, null)).hasMessage("shard 3/3 is out of range");
    }
}
