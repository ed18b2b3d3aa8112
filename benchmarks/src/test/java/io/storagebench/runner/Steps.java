package io.storagebench.runner;

import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkerFactory;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/** Small builders for test steps: the headline is the first actor's rows per second. */
final class Steps {
    private Steps() {
    }

    static Actor driver(String name, Pacing pacing, WorkerFactory workers) {
        return new Actor(name, 1, pacing, Role.DRIVER, workers);
    }

    static Actor follower(String name, Pacing pacing, WorkerFactory workers) {
        return new Actor(name, 1, pacing, Role.FOLLOWER, workers);
    }

    static Step step(String name, Duration warmup, Duration duration, List<Sla> slas, Actor... actors) {
        return new Step(name, new Headline(actors[0].name(), Unit.ROWS, "ips"), warmup, duration, slas,
                AfterStep.NOTHING, null, engine -> List.of(actors));
    }

    static Step timed(String name, Duration duration, Actor... actors) {
        return step(name, Duration.ZERO, duration, List.of(), actors);
    }

    static Step untimed(String name, Actor... actors) {
        return step(name, Duration.ZERO, null, List.of(), actors);
    }

    static Step withAfter(Step step, AfterStep after) {
        return new Step(step.name(), step.headline(), step.warmup(), step.duration(), step.slas(), after,
                step.progress(), step.setup());
    }

    static Step withProgress(Step step, Step.ProgressTarget progress) {
        return new Step(step.name(), step.headline(), step.warmup(), step.duration(), step.slas(), step.after(),
                progress, step.setup());
    }

    /** A thread that calls {@code runner.requestStop()}, as Ctrl-C's hook does, once {@code latch} opens. */
    static Thread stopWhen(CountDownLatch latch, StepRunner runner) {
        Thread stopper = new Thread(() -> {
            try {
                latch.await();
                runner.requestStop();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "ctrl-c");
        stopper.start();
        return stopper;
    }
}
