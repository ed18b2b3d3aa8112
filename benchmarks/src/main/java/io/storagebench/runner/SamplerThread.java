package io.storagebench.runner;

/** The default {@link SampleTrigger}: a daemon thread that sleeps on the clock until each second and samples. */
final class SamplerThread implements Runnable {
    private final Sampler sampler;
    private final Clock clock;
    private volatile boolean stopped;

    private SamplerThread(Sampler sampler, Clock clock) {
        this.sampler = sampler;
        this.clock = clock;
    }

    static Runnable start(Sampler sampler, Clock clock, String threadName) {
        SamplerThread body = new SamplerThread(sampler, clock);
        Thread thread = new Thread(body, threadName);
        thread.setDaemon(true);
        thread.start();
        return () -> {
            body.stopped = true;
            thread.interrupt();
            try {
                thread.join(Defaults.ABANDON_AFTER.toMillis()); // bounded: a hung progress listener must not hang the run
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    @Override
    public void run() {
        try {
            while (!stopped) {
                clock.sleepUntil(sampler.nextSampleAt());
                if (!stopped) {
                    sampler.sampleUpTo(clock.nanoTime());
                }
            }
        } catch (InterruptedException e) {
            // stopped: the runner drains what is left
        }
    }
}
