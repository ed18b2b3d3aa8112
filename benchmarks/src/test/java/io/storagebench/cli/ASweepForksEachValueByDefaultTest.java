package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code run} with a sweep runs each value in a JVM of its own unless {@code --no-fork}, so one client count's JIT
 * profile and heap do not carry into the next; a run without a sweep stays in the CLI's JVM, as before.
 */
class ASweepForksEachValueByDefaultTest {
    private static boolean forks(String... args) {
        RunCommand command = new RunCommand();
        new CommandLine(command).parseArgs(args);
        return command.settings.builder(command.settings.repeat > 1).build().fork();
    }

    @Test
    void aSweepForksUnlessToldNotTo() {
        assertThat(forks("-w", "sysbench", "-p", "threads=1,2")).isTrue();
        assertThat(forks("-w", "sysbench", "-p", "threads=sweep")).isTrue();
        assertThat(forks("-w", "sysbench", "-p", "threads=1,2", "--no-fork")).isFalse();
    }

    @Test
    void aListThatIsOneValueIsNoSweepAndRunsInThisJvm() {
        assertThat(forks("-w", "sysbench", "-p", "threads=2", "--tests", "point-query,scan")).isFalse();
        assertThat(forks("-w", "insert-benchmark", "-p", "steps=l.i0,l.x")).isFalse();
    }
}
