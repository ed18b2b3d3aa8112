package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.storagebench.cli.CommandLineRun;
import io.storagebench.ibench.InsertBenchmark;
import io.storagebench.spi.CacheMemory;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 62: {@code --cache-size 999999t} ran to the end, exit 0, and the bundle said the engine had a 999,999 TB
 * cache. A cache the user gives that is more than this host's memory is now refused before anything is created, in
 * one line naming the size and the memory, for {@code run}, each {@code --vary cache-size} value of {@code compare}
 * and the typed API the Maven plugin calls; a cache close to the memory runs with a warning.
 */
class CacheLargerThanMemoryIsRefusedTest {
    private static final long GIB = 1L << 30;

    @TempDir
    Path dir;

    private String memory;

    @BeforeEach
    void thisHostsMemoryIsKnown() {
        long bytes = HostFacts.memoryBytes();
        assumeThat(bytes).as("MemTotal in /proc/meminfo").isPositive();
        memory = CacheRoom.gib(bytes);
    }

    @Test
    void runRefusesItInOneLineBeforeTheWorkDirectoryExists() {
        CommandLineRun r = CommandLineRun.run("run", "--cache-size", "999999t", "-p", "rows.l.i0=2000", "-p",
                "query.seconds=1", "--work-dir", dir.resolve("work").toString(), "--results-dir",
                dir.resolve("results").toString());

        assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err().strip()).isEqualTo("run: --cache-size 999999t is more than this host's " + memory
                + " of memory");
        assertThat(dir.resolve("work")).doesNotExist();
        assertThat(dir.resolve("results")).doesNotExist();
    }

    @Test
    void theTypedApiRefusesItSoTheMavenPluginDoesToo() {
        RunOptions options = RunOptions.builder().cacheSize("999999t").workDir(dir.resolve("work")).progress(false)
                .build();

        assertThatThrownBy(() -> bench().run(options)).isInstanceOf(BadInputException.class)
                .hasMessage("--cache-size 999999t is more than this host's " + memory + " of memory");
        assertThat(dir.resolve("work")).doesNotExist();
    }

    @Test
    void compareChecksEveryVariedValueBeforeTheFirstRun() {
        RunOptions template = RunOptions.builder().workDir(dir.resolve("work")).progress(false).build();
        CompareOptions compare = new CompareOptions(template, List.of("rocksdb"),
                Map.of(CompareOptions.CACHE_SIZE, List.of("64m", "999999t")), dir.resolve("cmp"));

        assertThatThrownBy(() -> bench().compare(compare)).isInstanceOf(BadInputException.class)
                .hasMessage("--vary cache-size=999999t is more than this host's " + memory + " of memory");
        assertThat(dir.resolve("work")).doesNotExist();
        assertThat(dir.resolve("cmp")).doesNotExist();
    }

    @Test
    void aCacheAboveTheWarningShareRunsWithAWarningAndOneWellBelowItWithout() {
        Prepared prepared = Prepared.offline(RunOptions.builder().cacheSize("15g").workDir(dir).build());
        RunOptions given = RunOptions.builder().cacheSize("15g").build();

        assertThat(CacheRoom.check(prepared, given, "--cache-size ", 16 * GIB)).contains("warning: --cache-size 15g "
                + "is 93% of this host's 16.0 GiB of memory: the OS page cache and the client need room too");
        assertThat(CacheRoom.check(prepared, given, "--cache-size ", 32 * GIB)).isEmpty();
        assertThat(CacheRoom.check(prepared, given, "--cache-size ", -1)).as("memory unknown: nothing to check")
                .isEmpty();
    }

    @Test
    void theDefaultCacheAboveMemoryIsAWarningNotARefusalSinceTheUserDidNotGiveIt() {
        RunOptions options = RunOptions.builder().workDir(dir).build();
        Prepared prepared = Prepared.offline(options);

        assertThat(CacheRoom.check(prepared, options, "--cache-size ", GIB / 2)).contains("warning: the default "
                + "cache size 1g is more than this host's 0.5 GiB of memory: give a smaller --cache-size");
    }

    @Test
    void aClusterOfManagedNodesIsCheckedForAllItsNodesAndSaysWhichSetting() {
        Prepared prepared = new Prepared(new InsertBenchmark().plan("tiny", Map.of()), new Cluster(),
                new EngineSetup(Map.of(), 8 * GIB));
        RunOptions given = RunOptions.builder().cacheSize("8g").build();

        assertThatThrownBy(() -> CacheRoom.check(prepared, given, "--cache-size ", 20 * GIB))
                .isInstanceOf(BadInputException.class)
                .hasMessage("--cache-size 8g takes 24g of memory on this host, more than its 20.0 GiB (engine cluster: "
                        + "buffer_pool=8g on each of 3 nodes)");
        assertThat(CacheRoom.check(prepared, given, "--cache-size ", 25 * GIB)).contains("warning: --cache-size 8g "
                + "takes 24g, 96% of this host's 25.0 GiB of memory (engine cluster: buffer_pool=8g on each of 3 "
                + "nodes): the OS page cache and the client need room too");
    }

    private StorageBench bench() {
        return new StorageBench(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true));
    }

    /** A provider whose cache is a setting on each of three servers on this host, as a managed cluster's is. */
    private static final class Cluster implements EngineProvider {
        @Override
        public String name() {
            return "cluster";
        }

        @Override
        public String description() {
            return "three nodes on this host, each with the cache budget";
        }

        @Override
        public List<OptionSpec> options() {
            return List.of();
        }

        @Override
        public Engine open(EngineConfig config) {
            throw new AssertionError("the check never opens the engine");
        }

        @Override
        public Optional<CacheMemory> cacheMemory(EngineConfig config) {
            return Optional.of(new CacheMemory(3 * config.cacheBytes(), "buffer_pool="
                    + OptionSpec.formatSize(config.cacheBytes()) + " on each of 3 nodes"));
        }
    }
}
