package io.storagebench.api;

import io.storagebench.runner.ShardLostException;
import io.storagebench.runner.StepBarrier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The shards' step barrier as files in a directory every shard can read and write ({@code --sync-dir}: NFS, a
 * ReadWriteMany volume, a shared home): under {@code <dir>/<run id>/}, shard I writes {@code step-<K>.shard-<I>} when
 * it arrives at step K (and at K = the step count when it has run them all) and {@code shard-<I>.left} when its run
 * is over, however it ended. A step starts when every shard's file for it exists; a shard that left without one never
 * comes, which fails the others instead of holding them. How a step's wait ended, the shards going on or one giving
 * up, is decided once for all of them ({@link StepOutcomes}): a shard that gives up, or is stopped while it waits,
 * leaves its arrival behind, and the shards coming later must not go on with it. Files are written under a temporary
 * name and renamed, so a reader never sees half of one. No file is ever removed by a run: a run id names one run, and
 * a directory holding this shard's files refuses a second.
 *
 * <p>A shard killed with -9, or whose host is gone, writes no {@code .left}. So from its first arrival to its leaving,
 * a shard rewrites {@code shard-<I>.alive} with a growing count every few seconds ({@link ShardHeartbeats}), and a
 * shard waiting for another that has beaten before takes it for lost when the count has not changed for
 * {@link Defaults#SHARD_SILENCE_NANOS}. The same beat looks at the others while this shard
 * runs a step ({@link #watch}): one that left before the next step, or fell silent, stops the step under way rather
 * than let it measure a share of the load for the rest of its duration. A shard never heard from has not started yet
 * (a scheduler starts shards as nodes come free), and is waited for up to {@link ShardOptions#syncTimeoutSeconds}
 * from the start of the wait: past that it is still queued behind the nodes the started shards hold, or failed
 * before its first step, and the waiting shard gives up rather than hold its node for ever.
 */
final class SyncDirBarrier implements StepBarrier {
    private final Path dir;
    private final ShardOptions shard;
    private final LongSupplier nanoTime;
    private final long timeoutNanos;
    private final boolean beatInBackground;
    private final ShardHeartbeats heartbeats;
    private final StepOutcomes outcomes;
    private Thread heartbeat;
    /** The step this shard last arrived at, and the last it went on from (and runs, while they are the same). */
    private int arrivedAt = -1;
    private int passedAt = -1;
    private String running;
    private volatile Runnable stop;
    private volatile String lost;
    /** The step this shard waits at, and when (on {@link #nanoTime}) it began waiting there. */
    private int waitingAt = -1;
    private long waitingSince;

    SyncDirBarrier(Path dir, ShardOptions shard, LongSupplier nanoTime, long silenceNanos, boolean beatInBackground) {
        this.dir = dir;
        this.shard = shard;
        this.nanoTime = nanoTime;
        this.heartbeats = new ShardHeartbeats(dir, shard.index(), nanoTime, silenceNanos);
        this.timeoutNanos = shard.syncTimeoutSeconds() * 1_000_000_000L;
        this.beatInBackground = beatInBackground;
        this.outcomes = new StepOutcomes(dir);
    }

    /**
     * The barrier of {@code shard}'s run in its sync directory, checked before the run starts. The directory is made
     * when missing, by whichever shard comes first: a scheduler's script names one per job ({@code DIR/$SLURM_JOB_ID})
     * that nobody could make beforehand, and its shards start at the same moment.
     *
     * @throws BadInputException when the directory cannot be made or written, or holds this shard of this run
     *                           already (an earlier run with the same run id)
     */
    static SyncDirBarrier of(ShardOptions shard) {
        Path sync = shard.syncDir();
        makeDirectory(sync);
        if (!Files.isWritable(sync)) {
            throw new BadInputException("--sync-dir " + sync + " is not a directory this shard can write");
        }
        Path dir = sync.resolve(shard.runId());
        if (Files.exists(dir.resolve(arrival(0, shard.index()))) || Files.exists(dir.resolve(left(shard.index())))) {
            throw new BadInputException("--sync-dir " + sync + " already holds shard " + shard.label() + " of run "
                    + shard.runId() + ": give this run a new --run-id");
        }
        return new SyncDirBarrier(dir, shard, System::nanoTime, Defaults.SHARD_SILENCE_NANOS, true);
    }

    @Override
    public void arrive(int index, String step) {
        synchronized (this) {
            if (heartbeat == null) {
                createDirectory();
                heartbeats.beat();
                if (beatInBackground) {
                    heartbeat = new Thread(this::beatUntilInterrupted, "storagebench-shard-heartbeat");
                    heartbeat.setDaemon(true);
                    heartbeat.start();
                }
            }
            arrivedAt = index;
        }
        write(arrival(index, shard.index()), step);
    }

    @Override
    public void finished(int steps) {
        write(arrival(steps, shard.index()), "the run's end");
    }

    @Override
    public boolean allArrived(int index, String step) {
        String decided = outcomes.read(index);
        if (decided != null) {
            return wentOn(index, step, decided);
        }
        List<String> unheard = new ArrayList<>();
        String lost = null;
        boolean all = true;
        for (int other = 0; other < shard.count() && lost == null; other++) {
            boolean arrived = Files.exists(dir.resolve(arrival(index, other)));
            boolean left = Files.exists(dir.resolve(left(other)));
            all &= arrived;
            if (left) {
                // arrived and left (stopped while waiting here) is as gone as left without arriving
                lost = gone(other, "ended before step " + step);
            } else if (!arrived && heartbeats.silent(other)) {
                lost = silence(other, "before step " + step);
            } else if (!arrived && !heartbeats.heardFrom(other) && !Files.exists(dir.resolve(arrival(0, other)))) {
                unheard.add(other + "/" + shard.count());
            }
        }
        if (lost == null && all) {
            return wentOn(index, step, outcomes.decide(index, StepOutcomes.WENT_ON));
        }
        long now = nanoTime.getAsLong();
        if (waitingAt != index) {
            waitingAt = index;
            waitingSince = now;
        }
        if (lost == null && !unheard.isEmpty() && now - waitingSince > timeoutNanos) {
            lost = (unheard.size() == 1 ? "shard " + unheard.get(0) + " of run " + shard.runId()
                    + " has" : "shards " + String.join(", ", unheard) + " of run " + shard.runId() + " have")
                    + " not been heard from in " + ShardOptions.duration(shard.syncTimeoutSeconds())
                    + " (--sync-timeout) at step " + step + ": not started (still queued, or failed before its first step), so shard "
                    + shard.label() + " gives up rather than hold its host";
        }
        if (lost == null) {
            return false;
        }
        // giving up is a step's outcome too: when every shard had arrived after all (this shard's view of the
        // directory behind), another shard's going on was written first, and this one goes on with it
        decided = outcomes.decide(index, StepOutcomes.gaveUp(shard.label()));
        if (StepOutcomes.WENT_ON.equals(decided)) {
            return wentOn(index, step, decided);
        }
        if (decided == null) {
            return false;
        }
        throw new ShardLostException(lost);
    }

    /** True when step {@code index} went on, and this shard runs it; a shard that gave up there stops this one. */
    private boolean wentOn(int index, String step, String outcome) {
        if (outcome == null) {
            return false;
        }
        String gaveUp = StepOutcomes.whoGaveUp(outcome);
        if (gaveUp != null) {
            throw new ShardLostException(gone(gaveUp, "gave up waiting at step " + step));
        }
        synchronized (this) {
            passedAt = index;
            running = step;
        }
        return true;
    }

    /** Writes this shard's next heartbeat (every few seconds on the heartbeat's thread). */
    void beat() {
        heartbeats.beat();
    }

    @Override
    public void watch(Runnable stop) {
        this.stop = stop;
    }

    @Override
    public Optional<String> lost() {
        return Optional.ofNullable(lost);
    }

    /**
     * While this shard runs a step, looks whether another is gone: left before arriving at the next step (a shard
     * done with every step arrived at their end), or silent for the silence allowed. Then asks the step to stop, once.
     * Every heartbeat, on the heartbeat's thread.
     */
    void lookAtOthers() {
        int index;
        String step;
        synchronized (this) {
            if (stop == null || lost != null || passedAt < 0 || arrivedAt != passedAt) {
                return;
            }
            index = passedAt;
            step = running;
        }
        for (int other = 0; other < shard.count(); other++) {
            if (other == shard.index()) {
                continue;
            }
            String gone = null;
            if (Files.exists(dir.resolve(left(other)))) {
                if (!Files.exists(dir.resolve(arrival(index + 1, other)))) {
                    gone = gone(other, "ended during step " + step);
                }
            } else if (heartbeats.silent(other)) {
                gone = silence(other, "during step " + step);
            }
            if (gone != null) {
                lost = gone;
                stop.run();
                return;
            }
        }
    }

    @Override
    public void leave() {
        int waiting;
        synchronized (this) {
            if (heartbeat != null) {
                heartbeat.interrupt();
            }
            waiting = arrivedAt > passedAt ? arrivedAt : -1;
        }
        if (waiting >= 0) {
            // stopped while waiting at a step: the shards still coming there must not count this one's arrival
            try {
                outcomes.decide(waiting, StepOutcomes.gaveUp(shard.label()));
            } catch (UncheckedIOException e) {
                // its .left, next, says the same to shards that look for it
            }
        }
        write(left(shard.index()), HostFacts.hostname());
    }

    private void beatUntilInterrupted() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(Defaults.SHARD_HEARTBEAT_NANOS / 1_000_000);
                heartbeats.beat();
                lookAtOthers();
            }
        } catch (InterruptedException e) {
            // left: the heartbeat stops, and the .left file says why
        }
    }

    private String gone(int other, String what) {
        return gone(other + "/" + shard.count(), what);
    }

    private String gone(String label, String what) {
        return "shard " + label + " of run " + shard.runId() + " " + what + ", so the run cannot go on";
    }

    private String silence(int other, String when) {
        return gone(other, heartbeats.silence(other, when));
    }

    private static String arrival(int step, int shard) {
        return "step-" + step + ".shard-" + shard;
    }

    private static String left(int shard) {
        return "shard-" + shard + ".left";
    }

    /**
     * Makes the sync directory, or says in one line why it cannot be. {@link Files#createDirectories} takes another
     * shard's making it at the same moment as done; a {@link FileAlreadyExistsException} is something other than a
     * directory in the way, unless that directory appeared between the two looks (another shard, on a shared file
     * system whose attributes lag).
     */
    private static void makeDirectory(Path sync) {
        try {
            Files.createDirectories(sync);
        } catch (FileAlreadyExistsException e) {
            if (!Files.isDirectory(sync)) {
                throw new BadInputException("cannot create --sync-dir " + sync + ": " + BundleLocation.reason(e));
            }
        } catch (IOException | SecurityException e) {
            throw new BadInputException("cannot create --sync-dir " + sync + ": " + BundleLocation.reason(e));
        }
    }

    private void createDirectory() {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir + " (--sync-dir)", e);
        }
    }

    private void write(String name, String content) {
        createDirectory();
        try {
            Path temp = Files.createTempFile(dir, "." + name, ".tmp");
            Files.writeString(temp, content + "\n");
            try {
                Files.move(temp, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.resolve(name) + " (--sync-dir)", e);
        }
    }
}
