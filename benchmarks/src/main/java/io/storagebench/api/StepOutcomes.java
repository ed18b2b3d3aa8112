package io.storagebench.api;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * How each step's barrier ended, one file a step in the run's sync directory ({@code step-<K>.outcome}): the shards
 * went on (every one had arrived), or one gave up waiting. Whoever writes it first decides it for every shard, by
 * making the file only where there is none, which the shared filesystem's server decides rather than any shard's
 * cached view of the directory. So a shard that gives up at the moment the others go on either goes on with them or
 * stops them all: no shard goes on with one that has left, and none that went on is stopped by a late give-up.
 *
 * <p>The file is a written one linked to its name, so no reader sees half of it; where the filesystem has no hard
 * links (SMB) it is made with an exclusive create and written, and a reader may find it empty for a moment (read as
 * not decided yet).
 */
final class StepOutcomes {
    /** The outcome of a step every shard arrived at. */
    static final String WENT_ON = "went on";
    private static final String GAVE_UP = "gave up by shard ";

    private final Path dir;

    StepOutcomes(Path dir) {
        this.dir = dir;
    }

    /** The outcome of shard {@code label}'s giving up at a step. */
    static String gaveUp(String label) {
        return GAVE_UP + label;
    }

    /** The shard that gave up in {@code outcome}, or null when the shards went on. */
    static String whoGaveUp(String outcome) {
        return outcome.startsWith(GAVE_UP) ? outcome.substring(GAVE_UP.length()) : null;
    }

    /** Step {@code step}'s outcome, or null when it has none yet (or none that can be read yet). */
    String read(int step) {
        try {
            String outcome = Files.readString(dir.resolve(name(step))).strip();
            return outcome.isEmpty() ? null : outcome;
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Makes {@code proposed} step {@code step}'s outcome unless it has one. Returns the outcome: {@code proposed}, or
     * the one written first; null when that one cannot be read yet (ask again).
     */
    String decide(int step, String proposed) {
        Path file = dir.resolve(name(step));
        try {
            Path written = Files.createTempFile(dir, "." + name(step), ".tmp");
            try {
                Files.writeString(written, proposed + "\n");
                Files.createLink(file, written);
                return proposed;
            } catch (FileAlreadyExistsException e) {
                // on NFS a retried link may find the one its first try made: reading says whose it is either way
                return read(step);
            } catch (UnsupportedOperationException | IOException e) {
                return createExclusively(step, file, proposed);
            } finally {
                Files.deleteIfExists(written);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + " (--sync-dir)", e);
        }
    }

    private String createExclusively(int step, Path file, String proposed) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            out.write(proposed + "\n");
            return proposed;
        } catch (FileAlreadyExistsException e) {
            return read(step);
        }
    }

    private static String name(int step) {
        return "step-" + step + ".outcome";
    }
}
