package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: pgjdbc's java.util.logging lines reached stderr ({@code Dec 01, 2026 ... PGPropertyUtil
 * convertPgPortToInt} / {@code WARNING: JDBC URL port: 99999 not valid}) before storagebench's own line. A bad URL
 * is bad input: exit code 2 and that one line only.
 */
class DriverLoggingStaysOffStderrTest {
    /** java.util.logging's default format: a timestamp line, then {@code LEVEL: message}. */
    private static final String JUL_LINE = "(?s).*(^|\\n)(SEVERE|WARNING|INFO|CONFIG|FINE|FINER|FINEST): .*";

    @TempDir
    Path dir;

    @Test
    void aBadPortInTheUrlIsOneLineOfOurOwn() throws Exception {
        Cli.Result r = Cli.run(dir, "run", "--engine", "postgres", "--jdbc-url",
                "jdbc:postgresql://127.0.0.1:99999/x", "-o", "user=u", "--work-dir", Cli.path(dir.resolve("w")),
                "--results-dir", Cli.path(dir.resolve("r")));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).doesNotContain("PGPropertyUtil").doesNotMatch(JUL_LINE);
        assertThat(r.err().strip().lines()).hasSize(1);
        assertThat(r.err()).startsWith("run: cannot connect to jdbc:postgresql://127.0.0.1:99999/x");
    }
}
