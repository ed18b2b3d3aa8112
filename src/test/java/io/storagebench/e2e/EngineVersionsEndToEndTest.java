package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * RocksDB versions side by side without a rebuild: compare --versions fetches each rocksdbjni (Maven Central, cached
 * in the local Maven repository) and runs each in a JVM with that version first on its class path, and ends, as its
 * report does, with the version summary.
 */
class EngineVersionsEndToEndTest {
    private static final String[] TINY = {"-p", "rows.l.i0=5000", "-p", "steps=l.i0,l.x", "--no-progress"};

    @TempDir
    Path dir;

    @Test
    void compareRunsEachRocksDbVersionAndTheReportLabelsThem() throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"compare",
            "--engines", "rocksdb", "--versions", "7.8.3,10.4.2", "--work-dir", Cli.path(dir.resolve("work")),
            "--results-dir", Cli.path(dir.resolve("results")), "--out", Cli.path(dir.resolve("report")),
            "--format", "md"}, TINY));

        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        assertThat(r.err()).isEmpty();
        List<ResultBundle> bundles;
        try (Stream<Path> runs = Files.list(dir.resolve("results"))) {
            Path run = runs.findFirst().orElseThrow();
            bundles = List.of(BundleFiles.read(run.resolve("rocksdb-7.8.3.json")),
                    BundleFiles.read(run.resolve("rocksdb-10.4.2.json")));
        }
        assertThat(bundles).extracting(b -> b.engine().version()).containsExactly("7.8.3", "10.4.2");
        assertThat(bundles).extracting(ResultBundle::status).containsOnly(RunStatus.OK);
        assertThat(Files.readString(dir.resolve("report/report.md")))
                .contains("# insert-benchmark (tiny): rocksdb 7.8.3 vs rocksdb 10.4.2", "## Version summary");
        // the terminal ends as the report does: each step's relative throughput, single runs labelled
        String summary = r.out().substring(r.out().indexOf("report on 2 bundles"));
        assertThat(summary).contains("\nVersion summary: relative throughput by group, median (min-max) of its tests\n")
                .containsPattern("\\ngroup +7\\.8\\.3 -> 10\\.4\\.2\\n")
                .containsPattern("\\nl\\.i0 +\\d+\\.\\d\\d\\n")
                .containsPattern("\\nmoved +(none|\\d) of 2, noise unknown\\n");
    }

    @Test
    void aVersionThatDoesNotExistIsOneLineBeforeAnythingRuns() throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"compare",
            "--engines", "rocksdb", "--versions", "10.4.2,0.0.1", "--work-dir", Cli.path(dir.resolve("work")),
            "--results-dir", Cli.path(dir.resolve("results"))}, TINY));

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).startsWith("compare: rocksdbjni 0.0.1 is not in ").hasLineCount(1);
        assertThat(r.out()).doesNotContain("storagebench: ");
    }

    @Test
    void aVersionLackingWhatTheEngineUsesIsOneLine() throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine-version", "5.18.4", "--work-dir", Cli.path(dir.resolve("work")),
            "--results-dir", Cli.path(dir.resolve("results"))}, TINY));

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("run: rocksdb 5.18.4 lacks what storagebench's engine uses: NoSuchMethodError "
                + "'void org.rocksdb.BloomFilter.<init>(double)'\n");
    }
}
