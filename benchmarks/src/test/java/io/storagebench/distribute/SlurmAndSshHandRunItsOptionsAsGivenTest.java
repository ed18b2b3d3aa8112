package io.storagebench.distribute;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.api.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sbatch script and the ssh commands, run by a real shell with storagebench replaced by a script that prints its
 * arguments: each shard gets run's options word for word (spaces, quotes and {@code $} included), its shard and the
 * run id, and the Slurm job (or array) has one task per shard.
 */
class SlurmAndSshHandRunItsOptionsAsGivenTest {
    private static final String URL = "jdbc:postgresql://db/ib?user=bench";
    /** Words a shell would split, expand or end a quote at, were they not quoted. */
    private static final List<String> OPTIONS = List.of("-e", "postgres", "--jdbc-url", URL, "-w", "sysbench",
            "--tests", "point range", "-o", "application_name=it's $HOME `id`", "-p", "threads=4");
    private static final HostLayout LAYOUT = new HostLayout("storagebench", "results", null);

    @TempDir
    Path dir;

    private Path printArgs() throws IOException {
        Path script = dir.resolve("print args");
        Files.writeString(script, "#!/bin/sh\nprintf '%s\\n' \"$@\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    private static ShardedRun run(int shards) {
        return ShardedRun.of("sysbench", shards, OPTIONS, false, URL, Map.of());
    }

    /** A stand-in srun on PATH: drops its own options, as srun does, and starts the command once. */
    private Map<String, String> fakeSrun() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path srun = Files.writeString(bin.resolve("srun"), "#!/bin/sh\nprintf 'srun %s\\n' \"$*\" | cut -d' ' -f1-3\n"
                + "while [ \"${1#--}\" != \"$1\" ]; do shift; done\nexec \"$@\"\n");
        Files.setPosixFilePermissions(srun, PosixFilePermissions.fromString("rwxr-xr-x"));
        return Map.of("PATH", bin + ":" + System.getenv("PATH"), "SLURM_JOB_ID", "4242");
    }

    @Test
    void theJobHasOneTaskPerShardWhichSrunStartsTogetherEachOnANodeOfItsOwn() throws Exception {
        String script = SlurmScript.script(run(3), new HostLayout(printArgs().toString(), "out dir", "/nfs/sync"),
                SlurmScript.Placement.ONE_PER_NODE);
        List<String> lines = script.lines().toList();
        assertThat(lines.get(0)).isEqualTo("#!/bin/bash");
        assertThat(lines).contains("#SBATCH --nodes=3", "#SBATCH --ntasks=3", "#SBATCH --ntasks-per-node=1")
                .noneMatch(l -> l.contains("--array"));
        // sbatch reads #SBATCH lines only before the first command
        int firstCommand = lines.indexOf("set -euo pipefail");
        assertThat(lines.subList(firstCommand, lines.size())).noneMatch(l -> l.startsWith("#SBATCH"));

        Path file = Files.writeString(dir.resolve("job.sbatch"), script);
        List<String> expected = new ArrayList<>(List.of("srun --kill-on-bad-exit=0 --label", "run", "--shards", "3",
                "--run-id", "4242", "--results-dir", "out dir/4242", "--sync-dir", "/nfs/sync/4242",
                "--sync-timeout", "10m"));
        expected.addAll(OPTIONS);
        assertThat(shell(List.of("bash", file.toString()), fakeSrun())).isEqualTo(expected);
    }

    @Test
    void shardsSharingNodesAreSaidToShareTheirCpus() {
        String script = SlurmScript.script(run(5), LAYOUT, new SlurmScript.Placement(2, false));
        assertThat(script).contains("#SBATCH --nodes=3\n#SBATCH --ntasks=5\n#SBATCH --ntasks-per-node=2\n")
                .contains("# 2 on each node (--tasks-per-node 2): shards on one node share its CPUs");
        // without a sync directory there is no wait to bound
        assertThat(script).doesNotContain("--sync-timeout");
    }

    @Test
    void theArrayFormHasOneTaskPerShardAndSaysItsTasksAreNotStartedTogether() throws Exception {
        String script = SlurmScript.script(run(3), new HostLayout(printArgs().toString(), "out dir", "/nfs/sync",
                90), new SlurmScript.Placement(1, true));
        assertThat(script.lines()).contains("#SBATCH --array=0-2");
        assertThat(script).contains("# An array's tasks are scheduled one by one, not together");
        assertThat(SlurmScript.script(run(1), LAYOUT, new SlurmScript.Placement(1, true)))
                .contains("#SBATCH --array=0-0\n");

        Path file = Files.writeString(dir.resolve("array.sbatch"), script);
        List<String> expected = new ArrayList<>(List.of("run", "--shards", "3", "--run-id", "4242", "--results-dir",
                "out dir/4242", "--sync-dir", "/nfs/sync/4242", "--sync-timeout", "90s"));
        expected.addAll(OPTIONS);
        assertThat(shell(List.of("bash", file.toString()), Map.of("SLURM_ARRAY_JOB_ID", "4242")))
                .isEqualTo(expected);
    }

    @Test
    void eachHostRunsItsShardOfTheRunWithRunsOptionsThroughTwoShells() throws Exception {
        List<String> lines = SshCommands.lines(run(3), List.of("h1", "bench@h2", "h3"), "run-9",
                new HostLayout(printArgs().toString(), "results", "sync dir"));
        assertThat(lines).hasSize(3);
        for (int i = 0; i < lines.size(); i++) {
            // as ssh does: the words after the host, joined by spaces, run by the remote user's shell
            String ssh = "ssh() { shift 3; printf 'host=%s\\n' \"$1\"; shift; sh -c \"$*\"; }; " + lines.get(i);
            List<String> expected = new ArrayList<>(List.of("host=" + List.of("h1", "bench@h2", "h3").get(i), "run",
                    "--shard", i + "/3", "--run-id", "run-9", "--results-dir", "results/run-9", "--sync-dir",
                    "sync dir/run-9", "--sync-timeout", "10m"));
            expected.addAll(OPTIONS);
            assertThat(shell(List.of("bash", "-c", ssh), Map.of())).isEqualTo(expected);
        }
    }

    @Test
    void aHostThatIsNotOneIsRefused() {
        assertThatThrownBy(() -> SshCommands.lines(run(2), List.of("h1", "-oProxyCommand=x"), "r", LAYOUT)).isInstanceOf(BadInputException.class)
                .hasMessage("bad host '-oProxyCommand=x' in --hosts: a name ssh can log in to");
    }

    @Test
    void thePasswordNotesNameTheVariableAndNeverAPassword() {
        String url = "jdbc:postgresql://db/ib?user=bench&password=s3cret";
        ShardedRun withPassword = ShardedRun.of("sysbench", 2, List.of("--jdbc-url", url), false, url, Map.of());
        String script = SlurmScript.script(withPassword, LAYOUT, SlurmScript.Placement.ONE_PER_NODE);
        assertThat(script).doesNotContain("s3cret").contains("export STORAGEBENCH_DB_PASSWORD before sbatch");
        assertThat(SshCommands.lines(withPassword, List.of("h1", "h2"), "r", LAYOUT))
                .noneMatch(l -> l.contains("s3cret"));
        assertThat(SshCommands.note(withPassword)).hasValueSatisfying(n -> assertThat(n)
                .contains("STORAGEBENCH_DB_PASSWORD").doesNotContain("s3cret"));
        assertThat(SshCommands.note(run(2))).isEmpty();
    }

    private List<String> shell(List<String> command, Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(out).isZero();
        return out.lines().toList();
    }
}
