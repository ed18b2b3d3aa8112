package io.storagebench.probe;

/**
 * What the metrics of a step are normalised by: the measured window's operations in the step's headline unit (rows
 * for load steps, queries for query steps) and its inserted rows.
 *
 * @param ops            the headline actor's measured count, in its unit
 * @param inserts        rows inserted in the window (the {@code inserter} actor, or the headline when it counts
 *                       rows); null when the step inserts nothing
 * @param seconds        length of the measured window
 * @param startedMeasure false when the step ended before its warmup did (then nothing is normalised)
 */
public record Window(long ops, Long inserts, double seconds, boolean startedMeasure) {
}
