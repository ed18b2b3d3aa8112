package io.storagebench.runner;

import static io.storagebench.runner.Steps.driver;
import static io.storagebench.runner.Steps.step;
import static io.storagebench.runner.Steps.timed;
import static io.storagebench.runner.Steps.untimed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.results.ActorResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import io.storagebench.spi.EngineException;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.Figure;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import io.storagebench.workload.StepFigures;
import io.storagebench.workload.Unit;
import io.storagebench.workload.Worker;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** One step on a virtual clock: counts, windows, latencies and verdicts come out exactly. */
class StepRunnerTest {
    private final FakeClock clock = new FakeClock();
    private final StubEngine engine = new StubEngine();
    private final StepRunner runner = new StepRunner(clock.settings());

    private StepResult run(Step step) {
        return runner.run(engine, step, ProgressListener.NONE);
    }

    @Test
    void perSecondWindowOfTwoOpsOfFiftyRowsReachesItsTargetWithinOnePercent() {
        StubWorkers inserts = StubWorkers.costing(clock, Duration.ofMillis(3), 50, 0);
        StepResult result = run(timed("qr100", Duration.ofSeconds(1000), driver("inserter", Pacing.perSecondWindow(2), inserts)));

        ActorResult inserter = result.actor("inserter");
        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(inserter.rowsPerSecond()).isCloseTo(100, within(1.0));
        assertThat(inserter.pacing()).isEqualTo("per-second-window 2/s");
        assertThat(inserter.targetOpsPerSecond()).isEqualTo(2);
    }

    @Test
    void perSecondWindowOfTwentyOpsReachesItsTargetWithinOnePercent() {
        StubWorkers inserts = StubWorkers.costing(clock, Duration.ofMillis(2), 50, 0);
        StepResult result = run(timed("qr1000", Duration.ofSeconds(1000), driver("inserter", Pacing.perSecondWindow(20), inserts)));

        assertThat(result.actor("inserter").opsPerSecond()).isCloseTo(20, within(0.2));
        assertThat(result.actor("inserter").rowsPerSecond()).isCloseTo(1000, within(10.0));
    }

    @Test
    void slaPassesWhenTheEngineKeepsUp() {
        StubWorkers inserts = StubWorkers.costing(clock, Duration.ofMillis(5), 50, 1200); // 60 000 rows
        StepResult result = run(step("qr1000", Duration.ofSeconds(5), null,
                List.of(new Sla("inserter", Unit.ROWS, 1000, 0.95)), driver("inserter", Pacing.perSecondWindow(20), inserts)));

        SlaResult sla = result.slas().get(0);
        assertThat(sla.passed()).isTrue();
        assertThat(sla.threshold()).isEqualTo(950);
        // windows whose slot began after warmup, over the measured time: at most one window's service time (0.1 s of
        // 55 s) below the target, never above it
        assertThat(sla.achievedPerSecond()).as("whole windows inside the measured time").isBetween(995.0, 1000.0);
        // the reference's whole-step rate: the r = 0 sleep makes its first second idle, which its last window
        // (counted up to its last batch) balances
        assertThat(sla.achievedWholeStep()).isCloseTo(60_000 / 60.1, within(0.01));
    }

    @Test
    void measuredBackgroundRateIsTheTargetWhenWindowsDriftPastTheWarmupBoundary() {
        // qr100 as the tiny profile runs it: 2 batches of 50 rows per window, 3 s warmup, 1800 rows; each batch
        // costs 1 ms, so window k starts a little after k s and the one at ~3 s must count as warmup
        StubWorkers inserts = StubWorkers.costing(clock, Duration.ofMillis(1), 50, 36);
        StepResult result = run(Steps.withProgress(step("qr100", Duration.ofSeconds(3), null,
                List.of(new Sla("inserter", Unit.ROWS, 100, 0.95)), driver("inserter", Pacing.perSecondWindow(2),
                        inserts)), new Step.ProgressTarget("inserter", Unit.ROWS, 1800)));

        SlaResult sla = result.slas().get(0);
        assertThat(sla.achievedPerSecond()).isCloseTo(100.0, within(1.0));
        assertThat(result.actor("inserter").rows()).isEqualTo(1500);
        assertThat(result.actor("inserter").warmupRows()).isEqualTo(300);
        assertThat(sla.passed()).isTrue();
    }

