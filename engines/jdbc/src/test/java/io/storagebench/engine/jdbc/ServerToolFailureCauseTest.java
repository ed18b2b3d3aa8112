package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Issue 49: a failed initdb or mariadb-install-db was reported by its last line, "initdb: removing data directory"
 * or "at https://mariadb.org/jira", which hid the cause. The outputs here are the tools' own, captured on a full
 * file system and under a parent the server's user could not enter.
 */
class ServerToolFailureCauseTest {
    @Test
    void initdbOnAFullDiskSaysNoSpace() throws IOException {
        assertThat(cause("initdb-no-space.txt"))
                .startsWith("could not write to file \"pg_wal/xlogtemp.")
                .contains("No space left on device").doesNotContain("removing data directory", "FATAL", "UTC", "bootstrap");
    }

    @Test
    void initdbWithoutAccessSaysPermissionDenied() throws IOException {
        assertThat(cause("initdb-permission-denied.txt")).isEqualTo("initdb: error: could not access directory "
                + "\"/tmp/srvrepro/p/data/pgdata\": Permission denied");
    }

    @Test
    void mariadbInstallDbOnAFullDiskSaysOutOfDiskSpace() throws IOException {
        assertThat(cause("mariadb-install-db-no-space.txt"))
                .isEqualTo("InnoDB: preallocating 12582912 bytes for file ./ibdata1 failed with error 28; "
                        + "InnoDB: Could not set the file size of './ibdata1'. Probably out of disk space");
    }

    @Test
    void mariadbInstallDbWithoutAccessSaysPermissionDenied() throws IOException {
        assertThat(cause("mariadb-install-db-permission-denied.txt"))
                .startsWith("mariadbd: Can't create/write to file '/tmp/srvrepro/m/data/mariadb-data/aria_log_control'")
                .contains("Permission denied").doesNotContain("jira", "[ERROR]");
    }

    @Test
    void outputWithoutAnErrorLineGivesItsLastLine() {
        assertThat(new ServerProcesses.Outcome(1, "starting\n\nsomething odd\n").cause()).isEqualTo("something odd");
        assertThat(new ServerProcesses.Outcome(1, "").cause()).isEqualTo("(no output)");
    }

    private static String cause(String capture) throws IOException {
        try (InputStream in = ServerToolFailureCauseTest.class.getResourceAsStream("/tool-output/" + capture)) {
            return new ServerProcesses.Outcome(1, new String(in.readAllBytes(), StandardCharsets.UTF_8)).cause();
        }
    }
}
