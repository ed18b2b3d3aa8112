package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 62, through the jar: {@code --cache-size 999999t} ran to the end with exit 0 and a bundle claiming a
 * 999,999 TB cache. {@code run} and each {@code --vary cache-size} value of {@code compare} are now refused before
 * anything is created, in one line naming the size and this host's memory, exit 2. Nothing runs, so it takes as long
 * as the JVM's start.
 */
class CacheLargerThanMemoryEndToEndTest {
    private static final String MEMORY = "is more than this host's \\d+\\.\\d GiB of memory";

    @TempDir
    Path dir;

    @Test
    void runAndEachVariedValueOfCompareAreRefusedInOneLine() throws Exception {
        Cli.Result run = Cli.run(dir.resolve("log1"), "run", "--cache-size", "999999t", "-p", "rows.l.i0=2000", "-p",
                "query.seconds=1", "--work-dir", Cli.path(dir.resolve("work")), "--results-dir",
                Cli.path(dir.resolve("results")));

        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        assertThat(run.err().strip()).matches("run: --cache-size 999999t " + MEMORY);
        assertThat(dir.resolve("work")).doesNotExist();
        assertThat(dir.resolve("results")).doesNotExist();

        Cli.Result compare = Cli.run(dir.resolve("log2"), "compare", "--engines", "rocksdb", "--vary",
                "cache-size=64m,999999t", "-p", "rows.l.i0=2000", "--work-dir", Cli.path(dir.resolve("work")),
                "--results-dir", Cli.path(dir.resolve("cmp")));

        assertThat(compare.exitCode()).as(compare.err()).isEqualTo(2);
        assertThat(compare.err().strip()).matches("compare: --vary cache-size=999999t " + MEMORY);
        assertThat(dir.resolve("cmp")).doesNotExist();
    }
}