    @Test
    void slaFailsWhenEachOpCosts100msAtTwentyOpsPerSecond() {
        StubWorkers inserts = StubWorkers.costing(clock, Duration.ofMillis(100), 50, 1200);
        StepResult result = run(step("qr1000", Duration.ofSeconds(5), null,
                List.of(new Sla("inserter", Unit.ROWS, 1000, 0.95)), driver("inserter", Pacing.perSecondWindow(20), inserts)));

        SlaResult sla = result.slas().get(0);
        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(sla.passed()).isFalse();
        assertThat(sla.achievedPerSecond()).isCloseTo(500, within(10.0));
        assertThat(result.elapsedSeconds()).as("a slow engine runs longer, as in the reference").isCloseTo(121, within(0.5));
        assertThat(result.actor("inserter").rows() + result.actor("inserter").warmupRows()).isEqualTo(60_000);
    }

    @Test
    void pacedDriverEndsTheStepAtItsLastOperationNotAWindowLater() {
        java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        StubWorkers inserts = new StubWorkers((i, ctx) -> {
            calls.incrementAndGet();
            if (i >= 20) {
                return Worker.DONE;
            }
            clock.advance(Duration.ofMillis(1));
            return 50;
        });
        Step step = untimed("qr100", driver("inserter", Pacing.perSecondWindow(2), inserts));
        StepResult withoutTarget = run(step);

        // windows at 1..10 s, the last batch ends at 10.002 s; the DONE call came a window later, at 11 s
        assertThat(withoutTarget.elapsedSeconds()).isCloseTo(10.002, within(1e-9));
        assertThat(calls.get()).isEqualTo(21);

        calls.set(0);
        long before = clock.nanoTime();
        StepResult withTarget = run(Steps.withProgress(step, new Step.ProgressTarget("inserter", Unit.ROWS, 1000)));

        assertThat(withTarget.elapsedSeconds()).isCloseTo(10.002, within(1e-9));
        assertThat(calls.get()).as("the target ends the step: no call waits for the next window").isEqualTo(20);
        assertThat(clock.nanoTime() - before).isEqualTo(10_002_000_000L);
        assertThat(withTarget.actor("inserter").rowsPerSecond()).isCloseTo(1000 / 10.002, within(1e-9));
    }

    @Test
    void warmupOpsAreExcludedFromMeasuredCounts() {
        StubWorkers work = StubWorkers.costing(clock, Duration.ofMillis(10), 2, 0);
        StepResult result = run(step("kv", Duration.ofSeconds(2), Duration.ofSeconds(10), List.of(),
                driver("reader", Pacing.CLOSED_LOOP, work)));

        ActorResult reader = result.actor("reader");
        // ops end at 10 ms, 20 ms, ...; those before 2 s are warmup, the one at 10 s overran the duration
        assertThat(reader.warmupOps()).isEqualTo(199);
        assertThat(reader.ops()).isEqualTo(800);
        assertThat(reader.rows()).isEqualTo(1600);
        assertThat(reader.warmupRows()).isEqualTo(398);
        assertThat(result.warmupSeconds()).isEqualTo(2.0);
        assertThat(result.measuredSeconds()).isEqualTo(8.0);
        assertThat(result.elapsedSeconds()).isEqualTo(10.0);
        assertThat(reader.opsPerSecond()).isEqualTo(100.0);
        assertThat(reader.responseTime().count()).isEqualTo(800);
        assertThat(result.headline().value()).isEqualTo(200.0);
        assertThat(result.headline().label()).isEqualTo("ips");
        assertThat(result.startedAt()).isEqualTo("2026-01-01T00:00:00Z");
    }

