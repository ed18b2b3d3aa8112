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
    void compareRunsEachRocksDbVersionAndTheReportLabelsThem_crossedWithAVaryEachConfigurationHasItsSummary()
            throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"compare",
            "--engines", "rocksdb", "--versions", "7.8.3,10.4.2", "--vary", "cache-size=8m,16m", "--color", "always",
            "--work-dir", Cli.path(dir.resolve("work")), "--results-dir", Cli.path(dir.resolve("results")),
            "--out", Cli.path(dir.resolve("report")), "--format", "md"}, TINY));

        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        assertThat(r.err()).isEmpty();
        List<ResultBundle> bundles;
        try (Stream<Path> runs = Files.list(dir.resolve("results"))) {
            Path run = runs.findFirst().orElseThrow();
            try (Stream<Path> files = Files.list(run)) {
                bundles = files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted()
                        .map(BundleFiles::read).toList();
            }
        }
        assertThat(bundles).extracting(b -> b.engine().version() + " " + b.engine().cacheBytes())
                .containsExactlyInAnyOrder("7.8.3 8388608", "7.8.3 16777216", "10.4.2 8388608", "10.4.2 16777216");
        assertThat(bundles).extracting(ResultBundle::status).containsOnly(RunStatus.OK);
        assertThat(Files.readString(dir.resolve("report/report.md")))
                .contains("rocksdb 7.8.3 cache=8m", "rocksdb 10.4.2 cache=16m", "## Version summary");
        // the terminal ends as the report does: per configuration, each step's relative throughput, single runs
        // labelled; marked cells in colour when asked
        String summary = r.out().substring(r.out().indexOf("report on 4 bundles"));
        String plain = summary.replaceAll("\u001b\\[[0-9;]*m", "");
        for (String cache : List.of("8m", "16m")) {
            assertThat(plain).contains("\nVersion summary (cache=" + cache + "): relative throughput by group, "
                    + "median (min-max) of its tests\n");
        }
        assertThat(plain).containsPattern("\\ngroup +7\\.8\\.3 -> 10\\.4\\.2\\n")
                .containsPattern("\\nl\\.i0 +\\d+\\.\\d\\d\\n")
                .containsPattern("\\nmoved +(none|\\d) of 2, noise unknown\\n");
        if (plain.contains("Moved beyond")) {
            // a step that moved past 5% is marked: in colour on the terminal
            assertThat(summary).contains("\u001b[30;10");
        }
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
