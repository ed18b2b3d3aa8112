package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.ServerBinaries;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the server binaries (initdb, pg_ctl): where the user says (option {@code bin-dir}), else on the PATH, else
 * in Debian's {@code /usr/lib/postgresql/<major>/bin}, newest major first; both from one directory, one version.
 */
public final class Binaries {
    private static final List<String> TOOLS = List.of("initdb", "pg_ctl");

    private Binaries() {
    }

    /** The directory holding initdb and pg_ctl. */
    public static Path find(String binDirOption) {
        if (binDirOption != null && !binDirOption.isBlank()) {
            return ServerBinaries.binDir(binDirOption, TOOLS);
        }
        return locate().orElseThrow(() -> new IllegalArgumentException(missingMessage()));
    }

    /** The binaries' directory when they are installed, for tests that need them. */
    public static Optional<Path> locate() {
        Optional<Path> onPath = ServerBinaries.path().stream().filter(d -> ServerBinaries.holdsAll(d, TOOLS))
                .findFirst();
        Path debian = Path.of(Defaults.DEBIAN_LIB);
        if (onPath.isPresent() || !Files.isDirectory(debian)) {
            return onPath;
        }
        try (Stream<Path> versions = Files.list(debian)) {
            return versions.map(v -> v.resolve("bin")).filter(d -> ServerBinaries.holdsAll(d, TOOLS))
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

    private static int major(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
