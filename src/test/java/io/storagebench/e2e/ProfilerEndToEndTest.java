package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --profiler cpu} through the jar on embedded RocksDB at a micro size: async-profiler, loaded from its
 * Maven Central jar into the run's JVM, samples a 2-second point-query step, and the collapsed stacks beside the
 * bundle name RocksDB's own C++ functions below the JNI call (the path that pins native frames through JNI); the
 * bundle and the summary name the flame graph and the top function per operation; {@code report} on it and a
 * candidate with twice its CPU per query writes and links a differential flame graph. {@code run --profiler stacks}
 * on a managed PostgreSQL takes its processes' thread stacks with eu-stack and names PostgreSQL's own functions. An
 * unknown kind is one line.
 */
class ProfilerEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aRocksDbPointQueryStepsProfileNamesRocksDbsOwnFunctions() throws Exception {
        Path bundleFile = dir.resolve("run.json");
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", "rocksdb", "--profiler", "cpu", "--no-progress",
                "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile),
                "-p", "rows.l.i0=10000", "-p", "query.seconds=2", "-p", "query.warmup-seconds=1",
                "-p", "steps=l.i0,l.x,qp100");

        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        StepResult qp = bundle.steps().stream().filter(s -> s.name().equals("qp100")).findFirst().orElseThrow();
        assertThat(qp.profiled()).isTrue();
        ProfileResult client = qp.profiles().stream().filter(p -> p.group().equals("client")).findFirst()
                .orElseThrow();
        assertThat(client.reason()).isNull();
        assertThat(client.collapsed()).isEqualTo("run.profiles/qp100/client.collapsed");
        assertThat(client.how()).contains("event=cpu");
        String stacks = Files.readString(dir.resolve(client.collapsed()));
        assertThat(stacks).containsPattern("Java_org_rocksdb_RocksDB_[A-Za-z_0-9]+;rocksdb::DBImpl::");
        assertThat(dir.resolve(client.flameGraph())).isNotEmptyFile();
        assertThat(client.basis()).isEqualTo("cpu_us_per_op.client");
        assertThat(client.functions()).isNotEmpty().allSatisfy(f -> assertThat(f.selfUsPerOp()).isNotNull());
        // no server to profile for an embedded engine: only the client's profile
        assertThat(qp.profiles()).extracting(ProfileResult::group).containsExactly("client");
        assertThat(r.out()).contains("profile: qp100: client (async, ").contains("run.profiles/qp100/client.html");

        // report against a candidate that is the same run at another version with twice the client CPU per query:
        // its stacks are the same, so every frame of its differential flame graph grew per operation
        JsonNode tree = JSON.readTree(bundleFile.toFile());
        ((ObjectNode) tree.get("engine")).put("version", "candidate");
        for (JsonNode step : tree.get("steps")) {
            for (JsonNode m : step.get("metrics")) {
                if (step.get("name").asText().equals("qp100")
                        && m.get("name").asText().equals("cpu_us_per_op.client")) {
                    ((ObjectNode) m).put("value", 2 * m.get("value").asDouble());
                }
            }
        }
        JSON.writeValue(dir.resolve("candidate.json").toFile(), tree);
        Path report = dir.resolve("report");
        Cli.Result rep = Cli.run(dir.resolve("log-report"), "report", Cli.path(bundleFile),
                Cli.path(dir.resolve("candidate.json")), "--out", Cli.path(report), "--format", "html,md");

        assertThat(rep.exitCode()).as(rep.out() + rep.err()).isZero();
        Path graph;
        try (Stream<Path> files = Files.list(report.resolve("flames"))) {
            graph = files.filter(f -> f.getFileName().toString().matches("qp100\\..+\\.client\\.html")).findFirst()
                    .orElseThrow();
        }
        assertThat(Files.readString(graph)).contains("<svg").contains("rgb(255,0,0)").contains("rocksdb::");
        String link = "flames/" + graph.getFileName();
        assertThat(Files.readString(report.resolve("report.html"))).contains("<a href=\"" + link + "\">");
        assertThat(Files.readString(report.resolve("report.md"))).contains(link);
        assertThat(rep.out()).contains(graph.getFileName().toString());
    }

    @Test
    void aPostgresPointQueryStepsThreadStacksNamePostgresOwnFunctions() throws Exception {
        PostgresTestServer.requireBinaries();
        assumeTrue(Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .anyMatch(d -> Files.isExecutable(Path.of(d.isEmpty() ? "." : d, "eu-stack"))),
                "eu-stack is not installed (Debian: apt-get install elfutils)");
        EngineRun run = EngineRun.ok(dir, "postgres", "stacks-e2e", new String[] {"-p", "rows.l.i0=10000",
                "-p", "query.seconds=3", "-p", "query.warmup-seconds=1", "-p", "steps=l.i0,l.x,qp100"},
                "--profiler", "stacks", "--no-progress", "-o", "profile=small");

        StepResult qp = run.bundle().steps().stream().filter(s -> s.name().equals("qp100")).findFirst()
                .orElseThrow();
        ProfileResult stacks = qp.profiles().stream().filter(p -> p.profiler().equals("stacks")).findFirst()
                .orElseThrow();
        assertThat(stacks.reason()).isNull();
        assertThat(stacks.group()).isEqualTo("server");
        assertThat(stacks.collapsed()).isEqualTo("postgres.profiles/qp100/server.stacks.collapsed");
        assertThat(stacks.how()).startsWith("eu-stack -m -p PID").contains("passes, pass median");
        assertThat(stacks.basis()).isNull(); // threads seen, not CPU: no us per operation
        assertThat(Files.readString(dir.resolve(stacks.collapsed()))).contains("PostmasterMain;")
                .contains(";PostgresMain;");
        assertThat(dir.resolve(stacks.flameGraph())).isNotEmptyFile();
        assertThat(run.result().out()).contains("profile: qp100: server (stacks, ")
                .contains("postgres.profiles/qp100/server.stacks.html");
    }

    @Test
    void anUnknownProfilerKindIsOneLineAndExitTwo() throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--profiler", "perfasm", "--work-dir",
                Cli.path(dir.resolve("work")), "--results-dir", Cli.path(dir.resolve("results")));

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err())
                .isEqualTo("run: unknown --profiler 'perfasm': expected one of cpu, stacks or a comma list of them\n");
        assertThat(dir.resolve("results")).doesNotExist();
    }
}
