package io.storagebench.runner;

/**
 * One actor at one sample. Counts include warmup.
 *
 * @param actor                  the actor's name
 * @param ops                    operations so far
 * @param rows                   rows so far
 * @param opsPerSecond           operations so far over the elapsed time
 * @param rowsPerSecond          rows so far over the elapsed time
 * @param lastSecondOpsPerSecond operations in the last interval over its length
 * @param lastSecondRowsPerSecond rows in the last interval over its length
 * @param lastSecondMaxMicros    the longest response time in the last interval, microseconds (0 when idle)
 */
public record ActorProgress(String actor, long ops, long rows, double opsPerSecond, double rowsPerSecond,
                            double lastSecondOpsPerSecond, double lastSecondRowsPerSecond,
                            double lastSecondMaxMicros) {
}
