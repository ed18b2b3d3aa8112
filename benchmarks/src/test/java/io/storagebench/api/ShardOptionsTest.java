package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shard options from the command line and the scheduler's environment: where the index and the run id come from,
 * each bad input refused in one line, and a fork handed them unchanged.
 */
class ShardOptionsTest {
    private static final Instant NOW = Instant.parse("2026-12-02T00:00:00Z");
    private static final Map<String, String> NONE = Map.of();

    private static ShardOptions resolve(String shard, Integer shards, String runId, String startAt,
                                        Map<String, String> env) {
        return ShardOptions.resolve(shard, shards, runId, startAt, null, null, env, NOW);
    }

    @Test
    void withoutShardOptionsTheRunIsOneProcessWhateverTheEnvironmentSays() {
        assertThat(resolve(null, null, null, null, Map.of("JOB_COMPLETION_INDEX", "1",
                "STORAGEBENCH_RUN_ID", "r"))).isNull();
    }

    @Test
    void shardGivesIndexAndCountAndTheRunIdComesFromTheOptionOrTheEnvironment() {
        ShardOptions s = resolve("1/3", null, "run-7", "2026-12-02T01:00:00Z", NONE);
        assertThat(s.index()).isEqualTo(1);
        assertThat(s.count()).isEqualTo(3);
        assertThat(s.runId()).isEqualTo("run-7");
        assertThat(s.startAt()).isEqualTo(Instant.parse("2026-12-02T01:00:00Z"));
        assertThat(s.info().label()).isEqualTo("1/3");
        assertThat(s.info().startAt()).isEqualTo("2026-12-02T01:00:00Z");
        assertThat(resolve("0/2", null, null, null, Map.of("STORAGEBENCH_RUN_ID", "mine",
                "SLURM_ARRAY_JOB_ID", "4711")).runId()).isEqualTo("mine");
        assertThat(resolve("0/2", null, null, null, Map.of("SLURM_ARRAY_JOB_ID", "4711")).runId())
                .isEqualTo("4711");
        assertThat(resolve("0/2", null, "given", null, Map.of("STORAGEBENCH_RUN_ID", "env")).runId())
                .isEqualTo("given");
    }

    @Test
    void shardsTakesTheIndexFromTheFirstSchedulerVariableThatIsSet() {
        assertThat(resolve(null, 4, "r", null, Map.of("JOB_COMPLETION_INDEX", "2", "SLURM_ARRAY_TASK_ID", "3"))
                .index()).isEqualTo(2);
        assertThat(resolve(null, 4, "r", null, Map.of("STORAGEBENCH_SHARD_INDEX", "0",
                "JOB_COMPLETION_INDEX", "2")).index()).isEqualTo(0);
        assertThat(resolve(null, 4, "r", null, Map.of("SLURM_ARRAY_TASK_ID", "3")).index()).isEqualTo(3);
    }

    @Test
    void anOffsetStartTimeIsTheSameInstant() {
        assertThat(resolve("0/1", null, "r", "2026-12-02T02:00:00+01:00", NONE).startAt())
                .isEqualTo(Instant.parse("2026-12-02T01:00:00Z"));
    }

    @Test
    void eachBadInputIsOneLine() {
        bad(() -> resolve("3/3", null, "r", null, NONE), "shard index 3 is out of range for 3 shards (0 to 2)");
        bad(() -> resolve("0/0", null, "r", null, NONE), "a run needs at least 1 shard, not 0");
        bad(() -> resolve(null, 0, "r", null, NONE), "--shards must be at least 1, not 0");
        bad(() -> resolve("1-3", null, "r", null, NONE),
                "bad --shard '1-3': expected I/N, shard I (from 0) of N, e.g. 0/3");
        bad(() -> resolve(null, 3, "r", null, NONE), "--shards 3 needs this shard's index: --shard I/N, or "
                + "STORAGEBENCH_SHARD_INDEX, JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID, SLURM_PROCID in the "
                + "environment");
        bad(() -> resolve(null, 3, "r", null, Map.of("JOB_COMPLETION_INDEX", "3")),
                "shard index 3 from JOB_COMPLETION_INDEX is out of range for --shards 3 (0 to 2)");
        bad(() -> resolve(null, 3, "r", null, Map.of("SLURM_ARRAY_TASK_ID", "x")),
                "SLURM_ARRAY_TASK_ID='x' is not a shard index (a whole number from 0)");
        bad(() -> resolve("0/3", null, null, null, NONE), "a sharded run needs its run's id, the same in every "
                + "shard: --run-id ID, or STORAGEBENCH_RUN_ID or SLURM_ARRAY_JOB_ID or SLURM_JOB_ID in the "
                + "environment");
        bad(() -> resolve("0/3", null, "a/b", null, NONE),
                "bad run id 'a/b': letters, digits, '.', '_' and '-' only");
        bad(() -> resolve("0/3", null, "r", "tomorrow", NONE),
                "bad --start-at 'tomorrow': expected an ISO-8601 time such as 2026-12-02T01:00:00Z");
        bad(() -> resolve("0/3", null, "r", "2026-12-01T23:59:00Z", NONE),
                "--start-at 2026-12-01T23:59:00Z is in the past (it is now 2026-12-02T00:00:00Z)");
        bad(() -> resolve("0/3", 3, "r", null, NONE),
                "give --shard I/N or --shards N (the index from the environment), not both");
        bad(() -> resolve(null, null, "r", null, NONE),
                "--run-id, --start-at, --sync-dir and --sync-timeout are for a sharded run: add --shard I/N or "
                        + "--shards N");
        bad(() -> ShardOptions.resolve("0/3", null, "r", null, null, "10m", NONE, NOW),
                "--sync-timeout bounds the wait at --sync-dir: give --sync-dir too");
        bad(() -> ShardOptions.resolve("0/3", null, "r", null, Path.of("s"), "10 min", NONE, NOW),
                "bad --sync-timeout '10 min': expected seconds, minutes or hours such as 90s, 10m or 2h");
        bad(() -> ShardOptions.resolve("0/3", null, "r", null, Path.of("s"), "0m", NONE, NOW),
                "--sync-timeout must be at least 1s, not '0m'");
    }

