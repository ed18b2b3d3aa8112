package io.storagebench.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One directory-tree delete: depth first, links not followed, a missing tree is no error. */
class DirectoryTreesTest {
    @TempDir
    Path dir;

    @Test
    void removesTheTreeAndNothingALinkInItPointsTo() throws IOException {
        Path outside = Files.writeString(dir.resolve("outside.txt"), "kept");
        Path root = Files.createDirectories(dir.resolve("run/data/sub"));
        Files.writeString(root.resolve("file"), "x");
        Files.createSymbolicLink(dir.resolve("run/link"), outside);

        DirectoryTrees.delete(dir.resolve("run"));

        assertThat(dir.resolve("run")).doesNotExist();
        assertThat(outside).hasContent("kept");
    }

    @Test
    void aMissingTreeOrNullIsNothingToDo() throws IOException {
        DirectoryTrees.delete(dir.resolve("missing"));
        DirectoryTrees.delete(null);
        DirectoryTrees.deleteOrWarn(dir.resolve("missing"));
        assertThat(dir).isEmptyDirectory();
    }
}
