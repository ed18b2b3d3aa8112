package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Distribution;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server version resolved as a user asks for it: a major is its newest release in the repository's metadata, a
 * release is that one, one not published is one line naming what is; offline, the local repository answers.
 */
class ServerDistributionsTest {
    private static final String GROUP = "org.example";
    private static final String ARTIFACT = "pg-binaries-linux-amd64";

    @TempDir
    Path dir;

    @Test
    void aMajorIsItsNewestReleaseAndAReleaseIsItself() throws Exception {
        String remote = remote("16.4.0", "17.2.0", "17.10.0", "17.11.0-beta1", "18.0.0");

        ServerDistributions.Fetched newest = ServerDistributions.fetch("postgres 17", pg("17"), dir.resolve("m2"),
                remote, dir.resolve("cache"));
        ServerDistributions.Fetched exact = ServerDistributions.fetch("postgres 17.2.0", pg("17.2.0"),
                dir.resolve("m2"), remote, dir.resolve("cache"));

        assertThat(newest.coordinates()).isEqualTo(GROUP + ":" + ARTIFACT + ":17.10.0");
        assertThat(newest.binDir().resolve("initdb")).hasContent("17.10.0");
        assertThat(exact.coordinates()).endsWith(":17.2.0");
        assertThat(dir.resolve("m2").resolve(GROUP.replace('.', '/')).resolve(ARTIFACT)
                .resolve("17.10.0/" + ARTIFACT + "-17.10.0.jar")).exists();
    }

    @Test
    void aVersionNotPublishedIsOneLineNamingTheNewestOfEachMajor() throws Exception {
        String remote = remote("16.4.0", "17.2.0");

        assertThatThrownBy(() -> ServerDistributions.fetch("postgres 11", pg("11"), dir.resolve("m2"), remote,
                dir.resolve("cache"))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("postgres 11 is not published: ")
                .hasMessageContaining("(it has 16.4.0, 17.2.0)").hasMessageEndingWith("-o bin-dir=DIR");
        assertThatThrownBy(() -> ServerDistributions.fetch("postgres 17.3.0", pg("17.3.0"), dir.resolve("m2"),
                remote, dir.resolve("cache"))).hasMessageStartingWith("postgres 17.3.0 is not published: ");
    }

    @Test
    void offlineTheNewestReleaseTheLocalRepositoryHoldsIsTaken() throws Exception {
        String remote = remote("17.2.0", "17.10.0");
        ServerDistributions.fetch("postgres 17", pg("17"), dir.resolve("m2"), remote, dir.resolve("cache"));
        String unreachable = "http://127.0.0.1:9/";

        ServerDistributions.Fetched offline = ServerDistributions.fetch("postgres 17", pg("17"), dir.resolve("m2"),
                unreachable, dir.resolve("cache"));

        assertThat(offline.coordinates()).endsWith(":17.10.0");
        // the metadata fetched before answers for the versions it lists
        assertThatThrownBy(() -> ServerDistributions.fetch("postgres 16", pg("16"), dir.resolve("m2"), unreachable,
                dir.resolve("cache"))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("postgres 16 is not published").hasMessageContaining("(it has 17.2.0, 17.10.0)");
        // a local repository that never saw the artifact: the remote could not be asked, and that is the line
        assertThatThrownBy(() -> ServerDistributions.fetch("postgres 17", pg("17"), dir.resolve("empty-m2"),
                unreachable, dir.resolve("cache"))).isInstanceOf(BadInputException.class)
                .hasMessageContaining(unreachable + " could not be reached").hasMessageContaining("has no " + GROUP)
                .hasMessageNotContaining("\n");
    }

    @Test
    void aMajorOrAMinorIsARangeAndAReleaseIsNot() {
        assertThat(Distribution.versionOrRange("17")).isEqualTo("[17,18)");
        assertThat(Distribution.versionOrRange("10.11")).isEqualTo("[10.11,10.12)");
        assertThat(Distribution.versionOrRange("17.2.0")).isEqualTo("17.2.0");
        assertThatThrownBy(() -> Distribution.versionOrRange("latest")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("bad version 'latest'");
        assertThat(ServerDistributions.releases(List.of("13.1.0-1", "13.1.0", "18.0.0-beta1", "9.6.24")))
                .containsExactly("9.6.24", "13.1.0", "13.1.0-1");
    }

    @Test
    void aServerWithoutPublishedBuildsHasNoVersionToChoose() {
        assertThatThrownBy(() -> EngineVersions.check("sqlite", "3")).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("engine sqlite has no version to choose");
    }

    @Test
    void eachServerVersionIsARunOfItsOwn() {
        List<Variants.Variant> runs = Variants.of(new CompareOptions(RunOptions.builder().build(),
                List.of("postgres"), Map.of(), dir, List.of("16", "17.2.0")));

        assertThat(runs).extracting(Variants.Variant::label).containsExactly("postgres-16", "postgres-17.2.0");
        assertThat(runs).extracting(v -> v.options().engineVersion()).containsExactly("16", "17.2.0");
    }

    private static Distribution pg(String version) {
        return new Distribution(GROUP, ARTIFACT, Distribution.versionOrRange(version), "pg-linux-x86_64.txz",
                List.of("bin"), "bin");
    }

    /** A file repository with these releases, each a build whose initdb says its version, and their metadata. */
    private String remote(String... versions) throws Exception {
        Path base = dir.resolve("remote").resolve(GROUP.replace('.', '/')).resolve(ARTIFACT);
        StringBuilder list = new StringBuilder();
        for (String v : versions) {
            Path jar = base.resolve(v).resolve(ARTIFACT + "-" + v + ".jar");
            ServerBuildJars.txzJar(jar, "pg-linux-x86_64.txz", Map.of("bin/initdb", v, "bin/pg_ctl", v));
            ServerBuildJars.sha1File(jar);
            list.append("<version>").append(v).append("</version>");
        }
        Files.writeString(base.resolve("maven-metadata.xml"), "<metadata><groupId>" + GROUP + "</groupId><artifactId>"
                + ARTIFACT + "</artifactId><versioning><versions>" + list + "</versions></versioning></metadata>");
        return dir.resolve("remote").toUri().toString();
    }
}
