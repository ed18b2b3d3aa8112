package io.storagebench.runner;

import io.storagebench.probe.Probe;
import io.storagebench.probe.ProbeDriver;
import io.storagebench.probe.Window;
import io.storagebench.profile.StepProfiling;
import io.storagebench.results.AfterStepResult;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.spi.Engine;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Figure;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.StepFigures;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

/**
 * Runs one {@link Step}: its setup (outside measurement), then every actor's threads started together, measured until
 * the end condition, a failure or a stop request, then the after-step quiesce and wait. Always returns a result with
 * everything measured so far; never throws for a failing engine or workload.
 *
 * <p>The sequence: {@code setup(engine)} gives the actors; each thread ({@code sb-<step>-<actor>-<i>}) opens its
 * session and makes its worker, then all wait at a start gate; the step's clock starts (T0) when the gate opens, and
 * warmup ends at T0 + warmup. The step ends when every DRIVER worker returned {@code Worker.DONE} (followers are then
 * stopped between operations), or at T0 + duration when the step has one, or at the first non-retryable failure, or
 * on {@link #requestStop()}. Stopping workers get {@link RunnerSettings#stopGrace()} to finish their operation, then
 * are interrupted; a worker still running {@link RunnerSettings#abandonAfter()} later is left running and listed by
 * {@link #threadsStillRunning()}, and whoever owns the engine must not close it under that thread (freeing an embedded
 * engine's native memory under a call crashes the JVM). A stop request also interrupts the after-step work, so a long
 * quiesce stops with it.
 *
 * <p>What counts: an operation is measured when it ends at or after the warmup's end, warmup otherwise, and counted
 * only when it ends by the step's end, so every rate divides operations by the time they happened in
 * ({@link StepControl} says how an end is published so that holds). A driver ends at the end of its last operation
 * (the call that returned DONE did no work); the step ends there when no worker runs any more, else when the last
 * driver reports, since followers count until they see the stop. A paced driver that is the step's progress target
 * ends the step as soon as its count reaches the target's total rather than a pacing window later. Retries of
 * retryable errors keep the operation's due time, so its response time includes them.
 *
 * <p>One instance serves the steps of one run; a stop request is final.
 */
public final class StepRunner {
    private final RunnerSettings settings;
    private final Clock clock;
    private volatile boolean stopRequested;
    private volatile StepControl current;
    private boolean interruptedWhileWaiting; // this (the calling) thread was interrupted during the current step
    private final List<Thread> abandoned = new CopyOnWriteArrayList<>();
    private final Object afterStepLock = new Object();
    private Thread afterStepThread; // guarded by afterStepLock: the thread in after-step work, which a stop interrupts
    private boolean afterStepInterrupted; // guarded by afterStepLock: that interrupt was ours

    public StepRunner(RunnerSettings settings) {
        this.settings = settings;
        this.clock = settings.clock();
    }

    /**
     * Stops the running step (it ends as INTERRUPTED, keeping what it measured, unless its end condition was met
     * already), interrupts its after-step work (a quiesce, a wait), and makes later {@link #run} calls return
     * INTERRUPTED at once. Thread-safe; returns at once.
     */
    public void requestStop() {
        stopRequested = true;
        StepControl control = current;
        if (control != null) {
            control.requestStop();
        }
        synchronized (afterStepLock) {
            if (afterStepThread != null && !afterStepInterrupted) {
                afterStepInterrupted = true;
                afterStepThread.interrupt();
            }
        }
    }

    /**
     * Worker threads that did not stop within {@code abandonAfter} of being interrupted and still run: they may still
     * be inside the engine, so it must not be closed while this is not empty.
     */
    public List<String> threadsStillRunning() {
        return abandoned.stream().filter(Thread::isAlive).map(Thread::getName).toList();
    }

    /** True once {@link #requestStop()} was called. */
    public boolean stopRequested() {
        return stopRequested;
    }

