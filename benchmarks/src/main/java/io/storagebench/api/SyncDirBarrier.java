package io.storagebench.api;

import io.storagebench.runner.ShardLostException;
import io.storagebench.runner.StepBarrier;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The shards' step barrier as files in a directory every shard can read and write ({@code --sync-dir}: NFS, a
 * ReadWriteMany volume, a shared home): under {@code <dir>/<run id>/}, shard I writes {@code step-<K>.shard-<I>} when
 * it arrives at step K and {@code shard-<I>.left} when its run is over, however it ended. A step starts when every
 * shard's file for it exists; a shard that left without one never comes, which fails the others instead of holding
 * them. Files are written under a temporary name and renamed, so a reader never sees half of one. No file is ever
 * removed by a run: a run id names one run, and a directory holding this shard's files refuses a second.
 */
final class SyncDirBarrier implements StepBarrier {
    private final Path dir;
    private final ShardOptions shard;

    private SyncDirBarrier(Path dir, ShardOptions shard) {
        this.dir = dir;
        this.shard = shard;
    }

    /**
     * The barrier of {@code shard}'s run in its sync directory, checked before anything is created.
     *
     * @throws BadInputException when the directory is not a writable directory, or holds this shard of this run
     *                           already (an earlier run with the same run id)
     */
    static SyncDirBarrier of(ShardOptions shard) {
        Path sync = shard.syncDir();
        if (!Files.isDirectory(sync) || !Files.isWritable(sync)) {
            throw new BadInputException("--sync-dir " + sync + " is not a directory this shard can write");
        }
        Path dir = sync.resolve(shard.runId());
        if (Files.exists(dir.resolve(arrival(0, shard.index()))) || Files.exists(dir.resolve(left(shard.index())))) {
            throw new BadInputException("--sync-dir " + sync + " already holds shard " + shard.label() + " of run "
                    + shard.runId() + ": give this run a new --run-id");
        }
        return new SyncDirBarrier(dir, shard);
    }

    @Override
    public void arrive(int index, String step) {
        write(arrival(index, shard.index()), step);
    }

    @Override
    public boolean allArrived(int index, String step) {
        for (int other = 0; other < shard.count(); other++) {
            if (Files.exists(dir.resolve(arrival(index, other)))) {
                continue;
            }
            if (Files.exists(dir.resolve(left(other)))) {
                throw new ShardLostException("shard " + other + "/" + shard.count() + " of run " + shard.runId()
                        + " ended before step " + step + ", so the run cannot go on");
            }
            return false;
        }
        return true;
    }

    @Override
    public void leave() {
        write(left(shard.index()), HostFacts.hostname());
    }

    private static String arrival(int step, int shard) {
        return "step-" + step + ".shard-" + shard;
    }

    private static String left(int shard) {
        return "shard-" + shard + ".left";
    }

    private void write(String name, String content) {
        try {
            Files.createDirectories(dir);
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
