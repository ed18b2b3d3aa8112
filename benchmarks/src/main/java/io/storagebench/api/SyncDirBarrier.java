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
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The shards' step barrier as files in a directory every shard can read and write ({@code --sync-dir}: NFS, a
 * ReadWriteMany volume, a shared home): under {@code <dir>/<run id>/}, shard I writes {@code step-<K>.shard-<I>} when
 * it arrives at step K and {@code shard-<I>.left} when its run is over, however it ended. A step starts when every
 * shard's file for it exists; a shard that left without one never comes, which fails the others instead of holding
 * them. Files are written under a temporary name and renamed, so a reader never sees half of one. No file is ever
 * removed by a run: a run id names one run, and a directory holding this shard's files refuses a second.
 *
 * <p>A shard killed with -9, or whose host is gone, writes no {@code .left}. So from its first arrival to its leaving,
 * a shard rewrites {@code shard-<I>.alive} with a growing count every few seconds, and a shard waiting for another
 * that has beaten before takes it for lost when the count has not changed for {@link Defaults#SHARD_SILENCE_NANOS}
 * on the waiting shard's own clock (hosts' clocks need not agree). A shard never heard from has not started yet (a
 * scheduler starts shards as nodes come free), and is waited for up to {@link ShardOptions#syncTimeoutSeconds} from
 * the start of the wait: past that it is still queued behind the nodes the started shards hold, or failed before its
 * first step, and the waiting shard gives up rather than hold its node for ever. The heartbeat is written in place,
 * not renamed: on NFS a reader's open sees the writer's last close, while a renamed file's new name can hide behind
 * the reader's cached directory entries for as long as the silence allowed.
 */
final class SyncDirBarrier implements StepBarrier {
    private final Path dir;
    private final ShardOptions shard;
    private final LongSupplier nanoTime;
    private final long silenceNanos;
    private final long timeoutNanos;
    private final boolean beatInBackground;
    /** Per other shard: the heartbeat last read, and when (on {@link #nanoTime}) it last changed. */
    private final Map<Integer, Heard> heard = new HashMap<>();
    private long beats;
    private Thread heartbeat;
    /** The step this shard waits at, and when (on {@link #nanoTime}) it began waiting there. */
    private int waitingAt = -1;
    private long waitingSince;

    private record Heard(String beat, long changedAt) {
    }

    SyncDirBarrier(Path dir, ShardOptions shard, LongSupplier nanoTime, long silenceNanos, boolean beatInBackground) {
        this.dir = dir;
        this.shard = shard;
        this.nanoTime = nanoTime;
        this.silenceNanos = silenceNanos;
        this.timeoutNanos = shard.syncTimeoutSeconds() * 1_000_000_000L;
        this.beatInBackground = beatInBackground;
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
                beat();
                if (beatInBackground) {
                    heartbeat = new Thread(this::beatUntilInterrupted, "storagebench-shard-heartbeat");
                    heartbeat.setDaemon(true);
                    heartbeat.start();
                }
            }
        }
        write(arrival(index, shard.index()), step);
    }

    @Override
    public boolean allArrived(int index, String step) {
        List<String> unheard = new ArrayList<>();
        boolean all = true;
        for (int other = 0; other < shard.count(); other++) {
            if (Files.exists(dir.resolve(arrival(index, other)))) {
                continue;
            }
            all = false;
            if (Files.exists(dir.resolve(left(other)))) {
                throw new ShardLostException("shard " + other + "/" + shard.count() + " of run " + shard.runId()
                        + " ended before step " + step + ", so the run cannot go on");
            }
            if (silent(other)) {
                throw new ShardLostException("shard " + other + "/" + shard.count() + " of run " + shard.runId()
                        + " has not been heard from for " + silenceNanos / 1_000_000_000L + " s before step " + step
                        + " (its heartbeat in " + dir.resolve(alive(other)) + " stopped: killed, or its host is gone), "
                        + "so the run cannot go on");
            }
            if (!heard.containsKey(other) && !Files.exists(dir.resolve(arrival(0, other)))) {
                unheard.add(other + "/" + shard.count());
            }
        }
        if (all) {
            return true;
        }
        long now = nanoTime.getAsLong();
        if (waitingAt != index) {
            waitingAt = index;
            waitingSince = now;
        }
        if (!unheard.isEmpty() && now - waitingSince > timeoutNanos) {
            throw new ShardLostException((unheard.size() == 1 ? "shard " + unheard.get(0) + " of run " + shard.runId()
                    + " has" : "shards " + String.join(", ", unheard) + " of run " + shard.runId() + " have")
                    + " not been heard from in " + ShardOptions.duration(shard.syncTimeoutSeconds())
                    + " (--sync-timeout) at step " + step + ": not started (still queued, or failed before its first step), so shard "
                    + shard.label() + " gives up rather than hold its host");
        }
        return false;
    }

    @Override
    public void leave() {
        synchronized (this) {
            if (heartbeat != null) {
                heartbeat.interrupt();
            }
        }
        write(left(shard.index()), HostFacts.hostname());
    }

    /**
     * Writes this shard's next heartbeat: its count and host. Into the run's directory as it is: a directory removed
     * under a shard (the run's files cleared by hand) is not made again by its heartbeat.
     */
    synchronized void beat() {
        Path file = dir.resolve(alive(shard.index()));
        try {
            Files.writeString(file, ++beats + " " + HostFacts.hostname() + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        } catch (IOException e) {
            // a missed beat is no harm until many in a row are: the waiting shards allow for that
        }
    }

    private void beatUntilInterrupted() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(Defaults.SHARD_HEARTBEAT_NANOS / 1_000_000);
                beat();
            }
        } catch (InterruptedException e) {
            // left: the heartbeat stops, and the .left file says why
        }
    }

    /**
     * Whether shard {@code other}, which has beaten before, has not changed its heartbeat for longer than the silence
     * allowed. An unreadable or half-written heartbeat counts as a change: only the same beat read again is silence.
     */
    private boolean silent(int other) {
        String beat;
        try {
            beat = Files.readString(dir.resolve(alive(other)));
        } catch (IOException e) {
            beat = null;
        }
        long now = nanoTime.getAsLong();
        Heard last = heard.get(other);
        if (beat == null && last == null) {
            return false;
        }
        if (last == null || beat == null || !beat.equals(last.beat())) {
            heard.put(other, new Heard(beat == null ? "" : beat, now));
            return false;
        }
        return now - last.changedAt() > silenceNanos;
    }

    private static String arrival(int step, int shard) {
        return "step-" + step + ".shard-" + shard;
    }

    private static String left(int shard) {
        return "shard-" + shard + ".left";
    }

    private static String alive(int shard) {
        return "shard-" + shard + ".alive";
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