    /** Runs the step on {@code engine}; {@code listener} sees it start, tick once a second, and finish. */
    public StepResult run(Engine engine, Step step, ProgressListener listener) {
        listener.stepStarted(step);
        StepResult result;
        if (stopRequested) {
            result = StepResultBuilder.notStarted(step, RunStatus.INTERRUPTED, now(), null);
        } else {
            List<Actor> actors = null;
            try {
                actors = step.setup().prepare(engine);
                StepValidation.check(step, actors);
            } catch (Throwable t) {
                listener.failure(step, t);
                result = StepResultBuilder.notStarted(step, RunStatus.FAILED, now(),
                        settings.failureLine(t) + " (step setup)");
                listener.stepFinished(result);
                return result;
            }
            result = stopRequested
                    ? StepResultBuilder.notStarted(step, RunStatus.INTERRUPTED, now(), null)
                    : measure(engine, step, actors, listener);
        }
        listener.stepFinished(result);
        return result;
    }

    private StepResult measure(Engine engine, Step step, List<Actor> actors, ProgressListener listener) {
        interruptedWhileWaiting = false;
        // The garbage of earlier steps is collected now, not in this step's window. pgjdbc closes the server-side
        // statements whose Java objects the collector found dead on the next execute of their connection: after a
        // collection in the window, on a path the JIT had compiled out, so it deoptimised the sessions' hot code and
        // recompiled it mid-window (-XX:+LogCompilation, sysbench update-nonindex on PostgreSQL).
        System.gc();
        int threads = actors.stream().mapToInt(Actor::threads).sum();
        int drivers = actors.stream().filter(a -> a.role() == Role.DRIVER).mapToInt(Actor::threads).sum();
        StepControl control = new StepControl(clock, threads, drivers, (line, cause) -> listener.failure(step, cause),
                settings::failureLine);
        current = control;
        if (stopRequested) {
            control.requestStop();
        }
        List<WorkerLoop> loops = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (Actor actor : actors) {
            for (int i = 0; i < actor.threads(); i++) {
                WorkerLoop loop = new WorkerLoop(control, actor, i, engine, clock);
                Thread thread = new Thread(loop, Defaults.THREAD_NAME_PREFIX + step.name() + "-" + actor.name() + "-" + i);
                thread.setDaemon(true); // a worker stuck in an engine call must not keep the JVM alive
                loops.add(loop);
                workers.add(thread);
            }
        }
        workers.forEach(Thread::start);

        boolean ready = uninterruptibly(control::awaitReady);
        long t0 = clock.nanoTime();
        String startedAt = now();
        long warmupNanos = nanos(step.warmup());
        long durationNanos = step.duration() == null ? Defaults.NO_DEADLINE_NANOS : nanos(step.duration());
        List<ActorSampling> samplings = samplings(actors, loops);
        StepProfiling.Step profiling = ready && settings.profiling() != null
                ? settings.profiling().step(step.name(), engine) : null;
        List<Probe> stepProbes = new ArrayList<>(settings.probes());
        if (profiling != null) {
            stepProbes.add(profiling); // last: the other probes' window-start snapshots come before it starts
        }
        ProbeDriver probes = ready && !stepProbes.isEmpty()
                ? ProbeDriver.start(stepProbes, engine, warmupNanos,
                        Defaults.THREAD_NAME_PREFIX + step.name() + "-probes")
                : null;
        Sampler sampler = new Sampler(step, t0, t0 + warmupNanos, durationNanos, samplings, listener);
        Runnable stopSampling = () -> { };
        if (ready) {
            // the trigger starts before the gate opens, so a virtual clock's first advance is already sampled
            stopSampling = settings.sampling().start(sampler, clock,
                    Defaults.THREAD_NAME_PREFIX + step.name() + "-sampler");
            control.start(t0, warmupNanos, durationNanos, endingTarget(step, actors, samplings));
        } else {
            control.abortStart(t0);
        }
        long end = uninterruptibly(control::awaitEnd);
        sampler.endAt(end);
        if (probes != null) {
            probes.workersStopping();
        }
        String notStopped = stopWorkers(workers, control);
        stopSampling.run();
        sampler.finish();
        current = null;
        List<MetricResult> metrics = List.of();
        List<ProfileResult> profiles = List.of();
        if (probes != null) {
            // before the after-step work: a quiesce's flush and compaction are not the step's
            Window window = StepResultBuilder.window(step, samplings, t0, t0 + warmupNanos, end, probes.measuring());
            metrics = probes.finish(window);
            if (profiling != null) {
                profiles = profiling.results(window, metrics);
            }
        }

        metrics = withFigures(metrics, loops);
        String error = control.error();
        RunStatus status = error != null ? RunStatus.FAILED
                : control.interrupted() ? RunStatus.INTERRUPTED : RunStatus.OK;
        AfterStepResult after = new AfterStepResult(false, 0, 0);
        if (status == RunStatus.OK && (step.after().quiesce() || !step.after().window().isZero())) {
            listener.afterStepStarted(step);
            try {
                after = afterStep(engine, step);
            } catch (RuntimeException | LinkageError e) {
                listener.failure(step, e);
                if (stopRequested) {
                    status = RunStatus.INTERRUPTED; // the stop's own interrupt ended the quiesce
                } else {
                    status = RunStatus.FAILED;
                    error = settings.failureLine(e) + " (after step: quiesce)";
                }
            }
        }
        if (interruptedWhileWaiting || Thread.interrupted()) {
            requestStop();
            Thread.currentThread().interrupt(); // passed on, after everything measured is in the result
        }
        StepResult result = StepResultBuilder.build(step, status, startedAt, t0, t0 + warmupNanos, end, samplings,
                error, after, metrics).withProfiles(profiles);
        if (notStopped != null && status == RunStatus.INTERRUPTED) {
            result = result.withWarnings(List.of(notStopped));
        }
        for (StepCheck check : settings.checks()) {
            try {
                result = result.withWarnings(check.warnings(result));
            } catch (RuntimeException e) {
                listener.failure(step, e); // a check that breaks must not cost the step its result
            }
        }
        return result;
    }

