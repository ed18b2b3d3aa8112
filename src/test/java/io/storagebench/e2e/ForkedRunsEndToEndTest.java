package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs forked into JVMs of their own (run --repeat, compare) stop as a run in the CLI's own JVM does: Ctrl-C on the
 * CLI, or the CLI killed outright, leaves the fork's bundle with what it measured, its data removed and no JVM behind.
 */
class ForkedRunsEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void ctrlCOnTheCliStopsItsForkedRunWhichKeepsWhatItMeasured() throws Exception {
        Process cli = startInQr100();
        List<ProcessHandle> forks = forks(cli);
        assertThat(forks).as("the run is in a JVM of its own").isNotEmpty();

        Cli.interrupt(cli);

        assertThat(cli.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(cli.exitValue()).isEqualTo(130);
        assertStoppedAndKept(forks);
        assertThat(dir.resolve("run-r2.json")).as("no second repetition after Ctrl-C").doesNotExist();
    }

    @Test
    void aForkWhoseCliIsKilledStopsItsRunAndKeepsWhatItMeasured() throws Exception {
        Process cli = startInQr100();
        List<ProcessHandle> forks = forks(cli);
        assertThat(forks).isNotEmpty();

        cli.destroyForcibly();

        assertThat(cli.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertStoppedAndKept(forks);
    }

    /** A run of two forked repetitions, with its first in qr100 (its load steps written to the bundle). */
    private Process startInQr100() throws Exception {
        Process p = Cli.start(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--repeat", "2", "--work-dir", Cli.path(dir.resolve("work")), "--output",
            Cli.path(dir.resolve("run.json")), "--no-progress", "-p", "query.seconds=600"},
            List.of(InsertBenchmarkEndToEndTest.MICRO).subList(0, 6).toArray(String[]::new)));
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && !InsertBenchmarkEndToEndTest.reached(dir.resolve("run-r1.json"), "l.i2")) {
            Thread.sleep(200);
        }
        Thread.sleep(2000);
        return p;
    }

    private static List<ProcessHandle> forks(Process cli) {
        return cli.descendants().filter(h -> h.info().commandLine().orElse("").contains("io.storagebench.api.ForkMain"))
                .toList();
    }

    private void assertStoppedAndKept(List<ProcessHandle> forks) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < deadline && forks.stream().anyMatch(ProcessHandle::isAlive)) {
            Thread.sleep(200);
        }
        assertThat(forks).as("no fork left running").noneMatch(ProcessHandle::isAlive);
        InsertBenchmarkEndToEndTest.assertStoppedInQr100(dir.resolve("run-r1.json"), dir.resolve("work"));
    }
}
