package io.storagebench.runner;

import io.storagebench.results.ActorResult;
import io.storagebench.results.MetricResult;
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a step ran at a steady state: its headline actor's full measured seconds have no significant trend
 * ({@link Trend}: Mann-Kendall beyond {@link Defaults#STEADY_Z} and a Theil-Sen change over the window beyond
 * {@link Defaults#STEADY_CHANGE}), and page faults per operation did not fall over the window (the last third's
 * below {@link Defaults#STEADY_FAULTS_FALL} of the first third's, the first at least
 * {@link Defaults#STEADY_MIN_FAULTS_PER_OP}: a cache still filling). A step that has not settled gets one warning
 * line saying what moved and to run longer. Checked from {@link Defaults#STEADY_MIN_SECONDS} full measured seconds.
 */
public final class SteadyStateCheck implements StepCheck {
    private static final double FULL = Defaults.SAMPLE_INTERVAL_NANOS / 1e9;
    private static final double EPSILON = 1e-6;

    @Override
    public List<String> warnings(StepResult step) {
        if (step.headline() == null) {
            return List.of();
        }
        ActorResult actor = step.actor(step.headline().actor());
        if (actor == null || actor.series() == null) {
            return List.of();
        }
        Series series = actor.series();
        boolean rows = "rows".equalsIgnoreCase(step.headline().unit());
        List<Integer> seconds = fullMeasuredSeconds(series);
        if (seconds.size() < Defaults.STEADY_MIN_SECONDS) {
            return List.of();
        }
        List<Double> rate = new ArrayList<>();
        for (int i : seconds) {
            rate.add((double) (rows ? series.rows().get(i) : series.ops().get(i)));
        }
        List<String> found = new ArrayList<>();
        Trend trend = Trend.of(rate);
        double change = trend.change(rate.size());
        if (Math.abs(trend.z()) > Defaults.STEADY_Z && Math.abs(change) > Defaults.STEADY_CHANGE) {
            found.add(String.format(Locale.ROOT, "rate %s %.0f%% over the measured window", change > 0 ? "rose" : "fell",
                    Math.abs(change) * 100));
        }
        String faults = faultsFell(step, seconds, rate);
        if (faults != null) {
            found.add(faults);
        }
        if (found.isEmpty()) {
            return List.of();
        }
        return List.of(step.name() + ": " + String.join(", ", found) + ": not at a steady state, run longer");
    }

    /** Indexes of the series' full one-second intervals after warmup. */
    static List<Integer> fullMeasuredSeconds(Series series) {
        List<Integer> out = new ArrayList<>();
        double previous = 0;
        for (int i = 0; i < series.size(); i++) {
            double length = series.seconds().get(i) - previous;
            previous = series.seconds().get(i);
            if (!series.warmup().get(i) && Math.abs(length - FULL) < EPSILON) {
                out.add(i);
            }
        }
        return out;
    }

    /**
     * "page faults/op fell from 2.1 to 0.1" when the first third of the window's faults per operation (the server's,
     * else the client's) fell to below the share allowed by the last third; null otherwise.
     */
    private static String faultsFell(StepResult step, List<Integer> seconds, List<Double> rate) {
        MetricResult m = step.metric("minflt_per_s.server");
        if (m == null || m.series().isEmpty()) {
            m = step.metric("minflt_per_s.client");
        }
        if (m == null || m.series().isEmpty()) {
            return null;
        }
        int third = seconds.size() / 3;
        double first = perOp(m.series(), seconds.subList(0, third), rate.subList(0, third));
        double last = perOp(m.series(), seconds.subList(seconds.size() - third, seconds.size()),
                rate.subList(rate.size() - third, rate.size()));
        if (Double.isNaN(first) || Double.isNaN(last) || first < Defaults.STEADY_MIN_FAULTS_PER_OP
                || last >= first * Defaults.STEADY_FAULTS_FALL) {
            return null;
        }
        return String.format(Locale.ROOT, "page faults/op fell from %s to %s", figure(first), figure(last));
    }

    /** Faults over operations in those seconds; the metric's series is aligned with the actors' (index i). */
    private static double perOp(List<Double> faultsPerSecond, List<Integer> seconds, List<Double> ops) {
        double faults = 0;
        double count = 0;
        for (int k = 0; k < seconds.size(); k++) {
            int i = seconds.get(k);
            if (i >= faultsPerSecond.size()) {
                return Double.NaN;
            }
            faults += faultsPerSecond.get(i);
            count += ops.get(k);
        }
        return count == 0 ? Double.NaN : faults / count;
    }

    private static String figure(double v) {
        return v >= 10 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.2g", v);
    }
}
