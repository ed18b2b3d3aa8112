package io.storagebench.api;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;

/**
 * Names a run's directory and bundle so that no two runs share one. The run id only has a second's resolution, so
 * runs started together in one work or results directory would collide: each name is claimed by creating it with a
 * call that fails when it exists ({@code Files.createDirectory}, {@code Files.createFile}), and a taken name moves on
 * to the next suffix, {@code -2}, {@code -3}, ...
 */
final class RunNames {
    private RunNames() {
    }

    /** Creates a path atomically, throwing {@link FileAlreadyExistsException} when it exists. */
    @FunctionalInterface
    interface Create {
        Path create(Path path) throws IOException;
    }

    /** Creates {@code <dir>/<name><extension>}, or the first free {@code <name>-N<extension>}, and returns it. */
    static Path claim(Path dir, String name, String extension, Create create) throws IOException {
        for (int n = 1; ; n++) {
            Path path = dir.resolve((n == 1 ? name : name + "-" + n) + extension);
            try {
                return create.create(path);
            } catch (FileAlreadyExistsException taken) {
                // another run has it: the next suffix
            }
        }
    }
}
