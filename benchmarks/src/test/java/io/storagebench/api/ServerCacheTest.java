package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Distribution;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Server builds unpacked once into the shared cache: checked, complete or refused in one line, never half there. */
class ServerCacheTest {
    private static final Distribution PG = new Distribution("org.example", "pg-binaries-linux-amd64", "[17,18)",
            "pg-linux-x86_64.txz", List.of("bin"), "bin");
    private static final Map<String, String> PG_FILES = Map.of("bin/initdb", "#!/bin/sh\n", "bin/pg_ctl",
            "#!/bin/sh\n", "lib/libpq.so.5", "a library", "share/postgresql/postgres.bki", "catalog");

    @TempDir
    Path dir;

    @Test
    void aTxzJarIsUnpackedWithItsModesAndLinksAndItsOrigin() throws Exception {
        Path jar = ServerBuildJars.txzJar(dir.resolve("pg.jar"), "pg-linux-x86_64.txz", PG_FILES);

        Path tree = ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, ServerCache.sha1(jar));

        assertThat(tree.getFileName().toString()).isEqualTo("pg-binaries-linux-amd64-17.2.0-"
                + ServerCache.sha1(jar).substring(0, 12));
        assertThat(Files.isExecutable(tree.resolve("bin/initdb"))).isTrue();
        assertThat(tree.resolve("share/postgresql/postgres.bki")).hasContent("catalog");
        assertThat(Files.readSymbolicLink(tree.resolve("lib/libpq.so"))).isEqualTo(Path.of("libpq.so.5"));
        assertThat(ServerCache.origin(tree.resolve("bin")))
                .isEqualTo("org.example:pg-binaries-linux-amd64:17.2.0 sha1=" + ServerCache.sha1(jar));
        assertThat(Files.getPosixFilePermissions(tree)).hasSize(7); // rwxr-xr-x: the servers' users read it
    }

    @Test
    void aSecondRunUsesTheTreeTheFirstUnpacked() throws Exception {
        Path jar = ServerBuildJars.txzJar(dir.resolve("pg.jar"), "pg-linux-x86_64.txz", PG_FILES);
        Path first = ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null);
        Files.writeString(first.resolve("marker"), "left by the first");

        Path second = ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null);

        assertThat(second).isEqualTo(first).satisfies(p -> assertThat(p.resolve("marker")).exists());
    }

    @Test
    void concurrentRunsUnpackOneTreeAndLeaveNoTemporaryOne() throws Exception {
        Path jar = ServerBuildJars.txzJar(dir.resolve("pg.jar"), "pg-linux-x86_64.txz", PG_FILES);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Path>> runs = Stream.generate(() -> pool.submit(() ->
                    ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null))).limit(4).toList();
            for (Future<Path> run : runs) {
                assertThat(run.get().resolve("bin/pg_ctl")).exists();
            }
        } finally {
            pool.shutdown();
        }
        try (Stream<Path> cache = Files.list(dir.resolve("cache"))) {
            assertThat(cache.map(p -> p.getFileName().toString())).noneMatch(n -> n.contains(".tmp-"))
                    .filteredOn(n -> !n.endsWith(".lock")).hasSize(1);
        }
    }

    @Test
    void aFolderOfTheJarIsTheTreeAndItsScriptsAreMadeExecutable() throws Exception {
        Distribution maria = new Distribution("org.example", "db-linux64", "11.4.5",
                "db/mariadb-" + Distribution.VERSION + "/linux/", List.of("bin", "scripts"), "bin");
        Path jar = ServerBuildJars.zip(dir.resolve("maria.jar"), Map.of(
                "db/mariadb-11.4.5/linux/bin/mariadbd", "server".getBytes(StandardCharsets.UTF_8),
                "db/mariadb-11.4.5/linux/scripts/mariadb-install-db", "script".getBytes(StandardCharsets.UTF_8),
                "db/mariadb-11.4.5/linux/share/english/errmsg.sys", "messages".getBytes(StandardCharsets.UTF_8),
                "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n".getBytes(StandardCharsets.UTF_8)), 0100644);

        Path tree = ServerCache.unpacked(dir.resolve("cache"), maria, "11.4.5", jar, null);

        assertThat(Files.isExecutable(tree.resolve("scripts/mariadb-install-db"))).isTrue();
        assertThat(Files.isExecutable(tree.resolve("share/english/errmsg.sys"))).isFalse();
        assertThat(tree.resolve("META-INF")).doesNotExist();
    }

    @Test
    void aJarThatIsNotTheOneWhoseChecksumWasPublishedIsRefused() throws Exception {
        Path jar = ServerBuildJars.txzJar(dir.resolve("pg.jar"), "pg-linux-x86_64.txz", PG_FILES);

        assertThatThrownBy(() -> ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar,
                "0000000000000000000000000000000000000000")).isInstanceOf(BadInputException.class)
                .hasMessageContaining("not the 0000000000000000000000000000000000000000 published for it")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aCorruptJarIsOneLineAndLeavesNothingInTheCache() throws Exception {
        Path jar = dir.resolve("pg.jar");
        Files.write(jar, new byte[] {'P', 'K', 3, 4, 1, 2, 3});

        assertThatThrownBy(() -> ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null))
                .isInstanceOf(BadInputException.class).hasMessageStartingWith("cannot unpack")
                .hasMessageNotContaining("\n");
        try (Stream<Path> cache = Files.list(dir.resolve("cache"))) {
            assertThat(cache.map(p -> p.getFileName().toString())).allMatch(n -> n.endsWith(".lock"));
        }
    }

    @Test
    void aTreeDamagedSinceItWasUnpackedIsRefusedNamingTheFile() throws Exception {
        Path jar = ServerBuildJars.txzJar(dir.resolve("pg.jar"), "pg-linux-x86_64.txz", PG_FILES);
        Path tree = ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null);
        Files.writeString(tree.resolve("bin/initdb"), "");

        assertThatThrownBy(() -> ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null))
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("is damaged: bin/initdb has 0 bytes, not 10: remove " + tree);

        Files.delete(tree.resolve("lib/libpq.so.5"));
        assertThatThrownBy(() -> ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null))
                .hasMessageContaining("is damaged: bin/initdb");
    }

    @Test
    void anEntryThatClimbsOutOfTheTreeIsRefused() throws Exception {
        Path jar = ServerBuildJars.txzJar(dir.resolve("pg.jar"), "pg-linux-x86_64.txz",
                Map.of("../../escaped", "x"));

        assertThatThrownBy(() -> ServerCache.unpacked(dir.resolve("cache"), PG, "17.2.0", jar, null))
                .isInstanceOf(BadInputException.class).hasMessageContaining("an entry outside the tree");
        assertThat(dir.resolve("escaped")).doesNotExist();
    }
}
