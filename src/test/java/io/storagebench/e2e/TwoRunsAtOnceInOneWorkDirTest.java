package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: two runs started at once with one --work-dir and one --results-dir shared a run directory and a bundle
 * name (both named after the second they started in); the one that failed first removed the other's live data and
 * both failed. Each must get its own directory and bundle, and both succeed.
 */
class TwoRunsAtOnceInOneWorkDirTest {
    @TempDir
    Path dir;

    @Test
    void bothSucceedWithTwoBundles() throws Exception {
        String[] args = {"run", "--no-progress", "-p", "rows.l.i0=2000", "-p", "steps=l.i0",
            "--work-dir", Cli.path(dir.resolve("work")), "--results-dir", Cli.path(dir.resolve("results"))};
        Process first = Cli.start(dir.resolve("first"), args);
        Process second = Cli.start(dir.resolve("second"), args);
        for (Process p : List.of(first, second)) {
            assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        }
        Cli.Result a = Cli.result(first, dir.resolve("first"));
        Cli.Result b = Cli.result(second, dir.resolve("second"));
        assertThat(a.exitCode()).as(a.err()).isZero();
        assertThat(b.exitCode()).as(b.err()).isZero();
        try (Stream<Path> bundles = Files.list(dir.resolve("results"))) {
            assertThat(bundles.filter(p -> p.toString().endsWith(".json"))).hasSize(2);
        }
        assertThat(dir.resolve("work")).isEmptyDirectory();
    }
}
