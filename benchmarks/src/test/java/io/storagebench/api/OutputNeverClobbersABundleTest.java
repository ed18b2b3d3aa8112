package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.storagebench.cli.CommandLineRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: an unwritable results directory gave two lines that never said why; --output naming a directory failed
 * only after writing {@code <dir>.logs/} beside it; an existing bundle was overwritten silently. Each is now refused
 * in one line, exit 2, before the engine starts. A row count too large for any disk stops the runs that get past the
 * output checks, so nothing here starts an engine.
 */
class OutputNeverClobbersABundleTest {
    /** Past every output check, this run is refused by the load check: proof it got that far. */
    private static final String TOO_LARGE = "rows.l.i0=1000000000000000000";

    @TempDir
    Path dir;

    @Test
    void anExistingBundleIsRefusedWithoutForce() throws Exception {
        Path earlier = Files.writeString(dir.resolve("earlier.json"), "{\"an\": \"earlier run\"}");

        CommandLineRun refused = run("--output", earlier.toString());

        assertThat(refused.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err()).contains("already exists", "--force").hasLineCount(1);
        assertThat(earlier).hasContent("{\"an\": \"earlier run\"}");
        CommandLineRun forced = run("--output", earlier.toString(), "--force");
        assertThat(forced.err()).doesNotContain("already exists").contains("l.i0 would write");
    }

    @Test
    void aDirectoryAsOutputIsRefusedAndNothingIsWrittenBesideIt() throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));

        for (String given : new String[] {results.toString(), dir.resolve("new") + "/"}) {
            CommandLineRun r = run("--output", given);
            assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(r.err()).contains("is a directory").hasLineCount(1);
        }
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(results);
        }
    }

    @Test
    void aResultsDirectoryUnderAFileSaysNotADirectory() throws Exception {
        Path file = Files.writeString(dir.resolve("file"), "");

        CommandLineRun r = run("--results-dir", file.resolve("results").toString(), "-p", "rows.l.i0=10");

        assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains(file.resolve("results").toString(), "not a directory").hasLineCount(1);
    }

    @Test
    void anUnwritableResultsDirectorySaysPermissionDenied() throws Exception {
        assumeThat(System.getProperty("user.name")).as("root writes anywhere").isNotEqualTo("root");
        Path locked = Files.createDirectory(dir.resolve("locked"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("r-xr-xr-x")));

        CommandLineRun r = run("--results-dir", locked.toString(), "-p", "rows.l.i0=10");

        assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains(locked.toString(), "permission denied").hasLineCount(1);
    }

    @Test
    void theOsReasonIsNamedInItsOwnWords() {
        assertThat(BundleLocation.reason(new java.nio.file.FileSystemException("/x", null, "Read-only file system")))
                .isEqualTo("read-only file system");
        assertThat(BundleLocation.reason(new java.nio.file.AccessDeniedException("/x"))).isEqualTo("permission denied");
    }

    private CommandLineRun run(String... args) {
        String[] all = new String[args.length + 6];
        all[0] = "run";
        all[1] = "--work-dir";
        all[2] = dir.resolve("work").toString();
        all[3] = "--no-progress";
        all[4] = "-p";
        all[5] = TOO_LARGE;
        System.arraycopy(args, 0, all, 6, args.length);
        return CommandLineRun.run(all);
    }
}
