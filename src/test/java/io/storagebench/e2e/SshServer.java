package io.storagebench.e2e;

import io.storagebench.engine.jdbc.ServerProcesses;
import io.storagebench.testservers.TestServers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real OpenSSH server on this machine, for the tests: Debian's {@code openssh-server} started as
 * {@code sshd -D -f CONFIG} with a configuration, a host key and a throwaway client key all made here under
 * {@code dir}, listening on 127.0.0.1 on a free port and letting in this user by that key only. The system's own
 * sshd, its configuration and keys are not used. ssh reaches it as the hosts {@link #hosts} through a client
 * configuration of its own, given by an {@code ssh} on {@link #bin} that adds {@code -F}: printed commands run as
 * they are, as they would with a user's {@code ~/.ssh/config}. {@link #close} stops sshd and what it started. When
 * sshd is not installed or does not start, {@link #start} skips the test with the reason (in CI, fails it).
 */
final class SshServer implements AutoCloseable {
    private static final List<String> PROGRAMS = List.of("/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen");
    private static final long START_SECONDS = 20;

    private final Path dir;
    private final List<String> hosts;
    private Process sshd;

    private SshServer(Path dir, List<String> hosts) {
        this.dir = dir;
        this.hosts = hosts;
    }

    /** An sshd on 127.0.0.1 that ssh reaches as each of {@code hosts}, or the test is skipped (CI: failed). */
    static SshServer start(Path dir, List<String> hosts) throws Exception {
        for (String program : PROGRAMS) {
            if (!Files.isExecutable(Path.of(program))) {
                return TestServers.missing(program + " is not installed: apt-get install openssh-server");
            }
        }
        SshServer server = new SshServer(Files.createDirectories(dir), hosts);
        try {
            String failure = server.startSshd();
            if (failure != null) {
                server.close();
                return TestServers.missing("sshd does not start here: " + failure);
            }
        } catch (Exception | Error e) {
            server.close();
            throw e;
        }
        return server;
    }

    /** The directory whose {@code ssh} reaches this server; put it first on PATH. */
    Path bin() {
        return dir.resolve("bin");
    }

    private String startSshd() throws Exception {
        String user = System.getProperty("user.name");
        Path hostKey = dir.resolve("host_ed25519");
        Path userKey = dir.resolve("id_ed25519");
        for (Path key : List.of(hostKey, userKey)) {
            String failed = run("/usr/bin/ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "storagebench-test",
                    "-f", key.toString());
            if (failed != null) {
                return failed;
            }
        }
        Files.copy(dir.resolve("id_ed25519.pub"), dir.resolve("authorized_keys"));
        // sshd run by root checks for its privilege separation directory, which the system's service makes at start
        Path privsep = Path.of("/run/sshd");
        if ("root".equals(user) && !Files.isDirectory(privsep)) {
            Files.createDirectories(privsep, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwxr-xr-x")));
        }
        int port = ServerProcesses.freePort();
        Path config = Files.writeString(dir.resolve("sshd_config"), String.join("\n",
                "Port " + port,
                "ListenAddress 127.0.0.1",
                "HostKey " + hostKey,
                "PidFile " + dir.resolve("sshd.pid"),
                "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                // the key pair lives in a test's temporary directory, whose modes sshd's checks need not like
                "StrictModes no",
                "UsePAM no",
                "PasswordAuthentication no",
                "KbdInteractiveAuthentication no",
                "PermitRootLogin prohibit-password",
                "AllowUsers " + user,
                ""));
        String hostPublic = Files.readString(dir.resolve("host_ed25519.pub")).strip();
        Files.writeString(dir.resolve("known_hosts"), "[127.0.0.1]:" + port + " " + hostPublic + "\n");
        Path client = Files.writeString(dir.resolve("ssh_config"), String.join("\n",
                "Host " + String.join(" ", hosts),
                "  HostName 127.0.0.1",
                "  Port " + port,
                "  User " + user,
                "  IdentityFile " + userKey,
                "  IdentitiesOnly yes",
                "  UserKnownHostsFile " + dir.resolve("known_hosts"),
                "  GlobalKnownHostsFile /dev/null",
                "  StrictHostKeyChecking yes",
                ""));
        Path bin = Files.createDirectories(bin());
        Path ssh = Files.writeString(bin.resolve("ssh"), "#!/bin/sh\nexec /usr/bin/ssh -F '" + client + "' \"$@\"\n");
        Files.setPosixFilePermissions(ssh, PosixFilePermissions.fromString("rwxr-xr-x"));

        // -D: in the foreground, a child of this JVM; -e: its log to stderr, here a file
        sshd = new ProcessBuilder("/usr/sbin/sshd", "-D", "-e", "-f", config.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("sshd.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        String last = "";
        while (System.nanoTime() < deadline) {
            if (!sshd.isAlive()) {
                return "sshd exited with " + sshd.exitValue() + ": "
                        + Files.readString(dir.resolve("sshd.log")).strip();
            }
            last = run(ssh.toString(), "-n", "-o", "BatchMode=yes", hosts.get(0), "true");
            if (last == null) {
                return null;
            }
            Thread.sleep(200);
        }
        return "no login within " + START_SECONDS + " s: " + last + "; " + Files.readString(dir.resolve("sshd.log"));
    }

    /** Runs a command to its end; null when it succeeded, else what it said. */
    private String run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return String.join(" ", command) + " did not return";
        }
        return p.exitValue() == 0 ? null : String.join(" ", command) + ": exit " + p.exitValue() + ": " + out.strip();
    }


    /** Stops sshd and the sessions it started (a test that failed may leave one running). */
    @Override
    public void close() throws Exception {
        if (sshd == null) {
            return;
        }
        List<ProcessHandle> sessions = new ArrayList<>(sshd.descendants().toList());
        sshd.destroy();
        if (!sshd.waitFor(10, TimeUnit.SECONDS)) {
            sshd.destroyForcibly();
        }
        sessions.forEach(ProcessHandle::destroy);
    }
}
