package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.flame.ProfilePaths;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.render.ReportFiles;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.Bundles;
import io.storagebench.results.FunctionCost;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two profiled runs get a where-the-CPU-went table per step, the function that moved most first with both sides'
 * figures, and a link to the step's differential flame graph, written beside the report; runs without profiles get
 * no such section.
 */
class WhereTheCpuWentIsReportedPerStepTest {
    @TempDir
    Path dir;

    /** Every step profiled, the server's own CPU in {@code read} at {@code readUs} µs/op and 5 in {@code parse}. */
    private static ResultBundle profiled(String engine, double readUs) {
        return profiled(engine, readUs, "x.collapsed");
    }

    /** The same, each step's collapsed stacks named {@code collapsed} with {@code %s} for the step. */
    private static ResultBundle profiled(String engine, double readUs, String collapsed) {
        ResultBundle b = Bundles.insertBenchmark(engine, Map.of(), 1.0, 0.5, true);
        List<StepResult> steps = b.steps().stream().map(s -> s.withProfiles(List.of(new ProfileResult("perf",
                "server", "perf record", 10.0, 100L, String.format(collapsed, s.name()), null, "cpu_us_per_op.host",
                List.of(new FunctionCost("read", 50, 50, readUs, readUs), new FunctionCost("parse", 50, 50, 5.0,
                        5.0)), null)))).toList();
        return b.with(b.status(), b.endedAt(), steps, b.errors());
    }

    @Test
    void theFunctionThatGrewMostLeadsEachStepsTable() {
        Report report = ReportBuilder.build(Comparison.of(List.of(profiled("postgres", 2.0),
                profiled("rocksdb", 9.0)), null));

        Section section = report.sections().stream().filter(s -> s.heading().equals("Where the CPU went"))
                .findFirst().orElseThrow();
        assertThat(section.tables()).hasSize(3); // l.i0, l.i1, qr100
        Table qr = section.tables().get(2);
        assertThat(qr.header()).containsExactly("group", "function", "postgres", "rocksdb", "change us/op",
                "share of cpu/op change");
        assertThat(qr.rows().get(0)).extracting(c -> c.text()).startsWith("server", "read", "2.000", "9.000",
                "+7.000");
        assertThat(MarkdownRenderer.render(report)).contains("## Where the CPU went");
    }

    @Test
    void eachStepsTableLinksTheDifferentialFlameGraphWrittenBesideTheReport() throws Exception {
        // the bundles as a report reads them from x.json: their collapsed stacks beside them, named relative to them
        List<ResultBundle> bundles = new ArrayList<>();
        for (String engine : List.of("postgres", "rocksdb")) {
            Path stacks = dir.resolve(engine + ".profiles/qr100/server.collapsed");
            Files.createDirectories(stacks.getParent());
            Files.writeString(stacks, engine.equals("postgres") ? "main;read 20\nmain;parse 80\n"
                    : "main;read 60\nmain;parse 40\n");
            bundles.add(ProfilePaths.resolved(profiled(engine, 2.0, engine + ".profiles/%s/server.collapsed"),
                    dir.resolve(engine + ".json")));
        }
        Report report = ReportBuilder.build(Comparison.of(bundles, null));

        Table qr = report.sections().stream().filter(s -> s.heading().equals("Where the CPU went")).findFirst()
                .orElseThrow().tables().stream().filter(t -> t.title().startsWith("qr100:")).findFirst().orElseThrow();
        assertThat(qr.links()).singleElement().satisfies(l -> {
            assertThat(l.text()).isEqualTo("differential flame graph, server");
            assertThat(l.file().name()).isEqualTo("flames/qr100.rocksdb.server.html");
        });
        Path out = dir.resolve("report");
        List<Path> written = ReportFiles.write(report, out, List.of("html", "md"));

        Path graph = out.resolve("flames/qr100.rocksdb.server.html");
        assertThat(written).contains(graph);
        assertThat(Files.readString(graph)).contains("<svg").contains("<title>read\nrocksdb:");
        assertThat(Files.readString(out.resolve("report.html")))
                .contains("<a href=\"flames/qr100.rocksdb.server.html\">differential flame graph, server</a>");
        assertThat(Files.readString(out.resolve("report.md"))).contains("flames/qr100.rocksdb.server.html");
        // l.i0 and l.i1 have no stacks beside their bundles: no graph, and the note says so
        Table li0 = report.sections().stream().filter(s -> s.heading().equals("Where the CPU went")).findFirst()
                .orElseThrow().tables().get(0);
        assertThat(li0.links()).isEmpty();
        assertThat(li0.note()).contains("no differential flame graph of the server: ").contains("is not there");
    }

    @Test
    void runsWithoutProfilesHaveNoSuchSection() {
        Report report = ReportBuilder.build(Comparison.of(List.of(
                Bundles.insertBenchmark("postgres", Map.of(), 1.0, 0.5, true),
                Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true)), null));
        assertThat(report.sections()).extracting(Section::heading).doesNotContain("Where the CPU went");
    }
}
