package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineStartException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The IO-efficiency options: direct-io (with its O_DIRECT check), block-align and its refusals. */
class IoOptionsTest extends EngineFixture {
    private static final int KEYS = 20_000;
    private static final int GETS = 50;

    @Test
    void blockAlignWithCompressionIsRefusedWithOneLine() {
        assertThatThrownBy(() -> open(Map.of("block-align", "on")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("bad value for rocksdb option block-align: 'on'")
                .hasMessageContaining("compression is lz4").hasMessageContaining("compression=none")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        assertThatThrownBy(() -> open(Map.of("block-align", "on", "compression", "none", "block-size", "5000")))
                .hasMessageContaining("power-of-two");
    }

    @Test
    void theOptionsAreOffByDefaultAndListedInTheConfiguration() {
        assertThat(engine.identity().configuration()).containsEntry("direct-io", "off")
                .containsEntry("direct-reads", "off").containsEntry("block-align", "off").containsEntry("optimize-filters-for-hits", "off")
                .containsEntry("bytes-per-sync", String.valueOf(Defaults.BYTES_PER_SYNC));
        assertThat(EngineSettings.OPTIONS).extracting(o -> o.name())
                .contains("direct-io", "block-align", "optimize-filters-for-hits");
    }

    /** Gets after a reopen miss the empty cache and read their blocks from the device, past the page cache. */
    @Test
    void directIoGetsAfterAReopenReadTheirBlocksFromTheDevice() throws IOException {
        String fs = Files.getFileStore(dir).type();
        assumeTrue(!fs.equals("tmpfs") && !fs.equals("ramfs"), "the temp dir is on " + fs + ", not a disk");
        engine.close();
        engine = open(Map.of("direct-io", "on", "compression", "none", "block-align", "on"));
        assertThat(engine.identity().configuration()).containsEntry("direct-io", "on")
                .containsEntry("direct-reads", "on").containsEntry("bytes-per-sync", "0");
        assertThat(Files.exists(dir.resolve(DirectIoCheck.PROBE))).isFalse();
        engine.createTable(KvLoad.SPEC);
        session = engine.openSession();
        KvLoad.put(session, KEYS, 1);
        session.close();
        engine.quiesce();
        engine.reopen();

        session = engine.openSession();
        double misses = engine.storageStats().counters().get("rocksdb.block.cache.data.miss");
        long deviceReads = readBytes();
        int found = 0;
        for (int i = 0; i < GETS; i++) {
            // keys far apart, in different blocks
            found += KvLoad.matching(session, i * (KEYS / GETS), i * (KEYS / GETS) + 1, 1);
        }
        assertThat(found).isEqualTo(GETS);
        assertThat(engine.storageStats().counters().get("rocksdb.block.cache.data.miss") - misses)
                .isGreaterThanOrEqualTo(GETS);
        // with buffered reads these blocks, written moments ago, would come from the page cache
        assertThat(readBytes() - deviceReads).isGreaterThanOrEqualTo((long) GETS * Defaults.BLOCK_SIZE);
    }

    @Test
    void directIoOnAFilesystemWithoutODirectFailsBeforeOpeningWithOneLine() throws Exception {
        Path mount = Files.createDirectory(dir.resolve("ramfs"));
        assumeTrue(run("mount", "-t", "ramfs", "ramfs", mount.toString()), "cannot mount a ramfs here");
        try {
            Path data = mount.resolve("db");
            assertThatThrownBy(() -> new RocksDbEngineProvider().open(
                    new EngineConfig(data, CACHE_BYTES, Map.of("direct-io", "on"))))
                    .isInstanceOf(EngineStartException.class)
                    .hasMessageStartingWith("rocksdb: direct-io needs O_DIRECT, which ramfs at " + data
                            + " does not support")
                    .hasMessageEndingWith("put --work-dir on a disk filesystem")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
            assertThat(Files.exists(data.resolve(DirectIoCheck.PROBE))).isFalse();
            assertThat(Files.exists(data.resolve("CURRENT"))).isFalse();
        } finally {
            run("umount", mount.toString());
        }
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    }

    /** Bytes this process had read from storage devices (Linux task IO accounting). */
    private static long readBytes() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("/proc/self/io"));
        return lines.stream().filter(l -> l.startsWith("read_bytes:"))
                .mapToLong(l -> Long.parseLong(l.substring("read_bytes:".length()).trim())).findFirst()
                .orElseThrow();
    }
}
