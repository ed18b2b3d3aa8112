package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.ServerBinaries;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The server binaries: where the user says (option {@code bin-dir}, holding both), else on the PATH, else where
 * Debian puts them ({@code /usr/sbin/mariadbd}, {@code /usr/bin/mariadb-install-db}). A {@code bin-dir} may also be
 * the {@code bin/} of MariaDB's binary tarball (or of a tree fetched from Maven Central, laid out alike), with
 * mariadb-install-db in {@code ../scripts/}: both tools are then given that tree as {@code --basedir}, where they
 * find {@code share/}.
 *
 * @param mariadbd  the server
 * @param installDb the tool that creates a data directory
 * @param baseDir   the tarball's tree, when the binaries are laid out as in one
 */
public record MariaDbBinaries(Path mariadbd, Path installDb, Optional<Path> baseDir) {

    private static final String SERVER = "mariadbd";
    private static final String INSTALL_DB = "mariadb-install-db";
    /** Where a binary tarball keeps mariadb-install-db, beside {@code bin/}. */
    private static final String TARBALL_SCRIPTS = "scripts";

    /** The binaries, or bad input that says how to get them. */
    public static MariaDbBinaries find(String binDirOption) {
        if (binDirOption != null && !binDirOption.isBlank()) {
            Path dir = Path.of(binDirOption);
            Path base = dir.toAbsolutePath().getParent();
            if (base != null && ServerBinaries.holdsAll(dir, List.of(SERVER)) && !Files.exists(dir.resolve(INSTALL_DB))
                    && ServerBinaries.holdsAll(base.resolve(TARBALL_SCRIPTS), List.of(INSTALL_DB))) {
                return new MariaDbBinaries(dir.resolve(SERVER), base.resolve(TARBALL_SCRIPTS).resolve(INSTALL_DB),
                        Optional.of(base));
            }
            dir = ServerBinaries.binDir(binDirOption, List.of(SERVER, INSTALL_DB));
            return new MariaDbBinaries(dir.resolve(SERVER), dir.resolve(INSTALL_DB), Optional.empty());
        }
        return locate().orElseThrow(() -> new IllegalArgumentException(missingMessage()));
    }

    /** The installed binaries, for tests that need them. */
    public static Optional<MariaDbBinaries> locate() {
        List<Path> dirs = new ArrayList<>(ServerBinaries.path());
        dirs.add(Path.of(Defaults.DEBIAN_SBIN));
        dirs.add(Path.of(Defaults.DEBIAN_BIN));
        Optional<Path> server = ServerBinaries.first(dirs, SERVER);
        Optional<Path> install = ServerBinaries.first(dirs, INSTALL_DB);
        return server.isPresent() && install.isPresent()
                ? Optional.of(new MariaDbBinaries(server.get(), install.get(), Optional.empty())) : Optional.empty();
    }

    /**
     * The directory to pass as {@code --plugin-dir} for MyRocks: empty for the server's own (Debian's) directory.
     * Fails as bad input when ha_rocksdb.so is not there.
     */
    public static Optional<Path> rocksDbPluginDir(String pluginDirOption) {
        Path dir = pluginDir(pluginDirOption);
        if (!holdsRocksDb(dir)) {
            throw new IllegalArgumentException(missingPluginMessage(dir));
        }
        return pluginDirOption == null ? Optional.empty() : Optional.of(dir);
    }

    /** True when the plugin directory the option names (or else Debian's) holds MyRocks. */
    public static boolean rocksDbPluginAt(String pluginDirOption) {
        return holdsRocksDb(pluginDir(pluginDirOption));
    }

    /** True when Debian's plugin directory holds MyRocks, for tests that need it. */
    public static boolean rocksDbPluginInstalled() {
        return rocksDbPluginAt(null);
    }

    private static Path pluginDir(String pluginDirOption) {
        return pluginDirOption == null ? Path.of(Defaults.DEBIAN_PLUGIN_DIR) : Path.of(pluginDirOption);
    }

    private static boolean holdsRocksDb(Path dir) {
        return Files.isRegularFile(dir.resolve("ha_rocksdb.so"));
    }

    /** The one-line message for a machine without the server binaries. */
    public static String missingMessage() {
        return "MariaDB server binaries (mariadbd, mariadb-install-db) not found on the PATH or in "
                + Defaults.DEBIAN_SBIN + ", " + Defaults.DEBIAN_BIN + ": install the '" + Defaults.SERVER_PACKAGE
                + "' package or pass -o bin-dir=DIR";
    }

    /** The one-line message for a machine without the MyRocks plugin. */
    public static String missingPluginMessage(Path dir) {
        return "the MyRocks plugin ha_rocksdb.so is not in " + dir + ": install the '" + Defaults.ROCKSDB_PACKAGE
                + "' package or pass -o plugin-dir=DIR";
    }
}