    @Test
    void durationEndedStepHasOneSamplePerElapsedSecond() {
        StubWorkers work = StubWorkers.costing(clock, Duration.ofMillis(10), 1, 0);
        StepResult result = run(step("kv", Duration.ofSeconds(2), Duration.ofSeconds(10), List.of(),
                driver("reader", Pacing.CLOSED_LOOP, work)));

        var series = result.actor("reader").series();
        assertThat(series.seconds()).containsExactly(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
        assertThat(series.warmup()).containsExactly(true, true, false, false, false, false, false, false, false, false);
        assertThat(series.ops().stream().mapToLong(Long::longValue).sum()).isEqualTo(999);
        assertThat(series.ops().subList(1, 10)).allMatch(n -> n == 100);
        assertThat(series.maxMicros()).allMatch(us -> Math.abs(us - 10_000) <= 10);
    }

    @Test
    void rowsEndedStepEndsWhenTheDriverIsDoneAndAddsAPartialLastSample() {
        StubWorkers work = StubWorkers.costing(clock, Duration.ofMillis(10), 1, 250);
        StepResult result = run(untimed("l.i0", driver("inserter", Pacing.CLOSED_LOOP, work)));

        assertThat(result.elapsedSeconds()).isEqualTo(2.5);
        assertThat(result.actor("inserter").ops()).isEqualTo(250);
        assertThat(result.actor("inserter").series().seconds()).containsExactly(1.0, 2.0, 2.5);
    }

    /** A driver of three calls that measured a figure of its own and one it could not. */
    private static final class Measuring implements Worker, StepFigures {
        private int calls;

        @Override
        public long run(OpContext ctx) {
            return calls++ < 3 ? 1 : DONE;
        }

        @Override
        public List<Figure> figures() {
            return List.of(Figure.of("io_eff", "x", calls), Figure.absent("io_eff_min", "x", "no pair"));
        }
    }

    @Test
    void aWorkersOwnFiguresAreAmongItsStepsMetricsAfterItFinished() {
        StepResult result = run(untimed("interleave.t1", driver("slicer", Pacing.CLOSED_LOOP,
                (i, session) -> new Measuring())));

        assertThat(result.actor("slicer").ops()).isEqualTo(3);
        assertThat(result.metric("io_eff").value()).isEqualTo(4.0);
        assertThat(result.metric("io_eff_min").reason()).isEqualTo("no pair");
    }

    @Test
    void opsRecordedAfterASampleTakenExactlyAtTheStepEndAreKept() {
        // the last op ends at exactly 1 s: the sample for second 1 is taken as the clock gets there, before the op is
        // recorded; the final drain must fold it into that sample, not drop it
        StubWorkers work = StubWorkers.costing(clock, Duration.ofMillis(10), 1, 100);
        StepResult result = run(untimed("l.i0", driver("inserter", Pacing.CLOSED_LOOP, work)));

        ActorResult inserter = result.actor("inserter");
        assertThat(inserter.series().seconds()).containsExactly(1.0);
        assertThat(inserter.series().ops()).containsExactly(100L);
        assertThat(inserter.responseTime().count()).isEqualTo(100);
        assertThat(inserter.serviceTime().count()).isEqualTo(100);
    }

    @Test
    void latencyPercentilesMatchKnownSyntheticCosts() throws java.util.zip.DataFormatException {
        // op i costs (i % 100 + 1) ms: uniform over 1..100 ms
        StubWorkers work = new StubWorkers((i, ctx) -> {
            if (i >= 100_000) {
                return Worker.DONE;
            }
            clock.advance(Duration.ofMillis(i % 100 + 1));
            return 1;
        });
        StepResult result = run(untimed("kv", driver("reader", Pacing.CLOSED_LOOP, work)));

        var latency = result.actor("reader").responseTime();
        assertThat(latency.count()).isEqualTo(100_000);
        assertThat(latency.percentilesMicros()).containsOnlyKeys("50", "75", "90", "95", "99", "99.9", "99.99");
        assertThat(latency.percentilesMicros().get("50")).isCloseTo(50_000, within(100.0));
        assertThat(latency.percentilesMicros().get("90")).isCloseTo(90_000, within(100.0));
        assertThat(latency.percentilesMicros().get("99")).isCloseTo(99_000, within(100.0));
        assertThat(latency.maxMicros()).isCloseTo(100_000, within(100.0));
        assertThat(latency.meanMicros()).isCloseTo(50_500, within(100.0));
        assertThat(result.actor("reader").serviceTime().percentilesMicros())
                .as("closed loop without overrides: service time is response time").isEqualTo(latency.percentilesMicros());
        Histogram decoded = Histogram.decodeFromCompressedByteBuffer(
                ByteBuffer.wrap(Base64.getDecoder().decode(latency.hdrHistogram())), 0);
        assertThat(decoded.getTotalCount()).isEqualTo(100_000);
        assertThat(decoded.getValueAtPercentile(50)).as("values in ns").isCloseTo(50_000_000L, within(100_000L));
    }

    @Test
    void fixedRateResponseTimeIncludesQueueingAndServiceTimeDoesNot() {
        // 10 ops/s but each takes 150 ms: the schedule slips 50 ms per op
        StubWorkers work = StubWorkers.costing(clock, Duration.ofMillis(150), 1, 100);
        StepResult result = run(untimed("open", driver("writer", new Pacing.FixedRate(10), work)));

        ActorResult writer = result.actor("writer");
        assertThat(writer.serviceTime().maxMicros()).isCloseTo(150_000, within(200.0));
        assertThat(writer.serviceTime().percentilesMicros().get("50")).isCloseTo(150_000, within(200.0));
        assertThat(writer.responseTime().maxMicros()).as("op 99 is due at 9.9 s, ends at 15 s")
                .isCloseTo(5_100_000, within(6_000.0));
        assertThat(writer.pacing()).isEqualTo("fixed-rate 10/s");
    }

    @Test
    void workerGivenDueTimeAndServiceStartAreUsed() {
        StubWorkers work = new StubWorkers((i, ctx) -> {
            if (i >= 10) {
                return Worker.DONE;
            }
            long handedOverAt = ctx.nanoTime();
            clock.advance(Duration.ofMillis(30)); // waiting for work: not service time
            ctx.dueAt(handedOverAt - Duration.ofMillis(20).toNanos());
            ctx.serviceStartsNow();
            clock.advance(Duration.ofMillis(5));
            return 1;
        });
        StepResult result = run(untimed("l.i1", driver("deleter", Pacing.CLOSED_LOOP, work)));

        ActorResult deleter = result.actor("deleter");
        assertThat(deleter.serviceTime().maxMicros()).isCloseTo(5_000, within(10.0));
        assertThat(deleter.responseTime().percentilesMicros().get("50")).isCloseTo(55_000, within(60.0));
    }

    @Test
    void retryableExceptionIsRetriedWithTheSameDueTimeAndCounted() {
        StubWorkers work = new StubWorkers(new StubWorkers.Op() {
            private int failures;

            @Override
            public long run(long i, io.storagebench.workload.OpContext ctx) {
                if (i >= 100) {
                    return Worker.DONE;
                }
                clock.advance(Duration.ofMillis(10));
                if (i == 50 && failures++ < 2) {
                    throw new EngineException("deadlock", true, null);
                }
                return 1;
            }
        });
        StepResult result = run(untimed("sysbench", driver("writer", Pacing.CLOSED_LOOP, work)));

        ActorResult writer = result.actor("writer");
        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(writer.retries()).isEqualTo(2);
        assertThat(writer.ops()).isEqualTo(100);
        assertThat(writer.errors()).isZero();
        assertThat(writer.responseTime().maxMicros()).as("two failed attempts and the good one").isCloseTo(30_000, within(40.0));
        assertThat(writer.serviceTime().maxMicros()).as("the good attempt only").isCloseTo(10_000, within(20.0));
    }

    @Test
    void nonRetryableExceptionFailsTheStepWithItsMessageAndKeepsMeasuredCounts() {
        StubWorkers work = new StubWorkers((i, ctx) -> {
            clock.advance(Duration.ofMillis(10));
            if (i == 100) {
                throw new IllegalStateException("disk\non fire");
            }
            return 3;
        });
        StepResult result = run(untimed("l.i0", driver("inserter", Pacing.CLOSED_LOOP, work)));

        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(result.error()).isEqualTo("java.lang.IllegalStateException: disk on fire (actor inserter, thread 0)");
        assertThat(result.actor("inserter").ops()).isEqualTo(100);
        assertThat(result.actor("inserter").rows()).isEqualTo(300);
        assertThat(result.actor("inserter").errors()).isEqualTo(1);
        assertThat(result.elapsedSeconds()).isCloseTo(1.01, within(1e-9));
        assertThat(work.finished.get()).isEqualTo(1);
        assertThat(engine.closed.get()).isEqualTo(1);
    }

    @Test
    void setupFailureFailsTheStepAndStillRecordsItsSlaVerdicts() {
        Step broken = new Step("qr100", new io.storagebench.workload.Headline("inserter", Unit.ROWS, "ips"),
                Duration.ZERO, null, List.of(new Sla("inserter", Unit.ROWS, 100, 0.95)),
                io.storagebench.workload.AfterStep.NOTHING, null, e -> {
                    throw new EngineException("table pi1 is gone");
                });
        StepResult result = run(broken);

        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(result.error()).isEqualTo("io.storagebench.spi.EngineException: table pi1 is gone (step setup)");
        assertThat(result.slas()).singleElement().satisfies(s -> assertThat(s.passed()).isFalse());
        assertThat(result.headline()).isNull();
    }

    @Test
    void stepWithoutDurationOrDriverIsRefusedAsASetupFailure() {
        StepResult result = run(untimed("odd", Steps.follower("q", Pacing.CLOSED_LOOP,
                StubWorkers.costing(clock, Duration.ofMillis(1), 1, 0))));

        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(result.error()).contains("neither a duration nor a driver actor");
    }

    @Test
    void openSessionFailureFailsTheStepBeforeItStarts() {
        engine.openFailure = new EngineException("too many connections");
        StubWorkers work = StubWorkers.costing(clock, Duration.ofMillis(1), 1, 10);
        StepResult result = run(untimed("l.i0", driver("inserter", Pacing.CLOSED_LOOP, work)));

        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(result.error()).contains("too many connections").contains("actor inserter, thread 0");
        assertThat(result.elapsedSeconds()).isZero();
        assertThat(work.created.get()).isZero();
    }

    @Test
    void workerFinishAndSessionCloseAreAlwaysCalled() {
        StubWorkers ok = StubWorkers.costing(clock, Duration.ofMillis(1), 1, 10);
        StubWorkers failing = new StubWorkers((i, ctx) -> {
            throw new IllegalStateException("boom");
        });
        run(untimed("a", new io.storagebench.workload.Actor("ok", 3, Pacing.CLOSED_LOOP,
                io.storagebench.workload.Role.DRIVER, ok)));
        run(untimed("b", new io.storagebench.workload.Actor("bad", 2, Pacing.CLOSED_LOOP,
                io.storagebench.workload.Role.DRIVER, failing)));

        assertThat(ok.finished.get()).isEqualTo(3);
        assertThat(failing.finished.get()).isEqualTo(2);
        assertThat(engine.opened.get()).isEqualTo(5);
        assertThat(engine.closed.get()).isEqualTo(5);
    }

    @Test
    void progressReportsFractionDoneFromTheProgressTarget() {
        List<Progress> ticks = new java.util.concurrent.CopyOnWriteArrayList<>();
        StubWorkers work = StubWorkers.costing(clock, Duration.ofMillis(10), 10, 400);
        Step step = Steps.withProgress(untimed("l.i0", driver("inserter", Pacing.CLOSED_LOOP, work)),
                new Step.ProgressTarget("inserter", Unit.ROWS, 4000));
        runner.run(engine, step, new ProgressListener() {
            @Override
            public void tick(Progress progress) {
                ticks.add(progress);
            }
        });

        assertThat(ticks).extracting(Progress::elapsedSeconds).containsExactly(1.0, 2.0, 3.0, 4.0);
        assertThat(ticks.get(1).fractionDone()).hasValueCloseTo(0.5, within(0.01));
        assertThat(ticks.get(3).fractionDone()).hasValueCloseTo(1.0, within(0.01));
        assertThat(ticks.get(1).actors().get(0).lastSecondRowsPerSecond()).isEqualTo(1000.0);
    }
}
