package io.storagebench.api;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The storagebench process a run directory belongs to, kept in the directory's {@link #FILE}. The start time tells
 * the owner from a later process that got its pid.
 *
 * @param pid            the owner's process id
 * @param startEpochMilli when the owner started, as the kernel reports it
 */
record RunOwner(long pid, long startEpochMilli) {
    static final String FILE = "storagebench.owner";

    /** This process. */
    static RunOwner current() {
        ProcessHandle self = ProcessHandle.current();
        return new RunOwner(self.pid(), startOf(self));
    }

    /** Writes the owner file into {@code runDir}. */
    void writeTo(Path runDir) throws IOException {
        Files.writeString(runDir.resolve(FILE), pid + " " + startEpochMilli + "\n", StandardCharsets.UTF_8);
    }

    /** The run directory's owner, or empty when it has no owner file (not a run's, or one still being created). */
    static Optional<RunOwner> of(Path runDir) {
        try {
            String[] fields = Files.readString(runDir.resolve(FILE), StandardCharsets.UTF_8).strip().split(" ");
            return Optional.of(new RunOwner(Long.parseLong(fields[0]), Long.parseLong(fields[1])));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** True while the owner runs: a process with its pid that started when it did. */
    boolean alive() {
        return ProcessHandle.of(pid).filter(p -> startOf(p) == startEpochMilli).isPresent();
    }

    private static long startOf(ProcessHandle p) {
        return p.info().startInstant().map(i -> i.toEpochMilli()).orElse(-1L);
    }
}
