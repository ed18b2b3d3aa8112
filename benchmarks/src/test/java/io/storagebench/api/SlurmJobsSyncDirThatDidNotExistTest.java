package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.cli.CommandLineRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pins the bug that the printed Slurm script failed on at once: it gives each job's shards {@code --sync-dir
 * DIR/$SLURM_JOB_ID} and {@code --results-dir DIR/$SLURM_JOB_ID}, which nobody has made when the job's tasks start,
 * every task at the same moment. Whichever shard comes first makes them, the others' making them at that moment is
 * no failure, and a sync directory that cannot be made is one line naming it and why, exit code 2.
 */
class SlurmJobsSyncDirThatDidNotExistTest {
    private static final int SHARDS = 8;

    @TempDir
    Path dir;

    @Test
    void shardsStartingAtOnceAllMakeOrFindTheJobsSyncAndResultsDirectories() throws Exception {
        Path sync = dir.resolve("sb-sync/4242");
        Path results = dir.resolve("results/4242");
        CyclicBarrier together = new CyclicBarrier(SHARDS);
        ExecutorService pool = Executors.newFixedThreadPool(SHARDS);
        List<SyncDirBarrier> barriers = new ArrayList<>();
        try {
            List<Future<SyncDirBarrier>> started = new ArrayList<>();
            for (int i = 0; i < SHARDS; i++) {
                ShardOptions shard = ShardOptions.resolve(i + "/" + SHARDS, null, "4242", null, sync, null, Map.of(),
                        Instant.EPOCH);
                Callable<SyncDirBarrier> start = () -> {
                    together.await();
                    BundleLocation.requireWritable(results);
                    SyncDirBarrier barrier = SyncDirBarrier.of(shard);
                    barrier.arrive(0, "l.i0");
                    return barrier;
                };
                started.add(pool.submit(start));
            }
            for (Future<SyncDirBarrier> f : started) {
                barriers.add(f.get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(results).isDirectory();
        assertThat(barriers).allSatisfy(b -> assertThat(b.allArrived(0, "l.i0")).isTrue());
        barriers.forEach(SyncDirBarrier::leave);
    }

    @Test
    void aSyncDirThatCannotBeMadeIsOneLineNamingItAndWhyAndExitCode2() throws Exception {
        Path file = Files.writeString(dir.resolve("sb-sync"), "a file where the directory should be");
        Path sync = file.resolve("4242");
        CommandLineRun r = CommandLineRun.run("run", "-e", "postgres", "--jdbc-url",
                "jdbc:postgresql://127.0.0.1:1/none", "--shard", "0/2", "--run-id", "4242", "--sync-dir",
                sync.toString(), "--results-dir", dir.resolve("results/4242").toString(), "--work-dir",
                dir.resolve("work").toString(), "--no-progress", "-p", "clients=2", "-p", "rows.l.i0=10");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err().strip()).isEqualTo("run: cannot create --sync-dir " + sync + ": not a directory");
    }
}
