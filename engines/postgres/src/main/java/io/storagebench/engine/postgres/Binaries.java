package io.storagebench.engine.postgres;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the server binaries (initdb, pg_ctl): where the user says (option {@code bin-dir}), else on the PATH, else
 * in Debian's {@code /usr/lib/postgresql/<major>/bin}, newest major first.
 */
public final class Binaries {
    private Binaries() {
    }

    /** The directory holding initdb and pg_ctl. */
    public static Path find(String binDirOption) {
        if (binDirOption != null && !binDirOption.isBlank()) {
            Path dir = Path.of(binDirOption);
            if (!complete(dir)) {
                throw new IllegalArgumentException("bad bin-dir '" + binDirOption + "': no executable initdb and "
                        + "pg_ctl in it");
            }
            return dir;
        }
        return locate().orElseThrow(() -> new IllegalArgumentException(missingMessage()));
    }

    /** The binaries' directory when they are installed, for tests that need them. */
    public static Optional<Path> locate() {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isEmpty() && complete(Path.of(entry))) {
                return Optional.of(Path.of(entry));
            }
        }
        Path debian = Path.of(Defaults.DEBIAN_LIB);
        if (!Files.isDirectory(debian)) {
            return Optional.empty();
        }
        try (Stream<Path> versions = Files.list(debian)) {
            return versions.map(v -> v.resolve("bin")).filter(Binaries::complete)
                    .max(Comparator.comparingInt(Binaries::major));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The one-line message for a machine without the server binaries. */
    public static String missingMessage() {
        return "PostgreSQL server binaries (initdb, pg_ctl) not found on the PATH or in " + Defaults.DEBIAN_LIB
                + "/*/bin: install the '" + Defaults.DEBIAN_PACKAGE + "' package or pass -o bin-dir=DIR";
    }

    private static boolean complete(Path dir) {
        return Files.isExecutable(dir.resolve("initdb")) && Files.isExecutable(dir.resolve("pg_ctl"));
    }

    private static int major(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
