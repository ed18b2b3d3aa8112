package io.storagebench.api;

import io.storagebench.spi.DirectoryTrees;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Stops the managed servers of runs whose storagebench process died without stopping them (kill -9, a crash, the
 * machine's OOM killer): such a server runs on with its data directory, and nothing else would stop it. Each run
 * directory names its owner ({@link RunOwner}); a run directory whose owner is gone but which holds a server's pid
 * file ({@code postmaster.pid}, MariaDB's {@code mysqld.pid}) naming a live process started on that directory is an
 * orphan. Its server gets SIGQUIT (PostgreSQL's immediate shutdown, a shutdown for mariadbd), then SIGKILL, and the
 * directory is removed, as its run would have done.
 */
final class OrphanServers {
    /** How deep under a run directory the servers write their pid files ({@code data/pgdata/postmaster.pid}). */
    private static final int PID_FILE_DEPTH = 4;

    private OrphanServers() {
    }

    /** Stops every orphaned server under {@code workDir} and says so, one line each; never throws. */
    static void stopIn(Path workDir, PrintWriter out) {
        Path parent = workDir.toAbsolutePath();
        if (!Files.isDirectory(parent)) {
            return;
        }
        try (Stream<Path> runs = Files.list(parent)) {
            for (Path run : runs.filter(Files::isDirectory).toList()) {
                Optional<RunOwner> owner = RunOwner.of(run);
                if (owner.isEmpty() || owner.get().alive()) {
                    continue; // not a run's, or a run in progress, or one started now and not yet marked
                }
                List<ProcessHandle> servers = liveServers(run);
                for (ProcessHandle server : servers) {
                    stop(server);
                    out.println("storagebench: stopped an orphaned server (pid " + server.pid() + ") in " + run
                            + ", left running by storagebench pid " + owner.get().pid() + ", which is gone; "
                            + "removed its directory");
                }
                if (!servers.isEmpty()) {
                    DirectoryTrees.deleteOrWarn(run);
                }
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("storagebench: could not look for orphaned servers in " + parent + ": "
                    + e.getMessage());
        }
        out.flush();
    }

    /** The live processes named by the run's pid files whose command line names the run directory. */
    static List<ProcessHandle> liveServers(Path run) throws IOException {
        List<ProcessHandle> servers = new ArrayList<>();
        try (Stream<Path> files = Files.find(run, PID_FILE_DEPTH,
                (f, attrs) -> attrs.isRegularFile() && f.getFileName().toString().endsWith(".pid"))) {
            for (Path file : files.toList()) {
                pidIn(file).flatMap(ProcessHandle::of)
                        .filter(p -> p.info().commandLine().orElse("").contains(run.toString()))
                        .ifPresent(servers::add);
            }
        }
        return servers;
    }

    private static Optional<Long> pidIn(Path pidFile) {
        try {
            List<String> lines = Files.readAllLines(pidFile, StandardCharsets.UTF_8);
            return lines.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(lines.get(0).strip()));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty(); // being written, or not a pid
        }
    }

    private static void stop(ProcessHandle server) {
        try {
            new ProcessBuilder("kill", "-QUIT", Long.toString(server.pid())).start().waitFor();
            server.onExit().get(Defaults.ORPHAN_STOP_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            server.descendants().forEach(ProcessHandle::destroyForcibly);
            server.destroyForcibly();
        }
    }
}
