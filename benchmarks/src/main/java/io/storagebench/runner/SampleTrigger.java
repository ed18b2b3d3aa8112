package io.storagebench.runner;

/**
 * What makes a {@link Sampler} sample as time passes. The default, {@link #BACKGROUND_THREAD}, sleeps on the runner's
 * clock until each boundary. A test on a virtual clock passes one that calls {@link Sampler#sampleUpTo} whenever its
 * clock advances, so samples happen at exact virtual seconds without a thread that would itself advance the clock.
 */
@FunctionalInterface
public interface SampleTrigger {

    /** A daemon thread per step, {@code sb-<step>-sampler}, sleeping on the clock until each whole second. */
    SampleTrigger BACKGROUND_THREAD = SamplerThread::start;

    /** Sampling without a trigger: only the end-of-step drain samples (every boundary at once, at the end). */
    SampleTrigger AT_END_ONLY = (sampler, clock, threadName) -> () -> { };

    /**
     * Starts triggering {@code sampler} for one step.
     *
     * @param threadName a name for a thread, should the trigger start one
     * @return what stops the triggering; called once, when the step's workers have stopped
     */
    Runnable start(Sampler sampler, Clock clock, String threadName);
}
