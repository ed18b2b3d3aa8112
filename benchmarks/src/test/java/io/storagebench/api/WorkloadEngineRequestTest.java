package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.cli.CommandLineRun;
import io.storagebench.cli.RocksDbOnlyWorkload;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.EngineInfo;
import io.storagebench.spi.EngineProvider;
import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.WorkloadPlan;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workload's {@link EngineRequest} on the command line: another engine is refused up front in one line (exit 2,
 * nothing created), its options are defaults under the user's {@code -o}, its cache size replaces the default unless
 * {@code --cache-size} was given, and the bundle shows what the engine got.
 */
class WorkloadEngineRequestTest {
    private static final long DEFAULT_CACHE = 1L << 30;

    @TempDir
    Path tmp;

    private final WorkloadPlan plan = new RocksDbOnlyWorkload().plan("only", Map.of());
    private final EngineProvider rocksdb = Catalog.engine("rocksdb");

    @Test
    void theWorkloadsOptionsAndCacheApplyWhenTheUserGivesNone() {
        EngineSetup setup = EngineSetup.of(plan, rocksdb, Map.of(), null);

        assertThat(setup.options()).containsExactly(Map.entry("block-size", "8k"), Map.entry("compression", "none"));
        assertThat(setup.cacheBytes()).isEqualTo(RocksDbOnlyWorkload.CACHE_BYTES);
    }

    @Test
    void theUsersOptionsAndCacheSizeWinOverTheWorkloads() {
        EngineSetup setup = EngineSetup.of(plan, rocksdb, Map.of("compression", "zstd", "sync", "true"), 2L << 30);

        assertThat(setup.options()).containsExactly(Map.entry("block-size", "8k"), Map.entry("compression", "zstd"),
                Map.entry("sync", "true"));
        assertThat(setup.cacheBytes()).isEqualTo(2L << 30);
    }

    @Test
    void aWorkloadWithoutARequestGetsTheUsersOptionsAndTheDefaultCache() {
        WorkloadPlan any = new WorkloadPlan("any", "p", Map.of(), 1, Set.of(), List.of(), List.of());

        EngineSetup setup = EngineSetup.of(any, Catalog.engine("sqlite"), Map.of("x", "1"), null);

        assertThat(setup.options()).containsExactly(Map.entry("x", "1"));
        assertThat(setup.cacheBytes()).isEqualTo(DEFAULT_CACHE);
    }

    @Test
    void eachEngineGetsTheOptionsTheWorkloadSetsForIt_notAnotherEnginesOptions() {
        WorkloadPlan two = new WorkloadPlan("two", "p", Map.of(), 1, Set.of(), List.of(), List.of(),
                new EngineRequest(Map.of("rocksdb", new EngineRequest.Tuning(Map.of("direct-io", "on"), 8192),
                        "sqlite", EngineRequest.Tuning.NONE), 0, false, "two engines"));

        assertThat(EngineSetup.of(two, rocksdb, Map.of(), null).options())
                .containsExactly(Map.entry("direct-io", "on"));
        assertThat(EngineSetup.of(two, Catalog.engine("sqlite"), Map.of(), null).options()).isEmpty();
        assertThatThrownBy(() -> EngineSetup.of(two, Catalog.engine("postgres"), Map.of(), null))
                .isInstanceOf(BadInputException.class).hasMessage("workload two runs on rocksdb, sqlite only: two engines");
    }

    @Test
    void ioEfficiencyGivesMariaDbItsIoBoundProfileAndTheUsersProfileStillWins() {
        WorkloadPlan io = Catalog.workload("io-efficiency").plan("tiny", Map.of());

        assertThat(EngineSetup.of(io, Catalog.engine("mariadb-innodb"), Map.of(), null).options())
                .containsExactly(Map.entry("profile", "io-bound"));
        assertThat(EngineSetup.of(io, Catalog.engine("mariadb-myrocks"), Map.of("profile", "small"), null)
                .options()).containsExactly(Map.entry("profile", "small"));
        EngineSetup postgres = EngineSetup.of(io, Catalog.engine("postgres"), Map.of(), null);
        assertThat(postgres.options()).isEmpty();
        assertThat(postgres.cacheBytes()).isEqualTo(16L << 20);
    }

