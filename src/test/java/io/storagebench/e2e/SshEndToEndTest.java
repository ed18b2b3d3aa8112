package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.testservers.ServerPerRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The commands {@code distribute ssh} prints, run as the guide runs them ({@code xargs -P 0} through {@code sh -c},
 * all at once) against a real sshd ({@link SshServer}: this machine under two host names) for two shards against a
 * PostgreSQL on 127.0.0.1: each logs in without a prompt, runs its shard with the options as given, the shards meet
 * at every step in the sync directory, and {@code merge} and {@code report} make the run's one result, whose rows and
 * operations are the shards' sums. Both hosts are one machine here, so they share the results directory, as hosts
 * with a shared home do; the guide's {@code scp} of each host's bundles is left out, and {@code --work-dir} keeps
 * the shards' work directory out of the login directory. Micro-sized: what it pins is the
 * path through ssh, not a rate.
 */
@ResourceLock(PostgresTestServer.LOCK)
class SshEndToEndTest {
    @RegisterExtension
    static final ServerPerRun<PostgresServer> SERVER = PostgresTestServer.PER_RUN;
    private static final String RUN = "e2e-ssh";

    @TempDir
    Path dir;

    @Test
    void thePrintedCommandsRunTwoShardsOverSshWhoseBundlesMergeAndReport() throws Exception {
        PostgresServer server = SERVER.get();
        try (Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
             Statement st = c.createStatement()) {
            st.execute("DROP DATABASE IF EXISTS ssh");
            st.execute("CREATE DATABASE ssh");
        }
        Path results = dir.resolve("results");
        try (SshServer sshd = SshServer.start(dir.resolve("sshd"), List.of("c0", "c1"))) {
            List<String> distribute = new ArrayList<>(List.of("distribute", "ssh", "--hosts", "c0,c1", "--run-id",
                    RUN, "--storagebench", Cli.path(TwoShards.launcherDir(dir).resolve("storagebench")),
                    "--results-dir", Cli.path(results), "--sync-dir", Cli.path(dir.resolve("sync")), "--", "-e",
                    "postgres", "--jdbc-url", server.jdbcUrl("ssh"), "--work-dir", Cli.path(dir.resolve("work"))));
            distribute.addAll(TwoShards.WORKLOAD);
            Cli.Result printed = Cli.run(dir.resolve("log-distribute"), distribute.toArray(String[]::new));
            assertThat(printed.exitCode()).as(printed.err()).isZero();
            assertThat(printed.out().lines()).hasSize(2).allMatch(l -> l.startsWith("ssh -n -o BatchMode=yes c"));
            Path commands = Files.writeString(dir.resolve("e2e-ssh.cmds"), printed.out());

            // the guide's line without GNU parallel: xargs -d '\n' -P 0 -n 1 sh -c < e2e-ssh.cmds
            long began = System.nanoTime();
            ProcessBuilder pb = new ProcessBuilder("xargs", "-d", "\n", "-P", "0", "-n", "1", "sh", "-c")
                    .directory(dir.toFile()).redirectInput(commands.toFile()).redirectErrorStream(true);
            pb.environment().put("PATH", sshd.bin() + ":" + System.getenv("PATH"));
            Process xargs = pb.start();
            String log = new String(xargs.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(xargs.waitFor(3, TimeUnit.MINUTES)).as(log).isTrue();
            System.out.printf("ssh e2e: both shards over ssh in %.1f s%n", (System.nanoTime() - began) / 1e9);
            assertThat(xargs.exitValue()).as(log).isZero();
            assertThat(log).contains("shard 0/2 of run " + RUN, "shard 1/2 of run " + RUN);
        }
        TwoShards.assertTheyMergeAndReport(dir, RUN, results.resolve(RUN));
    }
}
