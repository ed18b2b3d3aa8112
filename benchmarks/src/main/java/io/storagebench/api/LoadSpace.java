package io.storagebench.api;

import io.storagebench.workload.Load;
import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Refuses, before anything is written, a run whose loads cannot fit the work directory's disk or that loads more
 * rows in one step than anyone means without saying so: an absurd row count would otherwise start loading and fill
 * the disk hours later. The estimate is the engine-neutral {@code rows x bytes per row x }{@link
 * Defaults#LOAD_SPACE_FACTOR}, kept here rather than in each engine.
 */
final class LoadSpace {
    private static final String[] UNITS = {"bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"};

    private LoadSpace() {
    }

    /** Estimated bytes on disk after a load of {@code rows} rows of {@code rowBytes} bytes of values. */
    static double estimate(long rows, long rowBytes) {
        return (double) rows * rowBytes * Defaults.LOAD_SPACE_FACTOR;
    }

    /**
     * Refuses the loads when their running total exceeds {@code freeBytes} (skipped when {@code freeBytes} is
     * negative: the data is on another host), or a load above {@link Defaults#HUGE_LOAD_ROWS} rows without
     * {@code allowHuge}.
     */
    static void check(List<Load> loads, Path workDir, long freeBytes, boolean allowHuge) {
        double total = 0;
        for (Load load : loads) {
            total += estimate(load.rows(), load.rowBytes());
            if (freeBytes >= 0 && total > freeBytes) {
                String steps = load == loads.get(0) ? load.step() : loads.get(0).step() + " to " + load.step();
                throw new BadInputException(String.format(Locale.ROOT, "%s would write about %s into %s (%s free): "
                        + "lower %s or use another --work-dir", steps, bytes(total), workDir.toAbsolutePath(),
                        bytes(freeBytes), load.parameter()));
            }
        }
        for (Load load : loads) {
            if (load.rows() > Defaults.HUGE_LOAD_ROWS && !allowHuge) {
                throw new BadInputException(String.format(Locale.ROOT, "%s would load %d rows, more than the %d a step "
                        + "loads without --allow-huge: lower %s, or pass --allow-huge if you mean it", load.step(),
                        load.rows(), Defaults.HUGE_LOAD_ROWS, load.parameter()));
            }
        }
    }

    /**
     * Usable bytes on the disk that holds {@code workDir}, or of its nearest existing parent when it is not made yet;
     * -1 when unknown. A filesystem that reports no size at all (ramfs: total 0, free 0, it grows into memory) is
     * unknown, not full.
     */
    static long freeBytes(Path workDir) {
        Path existing = workDir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            if (existing == null) {
                return -1;
            }
            FileStore store = Files.getFileStore(existing);
            return store.getTotalSpace() == 0 ? -1 : store.getUsableSpace();
        } catch (IOException e) {
            // the work directory's own creation reports what is wrong with it, in its words
            return -1;
        }
    }

    /** A byte count as a person reads it: 120 GB, 3.5 MB. */
    static String bytes(double bytes) {
        int unit = 0;
        double value = bytes;
        while (value >= 1000 && unit < UNITS.length - 1) {
            value /= 1000;
            unit++;
        }
        return String.format(Locale.ROOT, value < 10 && unit > 0 ? "%.1f %s" : "%.0f %s", value, UNITS[unit]);
    }
}
