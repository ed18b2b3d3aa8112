package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresTestServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 49: kill -9 of storagebench during a run on a managed PostgreSQL left the server running with its data
 * directory, and the next run in the same work directory did not notice. Now the next run stops it, says so,
 * removes the dead run's directory, and runs.
 */
class KilledRunsServerIsStoppedByTheNextRunTest {
    @Test
    void theNextRunStopsTheOrphanAndSaysSo() throws Exception {
        PostgresTestServer.requireBinaries();
        Path dir = PostgresTestServer.workDir("orphan");
        Path work = dir.resolve("work");
        Process first = Cli.start(dir.resolve("first"), "run", "--engine", "postgres", "--work-dir", Cli.path(work),
                "--results-dir", Cli.path(dir.resolve("results")), "--no-progress", "-p", "rows.l.i0=5000000",
                "-p", "steps=l.i0");
        long postmaster = -1;
        try {
            postmaster = awaitPostmaster(work, first);
            first.destroyForcibly(); // SIGKILL: no shutdown hook runs
            assertThat(first.waitFor(1, TimeUnit.MINUTES)).isTrue();
            assertThat(ProcessHandle.of(postmaster)).as("the killed run's server runs on").isPresent();

            Cli.Result second = Cli.run(dir.resolve("second"), "run", "--engine", "postgres", "--work-dir",
                    Cli.path(work), "--results-dir", Cli.path(dir.resolve("results")), "--no-progress",
                    "-p", "rows.l.i0=2000", "-p", "steps=l.i0");

            assertThat(second.exitCode()).as(second.out() + second.err()).isZero();
            assertThat(second.out()).contains("stopped an orphaned server (pid " + postmaster + ")");
            assertThat(gone(postmaster)).as("the orphan stopped").isTrue();
            try (Stream<Path> runs = Files.list(work)) {
                assertThat(runs).as("the dead run's directory removed, and the second run's").isEmpty();
            }
        } finally {
            first.destroyForcibly();
            if (postmaster > 0 && ProcessHandle.of(postmaster).isPresent()) {
                new ProcessBuilder("kill", "-QUIT", Long.toString(postmaster)).start().waitFor();
            }
        }
    }

    /** True once no process has the pid, waiting a little for the init process to reap it. */
    private static boolean gone(long pid) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isPresent()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(100);
        }
        return true;
    }

    /** The postmaster's pid once its pid file names a live process. */
    private static long awaitPostmaster(Path work, Process run) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < deadline && run.isAlive()) {
            Optional<Long> pid = postmasterPid(work);
            if (pid.isPresent() && ProcessHandle.of(pid.get()).isPresent()) {
                return pid.get();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no server started under " + work);
    }

    private static Optional<Long> postmasterPid(Path work) throws IOException {
        if (!Files.isDirectory(work)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.find(work, 4, (f, a) -> f.endsWith("postmaster.pid"))) {
            for (Path f : files.toList()) {
                List<String> lines = Files.readAllLines(f);
                if (!lines.isEmpty() && lines.get(0).strip().matches("\\d+")) {
                    return Optional.of(Long.parseLong(lines.get(0).strip()));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // being written or removed (the servers initdb starts to check settings make one and remove it; the walk
            // then throws unchecked): look again
        }
        return Optional.empty();
    }
}
