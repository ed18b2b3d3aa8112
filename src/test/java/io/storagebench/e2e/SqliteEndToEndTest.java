package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Insert Benchmark through the CLI on embedded SQLite at a micro scale, and its bundle read back. */
class SqliteEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void aMicroRunOnSqliteWritesACompleteBundle() throws Exception {
        Path bundleFile = dir.resolve("sqlite.json");
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine", "sqlite", "--cache-size", "64m", "--work-dir", Cli.path(dir.resolve("work")), "--output",
            Cli.path(bundleFile), "--no-progress"}, InsertBenchmarkEndToEndTest.MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("l.i0", "qp1000", "sqlite");
        ResultBundle bundle = BundleFiles.read(bundleFile);
        InsertBenchmarkEndToEndTest.assertCompleteMicroRun(bundle);
        assertThat(bundle.engine().name()).isEqualTo("sqlite");
        assertThat(bundle.engine().product()).isEqualTo("SQLite");
        assertThat(bundle.engine().version()).matches("3\\.\\d+\\.\\d+");
        assertThat(bundle.engine().configuration()).containsEntry("journal_mode", "wal")
                .containsEntry("cache_size", String.valueOf(-(64 << 10))).containsKey("sqlite-jdbc.version");
        StepResult i0 = bundle.steps().get(0);
        assertThat(i0.metric("db_gb").value()).isPositive();
        assertThat(i0.metric("write_kb_per_insert").value()).isPositive();
        assertThat(i0.metric("engine.sqlite.page-count").value()).isPositive();
        assertThat(bundle.steps().get(3).after().quiesced()).isTrue();
        assertThat(Files.list(dir.resolve("work"))).as("the database file removed after the run").isEmpty();
    }
}