    @Test
    void theSyncTimeoutIsSecondsMinutesOrHoursAndTenMinutesUnlessGiven() {
        assertThat(resolve("0/2", null, "r", null, NONE).syncTimeoutSeconds()).isEqualTo(600);
        assertThat(ShardOptions.duration(Defaults.SHARD_SYNC_TIMEOUT_SECONDS)).isEqualTo(Defaults.SHARD_SYNC_TIMEOUT);
        assertThat(ShardOptions.seconds(Defaults.SHARD_SYNC_TIMEOUT)).isEqualTo(Defaults.SHARD_SYNC_TIMEOUT_SECONDS);
        assertThat(ShardOptions.seconds("90")).isEqualTo(90);
        assertThat(ShardOptions.seconds("90s")).isEqualTo(90);
        assertThat(ShardOptions.seconds("2h")).isEqualTo(7200);
        assertThat(ShardOptions.duration(90)).isEqualTo("90s");
        assertThat(ShardOptions.duration(7200)).isEqualTo("2h");
    }

    @Test
    void aTaskOfSrunTakesItsIndexFromSlurmProcidAndTheRunIdFromTheJobButAnArrayTaskFromTheArray() {
        ShardOptions task = resolve(null, 2, null, null, Map.of("SLURM_PROCID", "1", "SLURM_JOB_ID", "77"));
        assertThat(task.index()).isEqualTo(1);
        assertThat(task.runId()).isEqualTo("77");
        // an array task's batch script is task 0 of its own job, whose id is the task's, not the run's
        ShardOptions array = resolve(null, 2, null, null, Map.of("SLURM_PROCID", "0", "SLURM_ARRAY_TASK_ID", "1",
                "SLURM_JOB_ID", "78", "SLURM_ARRAY_JOB_ID", "77"));
        assertThat(array.index()).isEqualTo(1);
        assertThat(array.runId()).isEqualTo("77");
    }

    @Test
    void aShardNeedsAServerByUrlAndRunsOnce() {
        ShardOptions shard = resolve("0/2", null, "r", null, NONE);
        bad(() -> RunOptions.builder().engine("postgres").shard(shard).build(), "--shard needs the server all "
                + "shards share, reached by --jdbc-url: an embedded or managed engine would give each shard a "
                + "database of its own");
        bad(() -> RunOptions.builder().engine("postgres").jdbcUrl("jdbc:postgresql://db/x").repeat(2).shard(shard)
                .build(), "--shard runs once, not --repeat 2: repeat the sharded run with a new --run-id");
        assertThat(RunOptions.builder().engine("postgres").engineOption("jdbc-url", "jdbc:postgresql://db/x")
                .shard(shard).build().shard()).isEqualTo(shard);
    }

    @Test
    void aForkIsHandedTheShardUnchanged() {
        ShardOptions shard = ShardOptions.resolve("2/3", null, "run-9", "2026-12-02T01:00:00.250Z",
                Path.of("shared/sync"), "90s", NONE, NOW);
        RunOptions o = RunOptions.builder().engine("postgres").jdbcUrl("jdbc:postgresql://db/x").shard(shard).build();
        RunOptions back = OptionsJson.read(OptionsJson.write(o));
        assertThat(back).isEqualTo(o);
        assertThat(back.shard().syncDir()).isEqualTo(Path.of("shared/sync"));
        assertThat(OptionsJson.read(OptionsJson.write(RunOptions.builder().build())).shard()).isNull();
    }

    private static void bad(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, String line) {
        assertThatThrownBy(call).isInstanceOf(BadInputException.class).hasMessage(line);
    }
}
