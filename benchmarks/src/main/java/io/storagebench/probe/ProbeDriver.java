package io.storagebench.probe;

import io.storagebench.results.MetricResult;
import io.storagebench.spi.Engine;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the probes of one step on a daemon thread of its own: a sample at the start, the warmup-end snapshot, a sample
 * every second, then the end. Real time (System.nanoTime), so it is only used with the system clock. A probe that
 * throws yields one absent metric {@code probe.<name>} with the reason; it never fails the step.
 */
public final class ProbeDriver {
    private static final long SECOND = 1_000_000_000L;

    private final List<Probe> probes;
    private final List<ProbeRun> runs = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private final Object lock = new Object();
    private Thread thread;
    private volatile boolean stopped;
    private boolean measuring;

    private ProbeDriver(List<Probe> probes) {
        this.probes = probes;
    }

    /**
     * Starts the probes just before a step's actors start.
     *
     * @param warmupNanos how long after now the measured window starts
     */
    public static ProbeDriver start(List<Probe> probes, Engine engine, long warmupNanos, String threadName) {
        ProbeDriver d = new ProbeDriver(List.copyOf(probes));
        for (Probe p : d.probes) {
            try {
                d.runs.add(p.start(engine));
                d.failures.add(null);
            } catch (RuntimeException e) {
                d.runs.add(null);
                d.failures.add(message(e));
            }
        }
        long t0 = System.nanoTime();
        d.each(ProbeRun::sample);
        if (warmupNanos <= 0) {
            d.each(ProbeRun::measureFromNow);
            d.measuring = true;
        }
        d.thread = new Thread(() -> d.loop(t0, t0 + warmupNanos), threadName);
        d.thread.setDaemon(true);
        d.thread.start();
        return d;
    }

    private void loop(long t0, long warmupEnd) {
        long next = t0 + SECOND;
        try {
            while (!stopped) {
                boolean mark;
                long wake;
                synchronized (lock) {
                    mark = !measuring && warmupEnd - next <= 0;
                    wake = mark ? warmupEnd : next;
                }
                long left = wake - System.nanoTime();
                if (left > 0) {
                    Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
                }
                synchronized (lock) {
                    if (stopped) {
                        return;
                    }
                    if (mark) {
                        each(ProbeRun::measureFromNow);
                        measuring = true;
                    } else {
                        each(ProbeRun::sample);
                        next += SECOND;
                    }
                }
            }
        } catch (InterruptedException e) {
            // stopped
        }
    }

    /** True when the warmup-end snapshot was taken. */
    public boolean measuring() {
        synchronized (lock) {
            return measuring;
        }
    }

    /** Call when the step's window ended, before its worker threads stop (see {@link ProbeRun#workersStopping}). */
    public void workersStopping() {
        synchronized (lock) {
            if (!stopped) {
                each(ProbeRun::workersStopping);
            }
        }
    }

    /** Stops the thread, takes the end snapshots and returns every probe's metrics over the window. */
    public List<MetricResult> finish(Window window) {
        synchronized (lock) {
            stopped = true;
        }
        thread.interrupt();
        try {
            thread.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<MetricResult> out = new ArrayList<>();
        synchronized (lock) {
            Window w = measuring ? window : new Window(window.ops(), window.inserts(), window.seconds(), false);
            for (int i = 0; i < runs.size(); i++) {
                ProbeRun run = runs.get(i);
                String failure = failures.get(i);
                if (failure == null) {
                    try {
                        out.addAll(run.finish(w));
                        continue;
                    } catch (RuntimeException e) {
                        failure = message(e);
                    }
                }
                out.add(MetricResult.absent("probe." + probes.get(i).name(), "", "probe failed: " + failure));
            }
        }
        return out;
    }

    private void each(java.util.function.Consumer<ProbeRun> call) {
        for (int i = 0; i < runs.size(); i++) {
            if (failures.get(i) == null) {
                try {
                    call.accept(runs.get(i));
                } catch (RuntimeException e) {
                    failures.set(i, message(e));
                }
            }
        }
    }

    private static String message(RuntimeException e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /** The built-in probes on the real /proc: OS (with {@code sync} at step end), space, engine. */
    public static List<Probe> defaults() {
        return List.of(new OsProbe(io.storagebench.probe.proc.ProcFs.system(), true), new SpaceProbe(),
                new EngineProbe());
    }
}
