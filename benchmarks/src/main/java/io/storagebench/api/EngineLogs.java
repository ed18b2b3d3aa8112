package io.storagebench.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Keeps the engine's log files with the results: copied into {@code <bundle name>.logs/} beside the bundle, since
 * the run's data directory (where servers and RocksDB write them) is removed at the end. Logs of the same name (the
 * nodes of a cluster, each server writing its own {@code mariadb.err}) go into a directory named after the
 * directory each came from ({@code galera-node2/mariadb.err}).
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
        Set<Path> repeated = present.stream().collect(Collectors.groupingBy(Path::getFileName, Collectors.counting()))
                .entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey).collect(Collectors.toSet());
        boolean copied = false;
        for (Path log : present) {
            Path target = repeated.contains(log.getFileName()) && log.getParent() != null
                    ? dir.resolve(log.getParent().getFileName()).resolve(log.getFileName())
                    : dir.resolve(log.getFileName());
            try {
                Files.createDirectories(target.getParent());
                Files.copy(log, target, StandardCopyOption.REPLACE_EXISTING);
                copied = true;
            } catch (IOException | SecurityException e) {
                System.err.println("storagebench: could not keep the engine log " + log + ": " + e.getMessage());
            }
        }
        return copied ? Optional.of(dir) : Optional.empty();
    }
}
