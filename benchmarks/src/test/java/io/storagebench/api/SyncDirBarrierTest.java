package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.runner.ShardLostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The file barrier in a shared directory: a step opens when every shard arrived, and a shard gone fails the rest. */
class SyncDirBarrierTest {
    @TempDir
    Path sync;

    private ShardOptions shard(int index, String runId) {
        return ShardOptions.resolve(index + "/2", null, runId, null, sync, null, Map.of(), Instant.EPOCH);
    }

    @Test
    void aStepOpensOnlyOnceEveryShardHasArrivedAtIt() {
        SyncDirBarrier zero = SyncDirBarrier.of(shard(0, "r1"));
        SyncDirBarrier one = SyncDirBarrier.of(shard(1, "r1"));
        zero.arrive(0, "l.i0");
        assertThat(zero.allArrived(0, "l.i0")).isFalse();
        one.arrive(0, "l.i0");
        assertThat(zero.allArrived(0, "l.i0")).isTrue();
        assertThat(one.allArrived(0, "l.i0")).isTrue();
        one.arrive(1, "l.x");
        assertThat(one.allArrived(1, "l.x")).isFalse();
        assertThat(sync.resolve("r1")).isDirectoryContaining(p -> p.getFileName().toString().equals("step-1.shard-1"));
    }

    @Test
    void aShardThatLeftWithoutArrivingFailsTheOthersInsteadOfHoldingThem() {
        SyncDirBarrier zero = SyncDirBarrier.of(shard(0, "r2"));
        SyncDirBarrier one = SyncDirBarrier.of(shard(1, "r2"));
        zero.arrive(0, "l.i0");
        one.arrive(0, "l.i0");
        one.leave();
        one.leave(); // its run's end, after the runner's: once or twice, the same
        zero.arrive(1, "l.x");
        assertThatThrownBy(() -> zero.allArrived(1, "l.x")).isInstanceOf(ShardLostException.class)
                .hasMessage("shard 1/2 of run r2 ended before step l.x, so the run cannot go on");
        assertThat(zero.allArrived(0, "l.i0")).isTrue();
    }

    @Test
    void aShardKilledWithoutLeavingIsTakenForLostOnceItsHeartbeatHasBeenStillForTheSilenceAllowed() {
        long second = 1_000_000_000L;
        long[] now = {0};
        SyncDirBarrier zero = new SyncDirBarrier(sync.resolve("r5"), shard(0, "r5"), () -> now[0], 60 * second, false);
        SyncDirBarrier one = new SyncDirBarrier(sync.resolve("r5"), shard(1, "r5"), () -> now[0], 60 * second, false);
        zero.arrive(0, "l.i0");
        assertThat(zero.allArrived(0, "l.i0")).isFalse();
        now[0] += 590 * second;
        // never heard from: not started yet (a scheduler's queue), waited for up to the sync timeout, not the silence
        assertThat(zero.allArrived(0, "l.i0")).isFalse();
        one.arrive(0, "l.i0");
        assertThat(zero.allArrived(0, "l.i0")).isTrue();

        zero.arrive(1, "l.x");
        for (int beat = 0; beat < 5; beat++) {
            // shard 1's l.i0 takes longer than the silence allowed, its heartbeat going on
            now[0] += 50 * second;
            one.beat();
            assertThat(zero.allArrived(1, "l.x")).isFalse();
        }
        // then it is killed: no more beats, no .left
        now[0] += 59 * second;
        assertThat(zero.allArrived(1, "l.x")).isFalse();
        now[0] += 2 * second;
        assertThatThrownBy(() -> zero.allArrived(1, "l.x")).isInstanceOf(ShardLostException.class)
                .hasMessage("shard 1/2 of run r5 has not been heard from for 60 s before step l.x (its heartbeat in "
                        + sync.resolve("r5").resolve("shard-1.alive") + " stopped: killed, or its host is gone), so "
                        + "the run cannot go on");
    }

    @Test
    void aSyncDirThatHoldsThisShardOfTheRunAlreadyOrIsNoDirectoryIsRefusedBeforeTheRun() throws Exception {
        SyncDirBarrier.of(shard(0, "r3")).arrive(0, "l.i0");
        assertThatThrownBy(() -> SyncDirBarrier.of(shard(0, "r3"))).isInstanceOf(BadInputException.class)
                .hasMessage("--sync-dir " + sync + " already holds shard 0/2 of run r3: give this run a new --run-id");
        SyncDirBarrier.of(shard(1, "r3"));
        Path file = Files.writeString(sync.resolve("plain"), "x");
        assertThatThrownBy(() -> SyncDirBarrier.of(ShardOptions.resolve("0/2", null, "r4", null, file, null, Map.of(),
                Instant.EPOCH))).isInstanceOf(BadInputException.class)
                .hasMessage("cannot create --sync-dir " + file + ": not a directory");
    }

    @Test
    void aShardWaitingForShardsNeverHeardFromGivesUpAfterTheSyncTimeoutNamingThem() {
        long second = 1_000_000_000L;
        long[] now = {0};
        ShardOptions zeroOfThree = ShardOptions.resolve("0/3", null, "r6", null, sync, "5m", Map.of(), Instant.EPOCH);
        ShardOptions oneOfThree = ShardOptions.resolve("1/3", null, "r6", null, sync, "5m", Map.of(), Instant.EPOCH);
        SyncDirBarrier zero = new SyncDirBarrier(sync.resolve("r6"), zeroOfThree, () -> now[0], 60 * second, false);
        SyncDirBarrier one = new SyncDirBarrier(sync.resolve("r6"), oneOfThree, () -> now[0], 60 * second, false);
        zero.arrive(0, "l.i0");
        assertThat(zero.allArrived(0, "l.i0")).isFalse();
        now[0] += 250 * second;
        one.arrive(0, "l.i0"); // heard from; shard 2 never is: its task is still queued
        assertThat(zero.allArrived(0, "l.i0")).isFalse();
        now[0] += 49 * second;
        one.beat();
        assertThat(zero.allArrived(0, "l.i0")).isFalse();
        assertThat(one.allArrived(0, "l.i0")).isFalse();
        now[0] += 2 * second;
        assertThatThrownBy(() -> zero.allArrived(0, "l.i0")).isInstanceOf(ShardLostException.class)
                .hasMessage("shard 2/3 of run r6 has not been heard from in 5m (--sync-timeout) at step l.i0: not "
                        + "started (still queued, or failed before its first step), so shard 0/3 gives up rather "
                        + "than hold its host");
        // shard 1 began waiting later (at 299 s), and gives up when its own wait is over
        zero.leave();
        now[0] += 297 * second;
        assertThat(one.allArrived(0, "l.i0")).isFalse();
        now[0] += 2 * second;
        assertThatThrownBy(() -> one.allArrived(0, "l.i0")).isInstanceOf(ShardLostException.class)
                .hasMessageStartingWith("shard 2/3 of run r6 has not been heard from in 5m");

        ShardOptions alone = ShardOptions.resolve("2/3", null, "r7", null, sync, "90s", Map.of(), Instant.EPOCH);
        SyncDirBarrier two = new SyncDirBarrier(sync.resolve("r7"), alone, () -> now[0], 60 * second, false);
        two.arrive(0, "l.i0");
        assertThat(two.allArrived(0, "l.i0")).isFalse();
        now[0] += 91 * second;
        assertThatThrownBy(() -> two.allArrived(0, "l.i0")).isInstanceOf(ShardLostException.class)
                .hasMessageStartingWith("shards 0/3, 1/3 of run r7 have not been heard from in 90s (--sync-timeout)");
    }
}
