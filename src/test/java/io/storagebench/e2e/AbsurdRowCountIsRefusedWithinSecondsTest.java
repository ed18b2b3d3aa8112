package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: {@code -p rows.l.i0=1000000000000000000} started loading with no warning and would have filled the disk.
 * It is refused in one line with the estimate and the free space, exit 2, within seconds, with nothing written.
 */
class AbsurdRowCountIsRefusedWithinSecondsTest {
    /** Far beyond any disk: about 156 EB at 52 bytes a row. */
    private static final String ROWS = "rows.l.i0=1000000000000000000";

    @Test
    void tenToTheEighteenRowsExits2WithTheNumbersAndWritesNothing(@TempDir Path dir) throws Exception {
        Path work = dir.resolve("work");
        Path results = dir.resolve("results");
        Process p = Cli.start(dir, dir.resolve("log"), "run", "--work-dir", Cli.path(work), "--results-dir",
                Cli.path(results), "--no-progress", "-p", ROWS);

        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("refused within seconds").isTrue();
        Cli.Result r = Cli.result(p, dir.resolve("log"));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).matches("run: l\\.i0 would write about [0-9.]+ [A-Z]+ into " + Cli.path(work)
                + " \\([0-9.]+ [A-Z]+ free\\): lower rows\\.l\\.i0 or use another --work-dir");
        assertThat(work).doesNotExist();
        assertThat(results).doesNotExist();
    }
}
