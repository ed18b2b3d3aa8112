package io.storagebench.api;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What a run left: its exit code ({@link ExitCode}) and the bundles it wrote, one per repetition that started (a run
 * stopped by Ctrl-C or failed keeps what it measured in its bundle).
 */
public record RunResult(int exitCode, List<Path> bundles) {
    public RunResult {
        bundles = List.copyOf(bundles);
    }

    /** The bundles, read back from their files; a bundle whose file is gone is left out. */
    public List<ResultBundle> read() {
        return bundles.stream().filter(Files::isRegularFile).map(BundleFiles::read).toList();
    }
}
