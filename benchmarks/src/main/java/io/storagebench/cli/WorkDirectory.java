package io.storagebench.cli;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * A run's own directory under the work directory, holding the engine's data; removed at the end unless kept. Its
 * name is claimed by creating it ({@link RunNames}), so the directory a run removes is always one it created.
 */
final class WorkDirectory implements AutoCloseable {
    private final Path runDir;
    private final boolean keep;

    private WorkDirectory(Path runDir, boolean keep) {
        this.runDir = runDir;
        this.keep = keep;
    }

    /** Creates {@code <workDir>/<runId>}, or {@code <runId>-2}, {@code -3}, ... when that name is taken. */
    static WorkDirectory create(Path workDir, String runId, boolean keep) {
        Path parent = workDir.toAbsolutePath();
        Path runDir = parent.resolve(runId);
        try {
            Files.createDirectories(parent);
            runDir = RunNames.claim(parent, runId, "", Files::createDirectory);
            Files.createDirectory(runDir.resolve("data"));
        } catch (IOException | SecurityException e) {
            throw new UsageException("cannot create the work directory " + runDir + ": " + e.getMessage());
        }
        if (!Files.isWritable(runDir.resolve("data"))) {
            throw new UsageException("the work directory " + runDir + " is not writable");
        }
        return new WorkDirectory(runDir, keep);
    }

    /** The run directory's name: the run id, with a suffix when another run had taken it. */
    String name() {
        return runDir.getFileName().toString();
    }

    Path dataDir() {
        return runDir.resolve("data");
    }

    @Override
    public void close() {
        if (keep) {
            return;
        }
        try {
            Files.walkFileTree(runDir, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            System.err.println("storagebench: could not remove " + runDir + ": " + e.getMessage());
        }
    }
}
