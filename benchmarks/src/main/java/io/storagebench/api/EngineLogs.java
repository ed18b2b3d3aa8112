package io.storagebench.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;

/**
 * Keeps the engine's log files with the results: copied into {@code <bundle name>.logs/} beside the bundle, since
 * the run's data directory (where servers and RocksDB write them) is removed at the end.
 */
final class EngineLogs {
    private EngineLogs() {
    }

    /**
     * Copies the logs that exist; a log that cannot be copied is reported on stderr and never fails the run, whose
     * bundle is already written. Returns the directory when something was copied.
     */
    static Optional<Path> keep(List<Path> logs, Path bundleFile) {
        List<Path> present = logs.stream().filter(Files::isRegularFile).toList();
        if (present.isEmpty()) {
            return Optional.empty();
        }
        String name = bundleFile.getFileName().toString().replaceFirst("\\.json$", "");
        Path dir = bundleFile.toAbsolutePath().resolveSibling(name + ".logs");
        boolean copied = false;
        for (Path log : present) {
            try {
                Files.createDirectories(dir);
                Files.copy(log, dir.resolve(log.getFileName()), StandardCopyOption.REPLACE_EXISTING);
                copied = true;
            } catch (IOException | SecurityException e) {
                System.err.println("storagebench: could not keep the engine log " + log + ": " + e.getMessage());
            }
        }
        return copied ? Optional.of(dir) : Optional.empty();
    }
}
