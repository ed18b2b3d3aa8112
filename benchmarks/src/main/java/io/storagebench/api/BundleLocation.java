package io.storagebench.api;

import java.io.File;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Where a run's bundle goes, checked before the engine starts: a run that cannot keep its results should not spend
 * an hour measuring, and a bundle the user already has must not be replaced by accident.
 */
final class BundleLocation {
    private BundleLocation() {
    }

    /**
     * {@code --output} as typed: the bundle's file. A directory (or a name ending in a separator) is refused, as the
     * bundle and its {@code .logs/} would land beside it rather than in it; so is an existing file unless
     * {@code force}, since it is most likely an earlier run's bundle.
     */
    static Path outputFile(String given, boolean force) {
        if (given.endsWith("/") || given.endsWith(File.separator) || Files.isDirectory(Path.of(given))) {
            throw new BadInputException("--output " + given + " is a directory: name the bundle's file, e.g. "
                    + Path.of(given).resolve("run.json"));
        }
        return Path.of(given);
    }

    /** Refuses a file that exists unless {@code force}. */
    static void requireNew(Path file, boolean force) {
        if (!force && Files.exists(file)) {
            throw new BadInputException("--output " + file + " already exists: pass --force to replace it, or name "
                    + "another file");
        }
    }

    /**
     * Creates the directory if needed and proves a file can be made in it, so the OS's own reason (permission
     * denied, read-only file system, not a directory) is reported now, in one line, rather than after the engine
     * started.
     */
    static void requireWritable(Path dir) {
        Path absolute = dir.toAbsolutePath();
        try {
            Files.createDirectories(absolute);
            Files.delete(Files.createTempFile(absolute, ".storagebench-", ".probe"));
        } catch (IOException | SecurityException e) {
            throw new BadInputException("cannot write results to " + absolute + ": " + reason(e));
        }
    }

    /** The OS's reason for a failed file operation, in its own words. */
    static String reason(Exception e) {
        if (e instanceof AccessDeniedException || e instanceof SecurityException) {
            return "permission denied";
        }
        if (e instanceof NotDirectoryException || e instanceof FileAlreadyExistsException) {
            // createDirectories reports a file in the way as "already exists"
            return "not a directory";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(Locale.ROOT);
        }
        return String.valueOf(e.getMessage());
    }

    /** The file of one repetition: {@code -r<N>} before {@code .json} when repeating ({@code suffix} empty: as is). */
    static Path repetition(Path file, String suffix) {
        return suffix.isEmpty() ? file : file.resolveSibling(file.getFileName().toString()
                .replaceFirst("(\\.json)?$", suffix + "$1"));
    }
}
