package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

/** Runs of the CLI on an engine that starts its own server, in {@code dir/work}, and what they must leave behind. */
final class ManagedRuns {
    private ManagedRuns() {
    }

    /**
     * A run with {@code options} is bad input: exit code 2 and one line that says {@code expected}, with no stack
     * trace and no secret; no server is left running.
     */
    static void expectBadInput(Path dir, String engine, String expected, String... options) throws Exception {
        String[] args = InsertBenchmarkEndToEndTest.concat(new String[] {"run", "--engine", engine,
            "--work-dir", Cli.path(dir.resolve("work")), "--no-progress"}, options);
        Cli.Result r = Cli.run(dir.resolve("log"), args);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).contains(expected).doesNotContain("\tat ").doesNotContain("secret");
        assertThat(r.err().strip().lines()).hasSize(1);
        assertNoServerLeft(dir);
    }

    /** No process runs with {@code dir} on its command line, and the runs' data under {@code dir/work} is gone. */
    static void assertNoServerLeft(Path dir) throws Exception {
        assertThat(ProcessHandle.allProcesses().map(p -> p.info().commandLine().orElse(""))
                .filter(c -> c.contains(dir.toString()))).as("server processes under " + dir).isEmpty();
        if (Files.exists(dir.resolve("work"))) {
            try (var runs = Files.list(dir.resolve("work"))) {
                assertThat(runs).as("data removed after the run").isEmpty();
            }
        }
    }
}
