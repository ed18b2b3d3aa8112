package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.storagebench.results.ActorResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * The measured window through the jar on a real engine: every step's counts are what its per-second series says, and
 * a query step takes the time it records. Pins the query steps' over-count (0869a82 counted the query thread's
 * operations for a pacing window after the inserter's last batch: at 3 measured seconds its qps read about a third
 * high, and each query step took a second longer than its recorded elapsed time; the bound here leaves 0.75 s for
 * the next step's setup and a loaded machine).
 *
 * <p>It runs alone ({@link Isolated}): it bounds a step's wall-clock time, which tests beside it would stretch.
 */
@Isolated
class MeasuredWindowEndToEndTest {
    private static final Pattern STEP_DONE = Pattern.compile("(?m)^(\\S+)\\s+ok in ");

    @TempDir
    Path dir;

    @Test
    void shortQueryStepsOnRocksDbCountOnlyWhatHappenedInTheirMeasuredWindow() throws Exception {
        Path bundleFile = dir.resolve("result.json");
        Path logDir = dir.resolve("log");
        Process p = Cli.start(logDir, "run", "--engine", "rocksdb", "--work-dir", Cli.path(dir.resolve("work")),
                "--output", Cli.path(bundleFile), "-p", "rows.l.i0=20000", "-p", "rows.l.i1=4000",
                "-p", "rows.l.i2=1000", "-p", "query.seconds=3", "-p", "query.warmup-seconds=1", "-p",
                "post-load-wait=1", "-p", "query.rates=100,1000");
        Map<String, Long> doneAt = new ConcurrentHashMap<>(); // when each step's "ok" line appeared, ms
        while (p.isAlive()) {
            Path out = logDir.resolve("out.txt");
            if (Files.exists(out)) {
                Matcher m = STEP_DONE.matcher(Files.readString(out));
                while (m.find()) {
                    doneAt.putIfAbsent(m.group(1), System.currentTimeMillis());
                }
            }
            Thread.sleep(5);
        }
        Cli.Result r = Cli.result(p, logDir);

        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        for (StepResult step : bundle.steps()) {
            assertThat(step.warnings()).as(step.name()).isEmpty();
            if (step.measuredSeconds() > 2) {
                // the headline actor; every actor's series tiles the step. (The paced inserter's rate also holds
                // its last window's batches, ~30 ms at 1000 rows/s, which is 1% of three seconds; the deleter does
                // 2-20 deletes a second in bursts behind it, too few to resolve 1% in three seconds.)
                assertCountMatchesSeries(step, step.actor(step.headline().actor()), true);
                step.actors().forEach(actor -> assertCountMatchesSeries(step, actor, false));
            }
        }
        // qp100 follows qr100 with no work between them: its "ok" line came its setup, its elapsed time and the
        // workers' stop after qr100's
        for (String[] pair : new String[][] {{"qr100", "qp100"}, {"qr1000", "qp1000"}}) {
            StepResult step = bundle.steps().stream().filter(s -> s.name().equals(pair[1])).findFirst().orElseThrow();
            double took = (doneAt.get(pair[1]) - doneAt.get(pair[0])) / 1000.0;
            assertThat(took).as("%s took %.3f s against %.3f s recorded", pair[1], took, step.elapsedSeconds())
                    .isBetween(step.elapsedSeconds() - 0.05, step.elapsedSeconds() + 0.75);
            assertThat(step.measuredSeconds()).as(pair[1]).isCloseTo(3.0, within(0.2));
        }
    }

    /**
     * The series tiles the step; with {@code compare}, the actor's count (in the headline's unit) over the measured
     * seconds is, within 1%, the mean of its full measured seconds.
     */
    private static void assertCountMatchesSeries(StepResult step, ActorResult actor, boolean compare) {
        boolean rows = "rows".equals(step.headline().unit());
        Series series = actor.series();
        double previous = 0;
        double sum = 0;
        int full = 0;
        for (int i = 0; i < series.size(); i++) {
            double length = series.seconds().get(i) - previous;
            assertThat(length).as("%s %s interval %d", step.name(), actor.name(), i).isPositive()
                    .isLessThanOrEqualTo(1.0 + 1e-9);
            if (!series.warmup().get(i) && Math.abs(length - 1.0) < 1e-9) {
                sum += rows ? series.rows().get(i) : series.ops().get(i);
                full++;
            }
            previous = series.seconds().get(i);
        }
        assertThat(previous).as("%s %s: the series tiles the step", step.name(), actor.name())
                .isCloseTo(step.elapsedSeconds(), within(1e-6));
        if (!compare) {
            return;
        }
        assertThat(full).as("%s %s: full measured seconds", step.name(), actor.name()).isGreaterThanOrEqualTo(2);
        double counted = (rows ? actor.rows() : actor.ops()) / step.measuredSeconds();
        assertThat(counted).as("%s %s: count / measured seconds against the full seconds", step.name(), actor.name())
                .isCloseTo(sum / full, withinPercentage(1));
    }
}
