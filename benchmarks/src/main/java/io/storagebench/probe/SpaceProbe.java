package io.storagebench.probe;

import io.storagebench.results.MetricResult;
import io.storagebench.spi.Engine;
import io.storagebench.spi.StorageStats;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Space at the step's end: the engine's own view of the database size ({@code db_gb}), the data directory's apparent
 * size on disk ({@code dir_gb}, WAL and logs included, as {@code du -bs}), and bytes per live row when the engine
 * reports its live row count (counter {@value StorageStats#LIVE_ROWS}).
 */
public final class SpaceProbe implements Probe {
    @Override
    public String name() {
        return "space";
    }

    @Override
    public ProbeRun start(Engine engine) {
        Optional<Path> dir = engine.watchTargets().dataDir();
        return new ProbeRun() {
            @Override
            public void measureFromNow() {
            }

            @Override
            public List<MetricResult> finish(Window window) {
                StorageStats stats = engine.storageStats();
                MetricResult db = stats.sizeBytes().isPresent()
                        ? MetricResult.of("db_gb", "GB", stats.sizeBytes().getAsLong() / Metrics.GB)
                        : MetricResult.absent("db_gb", "GB", "the engine does not report its size");
                MetricResult dirGb;
                if (dir.isEmpty()) {
                    dirGb = MetricResult.absent("dir_gb", "GB", "the engine has no local data directory");
                } else {
                    try {
                        dirGb = MetricResult.of("dir_gb", "GB", directoryBytes(dir.get()) / Metrics.GB);
                    } catch (UncheckedIOException e) {
                        dirGb = MetricResult.absent("dir_gb", "GB", "cannot walk " + dir.get() + ": "
                                + e.getCause().getMessage());
                    }
                }
                MetricResult perRow;
                Double rows = stats.counters().get(StorageStats.LIVE_ROWS);
                if (stats.sizeBytes().isEmpty()) {
                    perRow = MetricResult.absent("bytes_per_row", "B/row", "the engine does not report its size");
                } else if (rows == null) {
                    perRow = MetricResult.absent("bytes_per_row", "B/row",
                            "the engine does not report its live row count");
                } else if (rows <= 0) {
                    perRow = MetricResult.absent("bytes_per_row", "B/row", "no live rows");
                } else if (stats.sizeBytes().getAsLong() <= 0) {
                    perRow = MetricResult.absent("bytes_per_row", "B/row",
                            "the engine counts no bytes yet (RocksDB: rows still in memtables, no SST files)");
                } else {
                    perRow = MetricResult.of("bytes_per_row", "B/row", stats.sizeBytes().getAsLong() / rows);
                }
                return List.of(db, dirGb, perRow);
            }
        };
    }

    /** Apparent size of every regular file under {@code dir}; files deleted during the walk (compaction) are skipped. */
    static long directoryBytes(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.mapToLong(SpaceProbe::sizeOrZero).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long sizeOrZero(Path p) {
        try {
            return Files.isRegularFile(p) ? Files.size(p) : 0;
        } catch (NoSuchFileException gone) {
            return 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
