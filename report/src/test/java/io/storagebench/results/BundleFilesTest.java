package io.storagebench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        assertThatThrownBy(() -> BundleFiles.read(future)).hasMessageContaining("schema version 99")
                .hasMessageContaining("reads 1");
    }
}
