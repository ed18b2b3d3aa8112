package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code storagebench check} on two real micro runs of the Insert Benchmark on RocksDB: the second passes against the
 * first with generous thresholds, and a copy of the first with qr100's throughput halved fails with the numbers in its
 * JUnit report.
 */
class CheckEndToEndTest {
    static final String[] MICRO = {"-p", "rows.l.i0=20000", "-p", "rows.l.i1=4000", "-p", "rows.l.i2=1000",
        "-p", "query.seconds=2", "-p", "query.warmup-seconds=1", "-p", "post-load-wait=1",
        "-p", "steps=l.i0,l.x,qr100"};

    /**
     * Two 2-second runs on a shared machine can differ a lot; the gate's defaults are for real runs. IO per op in runs
     * this short is a few pages or none (rkbpq went from 0 to some, wkbpi 24-fold, between two such runs), so it is off.
     */
    static final String GENEROUS = "throughput=-90%,qps=-40%,p99=+1000%,cpupq=+1000%,rkbpq=off,wkbpi=off,dbgb=off";
    /** As {@link #GENEROUS} with qps too at -90%: two real single runs on a loaded 2-vCPU host differ by 40% and more. */
    static final String LOOSE = GENEROUS.replace("qps=-40%", "qps=-90%");

    @TempDir
    static Path dir;

    static Path first;
    static Path second;

    @BeforeAll
    static void runTwice() throws Exception {
        first = run("first");
        second = run("second");
    }

    private static Path run(String name) throws Exception {
        Path out = dir.resolve("results").resolve(name + ".json");
        List<String> args = new ArrayList<>(List.of("run", "--output", Cli.path(out), "--work-dir",
                Cli.path(dir.resolve("work")), "--no-progress"));
        args.addAll(List.of(MICRO));
        Cli.Result r = Cli.run(dir.resolve("log-" + name), args.toArray(new String[0]));
        assertThat(r.exitCode()).as(r.err()).isZero();
        return out;
    }

    @Test
    void aSecondRunPassesAgainstTheFirstWithGenerousThresholds() throws Exception {
        Path junit = dir.resolve("pass/junit.xml");
        Cli.Result r = Cli.run(dir.resolve("log-pass"), "check", "--baseline", Cli.path(first), "--candidate",
                Cli.path(second), "--threshold", LOOSE, "--junit", Cli.path(junit), "--markdown",
                Cli.path(dir.resolve("pass/summary.md")), "--benchmark-json", Cli.path(dir.resolve("pass")));

        assertThat(Files.readString(dir.resolve("pass/customBiggerIsBetter.json"))).contains("\"qr100 qps\"");
        assertThat(r.out()).contains("noise unknown", "qr100", "qps");
        assertThat(failures(junit)).allSatisfy(f -> assertThat(f).startsWith("qr100 sla: failed"));
        if (slaMissed(second)) {
            assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(1);
        } else {
            assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
            assertThat(r.out()).contains("check passed");
            assertThat(Files.readString(dir.resolve("pass/summary.md"))).contains("storagebench check: passed");
        }
    }

    @Test
    void aCandidateWithQr100HalvedFailsWithTheNumbersInTheJUnitReport() throws Exception {
        ResultBundle b = BundleFiles.read(first);
        List<StepResult> steps = new ArrayList<>();
        for (StepResult s : b.steps()) {
            steps.add(s.name().equals("qr100") ? halved(s) : s);
        }
        Path doctored = dir.resolve("doctored/qr100-halved.json");
        BundleFiles.write(b.with(b.status(), b.endedAt(), steps, b.errors()), doctored);
        Path junit = dir.resolve("fail/junit.xml");

        Cli.Result r = Cli.run(dir.resolve("log-fail"), "check", "--baseline", Cli.path(first), "--candidate",
                Cli.path(doctored.getParent()), "--threshold", GENEROUS, "--junit", Cli.path(junit));

        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(1);
        assertThat(r.out()).contains("check FAILED");
        List<String> failures = failures(junit);
        assertThat(failures).anySatisfy(f -> assertThat(f)
                .startsWith("qr100 qps: ").contains("(-50.0%, threshold -40.0%)", "regression", "noise unknown"));
        assertThat(failures).filteredOn(f -> !f.startsWith("qr100 qps: "))
                .allSatisfy(f -> assertThat(f).startsWith("qr100 sla: failed"));
    }

    @Test
    void differingSettingsAndBadThresholdsAreOneLineAndExitCode2() throws Exception {
        ResultBundle b = BundleFiles.read(first);
        java.util.Map<String, String> params = new java.util.HashMap<>(b.workload().parameters());
        params.put("rows.l.i0", "40000");
        Path other = dir.resolve("other/more-rows.json");
        BundleFiles.write(new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(),
                new io.storagebench.results.WorkloadInfo(b.workload().name(), b.workload().profile(),
                        b.workload().seed(), params), b.startedAt(), b.endedAt(), b.status(), b.steps(), b.errors()),
                other);

        Cli.Result refused = Cli.run(dir.resolve("log-refused"), "check", "--baseline", Cli.path(first),
                "--candidate", Cli.path(other));
        assertThat(refused.exitCode()).as(refused.err()).isEqualTo(2);
        assertThat(refused.err().strip()).contains("param.rows.l.i0 (20000 vs 40000)",
                "--allow-difference param.rows.l.i0").doesNotContain("\tat ");
        Cli.Result allowed = Cli.run(dir.resolve("log-allowed"), "check", "--baseline", Cli.path(first),
                "--candidate", Cli.path(other), "--allow-difference", "param.rows.l.i0");
        assertThat(allowed.exitCode()).as(allowed.out() + allowed.err()).isEqualTo(slaMissed(first) ? 1 : 0);
        Cli.Result bad = Cli.run(dir.resolve("log-bad"), "check", "--baseline", Cli.path(first), "--candidate",
                Cli.path(second), "--threshold", "qps=+5%");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err().strip().lines()).singleElement().asString().contains("points the good way");
    }

    /**
     * Whether the run's background inserter missed its SLA: on a busy 2-vCPU machine a 2-second qr100 can fall just
     * short of 95/s, and check rightly fails it, which these tests accept as the only failure of a real run.
     */
    private static boolean slaMissed(Path bundle) {
        return BundleFiles.read(bundle).steps().stream().flatMap(s -> s.slas().stream()).anyMatch(s -> !s.passed());
    }

    private static StepResult halved(StepResult s) {
        HeadlineResult h = s.headline();
        return new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                s.measuredSeconds(), new HeadlineResult(h.actor(), h.unit(), h.label(), h.value() * 0.5,
                h.wholeStepValue()), s.actors(), s.slas(), s.after(), s.error(), s.metrics(), s.warnings());
    }

    private static List<String> failures(Path junit) throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        NodeList list = doc.getElementsByTagName("failure");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            out.add(((Element) list.item(i)).getAttribute("message"));
        }
        return out;
    }
}
