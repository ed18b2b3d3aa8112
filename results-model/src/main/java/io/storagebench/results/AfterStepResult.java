package io.storagebench.results;

/** The post-step cleanup: whether the engine was quiesced, how long that took, and the whole window waited. */
public record AfterStepResult(boolean quiesced, double quiesceSeconds, double windowSeconds) {
}
