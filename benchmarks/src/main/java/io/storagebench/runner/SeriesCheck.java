package io.storagebench.runner;

import io.storagebench.results.ActorResult;
import io.storagebench.results.Latency;
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The invariant every run checks: an actor's count over the measured window, divided by the measured seconds, is what
 * its own per-second series says it did in those seconds. The two are counted apart (the counters when the step ends,
 * the series once a second), so operations counted outside the window the rate divides by show here: a step that
 * counted a second too many queries in 14 reads 7% above its full seconds, and the interval they were put in holds
 * far more operations than its threads could do in it.
 *
 * <p>A step is marked when both hold. First, the rate strays from the mean of the full measured seconds by more than
 * {@link Defaults#SERIES_TOLERANCE} plus the share of the window that is not full seconds (the partial last
 * interval may legitimately run at any rate, and a bursty actor, such as a deleter that follows a paced inserter,
 * puts a whole window's work into a few milliseconds). Second, some measured interval holds more operations than its
 * threads could do in it at {@link Defaults#SERIES_CAPACITY_FACTOR} times the actor's median service rate (plus one
 * in flight per thread), which a real burst does not. Checked when the window holds at least
 * {@link Defaults#SERIES_MIN_FULL_SECONDS} full seconds.
 */
final class SeriesCheck {
    private static final double FULL = Defaults.SAMPLE_INTERVAL_NANOS / 1e9;
    private static final double EPSILON = 1e-6;

    private SeriesCheck() {
    }

    /** One line per actor whose count disagrees with its series; empty when all agree. */
    static List<String> warnings(StepResult step) {
        List<String> warnings = new ArrayList<>();
        for (ActorResult actor : step.actors()) {
            String line = check(step, actor);
            if (line != null) {
                warnings.add(line);
            }
        }
        return warnings;
    }

    private static String check(StepResult step, ActorResult actor) {
        Series series = actor.series();
        double measured = step.measuredSeconds();
        if (series == null || measured <= 0) {
            return null;
        }
        boolean rows = isRows(step, actor);
        double previous = 0;
        long sum = 0;
        int full = 0;
        for (int i = 0; i < series.size(); i++) {
            double length = series.seconds().get(i) - previous;
            previous = series.seconds().get(i);
            if (!series.warmup().get(i) && Math.abs(length - FULL) < EPSILON) {
                sum += rows ? series.rows().get(i) : series.ops().get(i);
                full++;
            }
        }
        if (full < Defaults.SERIES_MIN_FULL_SECONDS) {
            return null;
        }
        double perSecond = (double) sum / full;
        double counted = (rows ? actor.rows() : actor.ops()) / measured;
        double rest = Math.max(0, measured - full * FULL) / measured;
        boolean disagrees = perSecond <= 0 ? counted > 0
                : Math.abs(counted / perSecond - 1) > Defaults.SERIES_TOLERANCE + rest;
        if (!disagrees) {
            return null;
        }
        String overfull = overfullInterval(actor);
        if (overfull == null) {
            return null;
        }
        String unit = rows ? "rows/s" : "ops/s";
        return String.format(Locale.ROOT, "%s: %s's %,.0f %s over the measured %.2f s disagrees with its per-second "
                        + "series (%,.0f in its %d full seconds, %+.1f%%), and %s: operations counted outside the "
                        + "window the rate divides by?", step.name(), actor.name(), counted, unit, measured, perSecond,
                full, perSecond > 0 ? (counted / perSecond - 1) * 100 : 100.0, overfull);
    }

    /** The first measured interval holding more operations than the actor's threads could do in it; null if none. */
    private static String overfullInterval(ActorResult actor) {
        Latency service = actor.serviceTime();
        Double median = service == null || service.count() == 0 ? null : service.percentilesMicros().get("50");
        if (median == null || !(median > 0)) {
            return null; // no bound on what an interval can hold
        }
        Series series = actor.series();
        double previous = 0;
        for (int i = 0; i < series.size(); i++) {
            double length = series.seconds().get(i) - previous;
            previous = series.seconds().get(i);
            double capacity = actor.threads() * (length * 1e6 / median * Defaults.SERIES_CAPACITY_FACTOR + 1);
            if (!series.warmup().get(i) && series.ops().get(i) > capacity) {
                return String.format(Locale.ROOT, "its %.3f s interval ending at %.3f s holds %,d operations, more "
                                + "than %d thread(s) can do at a median of %.1f us", length, previous,
                        series.ops().get(i), actor.threads(), median);
            }
        }
        return null;
    }

    /** The headline actor in the headline's unit; every other actor in operations. */
    private static boolean isRows(StepResult step, ActorResult actor) {
        return step.headline() != null && step.headline().actor().equals(actor.name())
                && "rows".equalsIgnoreCase(step.headline().unit());
    }
}
