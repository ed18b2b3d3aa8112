package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * compare's repeats run in turns (A B A B), so a machine that drifts over minutes colours every configuration alike
 * rather than the one that happened to run last; each configuration's bundles are named after it.
 */
class CompareRunsRepeatsInTurnsTest {
    @TempDir
    Path dir;

    @Test
    void repeatsAlternateBetweenConfigurations() {
        RunOptions template = RunOptions.builder().workDir(dir.resolve("work")).progress(false).repeat(2)
                .params(Map.of("rows.l.i0", "2000", "steps", "l.i0,l.x")).build();
        StringWriter out = new StringWriter();
        CompareResult result = new StorageBench(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true))
                .compare(new CompareOptions(template, List.of("rocksdb"),
                        Map.of("compression", List.of("none", "lz4")), dir.resolve("cmp")));

        assertThat(result.exitCode()).as(out.toString()).isEqualTo(ExitCode.OK);
        assertThat(result.bundles()).extracting(p -> p.getFileName().toString()).containsExactly(
                "rocksdb-compression=none-r1.json", "rocksdb-compression=lz4-r1.json",
                "rocksdb-compression=none-r2.json", "rocksdb-compression=lz4-r2.json");
        List<ResultBundle> bundles = result.bundles().stream().map(BundleFiles::read).toList();
        for (int i = 1; i < bundles.size(); i++) {
            assertThat(Instant.parse(bundles.get(i).startedAt()))
                    .isAfterOrEqualTo(Instant.parse(bundles.get(i - 1).startedAt()));
        }
        assertThat(bundles).extracting(b -> b.engine().options().get("compression"))
                .containsExactly("none", "lz4", "none", "lz4");
        assertThat(out.toString()).startsWith("compare: rocksdb-compression=none, rocksdb-compression=lz4, bundles in ");
    }
}
