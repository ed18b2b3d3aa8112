package io.storagebench.api;

import io.storagebench.spi.DirectoryTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A run's own directory under the work directory, holding the engine's data; removed at the end unless kept. Its
 * name is claimed by creating it ({@link RunNames}), so the directory a run removes is always one it created; it
 * names this process as its owner ({@link RunOwner}), so a later run can stop a server this one left behind.
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
            // before any server starts, so a server that outlives this process is known to be an orphan
            RunOwner.current().writeTo(runDir);
            Files.createDirectory(runDir.resolve("data"));
        } catch (IOException | SecurityException e) {
            throw new BadInputException("cannot create the work directory " + runDir + ": " + e.getMessage());
        }
        if (!Files.isWritable(runDir.resolve("data"))) {
            throw new BadInputException("the work directory " + runDir + " is not writable");
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
        if (!keep) {
            DirectoryTrees.deleteOrWarn(runDir);
        }
    }
}
