package io.storagebench.results;

/**
 * One actor of a step. Counts and rates cover the measured window; {@code warmupOps}/{@code warmupRows} what was
 * excluded. {@code pacing} describes how it was paced ({@code closed-loop}, {@code per-second-window 2/s},
 * {@code fixed-rate 1000/s}); {@code targetOpsPerSecond} is the total over its threads (0 when closed-loop).
 * {@code errors} counts failed operations, {@code retries} retryable errors re-run.
 */
public record ActorResult(String name, int threads, String pacing, double targetOpsPerSecond, long ops, long rows,
                          long errors, long retries, long warmupOps, long warmupRows, double opsPerSecond,
                          double rowsPerSecond, Latency responseTime, Latency serviceTime, Series series) {
}
