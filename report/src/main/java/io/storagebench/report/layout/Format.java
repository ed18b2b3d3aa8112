package io.storagebench.report.layout;

import io.storagebench.report.compare.Measure;
import java.util.Locale;

/** How figures are written in every format: thousands grouped, fewer decimals the larger the number. */
public final class Format {
    private Format() {
    }

    public static String number(double v) {
        if (Double.isInfinite(v)) {
            return "inf";
        }
        double a = Math.abs(v);
        if (a >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (v == 0) {
            return "0";
        }
        if (a >= 1) {
            return String.format(Locale.ROOT, "%.2f", v);
        }
        return String.format(Locale.ROOT, "%.3f", v);
    }

    public static String ratio(double r) {
        return Double.isInfinite(r) ? "inf" : String.format(Locale.ROOT, "%.2f", r);
    }

    /** The mean, and with repeats its relative standard deviation: {@code 12,345 ±1.2%}. */
    public static String measure(Measure m) {
        String text = number(m.mean());
        if (m.n() > 1) {
            double pct = m.mean() == 0 ? 0 : 100 * m.stddev() / Math.abs(m.mean());
            text += String.format(Locale.ROOT, " ±%.1f%%", pct);
        }
        return text;
    }

    /** The spread over repeats, for a cell's note. */
    public static String spread(Measure m) {
        return m.n() > 1 ? String.format(Locale.ROOT, "n=%d min %s max %s", m.n(), number(m.min()), number(m.max()))
                : null;
    }
}