    /** The probes' metrics and then the figures of each worker that measured its own ({@link StepFigures}). */
    private static List<MetricResult> withFigures(List<MetricResult> metrics, List<WorkerLoop> loops) {
        List<MetricResult> all = new ArrayList<>(metrics);
        for (WorkerLoop loop : loops) {
            if (loop.worker() instanceof StepFigures own) {
                for (Figure f : own.figures()) {
                    all.add(new MetricResult(f.name(), f.unit(), f.value(), f.reason(), List.of()));
                }
            }
        }
        return all;
    }

    /**
     * The progress target as an end signal, when it can be one: its actor is a paced driver (a closed-loop driver's
     * DONE comes right after its last operation anyway). Other drivers do not hold the step open past it: in the
     * Insert Benchmark's query steps the deleter follows the inserter, and the reference's query thread stops when the
     * inserter sets its done flag after its last batch, not a pacing window later.
     */
    private static TargetCount endingTarget(Step step, List<Actor> actors, List<ActorSampling> samplings) {
        Step.ProgressTarget progress = step.progress();
        if (progress == null) {
            return null;
        }
        for (int i = 0; i < actors.size(); i++) {
            Actor actor = actors.get(i);
            if (actor.name().equals(progress.actor()) && actor.role() == Role.DRIVER
                    && !(actor.pacing() instanceof Pacing.ClosedLoop)) {
                return new TargetCount(progress.actor(), progress.unit(), progress.total(), samplings.get(i).meters());
            }
        }
        return null;
    }

