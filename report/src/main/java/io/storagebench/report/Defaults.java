package io.storagebench.report;

import java.util.List;
import java.util.Map;

/** Every number that shapes a report, in one place. */
public final class Defaults {
    /** A ratio to the base at or above this is highlighted (the reference's "> 1.05 blue"). */
    public static final double HIGHLIGHT_HIGH = 1.05;
    /** A ratio to the base at or below this is highlighted (the reference's "< 0.95 yellow"). */
    public static final double HIGHLIGHT_LOW = 0.95;
    /** How many functions the report's where-the-CPU-went table lists per step, largest change first. */
    public static final int CPU_SHIFT_ROWS = 12;
    /** Share of a column's [min, max] range coloured as its top and bottom quarter in the absolute throughput table. */
    public static final double QUARTER = 0.25;
    /** No bottom-quarter colour when the column's min is at least this share of its max (the reference's rule). */
    public static final double CLOSE_RANGE = 0.8;
    /** Inclusive upper bounds of the response-time buckets in microseconds, as the reference's rth.sh; then "gt". */
    public static final List<Long> LATENCY_BUCKETS_MICROS = List.of(256L, 1_000L, 4_000L, 16_000L, 64_000L,
            256_000L, 1_000_000L, 4_000_000L, 16_000_000L);
    /** Percentiles shown from the HDR histograms (keys of {@code Latency.percentilesMicros}). */
    public static final List<String> PERCENTILES = List.of("50", "90", "99", "99.9");
    /**
     * A table with more steps than this shows the steps as rows, and the relative throughput chart draws its bars
     * across, so that sysbench's 32 tests fit a page and their labels can be read.
     */
    public static final int MAX_STEP_COLUMNS = 12;
    /**
     * The workload parameters that count clients: bundles that differ only in one of them are a scaleup sweep
     * (the workloads declare these sweepable; the report reads only bundles).
     */
    public static final List<String> SWEEP_PARAMETERS = List.of("threads", "clients");
    /** A line chart with more series than this has its legend beside the plot, not over it. */
    public static final int LEGEND_INSIDE_MAX_SERIES = 4;
    /** Chart size in pixels (the SVG's viewBox). */
    public static final int CHART_WIDTH = 720;
    public static final int CHART_HEIGHT = 320;
    /**
     * The regression gate's thresholds in percent of the baseline, by the short name of the figure: how far a figure
     * may move the bad way before it counts (throughput down, latency and costs per operation up).
     */
    public static final Map<String, Double> CHECK_THRESHOLDS_PERCENT = Map.of("throughput", 5.0, "p99", 10.0,
            "cpupq", 5.0, "rkbpq", 10.0, "wkbpi", 10.0, "dbgb", 10.0);
    /**
     * A differential flame graph draws a frame unchanged (gray) when its CPU µs per operation moved by less than this
     * share of the largest change of one stack, or by less than {@link #FLAME_DIFF_NEUTRAL_US}.
     */
    public static final double FLAME_DIFF_NEUTRAL_SHARE = 0.01;
    /** Half the last digit the where-the-CPU-went table shows: a smaller change is drawn unchanged. */
    public static final double FLAME_DIFF_NEUTRAL_US = 0.0005;
    /** The colour of an unchanged frame: a light gray that stands out from the white page. */
    public static final String FLAME_DIFF_NEUTRAL_COLOUR = "rgb(224,224,224)";
    /** A differential flame graph's width and frame height in pixels, as {@code flamegraph.pl}'s defaults. */
    public static final int FLAME_WIDTH = 1200;
    public static final int FLAME_FRAME_HEIGHT = 16;
    /** Frames narrower than this many pixels are left out (with what they called), as {@code flamegraph.pl}'s minwidth. */
    public static final double FLAME_MIN_FRAME_PX = 0.1;
    /** GitHub's job summaries and PR comments take 65,536 characters; the gate's Markdown stays under this. */
    public static final int CHECK_MARKDOWN_MAX_CHARS = 60_000;

    private Defaults() {
    }
}
