package io.storagebench.jmh;

import io.storagebench.results.ActorResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.runner.ProgressListener;
import io.storagebench.runner.RunnerSettings;
import io.storagebench.runner.StepRunner;
import io.storagebench.spi.Engine;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.Worker;
import io.storagebench.workload.WorkerFactory;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the runner costs per operation: a step through the public {@link StepRunner} whose closed-loop driver does
 * nothing {@value #OPS} times on an engine that does nothing. The score is operations per second of the runner's hot
 * loop ({@code WorkerLoop.closedLoop}: the call, one clock read, the stop check, one histogram record, the counters);
 * the goal is at least 10M/s on one thread. Each invocation is a whole step (threads started, sampler, result built),
 * amortised over {@value #OPS} operations.
 *
 * <p>Every step's result is checked: a step that did not run all its operations fails the benchmark, so a broken
 * runner cannot post a good score. Each benchmark method runs in its own fork, so the loop's call to
 * {@link Worker#run} sees one worker class (the best case; a real run's loop sees a few).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
public class HarnessOverheadBenchmark {
    /** Operations per step: large, so starting and ending a step (a few milliseconds) is under 1% of it. */
    static final int OPS = 5_000_000;
    private static final String ACTOR = "noop";

    private final Engine engine = new StubEngine();
    private StepRunner runner;
    private Step idle;
    private Step delivering;
    private Step idleTwoThreads;

    @Setup(Level.Trial)
    public void setUp() {
        runner = new StepRunner(RunnerSettings.defaults());
        idle = step("noop-1t", 1, (index, session) -> new IdleWorker(OPS));
        delivering = step("sink-1t", 1, (index, session) -> new DeliveringWorker(OPS));
        idleTwoThreads = step("noop-2t", 2, (index, session) -> new IdleWorker(OPS / 2));
    }

    /** One thread; each operation returns 0 rows and touches nothing. */
    @Benchmark
    @OperationsPerInvocation(OPS)
    public StepResult closedLoopNoOp() {
        return checked(runner.run(engine, idle, ProgressListener.NONE), 1);
    }

    /** One thread; each operation fetches the runner's sink and delivers one long into it, as a read does. */
    @Benchmark
    @OperationsPerInvocation(OPS)
    public StepResult closedLoopSinkOneLong() {
        return checked(runner.run(engine, delivering, ProgressListener.NONE), 1);
    }

    /** Two threads of one actor, half the operations each; the score is their sum. */
    @Benchmark
    @OperationsPerInvocation(OPS)
    public StepResult closedLoopNoOpTwoThreads() {
        return checked(runner.run(engine, idleTwoThreads, ProgressListener.NONE), 2);
    }

    private static Step step(String name, int threads, WorkerFactory workers) {
        Actor actor = new Actor(ACTOR, threads, Pacing.CLOSED_LOOP, Role.DRIVER, workers);
        return new Step(name, new Headline(ACTOR, Unit.OPS, "qps"), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, null, engine -> List.of(actor));
    }

    /** The step must have ended on its own, with every operation counted. */
    private static StepResult checked(StepResult result, int threads) {
        ActorResult actor = result.actor(ACTOR);
        if (result.status() != RunStatus.OK || actor == null || actor.ops() != OPS || actor.threads() != threads) {
            throw new IllegalStateException("step " + result.name() + " did not run " + OPS + " operations on "
                    + threads + " thread(s): status " + result.status() + ", error " + result.error() + ", ops "
                    + (actor == null ? "none" : actor.ops()));
        }
        return result;
    }

    /** Returns 0 rows {@code ops} times, then {@link Worker#DONE}. */
    private static final class IdleWorker implements Worker {
        private long remaining;

        IdleWorker(long ops) {
            remaining = ops;
        }

        @Override
        public long run(OpContext context) {
            return remaining-- > 0 ? 0 : DONE;
        }
    }

    /** Delivers one long (the countdown) into the runner's sink and returns 1 row, {@code ops} times. */
    private static final class DeliveringWorker implements Worker {
        private long remaining;

        DeliveringWorker(long ops) {
            remaining = ops;
        }

        @Override
        public long run(OpContext context) {
            if (remaining <= 0) {
                return DONE;
            }
            context.sink().longValue(remaining--);
            return 1;
        }
    }
}
