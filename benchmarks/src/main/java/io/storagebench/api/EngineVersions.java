package io.storagebench.api;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Locale;
import java.util.regex.Pattern;
import org.eclipse.aether.RepositoryException;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.resolution.ArtifactResolutionException;

/**
 * An embedded engine's library at the version a run asks for, fetched at run time so comparing versions needs no
 * rebuild: RocksDB's {@code rocksdbjni} from Maven Central (with Maven Resolver, which keeps what it fetched in the
 * local Maven repository, so a version is downloaded once). From 10.3 on, rocksdbjni publishes one jar per platform
 * (classifier {@code linux64}, {@code linux-aarch64}); before, one jar with every platform's library.
 *
 * <p>A forked run puts the jar first on its class path: its classes and native library are found before the ones
 * storagebench was built with.
 */
final class EngineVersions {
    private static final Pattern VERSION = Pattern.compile("[0-9]+(\\.[0-9]+){1,3}");
    /** The jars resolved so far in this process, by version. */
    private static final Map<String, Path> RESOLVED = new ConcurrentHashMap<>();

    private EngineVersions() {
    }

    /** The engines whose version a run can choose: RocksDB's library, and servers with published builds. */
    static boolean versioned(String engine) {
        return engine.equals(Defaults.VERSIONED_ENGINE) || ServerDistributions.published(engine);
    }

    /** Refuses a version a run cannot ask for: one line. */
    static void check(String engine, String version) {
        if (engine.equals(Defaults.VERSIONED_ENGINE)) {
            if (!VERSION.matcher(version).matches()) {
                throw new BadInputException("bad rocksdbjni version '" + version + "': expected one like 9.10.0");
            }
            return;
        }
        if (ServerDistributions.of(engine, version).isEmpty()) {
            throw new BadInputException("engine " + engine + " has no version to choose (versions are for "
                    + Defaults.VERSIONED_ENGINE + "'s rocksdbjni and the servers with builds on Maven Central); for "
                    + "builds of your own, run each with --vary bin-dir=DIR1,DIR2");
        }
    }

    /** The rocksdbjni jar of {@code version}, from the local repository or, once, from the remote one. */
    static Path rocksDbJni(String version) {
        // once per version per process: a comparison checks each version before its first run, then runs it repeatedly
        return RESOLVED.computeIfAbsent(version, v -> rocksDbJni(v, localRepository(), remoteRepository()));
    }

    /** As {@link #rocksDbJni(String)}, with the local and remote repositories named. */
    static Path rocksDbJni(String version, Path local, String remote) {
        check(Defaults.VERSIONED_ENGINE, version);
        String classifier = classifier(version);
        DefaultArtifact artifact = new DefaultArtifact("org.rocksdb", "rocksdbjni", classifier, "jar", version);
        try {
            return MavenRepository.resolve(local, remote, artifact);
        } catch (ArtifactResolutionException e) {
            throw new BadInputException(MavenRepository.notFound(e)
                    ? "rocksdbjni " + version + " is not in " + remote + " (nor in the local repository " + local + ")"
                    : "rocksdbjni " + version + " is not in the local repository " + local + ", and " + remote
                            + " could not be reached: " + Failures.oneLine(MavenRepository.rootCause(e)));
        } catch (RepositoryException e) {
            throw new BadInputException("rocksdbjni " + version + ": " + Failures.oneLine(MavenRepository.rootCause(e)));
        }
    }

    /** The jar's classifier: the platform's from 10.3 on, none before (one jar with every platform's library). */
    static String classifier(String version) {
        String[] parts = version.split("\\.");
        int major = Integer.parseInt(parts[0]);
        int minor = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
        if (major < 10 || major == 10 && minor < 3) {
            return "";
        }
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch");
        if (os.contains("linux") && (arch.equals("amd64") || arch.equals("x86_64"))) {
            return "linux64";
        }
        if (os.contains("linux") && arch.equals("aarch64")) {
            return "linux-aarch64";
        }
        throw new BadInputException("rocksdbjni " + version + " has no jar for " + os + "/" + arch
                + " that storagebench knows the name of");
    }

    /** The local Maven repository: -Dmaven.repo.local, else ~/.m2/repository. */
    static Path localRepository() {
        String given = System.getProperty("maven.repo.local");
        return given != null && !given.isBlank() ? Path.of(given)
                : Path.of(System.getProperty("user.home"), ".m2", "repository");
    }

    /** Maven Central, or the repository STORAGEBENCH_MAVEN_REPO names (a mirror). */
    static String remoteRepository() {
        String given = System.getenv(Defaults.MAVEN_REPO_ENV);
        return given != null && !given.isBlank() ? given : Defaults.MAVEN_CENTRAL;
    }

}
