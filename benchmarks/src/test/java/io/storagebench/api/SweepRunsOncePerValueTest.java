package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A list for a sweepable parameter is one run per value, each bundle named after its value; {@code sweep} is the
 * workload's own list up to the host's CPUs; more clients than CPUs are run with a warning.
 */
class SweepRunsOncePerValueTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private List<Sweep.Point> points(Map<String, String> params, int cpus) {
        RunOptions options = RunOptions.builder().workload("sysbench").params(params).build();
        Sweep.Points points = Sweep.points(options, cpus, new PrintWriter(out, true));
        points.warn(new PrintWriter(err, true));
        return points.list();
    }

    @Test
    void withoutAListTheOptionsAreOneRunAsGiven() {
        List<Sweep.Point> points = points(Map.of("threads", "4", "tests", "point-query,scan"), 8);
        assertThat(points).hasSize(1);
        assertThat(points.get(0).suffix()).isEmpty();
        assertThat(points.get(0).options().params()).containsEntry("threads", "4")
                .containsEntry("tests", "point-query,scan");
    }

    @Test
    void eachValueIsARunWithItsValueInTheBundlesNameAndTheOtherParametersKept() {
        List<Sweep.Point> points = points(Map.of("threads", "1, 2,4", "tests", "point-query,scan"), 8);
        assertThat(points).extracting(Sweep.Point::suffix).containsExactly("-threads=1", "-threads=2", "-threads=4");
        assertThat(points).extracting(p -> p.options().params().get("threads")).containsExactly("1", "2", "4");
        assertThat(points).allSatisfy(p -> assertThat(p.options().params()).containsEntry("tests",
                "point-query,scan"));
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void sweepIsThePublishedListTrimmedToTheHostsCpus() {
        assertThat(points(Map.of("threads", "sweep"), 10)).extracting(p -> p.options().params().get("threads"))
                .containsExactly("1", "2", "4", "8");
        assertThat(out.toString()).isEqualTo("sweep: threads=1,2,4,8 (1,2,4,8,12,16,20,24,32,40,48 up to this "
                + "host's 10 CPUs; name the values to run others)\n");
    }

    @Test
    void valuesAboveTheHostsCpusRunWithAWarningLine() {
        assertThat(points(Map.of("threads", "1,4,8"), 2)).hasSize(3);
        assertThat(err.toString()).isEqualTo("warning: threads=4,8 ask for more clients than this host's 2 CPUs: "
                + "they share CPUs, so the scaleup there measures the host's scheduler as much as the engine\n");
    }

    @Test
    void aValueTwiceOrAnEmptyValueIsOneLineOfBadInput() {
        assertThatThrownBy(() -> points(Map.of("threads", "1,2,1"), 8)).isInstanceOf(BadInputException.class)
                .hasMessage("parameter threads lists 1 twice: '1,2,1'");
        assertThatThrownBy(() -> points(Map.of("threads", "1,,2"), 8)).isInstanceOf(BadInputException.class)
                .hasMessage("parameter threads has an empty value in its list '1,,2'");
        RunOptions kv = RunOptions.builder().workload("kv").param("threads", "sweep").build();
        assertThatThrownBy(() -> Sweep.points(kv, 8, new PrintWriter(out)))
                .isInstanceOf(BadInputException.class)
                .hasMessage("parameter threads of kv has no sweep list of its own: name the values, e.g. -p "
                        + "threads=1,2,4");
    }

    @Test
    void aSweepWritesOneBundlePerValueInTheOrderGiven() {
        Path output = dir.resolve("ib.json");
        RunOptions options = RunOptions.builder().workDir(dir.resolve("work")).progress(false).output(output)
                .params(Map.of("clients", "2,1", "rows.l.i0", "2000", "steps", "l.i0")).build();

        RunResult result = new StorageBench(new PrintWriter(out, true), new PrintWriter(err, true)).run(options);

        assertThat(result.exitCode()).as(out.toString()).isEqualTo(ExitCode.OK);
        assertThat(result.bundles()).extracting(p -> p.getFileName().toString())
                .containsExactly("ib-clients=2.json", "ib-clients=1.json");
        List<ResultBundle> bundles = result.read();
        assertThat(bundles).extracting(b -> b.workload().parameters().get("clients")).containsExactly("2", "1");
        assertThat(Files.exists(output)).isFalse();
    }

    @Test
    void aBadValueIsRefusedBeforeAnyValueRuns() {
        RunOptions options = RunOptions.builder().workDir(dir.resolve("work")).resultsDir(dir.resolve("results"))
                .progress(false).params(Map.of("clients", "1,0", "rows.l.i0", "2000", "steps", "l.i0")).build();

        assertThatThrownBy(() -> new StorageBench(new PrintWriter(out, true), new PrintWriter(err, true))
                .run(options)).hasMessageContaining("bad value '0' for parameter clients");
        assertThat(dir.resolve("results")).doesNotExist();
    }
}
