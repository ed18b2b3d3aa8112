package io.storagebench.report.check;

import io.storagebench.report.Defaults;
import io.storagebench.report.compare.Direction;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * How far each figure may move the bad way, in percent of the baseline, by {@link Figure#key()}; a throughput
 * threshold may also be set for one headline label (ips, qps, tps), which wins over {@code throughput}.
 */
public record Thresholds(Map<String, Double> percent) {
    /** A threshold that is never crossed: the figure is reported, never judged. */
    public static final String OFF = "off";
    private static final Set<String> THROUGHPUT_LABELS = Set.of("ips", "qps", "tps");

    public Thresholds {
        percent = Map.copyOf(percent);
    }

    public static Thresholds defaults() {
        return new Thresholds(Defaults.CHECK_THRESHOLDS_PERCENT);
    }

    /**
     * The defaults with overrides such as {@code qps=-5%,p99=+10%}. The sign is optional, but when given must be the
     * bad way of the figure (a throughput threshold is a drop, a latency threshold a rise). {@code off} reports the
     * figure without judging it (IO per op in a seconds-long run moves from 0 to a few pages and back).
     *
     * @throws IllegalArgumentException naming the bad entry
     */
    public static Thresholds parse(List<String> overrides) {
        Map<String, Double> out = new LinkedHashMap<>(Defaults.CHECK_THRESHOLDS_PERCENT);
        for (String entry : overrides) {
            String[] pair = entry.trim().split("=", 2);
            if (pair.length != 2 || pair[0].isBlank()) {
                throw new IllegalArgumentException("threshold '" + entry + "' is not NAME=PERCENT (e.g. qps=-5%)");
            }
            String key = pair[0].trim().toLowerCase(Locale.ROOT);
            Figure figure = figure(key);
            if (figure == null) {
                throw new IllegalArgumentException("unknown figure '" + pair[0].trim() + "' in threshold '" + entry
                        + "' (figures: throughput, ips, qps, tps, p99, cpupq, rkbpq, wkbpi, dbgb)");
            }
            out.put(key, percent(entry, pair[1].trim(), figure.direction()));
        }
        return new Thresholds(out);
    }

    private static double percent(String entry, String text, Direction direction) {
        if (text.equalsIgnoreCase(OFF)) {
            return Double.POSITIVE_INFINITY;
        }
        String number = text.endsWith("%") ? text.substring(0, text.length() - 1).trim() : text;
        double value;
        try {
            value = Double.parseDouble(number);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("threshold '" + entry + "' has no percentage (e.g. qps=-5%) nor off");
        }
        boolean signed = number.startsWith("+") || number.startsWith("-");
        boolean badWay = direction == Direction.HIGHER_IS_BETTER ? value <= 0 : value >= 0;
        if (signed && !badWay) {
            throw new IllegalArgumentException("threshold '" + entry + "' points the good way: "
                    + (direction == Direction.HIGHER_IS_BETTER ? "throughput regresses down (-5%)"
                    : "costs and latencies regress up (+10%)"));
        }
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("threshold '" + entry + "' is not a finite percentage");
        }
        return Math.abs(value);
    }

    private static Figure figure(String key) {
        if (THROUGHPUT_LABELS.contains(key)) {
            return Figure.THROUGHPUT;
        }
        for (Figure f : Figure.values()) {
            if (f.key().equals(key)) {
                return f;
            }
        }
        return null;
    }

    /** The threshold of the figure as labelled in a step (a qps threshold for a qps headline, else throughput's). */
    public static String shown(double percent, Direction direction) {
        return Double.isInfinite(percent) ? OFF : String.format(Locale.ROOT, "%s%.1f%%",
                direction == Direction.HIGHER_IS_BETTER ? "-" : "+", percent);
    }

    public double percentFor(Figure figure, String label) {
        Double own = percent.get(label);
        return own != null ? own : percent.getOrDefault(figure.key(), 0.0);
    }
}