    /** Each actor's sampling over its threads' meters, in the step's actor order. */
    private static List<ActorSampling> samplings(List<Actor> actors, List<WorkerLoop> loops) {
        List<ActorSampling> samplings = new ArrayList<>();
        int next = 0;
        for (Actor actor : actors) {
            List<WorkerMeter> meters = new ArrayList<>();
            for (int i = 0; i < actor.threads(); i++) {
                WorkerMeter meter = loops.get(next++).meter();
                meters.add(meter != null ? meter : new WorkerMeter()); // only when stopped before the thread ran
            }
            samplings.add(new ActorSampling(actor, meters));
        }
        return samplings;
    }

    /** A wait on this thread; an interrupt of this thread becomes a stop request and the wait goes on. */
    @FunctionalInterface
    private interface Wait<T> {
        T await() throws InterruptedException;
    }

    private <T> T uninterruptibly(Wait<T> wait) {
        while (true) {
            try {
                return wait.await();
            } catch (InterruptedException e) {
                interruptedWhileWaiting = true;
                requestStop();
            }
        }
    }

    /** The after-step work, on this thread, which {@link #requestStop()} interrupts meanwhile. */
    private AfterStepResult afterStep(Engine engine, Step step) {
        synchronized (afterStepLock) {
            afterStepThread = Thread.currentThread();
            if (stopRequested && !afterStepInterrupted) {
                afterStepInterrupted = true;
                afterStepThread.interrupt();
            }
        }
        try {
            return AfterStepWork.run(engine, step.after(), clock, this::stopRequested);
        } finally {
            synchronized (afterStepLock) {
                afterStepThread = null;
                if (afterStepInterrupted) {
                    Thread.interrupted(); // our interrupt is spent; the stop is recorded in stopRequested
                    afterStepInterrupted = false;
                }
            }
        }
    }

    /**
     * Waits for the workers: first {@code stopGrace} for them to finish their operation, then interrupts the rest and
     * waits up to {@code abandonAfter}. Those still running are left running (see {@link #threadsStillRunning()});
     * they fail the step unless a stop request ended it. Returns what to say about them, or null.
     */
    private String stopWorkers(List<Thread> threads, StepControl control) {
        if (uninterruptibly(() -> joinAll(threads, settings.stopGrace()))) {
            return null;
        }
        control.beginInterrupting();
        threads.forEach(Thread::interrupt);
        if (uninterruptibly(() -> joinAll(threads, settings.abandonAfter()))) {
            return null;
        }
        List<Thread> running = threads.stream().filter(Thread::isAlive).toList();
        abandoned.addAll(running);
        String message = "worker threads did not stop within " + settings.abandonAfter().toSeconds()
                + " s of being interrupted and may still be inside the engine: "
                + running.stream().map(Thread::getName).collect(Collectors.joining(", "));
        if (!control.interrupted()) {
            control.failFromCoordinator(message);
        }
        return message;
    }

    /** Joins in slices of the end poll, so this waits about {@code limit} of real time without reading a clock. */
    private static boolean joinAll(List<Thread> threads, Duration limit) throws InterruptedException {
        long slices = Math.max(1, limit.toMillis() / Defaults.END_POLL_MILLIS);
        for (Thread thread : threads) {
            while (thread.isAlive() && slices > 0) {
                thread.join(Defaults.END_POLL_MILLIS);
                if (thread.isAlive()) {
                    slices--;
                }
            }
            if (thread.isAlive()) {
                return false;
            }
        }
        return true;
    }

    private String now() {
        return StepResultBuilder.timestamp(clock.currentTimeMillis());
    }

    /** Nanoseconds of a duration, saturated so deadline arithmetic cannot overflow. */
    static long nanos(Duration duration) {
        if (duration.compareTo(Duration.ofNanos(Defaults.NO_DEADLINE_NANOS)) >= 0) {
            return Defaults.NO_DEADLINE_NANOS;
        }
        return duration.toNanos();
    }
}
