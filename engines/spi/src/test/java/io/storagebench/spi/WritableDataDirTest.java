package io.storagebench.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data-directory check every engine that keeps files makes before it opens anything. */
class WritableDataDirTest {
    @TempDir
    Path dir;

    @Test
    void aWritableDirectoryIsReturnedAsGiven() {
        assertThat(new EngineConfig(dir, 1, Map.of()).writableDataDir()).isEqualTo(dir);
        assertThat(EngineConfig.requireWritable(dir)).isEqualTo(dir);
    }

    @Test
    void aMissingDirectoryOrAFileFailsWithOneLineNamingIt() throws IOException {
        Path missing = dir.resolve("missing");
        Path file = Files.writeString(dir.resolve("file"), "x");
        assertThatThrownBy(() -> new EngineConfig(missing, 1, Map.of()).writableDataDir())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the data directory " + missing + " is not writable");
        assertThatThrownBy(() -> EngineConfig.requireWritable(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the data directory " + file + " is not writable");
    }
}
