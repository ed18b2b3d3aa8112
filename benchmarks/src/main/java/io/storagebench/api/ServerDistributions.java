package io.storagebench.api;

import io.storagebench.spi.Distribution;
import io.storagebench.spi.EngineProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.eclipse.aether.RepositoryException;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResult;
import org.eclipse.aether.transfer.MetadataNotFoundException;
import org.eclipse.aether.util.version.GenericVersionScheme;
import org.eclipse.aether.version.InvalidVersionSpecificationException;
import org.eclipse.aether.version.Version;
import org.eclipse.aether.version.VersionConstraint;

/**
 * A server engine at the version a run asks for, from the build its provider names ({@link Distribution}): the
 * newest release in a range (Maven Resolver's range over the repository's metadata; offline, the newest the local
 * repository holds), fetched once into the local Maven repository as rocksdbjni versions are
 * ({@link EngineVersions}), unpacked once into the {@link ServerCache}. The run then starts the server from there
 * with {@code -o bin-dir}, exactly as from a build of the user's.
 */
final class ServerDistributions {
    /** The engine option a server engine's binaries are found by. */
    static final String BIN_DIR_OPTION = "bin-dir";
    /** What this process fetched so far, by engine and version asked for. */
    private static final Map<String, Fetched> FETCHED = new ConcurrentHashMap<>();

    private ServerDistributions() {
    }

    /**
     * A server build ready to run.
     *
     * @param coordinates the artifact it came from, {@code group:artifact:version}
     * @param binDir      the directory the engine's {@code bin-dir} names
     */
    record Fetched(String coordinates, Path binDir) {
    }

    /** True when {@code engine} is a server whose builds are published (for some platform). */
    static boolean published(String engine) {
        try {
            return provider(engine).distribution("0", os(), arch()).isPresent();
        } catch (IllegalArgumentException e) {
            return true; // not for this platform or flavour: checking the version says why
        } catch (BadInputException e) {
            return false;
        }
    }