    @Test
    void anOptionTheWorkloadSetsThatTheEngineLacksIsOneLineNamingTheWorkload() {
        WorkloadPlan odd = new WorkloadPlan("odd", "p", Map.of(), 1, Set.of(), List.of(), List.of(),
                new EngineRequest(Map.of("rocksdb", new EngineRequest.Tuning(Map.of("direct-io-typo", "on"), 0)), 0,
                        false, "odd"));

        assertThatThrownBy(() -> EngineSetup.of(odd, rocksdb, Map.of(), null)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("workload odd sets option 'direct-io-typo' that engine rocksdb does not have "
                        + "(options: ");
    }

    @Test
    void runRefusesAnotherEngineInOneLineBeforeCreatingAnything() {
        Path work = tmp.resolve("work");
        CommandLineRun r = RocksDbOnlyWorkload.installed(tmp.resolve("services"), () -> CommandLineRun.run("run",
                "-w", RocksDbOnlyWorkload.NAME, "-e", "sqlite", "--work-dir", work.toString(), "--results-dir",
                tmp.resolve("results").toString()));

        assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).isEqualTo("run: workload rocksdb-only-test runs on rocksdb only: "
                + RocksDbOnlyWorkload.WHY + System.lineSeparator());
        assertThat(work).doesNotExist();
        assertThat(tmp.resolve("results")).doesNotExist();
    }

    @Test
    void compareRefusesAnEngineTheWorkloadDoesNotRunOnBeforeTheFirstEngineRuns() {
        CommandLineRun r = RocksDbOnlyWorkload.installed(tmp.resolve("services"), () -> CommandLineRun.run("compare",
                "--engines", "rocksdb,sqlite", "-w", RocksDbOnlyWorkload.NAME, "--work-dir",
                tmp.resolve("work").toString(), "--results-dir", tmp.resolve("results").toString()));

        assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).isEqualTo("compare: workload rocksdb-only-test runs on rocksdb only: "
                + RocksDbOnlyWorkload.WHY + System.lineSeparator());
        assertThat(r.out()).isEmpty();
        assertThat(tmp.resolve("work")).doesNotExist();
        assertThat(tmp.resolve("results")).doesNotExist();
    }

    @Test
    void theBundleShowsTheEffectiveOptionsAndCache() {
        Path bundle = tmp.resolve("run.json");
        CommandLineRun r = RocksDbOnlyWorkload.installed(tmp.resolve("services"), () -> CommandLineRun.run("run",
                "-w", RocksDbOnlyWorkload.NAME, "-o", "compression=lz4", "--work-dir", tmp.resolve("work").toString(),
                "--output", bundle.toString(), "--no-progress"));

        assertThat(r.exitCode()).as(r.err()).isEqualTo(ExitCode.OK);
        EngineInfo engine = BundleFiles.read(bundle).engine();
        assertThat(engine.options()).containsEntry("block-size", "8k").containsEntry("compression", "lz4");
        assertThat(engine.cacheBytes()).isEqualTo(RocksDbOnlyWorkload.CACHE_BYTES);
    }

    @Test
    void theWorkloadsListingSaysWhichEnginesAWorkloadRunsOn() {
        CommandLineRun r = RocksDbOnlyWorkload.installed(tmp.resolve("services"),
                () -> CommandLineRun.run("workloads"));

        assertThat(r.exitCode()).isEqualTo(ExitCode.OK);
        assertThat(r.out()).contains("    engines: rocksdb only (" + RocksDbOnlyWorkload.WHY + ")");
        // a workload for any engine says nothing of engines: only this one and io-efficiency say which
        assertThat(r.out().lines().filter(line -> line.startsWith("    engines:"))).hasSize(2)
                .contains("    engines: mariadb-innodb, mariadb-myrocks, postgres, rocksdb only (the IO-efficiency "
                        + "study reads an engine's blocks with O_DIRECT and counts the block device's reads)");
    }

    @Test
    void runHelpStillShowsTheDefaultCacheSize() {
        String help = CommandLineRun.run("run", "--help").out().replaceAll("\\s+", " ");

        assertThat(help).contains("Default: " + Defaults.CACHE_SIZE + ", or the size the workload is defined with");
    }
}
