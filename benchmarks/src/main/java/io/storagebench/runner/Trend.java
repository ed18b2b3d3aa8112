package io.storagebench.runner;

import java.util.Arrays;
import java.util.List;

/**
 * A robust trend of an evenly spaced series: the Theil-Sen slope (the median of the slopes between every pair of
 * points, which one outlier second cannot move) and the Mann-Kendall test of whether the series rises or falls at
 * all (the count of rising minus falling pairs against its variance under no trend, ties corrected). Written here:
 * the two are a few lines each, and commons-math has neither.
 *
 * @param slope  the Theil-Sen slope per point
 * @param median the series' median
 * @param z      the Mann-Kendall statistic as a standard normal score (positive: rising)
 */
record Trend(double slope, double median, double z) {

    /** At least 3 points; none of them NaN. */
    static Trend of(List<Double> ys) {
        int n = ys.size();
        if (n < 3) {
            throw new IllegalArgumentException("a trend needs 3 points, not " + n);
        }
        double[] slopes = new double[n * (n - 1) / 2];
        int k = 0;
        long s = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                double d = ys.get(j) - ys.get(i);
                slopes[k++] = d / (j - i);
                s += Double.compare(d, 0) == 0 ? 0 : d > 0 ? 1 : -1;
            }
        }
        double[] sorted = ys.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double variance = n * (n - 1.0) * (2 * n + 5) / 18 - ties(sorted);
        double z = variance <= 0 || s == 0 ? 0 : (s - Math.signum(s)) / Math.sqrt(variance);
        return new Trend(median(slopes), median(sorted), z);
    }

    /** The tie correction of the Mann-Kendall variance: sum of t(t-1)(2t+5)/18 over groups of equal values. */
    private static double ties(double[] sorted) {
        double sum = 0;
        int i = 0;
        while (i < sorted.length) {
            int j = i;
            while (j < sorted.length && sorted[j] == sorted[i]) {
                j++;
            }
            int t = j - i;
            sum += t * (t - 1.0) * (2 * t + 5) / 18;
            i = j;
        }
        return sum;
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int m = v.length / 2;
        return v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
    }

    /** The change the slope makes over the series' {@code n} points, relative to its median (0 for a zero median). */
    double change(int n) {
        return median == 0 ? 0 : slope * (n - 1) / median;
    }
}
