package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The IO-efficiency study through the CLI on RocksDB at a micro scale, on a disk filesystem: the options the workload
 * sets, a baseline, read steps and the two interleaved in slices per thread count (two half-second slices: one
 * pair, the least that reaches the slicer), the storage figures of block-aligned O_DIRECT reads (one 8 KB read per
 * get, the cache holding index and filter blocks only); and the input it refuses before measuring anything.
 *
 * <p>It runs alone ({@link Isolated}): it reads the device's counters, which other tests' IO would add to.
 */
@Isolated
class IoEfficiencyEndToEndTest {
    static final String[] MICRO = {"--workload", "io-efficiency", "-p", "keys=200000", "-p", "threads=1,2",
        "-p", "seconds=2", "-p", "warmup=0", "-p", "cache-mb=8", "-p", "slices=2", "-p", "slice-seconds=0.5",
        "--no-progress"};
    static final List<String> STEPS = List.of("fillseq", "overwritesome", "flush_mt_l0", "baseline.t1",
            "readrandom.t1", "interleave.t1", "baseline.t2", "readrandom.t2", "interleave.t2", "compact",
            "readrandom2.t1", "readrandom2.t2", "readrandom3.t1", "readrandom3.t2");
    /** The study's table: the read steps against the baseline of their thread count. */
    static final String STUDY_HEADER = "step\\s+threads\\s+qps\\s+iops\\s+reqsz\\s+usPer\\s+syPer\\s+cpuPer\\s+"
            + "rx\\.lat\\s+io\\.lat\\s+io\\.eff\\s+eff\\.min\\s+eff\\.max\\s+pairs\\s+us\\.inc\\s+cpu\\.inc\\s";
    /** Filesystems that hold files in memory: the study's reads would never reach a disk. */
    static final Set<String> MEMORY_FILESYSTEMS = Set.of("tmpfs", "ramfs");
    /** Reads per second of other processes that would move read_kb_per_read by a few percent at most. */
    static final long QUIET_READS_PER_SECOND = 100;

    @TempDir
    Path dir;

    @Test
    void aMicroStudyReadsOneAlignedBlockPerGetAgainstTheBaselineOfEachThreadCount() throws Exception {
        // under target/, on the build's disk: JUnit's temporary directory may be a tmpfs
        Path work = Files.createTempDirectory(Files.createDirectories(Path.of("target").toAbsolutePath()), "io-eff");
        String filesystem = Files.getFileStore(work).type();
        assumeTrue(!MEMORY_FILESYSTEMS.contains(filesystem), "target/ is on " + filesystem + ", not a disk");
        // the storage figures are the device's (/proc/diskstats): another process's reads would be counted as ours
        long othersReadsPerSecond = DeviceReads.of(work).perSecondOver(Duration.ofSeconds(2));
        assumeTrue(othersReadsPerSecond < QUIET_READS_PER_SECOND, "the disk of " + work + " is busy with "
                + othersReadsPerSecond + " reads/s of other processes, which its figures would count as the run's");
        Path bundleFile = dir.resolve("io-efficiency.json");
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine", "rocksdb", "--work-dir", Cli.path(work), "--output", Cli.path(bundleFile)}, MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern(STUDY_HEADER);
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        // the workload asks for them (no -o given), and the engine reports them as what it ran with
        for (var options : List.of(bundle.engine().options(), bundle.engine().configuration())) {
            assertThat(options).containsEntry("direct-io", "on").containsEntry("compression", "none")
                    .containsEntry("block-align", "on");
        }
        assertThat(bundle.steps()).extracting(StepResult::name).containsExactlyElementsOf(STEPS);
        String tool = onPath("fio") ? "fio" : "java O_DIRECT";
        for (StepResult step : bundle.steps()) {
            assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
            assertThat(step.headline().value()).as(step.name()).isPositive();
            if (step.name().startsWith("baseline.")) {
                assertThat(step.headline().label()).as(step.name()).isEqualTo("iops (" + tool + ")");
                assertThat(step.actor("baseline").rows()).as(step.name() + ": reads").isPositive();
            }
        }
        for (String name : List.of("readrandom.t1", "readrandom.t2")) {
            StepResult read = KvEndToEndTest.step(bundle, name);
            assertThat(read.actor("kv").rows()).as(name + ": every get found its key")
                    .isEqualTo(read.actor("kv").ops());
            // loose: a virtual disk's IOPS wander between the baseline and the read step
            assertThat(KvEndToEndTest.value(read, "io_eff")).as(name).isBetween(0.2, 2.0);
            assertThat(KvEndToEndTest.value(read, "read_kb_per_read")).as(name + ": one aligned 8 KB block per read")
                    .isBetween(7.5, 8.5);
            assertThat(KvEndToEndTest.value(read, "reads_per_op")).as(name + ": a get misses the cache once, the index and filter "
                    + "blocks stay cached").isBetween(0.8, 1.6);
        }
        for (String name : List.of("interleave.t1", "interleave.t2")) {
            StepResult both = KvEndToEndTest.step(bundle, name);
            // two half-second slices, baseline then engine: one pair, its ratio the median
            assertThat(KvEndToEndTest.value(both, "io_eff_pairs")).as(name).isEqualTo(1.0);
            assertThat(KvEndToEndTest.value(both, "io_eff")).as(name).isBetween(0.2, 2.0)
                    .isEqualTo(KvEndToEndTest.value(both, "io_eff_min"));
            assertThat(both.actor("kv").ops()).as(name + ": the engine read in its slice").isPositive();
        }
        assertThat(work).isEmptyDirectory();
    }

    @Test
    void anEngineOtherThanRocksDbIsRefusedInOneLine() throws Exception {
        Cli.Result r = refused("-w", "io-efficiency", "-e", "sqlite", "--work-dir", Cli.path(dir.resolve("work")));
        assertThat(r.err()).contains("io-efficiency", "rocksdb only");
    }

    @Test
    void blockAlignWithTheDefaultCompressionIsRefusedNamingTheCompression() throws Exception {
        Cli.Result r = refused("-w", "kv", "-e", "rocksdb", "-o", "block-align=on", "--work-dir",
                Cli.path(dir.resolve("work")));
        assertThat(r.err()).contains("block-align", "compression is lz4", "compression=none");
    }

    /** ramfs reports no size: it was refused as a full disk ("0 bytes free") before the filesystem was named. */
    @Test
    void aWorkDirOnRamfsIsRefusedNamingTheFilesystem() throws Exception {
        Path mount = Files.createDirectories(dir.resolve("ramfs"));
        assumeTrue(command("mount", "-t", "ramfs", "ramfs", mount.toString()) == 0,
                "cannot mount a ramfs here (needs root)");
        try {
            Cli.Result r = refused("-w", "io-efficiency", "--work-dir", Cli.path(mount), "-p", "keys=1000");
            assertThat(r.err()).contains("ramfs", "block device", Cli.path(mount)).doesNotContain("free");
        } finally {
            command("umount", mount.toString());
        }
    }

    /** Runs the CLI and checks the run was refused as bad input: exit 2, one line on stderr, no bundle. */
    private Cli.Result refused(String... args) throws Exception {
        Path bundleFile = dir.resolve("refused.json");
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--output", Cli.path(bundleFile), "--no-progress"}, args));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).startsWith("run: ").doesNotContain("\tat ").hasLineCount(1);
        assertThat(r.out()).doesNotContain("fillseq");
        assertThat(bundleFile).doesNotExist();
        return r;
    }

    private static int command(String... command) throws IOException, InterruptedException {
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start().waitFor();
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && List.of(path.split(File.pathSeparator)).stream()
                .anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, program)));
    }
}
