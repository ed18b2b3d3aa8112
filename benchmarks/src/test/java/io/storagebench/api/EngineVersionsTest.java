package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** rocksdbjni versions a run asks for: named, found (locally or fetched once), refused in one line. */
class EngineVersionsTest {
    @TempDir
    Path dir;

    @Test
    void from103OnTheJarIsThePlatformsBeforeItHasEveryPlatform() {
        assertThat(EngineVersions.classifier("9.10.0")).isEmpty();
        assertThat(EngineVersions.classifier("10.2.1")).isEmpty();
        if (System.getProperty("os.name").toLowerCase().contains("linux")
                && System.getProperty("os.arch").equals("amd64")) {
            assertThat(EngineVersions.classifier("10.3.0")).isEqualTo("linux64");
            assertThat(EngineVersions.classifier("11.0.1")).isEqualTo("linux64");
        }
    }

    @Test
    void aVersionIsFetchedOnceIntoTheLocalRepository() throws Exception {
        Path remote = dir.resolve("remote");
        Path jar = remote.resolve("org/rocksdb/rocksdbjni/7.8.3/rocksdbjni-7.8.3.jar");
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "a jar's bytes");
        Path local = dir.resolve("local");

        Path fetched = EngineVersions.rocksDbJni("7.8.3", local, remote.toUri().toString());

        assertThat(fetched).startsWith(local).hasContent("a jar's bytes");
        Files.delete(jar);
        // the second time from the local repository, the remote one not asked
        assertThat(EngineVersions.rocksDbJni("7.8.3", local, remote.toUri().toString())).isEqualTo(fetched);
    }

    @Test
    void aVersionNowhereIsOneLineNamingWhereItWasLookedFor() {
        Path remote = dir.resolve("remote");
        assertThatThrownBy(() -> EngineVersions.rocksDbJni("1.2.3", dir.resolve("local"), remote.toUri().toString()))
                .isInstanceOf(BadInputException.class)
                .hasMessage("rocksdbjni 1.2.3 is not in " + remote.toUri() + " (nor in the local repository "
                        + dir.resolve("local") + ")");
    }

    @Test
    void anUnreachableRepositoryIsOneLineNamingTheLocalOne() {
        assertThatThrownBy(() -> EngineVersions.rocksDbJni("1.2.3", dir.resolve("local"), "http://127.0.0.1:9/"))
                .isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("rocksdbjni 1.2.3 is not in the local repository " + dir.resolve("local")
                        + ", and http://127.0.0.1:9/ could not be reached: ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void versionsAreForRocksDbAndLookLikeVersions() {
        assertThatThrownBy(() -> RunOptions.builder().engine("sqlite").engineVersion("3.45").build())
                .isInstanceOf(BadInputException.class).hasMessageStartingWith("engine sqlite has no version to choose");
        assertThatThrownBy(() -> RunOptions.builder().engineVersion("latest").build())
                .isInstanceOf(BadInputException.class)
                .hasMessage("bad rocksdbjni version 'latest': expected one like 9.10.0");
        assertThatThrownBy(() -> new CompareOptions(RunOptions.builder().build(), List.of("sqlite"), Map.of(),
                dir, List.of("9.10.0"))).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("--versions is for rocksdb");
    }

    @Test
    void eachVersionIsARunOfItsOwnAndOtherEnginesRunOnce() {
        List<Variants.Variant> runs = Variants.of(new CompareOptions(RunOptions.builder().build(),
                List.of("rocksdb", "sqlite"), Map.of(), dir, List.of("7.8.3", "10.4.2")));

        assertThat(runs).extracting(Variants.Variant::label).containsExactly("rocksdb-7.8.3", "rocksdb-10.4.2",
                "sqlite");
        assertThat(runs).extracting(v -> v.options().engineVersion()).containsExactly("7.8.3", "10.4.2", null);
    }
}
