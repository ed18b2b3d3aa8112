package io.storagebench.kv;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.workload.Actor;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Step;
import io.storagebench.workload.Worker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Prepares a step and runs each thread of each actor on this thread, one after another, for at most {@code calls}
 * calls or until it is done; then finishes it as the runner does. Checks what the workers do, not how fast.
 */
final class StepCalls {
    private StepCalls() {
    }

    /** What each actor's calls returned ({@link Worker#DONE} left out), thread after thread. */
    static Map<String, List<Long>> run(Engine engine, Step step, int calls, RowSink sink)
            throws InterruptedException {
        Map<String, List<Long>> returned = new LinkedHashMap<>();
        for (Actor actor : step.setup().prepare(engine)) {
            List<Long> out = returned.computeIfAbsent(actor.name(), a -> new ArrayList<>());
            for (int t = 0; t < actor.threads(); t++) {
                try (Session session = engine.openSession()) {
                    Worker worker = actor.workers().create(t, session);
                    try {
                        for (int i = 0; i < calls; i++) {
                            long n = worker.run(context(sink));
                            if (n == Worker.DONE) {
                                break;
                            }
                            out.add(n);
                        }
                    } finally {
                        worker.finish();
                    }
                }
            }
        }
        return returned;
    }

    /** A new directory under the build directory: on the project's filesystem, not a tmpfs that refuses O_DIRECT. */
    static Path scratchDir(String prefix) throws IOException {
        Path target = Files.createDirectories(Path.of("target").toAbsolutePath());
        return Files.createTempDirectory(target, prefix);
    }

    static Step step(List<Step> steps, String name) {
        return steps.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    static OpContext context(RowSink sink) {
        return context(sink, () -> false);
    }

    /** A context whose step is ending once {@code stopping} says so. */
    static OpContext context(RowSink sink, BooleanSupplier stopping) {
        return new OpContext() {
            @Override public long nanoTime() { return System.nanoTime(); }
            @Override public long currentTimeMillis() { return System.currentTimeMillis(); }
            @Override public void serviceStartsNow() { }
            @Override public void dueAt(long nanoTime) { }
            @Override public RowSink sink() { return sink; }
            @Override public boolean stopping() { return stopping.getAsBoolean(); }
        };
    }
}
