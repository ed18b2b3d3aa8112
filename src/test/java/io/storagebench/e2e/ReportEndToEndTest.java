package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code storagebench report} and {@code compare} on bundles of real micro runs on RocksDB: two repeats of the
 * defaults (run --repeat 2) and one without compression.
 */
class ReportEndToEndTest {
    /** A micro Insert Benchmark: loads, the index build and one query step. */
    static final String[] MICRO = {"-p", "rows.l.i0=20000", "-p", "rows.l.i1=4000", "-p", "query.seconds=2",
        "-p", "query.warmup-seconds=1", "-p", "post-load-wait=1", "-p", "steps=l.i0,l.x,l.i1,qr100"};

    @TempDir
    static Path dir;

    static Path lz4;
    static Path none;

    @BeforeAll
    static void runTwice() throws Exception {
        Path results = dir.resolve("results");
        Cli.Result repeated = Cli.run(dir.resolve("log-repeat"), args("run", "--repeat", "2", "--output",
                Cli.path(results.resolve("lz4.json"))));
        assertThat(repeated.exitCode()).as(repeated.err()).isZero();
        Cli.Result other = Cli.run(dir.resolve("log-none"), args("run", "-o", "compression=none", "--output",
                Cli.path(results.resolve("none.json"))));
        assertThat(other.exitCode()).as(other.err()).isZero();
        lz4 = results.resolve("lz4-r1.json");
        none = results.resolve("none.json");
    }

    private static String[] args(String... first) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of("--work-dir", Cli.path(dir.resolve("work")), "--no-progress"));
        all.addAll(List.of(MICRO));
        return all.toArray(new String[0]);
    }

    @Test
    void reportOnRealBundlesWritesHtmlMarkdownAndCsvWithTheRepeatsSpread() throws Exception {
        Path results = dir.resolve("results");
        assertThat(results.resolve("lz4-r2.json")).isRegularFile();
        Path out = dir.resolve("report");
        Cli.Result r = Cli.run(dir.resolve("log-report"), "report", Cli.path(results), "--base", "rocksdb "
                + "compression=none", "--out", Cli.path(out));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("report on 3 bundles (2 runs, base rocksdb compression=none)");
        // two configurations of one engine: said on stdout and at the top of the report, as every difference is
        assertThat(r.out()).contains("warning: runs of rocksdb differ in engine options: compression");
        String md = Files.readString(out.resolve("report.md"));
        assertThat(md).contains("runs of rocksdb differ in engine options: compression");
        assertThat(md).contains("# insert-benchmark (tiny): rocksdb compression=lz4 vs rocksdb compression=none",
                "| run | l.i0 ips | l.x ips | l.i1 ips | qr100 qps |", "### Background insert rate", "| target |",
                "### Efficiency: l.i1", "cpupq", "wkbpi", "### Response time: qr100", "<=256us", "p99 us",
                "2 runs (OK, OK)");
        // the repeats' spread: the mean with its relative standard deviation
        String lz4Row = md.lines().filter(l -> l.startsWith("| rocksdb compression=lz4 | ")).findFirst().orElseThrow();
        assertThat(lz4Row).contains("±");
        String csv = Files.readString(out.resolve("report.csv"));
        assertThat(csv.lines().findFirst().orElseThrow()).isEqualTo("table,row,column,value,min,max,n,mark,text,note");
        assertThat(csv).contains("throughput,rocksdb compression=lz4,l.i0 ips,").contains(",2,");
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html).startsWith("<!DOCTYPE html>").contains("<table id=\"throughput\"")
                .contains("src=\"data:image/png;base64,").doesNotContain("http://").doesNotContain("https://");
    }

    @Test
    void compareRunsEachEngineThroughRunAndThenReports() throws Exception {
        Path out = dir.resolve("compare-report");
        Cli.Result r = Cli.run(dir.resolve("log-compare"), args("compare", "--engines", "rocksdb", "--results-dir",
                Cli.path(dir.resolve("compare-results")), "--out", Cli.path(out), "--format", "md,csv"));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("insert-benchmark/tiny on rocksdb").contains("report on 1 bundle (1 run, base "
                + "rocksdb)");
        try (Stream<Path> dirs = Files.list(dir.resolve("compare-results"))) {
            Path run = dirs.findFirst().orElseThrow();
            assertThat(run.getFileName().toString()).startsWith("compare-");
            assertThat(run.resolve("rocksdb.json")).isRegularFile();
        }
        assertThat(out.resolve("report.md")).isRegularFile();
        assertThat(out.resolve("report.csv")).isRegularFile();
        assertThat(out.resolve("report.html")).doesNotExist();
    }

    @Test
    void badInputIsOneLineAndExitCode2() throws Exception {
        Path notBundle = Files.writeString(dir.resolve("notes.json"), "{\"hello\": 1}");
        ObjectMapper json = new ObjectMapper();
        ObjectNode tree = (ObjectNode) json.readTree(none.toFile());
        ((ObjectNode) tree.get("workload")).put("name", "sysbench");
        Path sysbench = dir.resolve("sysbench.json");
        json.writeValue(sysbench.toFile(), tree);

        expectUsage("missing file", "no such file", "report", Cli.path(dir.resolve("nosuch.json")));
        expectUsage("not a bundle", "is not a storagebench result bundle", "report", Cli.path(notBundle));
        expectUsage("mixed workloads", "different workloads (insert-benchmark, sysbench)", "report",
                Cli.path(lz4), Cli.path(sysbench));
        expectUsage("unknown base", "unknown base 'mysql' (runs: rocksdb compression=lz4, rocksdb compression=none)",
                "report", Cli.path(lz4), Cli.path(none), "--base", "mysql");
        expectUsage("unknown format", "unknown format 'pdf'", "report", Cli.path(lz4), "--format", "pdf");
        expectUsage("no bundle", "BUNDLE", "report");
        expectUsage("unknown engine", "unknown engine 'nosuch'", "compare", "--engines", "rocksdb,nosuch");
    }

    private void expectUsage(String name, String expected, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--out", Cli.path(dir.resolve("bad"))));
        Cli.Result r = Cli.run(dir.resolve("log-bad"), all.toArray(new String[0]));
        assertThat(r.exitCode()).as(name + ": " + r.err()).isEqualTo(2);
        assertThat(r.err().strip()).as(name).contains(expected).doesNotContain("\tat ");
        assertThat(r.err().strip().lines()).as(name).hasSize(1);
    }
}
