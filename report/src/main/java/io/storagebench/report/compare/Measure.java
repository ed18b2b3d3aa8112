package io.storagebench.report.compare;

import java.util.List;

/**
 * One figure over the repeats of a run: mean, min, max and sample standard deviation of {@code n} values (n = 1:
 * min = max = mean, stddev 0).
 */
public record Measure(double mean, double min, double max, double stddev, int n) {
    public static Measure of(double value) {
        return new Measure(value, value, value, 0, 1);
    }

    public static Measure of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            sum += v;
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double mean = sum / values.size();
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double stddev = values.size() > 1 ? Math.sqrt(squares / (values.size() - 1)) : 0;
        return new Measure(mean, min, max, stddev, values.size());
    }

    /** Whether [min, max] of the two overlap: then their difference is within the run-to-run noise. */
    public boolean overlaps(Measure other) {
        return min <= other.max && other.min <= max;
    }
}
