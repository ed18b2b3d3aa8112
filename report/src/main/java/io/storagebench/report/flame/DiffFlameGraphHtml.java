package io.storagebench.report.flame;

import io.storagebench.report.Defaults;
import io.storagebench.report.flame.DiffFlameGraph.Frame;
import java.util.Locale;

/**
 * Writes a {@link DiffFlameGraph} as one HTML page with an inline SVG: a rectangle per frame, root at the bottom, each
 * with a tooltip of both sides' µs per operation. Written here, not by async-profiler's converter that draws the runs'
 * own flame graphs: jfr-converter 4.1's {@code FlameGraph} colours a frame by its kind (Java, native, kernel) from a
 * fixed palette and cannot colour it by a value (4.1's {@code Arguments} have no diff option; async-profiler added
 * {@code --diff} later), and it would count samples where these graphs need µs per operation. No script and nothing
 * fetched, as the report page.
 */
public final class DiffFlameGraphHtml {
    private DiffFlameGraphHtml() {
    }

    /**
     * The page.
     *
     * @param title    what is compared, one line (step, group, base and candidate)
     * @param baseline the baseline's name in the tooltips
     * @param candidate the candidate's
     */
    public static String html(DiffFlameGraph graph, String title, String baseline, String candidate) {
        int depth = depth(graph.root(), 0);
        int h = Defaults.FLAME_FRAME_HEIGHT;
        int height = (depth + 1) * h;
        StringBuilder svg = new StringBuilder();
        draw(svg, graph, graph.root(), 0, 0, depth, Defaults.FLAME_WIDTH / (double) Math.max(1, graph.root().samples()),
                baseline, candidate);
        Frame root = graph.root();
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>" + escape(title)
                + "</title>\n<style>body{font-family:system-ui,sans-serif;margin:1em;color:#222}"
                + "h1{font-size:1.2em}p{font-size:.9em;color:#444;max-width:" + Defaults.FLAME_WIDTH + "px}"
                + "svg text{font:11px Verdana,sans-serif;pointer-events:none}svg rect{stroke:#fff;stroke-width:.5}"
                + "</style></head>\n<body>\n<h1>" + escape(title) + "</h1>\n<p>The " + escape(candidate)
                + " run's stacks; a frame's width is its share of that run's samples. "
                + "<span style=\"background:rgb(255,120,120)\">Red</span>: its CPU µs per operation grew against "
                + escape(baseline) + ", <span style=\"background:rgb(120,120,255)\">blue</span>: it shrank, "
                + "<span style=\"background:" + Defaults.FLAME_DIFF_NEUTRAL_COLOUR + "\">gray</span>: unchanged; "
                + "the stronger the colour, the larger the change, full at the largest change of one stack ("
                + us(graph.maxStackChange()) + " µs/op). µs per operation: a frame's share of its run's samples × "
                + "the step's CPU per operation. Stacks " + escape(candidate) + " no longer has are not drawn. "
                + "Hover a frame for both sides' figures. In all: " + us(root.baseline()) + " → "
                + us(root.candidate()) + " µs/op.</p>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
                + Defaults.FLAME_WIDTH + "\" height=\"" + height + "\" viewBox=\"0 0 " + Defaults.FLAME_WIDTH + " "
                + height + "\">\n" + svg + "</svg>\n</body></html>\n";
    }

    private static int depth(Frame f, int level) {
        int max = level;
        for (Frame c : f.children()) {
            max = Math.max(max, depth(c, level + 1));
        }
        return max;
    }

    private static void draw(StringBuilder out, DiffFlameGraph graph, Frame f, double x, int level, int depth,
                             double pxPerSample, String baseline, String candidate) {
        double w = f.samples() * pxPerSample;
        if (w < Defaults.FLAME_MIN_FRAME_PX) {
            return;
        }
        int h = Defaults.FLAME_FRAME_HEIGHT;
        double y = (depth - level) * h;
        double change = f.baseline() == 0 ? Double.NaN : 100 * f.change() / f.baseline();
        out.append("<g><title>").append(escape(f.name())).append('\n').append(escape(candidate)).append(": ")
                .append(us(f.candidate())).append(" µs/op (").append(f.samples()).append(" samples)\n")
                .append(escape(baseline)).append(": ").append(us(f.baseline())).append(" µs/op\nchange: ")
                .append(String.format(Locale.ROOT, "%+.3f", f.change())).append(" µs/op")
                .append(Double.isNaN(change) ? "" : String.format(Locale.ROOT, " (%+.1f%%)", change))
                .append("</title><rect x=\"").append(px(x)).append("\" y=\"").append(px(y)).append("\" width=\"")
                .append(px(w)).append("\" height=\"").append(h - 1).append("\" fill=\"").append(graph.colour(f))
                .append("\"/>");
        int chars = (int) (w / 7);
        if (chars >= 3) {
            String name = f.name().length() <= chars ? f.name() : f.name().substring(0, chars - 2) + "..";
            out.append("<text x=\"").append(px(x + 3)).append("\" y=\"").append(px(y + h - 4)).append("\">")
                    .append(escape(name)).append("</text>");
        }
        out.append("</g>\n");
        double left = x;
        for (Frame c : f.children()) {
            draw(out, graph, c, left, level + 1, depth, pxPerSample, baseline, candidate);
            left += c.samples() * pxPerSample;
        }
    }

    private static String px(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String us(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
