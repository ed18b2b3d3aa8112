package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: as root in a clone under root's home (mode 0700), the server's own user could not reach the data
 * directory, and the tools failed late with little to say. The check names the parent it cannot enter. The user is
 * {@code nobody}, present everywhere; {@code runuser} confirms each verdict the way the kernel sees it.
 */
class ServerUserCannotEnterParentTest {
    @TempDir
    Path tmp;
    private ServerUser nobody;

    @BeforeEach
    void asRoot() {
        assumeTrue(ServerProcesses.runningAsRoot(), "runs as root, which can make a directory nobody cannot enter");
        nobody = ServerUser.lookup("nobody");
    }

    @Test
    void aPrivateParentIsNamedWithTheFix() throws Exception {
        Path locked = Files.createDirectory(tmp.resolve("home"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path data = Files.createDirectories(locked.resolve("clone/work/run/data"));
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));

        assertThat(nobody.firstBlockedParent(data)).contains(locked.toRealPath());
        assertThat(canEnterAsNobody(locked)).isFalse();
        assertThatThrownBy(() -> nobody.requireCanReach(data)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nobody cannot enter " + locked.toRealPath() + " (mode 0700, owner root)")
                .hasMessageContaining("chmod o+x " + locked.toRealPath()).hasMessageContaining("--work-dir ");

        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx-----x"));
        assertThat(nobody.firstBlockedParent(data)).isEmpty();
        assertThat(canEnterAsNobody(data)).isTrue();
    }

    @Test
    void theGroupClassDecidesForAMemberEvenWhenOthersMayEnter() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("grouped/inner"));
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path grouped = dir.getParent();
        int nogroup = nobody.groups().iterator().next();
        Files.setAttribute(grouped, "unix:gid", nogroup);
        Files.setPosixFilePermissions(grouped, PosixFilePermissions.fromString("rwx---r-x"));

        assertThat(nobody.firstBlockedParent(dir)).contains(grouped.toRealPath());
        assertThat(canEnterAsNobody(grouped)).isFalse();
    }

    private static boolean canEnterAsNobody(Path dir) {
        return ServerProcesses.run(List.of("runuser", "-u", "nobody", "--", "test", "-x", dir.toString()), 10)
                .exitCode() == 0;
    }
}