    /** The build {@code engine} names for {@code version} on this platform; empty for an engine without builds. */
    static Optional<Distribution> of(String engine, String version) {
        try {
            return provider(engine).distribution(version, os(), arch());
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /**
     * {@code options} with {@code bin-dir} naming the fetched build of its engine version, when its engine is a
     * server with published builds; else {@code options} as they are.
     *
     * @throws BadInputException when the version is not published, the platform has none, or the build cannot be
     *                           fetched or unpacked
     */
    static RunOptions apply(RunOptions options) {
        if (options.engineVersion() == null || options.engine().equals(Defaults.VERSIONED_ENGINE)) {
            return options;
        }
        if (options.engineOptions().containsKey(BIN_DIR_OPTION)) {
            throw new BadInputException("--engine-version and -o " + BIN_DIR_OPTION + " both name the server's "
                    + "binaries: give one");
        }
        if (options.jdbcUrl() != null) {
            throw new BadInputException("--engine-version starts a server of that version; --jdbc-url names one "
                    + "running already: give one");
        }
        Fetched fetched = fetch(options.engine(), options.engineVersion());
        return options.toBuilder().engineOption(BIN_DIR_OPTION, fetched.binDir().toString()).build();
    }

    /** The build of {@code engine} at {@code version}, fetched and unpacked once per process. */
    static Fetched fetch(String engine, String version) {
        Fetched known = FETCHED.get(engine + " " + version);
        if (known != null) {
            return known;
        }
        Distribution d = of(engine, version).orElseThrow(() -> new BadInputException("engine " + engine
                + " has no published builds"));
        Fetched fetched = fetch(engine + " " + version, d, EngineVersions.localRepository(),
                EngineVersions.remoteRepository(), ServerCache.root());
        FETCHED.put(engine + " " + version, fetched);
        return fetched;
    }

    /** As {@link #fetch(String, String)}, with the repositories and the cache named; {@code what} for messages. */
    static Fetched fetch(String what, Distribution d, Path local, String remote, Path cache) {
        String version = isRange(d.version()) ? newest(what, d, local, remote) : d.version();
        Path jar = jar(what, d, version, local, remote);
        Path dir = ServerCache.unpacked(cache, d, version, jar, publishedSha1(jar));
        return new Fetched(d.coordinates(version), dir.resolve(d.binDir()));
    }

    /** The coordinates a run's server came from, for its bundle: read beside the binaries, null for another build. */
    static String origin(Map<String, String> engineOptions) {
        String bin = engineOptions.get(BIN_DIR_OPTION);
        return bin == null ? null : ServerCache.origin(Path.of(bin));
    }

    private static boolean isRange(String version) {
        return version.startsWith("[") || version.startsWith("(");
    }

    /** The newest release (no qualifier such as {@code -beta1}) in the range. */
    private static String newest(String what, Distribution d, Path local, String remote) {
        String artifact = d.groupId() + ":" + d.artifactId();
        List<String> versions;
        String unreachable = null;
        try {
            VersionRangeResult result = MavenRepository.with(local, remote, (system, session, remotes) ->
                    system.resolveVersionRange(session, new VersionRangeRequest(
                            new DefaultArtifact(d.groupId(), d.artifactId(), "jar", d.version()), remotes, null)));
            versions = releases(result.getVersions().stream().map(Version::toString).toList());
            // metadata not found in one repository (the local one, say) is no failure; one not fetched is
            Optional<Exception> failed = result.getExceptions().stream()
                    .filter(x -> !(x instanceof MetadataNotFoundException)).findFirst();
            if (versions.isEmpty() && failed.isPresent()) {
                unreachable = Failures.oneLine(MavenRepository.rootCause(failed.get()));
            }
        } catch (RepositoryException e) {
            versions = List.of();
            unreachable = Failures.oneLine(MavenRepository.rootCause(e));
        }
        if (versions.isEmpty() && unreachable != null) {
            versions = releases(inLocal(d, local));
            if (versions.isEmpty()) {
                throw new BadInputException(what + ": " + remote + " could not be reached (" + unreachable
                        + "), and the local repository " + local + " has no " + artifact + " in " + d.version());
            }
        }
        if (versions.isEmpty()) {
            throw new BadInputException(what + " is not published: " + remote + " has no " + artifact + " in "
                    + d.version() + published(d, local, remote) + "; or run a build of your own with -o "
                    + BIN_DIR_OPTION + "=DIR");
        }
        return versions.get(versions.size() - 1);
    }

    /** What the repository has, the newest of each major, as {@code " (it has 10.11.5, 11.4.5)"}. */
    private static String published(Distribution d, Path local, String remote) {
        try {
            VersionRangeResult all = MavenRepository.with(local, remote, (system, session, remotes) ->
                    system.resolveVersionRange(session, new VersionRangeRequest(
                            new DefaultArtifact(d.groupId(), d.artifactId(), "jar", "[0,)"), remotes, null)));
            List<String> releases = releases(all.getVersions().stream().map(Version::toString).toList());
            // MariaDB's majors have two numbers (10.11), PostgreSQL's one (from 10): the shorter list that says it
            Map<String, String> byMinor = newest(releases, 2);
            Map<String, String> newest = byMinor.size() <= Defaults.PUBLISHED_LISTED ? byMinor : newest(releases, 1);
            return newest.isEmpty() ? "" : " (it has " + String.join(", ", newest.values()) + ")";
        } catch (RepositoryException e) {
            return "";
        }
    }

    /** The newest of {@code releases} (oldest first) for each value of their first {@code parts} numbers. */
    private static Map<String, String> newest(List<String> releases, int parts) {
        Map<String, String> newest = new LinkedHashMap<>();
        for (String v : releases) {
            String[] p = v.split("[.-]");
            newest.put(String.join(".", java.util.Arrays.asList(p).subList(0, Math.min(parts, p.length))), v);
        }
        return newest;
    }

    /** The releases among {@code versions}, oldest first: those of numbers only, a respin's {@code -1} allowed. */
    static List<String> releases(List<String> versions) {
        GenericVersionScheme scheme = new GenericVersionScheme();
        List<Version> out = new ArrayList<>();
        for (String v : versions) {
            if (v.matches("[0-9]+(\\.[0-9]+)*(-[0-9]+)?")) {
                try {
                    out.add(scheme.parseVersion(v));
                } catch (InvalidVersionSpecificationException e) {
                    // not a version: skipped
                }
            }
        }
        out.sort(Comparator.naturalOrder());
        return out.stream().map(Version::toString).toList();
    }

    /** The versions in the range whose jar the local repository holds: the range's answer offline. */
    private static List<String> inLocal(Distribution d, Path local) {
        Path dir = local.resolve(d.groupId().replace('.', '/')).resolve(d.artifactId());
        try (Stream<Path> versions = Files.list(dir)) {
            VersionConstraint range = new GenericVersionScheme().parseVersionConstraint(d.version());
            GenericVersionScheme scheme = new GenericVersionScheme();
            List<String> out = new ArrayList<>();
            for (Path v : versions.toList()) {
                String name = v.getFileName().toString();
                if (Files.isRegularFile(v.resolve(d.artifactId() + "-" + name + ".jar"))
                        && range.containsVersion(scheme.parseVersion(name))) {
                    out.add(name);
                }
            }
            return out;
        } catch (IOException | InvalidVersionSpecificationException e) {
            return List.of();
        }
    }

    private static Path jar(String what, Distribution d, String version, Path local, String remote) {
        DefaultArtifact artifact = new DefaultArtifact(d.groupId(), d.artifactId(), "jar", version);
        try {
            return MavenRepository.resolve(local, remote, artifact);
        } catch (ArtifactResolutionException e) {
            throw new BadInputException(MavenRepository.notFound(e)
                    ? what + " is not published: " + d.coordinates(version) + " is not in " + remote + " (nor in "
                            + "the local repository " + local + "); or run a build of your own with -o "
                            + BIN_DIR_OPTION + "=DIR"
                    : what + ": " + d.coordinates(version) + " is not in the local repository " + local + ", and "
                            + remote + " could not be reached: " + Failures.oneLine(MavenRepository.rootCause(e)));
        } catch (RepositoryException e) {
            throw new BadInputException(what + ": " + Failures.oneLine(MavenRepository.rootCause(e)));
        }
    }

    /** The SHA-1 the repository published beside the jar, as Maven Resolver kept it; null when there is none. */
    private static String publishedSha1(Path jar) {
        Path file = jar.resolveSibling(jar.getFileName() + ".sha1");
        try {
            String text = Files.readString(file, StandardCharsets.US_ASCII).strip();
            return text.isEmpty() ? null : text.split("\\s+")[0];
        } catch (IOException e) {
            return null;
        }
    }

    private static EngineProvider provider(String engine) {
        return Catalog.engine(engine);
    }

    private static String os() {
        return System.getProperty("os.name");
    }

    private static String arch() {
        return System.getProperty("os.arch");
    }
}
