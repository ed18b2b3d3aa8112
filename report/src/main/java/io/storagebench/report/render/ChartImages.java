package io.storagebench.report.render;

import io.storagebench.report.Defaults;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Chart.ChartSeries;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Base64;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws a {@link Chart} with XChart as a PNG {@code <img>} with a data: URL, to inline in a page. PNG, not SVG:
 * XChart's SVG writes every glyph as a path, about 300 KB a chart against about 20 KB.
 */
final class ChartImages {
    private ChartImages() {
    }

    static String img(Chart chart) {
        org.knowm.xchart.internal.chartpart.Chart<?, ?> drawn = chart.kind() == Chart.Kind.LINE ? line(chart)
                : bars(chart);
        byte[] png;
        try {
            png = BitmapEncoder.getBitmapBytes(drawn, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot draw chart " + chart.id(), e);
        }
        return "<img alt=\"" + HtmlRenderer.escape(chart.title()) + "\" width=\"" + Defaults.CHART_WIDTH
                + "\" height=\"" + Defaults.CHART_HEIGHT + "\" src=\"data:image/png;base64,"
                + Base64.getEncoder().encodeToString(png) + "\">";
    }

    private static XYChart line(Chart chart) {
        XYChart xy = new XYChartBuilder().width(Defaults.CHART_WIDTH).height(Defaults.CHART_HEIGHT)
                .title(chart.title()).xAxisTitle(chart.xTitle()).yAxisTitle(chart.yTitle()).build();
        xy.getStyler().setYAxisLogarithmic(chart.logY());
        // a legend of many lines (a scaleup chart's tests) would cover them inside the plot
        xy.getStyler().setLegendPosition(chart.series().size() > Defaults.LEGEND_INSIDE_MAX_SERIES
                ? Styler.LegendPosition.OutsideE : Styler.LegendPosition.InsideNE)
                .setChartBackgroundColor(java.awt.Color.WHITE);
        for (ChartSeries s : chart.series()) {
            xy.addSeries(s.name(), s.x(), s.y()).setMarker(SeriesMarkers.NONE);
        }
        return xy;
    }

    private static CategoryChart bars(Chart chart) {
        CategoryChart bars = new CategoryChartBuilder().width(Defaults.CHART_WIDTH).height(Defaults.CHART_HEIGHT)
                .title(chart.title()).xAxisTitle(chart.xTitle()).yAxisTitle(chart.yTitle()).build();
        bars.getStyler().setYAxisLogarithmic(chart.logY());
        bars.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE).setChartBackgroundColor(java.awt.Color.WHITE);
        if (chart.logY()) {
            // bars start at the axis minimum, which XChart puts at 0 unless told; a log axis needs it positive
            double min = chart.series().stream().flatMap(s -> s.y().stream()).filter(v -> v > 0)
                    .mapToDouble(Double::doubleValue).min().orElse(1);
            bars.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(min))));
        }
        for (ChartSeries s : chart.series()) {
            List<Number> y = new ArrayList<>();
            // absent figures stay gaps; a log axis cannot show 0 either
            s.y().forEach(v -> y.add(v.isNaN() || chart.logY() && v <= 0 ? null : v));
            if (y.stream().allMatch(v -> v == null)) {
                continue;
            }
            bars.addSeries(s.name(), chart.categories(), y);
        }
        return bars;
    }
}
