package io.storagebench.spi;

import java.util.List;
import java.util.Objects;

/**
 * Where a server engine's binaries at a version come from when none are installed: a jar on a Maven repository,
 * one per version and platform, holding the server's directory tree. storagebench resolves it, unpacks the tree
 * once into a cache and starts the engine with its {@code bin-dir} option naming {@link #binDir} there.
 *
 * @param groupId     the artifact's group
 * @param artifactId  the artifact for this platform
 * @param version     a Maven version ({@code 17.2.0}) or range ({@code [17,18)}): the newest release in a range
 * @param archive     the tree's place in the jar: an entry ending in {@code .txz} (an xz-compressed tar), or a
 *                    folder ending in {@code /}, in which {@code {version}} stands for the version resolved
 * @param executables folders of the tree whose files are made executable (a jar entry may have lost the bit)
 * @param binDir      the folder of the tree that the engine's {@code bin-dir} option names
 */
public record Distribution(String groupId, String artifactId, String version, String archive,
                           List<String> executables, String binDir) {
    /** Stands for the resolved version in {@link #archive}. */
    public static final String VERSION = "{version}";

    public Distribution {
        Objects.requireNonNull(groupId, "groupId");
        Objects.requireNonNull(artifactId, "artifactId");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(archive, "archive");
        executables = List.copyOf(executables);
        Objects.requireNonNull(binDir, "binDir");
    }

    /**
     * The Maven version a user's version means: a major ({@code 17}) or a major and minor ({@code 11.4}) is the
     * range of their releases, whose newest is taken; one with three parts ({@code 17.2.0}) is that release.
     *
     * @throws IllegalArgumentException for what is not one to three numbers
     */
    public static String versionOrRange(String version) {
        if (!version.matches("[0-9]+(\\.[0-9]+){0,2}([.-][0-9A-Za-z]+)?")) {
            throw new IllegalArgumentException("bad version '" + version + "': expected a major (17), a major and "
                    + "minor (11.4) or a release (17.2.0)");
        }
        String[] parts = version.split("\\.");
        if (parts.length >= 3 || !version.matches("[0-9.]+")) {
            return version;
        }
        if (parts.length == 1) {
            return "[" + parts[0] + "," + (Integer.parseInt(parts[0]) + 1) + ")";
        }
        return "[" + version + "," + parts[0] + "." + (Integer.parseInt(parts[1]) + 1) + ")";
    }

    /** The jar entry or folder the tree is in, for the version resolved. */
    public String archiveFor(String resolvedVersion) {
        return archive.replace(VERSION, resolvedVersion);
    }

    /** The coordinates as {@code group:artifact:version}, at the version resolved. */
    public String coordinates(String resolvedVersion) {
        return groupId + ":" + artifactId + ":" + resolvedVersion;
    }
}
