package io.storagebench.report.check;

import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Measure;
import java.util.Locale;

/**
 * The gate's call on one figure of one step. {@code baseline}/{@code candidate} are the figure over each side's
 * repeats (null when that side lacks it, and for the SLA and status checks); {@code changePercent} is the candidate's
 * mean against the baseline's; {@code note} says why (within noise, noise unknown, the SLA's numbers).
 */
public record Verdict(String step, String figure, String unit, Direction direction, Measure baseline,
                      Measure candidate, Double changePercent, Double thresholdPercent, Outcome outcome,
                      String note) {
    /** The name CI shows for the test case: {@code qr100 qps}. */
    public String name() {
        return step + " " + figure;
    }

    /** One line with every number behind the call. */
    public String message() {
        StringBuilder s = new StringBuilder(name()).append(": ");
        if (baseline != null && candidate != null) {
            s.append(number(baseline.mean())).append(" -> ").append(number(candidate.mean())).append(' ').append(unit);
            s.append(" (").append(change());
            if (thresholdPercent != null) {
                s.append(", threshold ").append(Thresholds.shown(thresholdPercent, direction));
            }
            s.append("); baseline ").append(range(baseline)).append(", candidate ").append(range(candidate));
            s.append(": ");
        }
        s.append(outcome.name().toLowerCase(Locale.ROOT).replace('_', ' '));
        if (note != null) {
            s.append(", ").append(note);
        }
        return s.toString();
    }

    /** The change as {@code -12.5%}; {@code up from 0} when the baseline was 0, where no ratio exists. */
    public String change() {
        if (changePercent == null) {
            return "";
        }
        return Double.isInfinite(changePercent) ? "up from 0" : String.format(Locale.ROOT, "%+.1f%%", changePercent);
    }

    static String range(Measure m) {
        return m.n() == 1 ? "n=1" : "[" + number(m.min()) + ", " + number(m.max()) + "] n=" + m.n();
    }

    /** Three significant figures at least, no exponent for the figures benchmarks print. */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.format(Locale.ROOT, "%d", (long) v);
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.1f", v)
                : String.format(Locale.ROOT, "%.4g", v);
    }
}
