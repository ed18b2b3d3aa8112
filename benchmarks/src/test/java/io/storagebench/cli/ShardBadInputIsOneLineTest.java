package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.api.Defaults;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each bad shard option is one line and exit 2, before a work directory, a bundle or a server exists. */
class ShardBadInputIsOneLineTest {
    /** A server nobody listens at: every refusal here comes before a connection is tried. */
    private static final String[] SERVER = {"-e", "postgres", "--jdbc-url", "jdbc:postgresql://127.0.0.1:9/none"};

    @TempDir
    Path dir;

    private void refused(String line, String command, String... args) {
        List<String> all = new ArrayList<>(List.of(command, "--no-progress", "--work-dir",
                dir.resolve("work").toString(), "--results-dir", dir.resolve("results").toString()));
        all.addAll(List.of(args));
        CommandLineRun r = CommandLineRun.run(all.toArray(String[]::new));
        assertThat(r.err()).as(String.join(" ", args)).isEqualTo(command + ": " + line + "\n");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(dir.resolve("work")).doesNotExist();
        assertThat(dir.resolve("results")).doesNotExist();
    }

    private static String[] with(String[] first, String... more) {
        return Stream.concat(Stream.of(first), Stream.of(more)).toArray(String[]::new);
    }

    @Test
    void aShardOutOfRangeMalformedOrOfNoShardsIsRefused() {
        refused("shard index 3 is out of range for 3 shards (0 to 2)", "run", with(SERVER, "--shard", "3/3",
                "--run-id", "r"));
        refused("bad --shard '1of3': expected I/N, shard I (from 0) of N, e.g. 0/3", "run", with(SERVER,
                "--shard", "1of3", "--run-id", "r"));
        refused("--shards must be at least 1, not 0", "run", with(SERVER, "--shards", "0", "--run-id", "r"));
    }

    @Test
    void shardsWithoutAnIndexInTheEnvironmentAndAShardWithoutARunIdAreRefused() {
        assumeTrue(Stream.concat(Defaults.SHARD_INDEX_ENV.stream(), Defaults.RUN_ID_ENV.stream())
                .allMatch(name -> System.getenv(name) == null), "a scheduler's variables are set");
        refused("--shards 3 needs this shard's index: --shard I/N, or STORAGEBENCH_SHARD_INDEX, "
                + "JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID, SLURM_PROCID in the environment", "run", with(SERVER,
                "--shards", "3", "--run-id", "r"));
        refused("a sharded run needs its run's id, the same in every shard: --run-id ID, or STORAGEBENCH_RUN_ID "
                + "or SLURM_ARRAY_JOB_ID or SLURM_JOB_ID in the environment", "run", with(SERVER, "--shard", "0/3"));
    }

    @Test
    void aStartTimeInThePastOrMalformedIsRefused() {
        refused("bad --start-at 'soon': expected an ISO-8601 time such as 2026-12-02T01:00:00Z", "run",
                with(SERVER, "--shard", "0/3", "--run-id", "r", "--start-at", "soon"));
        CommandLineRun past = CommandLineRun.run(with(new String[] {"run"}, with(SERVER, "--shard", "0/3",
                "--run-id", "r", "--start-at", "2020-01-01T00:00:00Z", "--work-dir", dir.resolve("work").toString())));
        assertThat(past.err()).startsWith("run: --start-at 2020-01-01T00:00:00Z is in the past (it is now ")
                .endsWith(")\n").hasLineCount(1);
        assertThat(past.exitCode()).isEqualTo(2);
        assertThat(dir.resolve("work")).doesNotExist();
    }

    @Test
    void aShardOfAnEmbeddedEngineACompareASweepOrARepeatIsRefused() {
        refused("--shard needs the server all shards share, reached by --jdbc-url: an embedded or managed engine "
                + "would give each shard a database of its own", "run", "--shard", "0/3", "--run-id", "r");
        refused("compare runs each configuration in one process; --shard is for run", "compare", "--engines",
                "postgres", "--jdbc-url", "jdbc:postgresql://127.0.0.1:9/none", "--shard", "0/3", "--run-id", "r");
        refused("--shard runs one value of threads, not the sweep 2,4: run each value as a sharded run of its own",
                "run", with(SERVER, "-w", "sysbench", "-p", "threads=2,4", "--shard", "0/2", "--run-id", "r"));
        refused("--shard runs once, not --repeat 2: repeat the sharded run with a new --run-id", "run",
                with(SERVER, "--repeat", "2", "--shard", "0/2", "--run-id", "r"));
        refused("--run-id, --start-at, --sync-dir and --sync-timeout are for a sharded run: add --shard I/N or "
                + "--shards N", "run", with(SERVER, "--run-id", "r"));
    }

    @Test
    void aShareThatCannotBeEqualIsRefusedNamingTheParameter() {
        refused("clients=4 cannot be split into 3 equal shards: make clients a multiple of 3", "run",
                with(SERVER, "-p", "clients=4", "--shard", "1/3", "--run-id", "r"));
    }
}
