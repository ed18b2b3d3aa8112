package io.storagebench.api;

import java.nio.file.Path;
import java.util.List;

/**
 * What a comparison left: the worst exit code of its runs ({@link ExitCode}), the bundles written, in the order run,
 * and the directory they are in.
 */
public record CompareResult(int exitCode, List<Path> bundles, Path dir) {
    public CompareResult {
        bundles = List.copyOf(bundles);
    }
}
