package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A list where it does not belong, and a sweep value no run can take, are one line and exit 2 before any run. */
class SweepBadInputIsOneLineTest {
    @TempDir
    Path dir;

    private CommandLineRun run(String... params) {
        String[] args = new String[8 + params.length];
        System.arraycopy(new String[] {"run", "-w", "sysbench", "--no-progress", "--work-dir",
            dir.resolve("work").toString(), "--results-dir", dir.resolve("results").toString()}, 0, args, 0, 8);
        System.arraycopy(params, 0, args, 8, params.length);
        return CommandLineRun.run(args);
    }

    @Test
    void aListForAParameterThatIsNotSweepableNamesTheSweepableOnes() {
        CommandLineRun r = run("-p", "tables=1,2");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("run: parameter tables takes one value, not the list '1,2'; a list of values, "
                + "one run each, is for threads (e.g. -p threads=1,2,4)\n");
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void aSweepValueOfZeroIsRefusedBeforeAnyRun() {
        CommandLineRun r = run("-p", "threads=1,0");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("run: bad value '0' for parameter threads: expected a whole number from 1 to "
                + "4096\n");
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void compareSaysASweepIsRunsJob() {
        CommandLineRun r = CommandLineRun.run("compare", "--engines", "rocksdb", "-w", "sysbench", "-p",
                "threads=1,2", "--results-dir", dir.resolve("results").toString());
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("compare: parameter threads takes one value per run here: '1,2' is a sweep, "
                + "which storagebench run runs (one run per value)\n");
    }
}
