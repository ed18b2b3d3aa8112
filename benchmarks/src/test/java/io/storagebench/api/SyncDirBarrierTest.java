package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.runner.ShardLostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
        assertThat(one.allArrived(0, "l.i0")).isTrue();
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
        // shard 1 began waiting later (at 250 s), and need not wait out its own timeout: shard 0 has given up
        zero.leave();
        assertThatThrownBy(() -> one.allArrived(0, "l.i0")).isInstanceOf(ShardLostException.class)
                .hasMessage("shard 0/3 of run r6 gave up waiting at step l.i0, so the run cannot go on");

        ShardOptions alone = ShardOptions.resolve("2/3", null, "r7", null, sync, "90s", Map.of(), Instant.EPOCH);
        SyncDirBarrier two = new SyncDirBarrier(sync.resolve("r7"), alone, () -> now[0], 60 * second, false);
        two.arrive(0, "l.i0");
        assertThat(two.allArrived(0, "l.i0")).isFalse();
        now[0] += 91 * second;
        assertThatThrownBy(() -> two.allArrived(0, "l.i0")).isInstanceOf(ShardLostException.class)
                .hasMessageStartingWith("shards 0/3, 1/3 of run r7 have not been heard from in 90s (--sync-timeout)");
    }

    @Test
    void aShardThatGaveUpAtAStepIsNotCountedAsArrivedThereByTheShardsThatComeLater() {
        long[] now = {0};
        List<SyncDirBarrier> shards = threeWithShardZeroWaiting("r8", "90s", now);
        now[0] += 91_000_000_000L;
        assertThatThrownBy(() -> shards.get(0).allArrived(0, "l.i0")).isInstanceOf(ShardLostException.class)
                .hasMessageStartingWith("shards 1/3, 2/3 of run r8 have not been heard from in 90s");
        shards.get(0).leave();
        assertTheLateOnesStopNamingShardZero(shards, "r8");
    }

    @Test
    void aShardStoppedWhileItWaitsAtAStepStopsTheShardsThatComeThereLater() {
        List<SyncDirBarrier> shards = threeWithShardZeroWaiting("r9", "10m", new long[] {0});
        shards.get(0).leave(); // Ctrl-C, or scancel's SIGTERM, while it waits
        assertTheLateOnesStopNamingShardZero(shards, "r9");
    }

    /** Shards 0/3, 1/3 and 2/3 of run {@code runId}, shard 0 alone at step l.i0 so far. */
    private List<SyncDirBarrier> threeWithShardZeroWaiting(String runId, String timeout, long[] now) {
        List<SyncDirBarrier> shards = List.of(barrier(runId, "0/3", timeout, now), barrier(runId, "1/3", timeout, now),
                barrier(runId, "2/3", timeout, now));
        shards.get(0).arrive(0, "l.i0");
        assertThat(shards.get(0).allArrived(0, "l.i0")).isFalse();
        return shards;
    }

    /** Shards 1/3 and 2/3 come to l.i0, where every shard's file now is, shard 0's too, and stop naming shard 0. */
    private void assertTheLateOnesStopNamingShardZero(List<SyncDirBarrier> shards, String runId) {
        shards.get(1).arrive(0, "l.i0");
        shards.get(2).arrive(0, "l.i0");
        assertThat(sync.resolve(runId).resolve("step-0.shard-0")).exists();
        for (SyncDirBarrier late : List.of(shards.get(2), shards.get(1))) {
            assertThatThrownBy(() -> late.allArrived(0, "l.i0")).isInstanceOf(ShardLostException.class)
                    .hasMessage("shard 0/3 of run " + runId + " gave up waiting at step l.i0, so the run cannot go on");
        }
    }

    @Test
    void aShardGivingUpJustAfterTheOthersWentOnGoesOnWithThemAndHarmsNone() throws Exception {
        long second = 1_000_000_000L;
        long[] now = {0};
        SyncDirBarrier zero = barrier("r10", "0/2", "90s", now);
        SyncDirBarrier one = barrier("r10", "1/2", "90s", now);
        zero.arrive(0, "l.i0");
        assertThat(zero.allArrived(0, "l.i0")).isFalse();
        now[0] += 91 * second;
        // shard 1 comes at the last moment and goes on; shard 0's view of the directory does not show it yet
        one.arrive(0, "l.i0");
        assertThat(one.allArrived(0, "l.i0")).isTrue();
        Files.move(sync.resolve("r10").resolve("step-0.shard-1"), sync.resolve("hidden"));
        assertThat(zero.allArrived(0, "l.i0")).isTrue();
        assertThat(one.allArrived(0, "l.i0")).isTrue();
        assertThat(sync.resolve("r10").resolve("step-0.outcome")).hasContent("went on");
    }

    @Test
    void aShardGoneDuringAStepStopsTheOthersInItOnceItLeftOrFellSilent() {
        long second = 1_000_000_000L;
        long[] now = {0};
        List<String> stops = new ArrayList<>();
        SyncDirBarrier zero = barrier("r11", "0/3", "10m", now);
        SyncDirBarrier one = barrier("r11", "1/3", "10m", now);
        SyncDirBarrier two = barrier("r11", "2/3", "10m", now);
        zero.watch(() -> stops.add("stop"));
        for (SyncDirBarrier shard : List.of(zero, one, two)) {
            shard.arrive(0, "l.i0");
        }
        for (SyncDirBarrier shard : List.of(zero, one, two)) {
            assertThat(shard.allArrived(0, "l.i0")).isTrue();
        }
        // in l.i0: shard 2 done with it first and waiting at l.x, shard 1 still beating
        two.arrive(1, "l.x");
        for (int beat = 0; beat < 3; beat++) {
            now[0] += 50 * second;
            one.beat();
            two.beat();
            zero.lookAtOthers();
        }
        assertThat(stops).isEmpty();
        assertThat(zero.lost()).isEmpty();
        // shard 1 killed with -9: its heartbeat stops
        now[0] += 50 * second;
        two.beat();
        zero.lookAtOthers();
        assertThat(stops).isEmpty();
        now[0] += 11 * second;
        two.beat();
        zero.lookAtOthers();
        zero.lookAtOthers();
        assertThat(stops).containsExactly("stop");
        assertThat(zero.lost()).contains("shard 1/3 of run r11 has not been heard from for 60 s during step l.i0 "
                + "(its heartbeat in " + sync.resolve("r11").resolve("shard-1.alive") + " stopped: killed, or its "
                + "host is gone), so the run cannot go on");

        // the last step: a shard done with every step leaves, which is no loss
        List<SyncDirBarrier> done = twoInTheirLastStep("r12", now, stops);
        done.get(1).finished(1);
        done.get(1).leave();
        done.get(0).lookAtOthers();
        assertThat(done.get(0).lost()).isEmpty();
        // SIGTERM, or its step failed: a shard left before it finished the step
        List<SyncDirBarrier> early = twoInTheirLastStep("r13", now, stops);
        early.get(1).leave();
        early.get(0).lookAtOthers();
        assertThat(early.get(0).lost()).contains("shard 1/2 of run r13 ended during step qr100, so the run cannot go "
                + "on");
        assertThat(stops).containsExactly("stop", "stop r13");
    }

    /** Shards 0/2 and 1/2 of run {@code runId} in its one step, qr100; shard 0 watched, its stops added to stops. */
    private List<SyncDirBarrier> twoInTheirLastStep(String runId, long[] now, List<String> stops) {
        List<SyncDirBarrier> shards = List.of(barrier(runId, "0/2", "10m", now), barrier(runId, "1/2", "10m", now));
        shards.get(0).watch(() -> stops.add("stop " + runId));
        shards.forEach(shard -> shard.arrive(0, "qr100"));
        shards.forEach(shard -> assertThat(shard.allArrived(0, "qr100")).isTrue());
        return shards;
    }

    private SyncDirBarrier barrier(String runId, String shard, String timeout, long[] now) {
        ShardOptions options = ShardOptions.resolve(shard, null, runId, null, sync, timeout, Map.of(), Instant.EPOCH);
        return new SyncDirBarrier(sync.resolve(runId), options, () -> now[0], 60_000_000_000L, false);
    }
}
