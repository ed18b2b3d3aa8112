package io.storagebench.report.flame;

import io.storagebench.report.Defaults;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A differential flame graph as Gregg's {@code difffolded.pl} and {@code flamegraph.pl} draw it: the candidate's
 * stacks as a flame graph (a frame's width is its share of the candidate's samples), each frame coloured by how its
 * CPU µs per operation at that place in the stacks changed against the baseline's, red where it grew, blue where it
 * shrank, the stronger the larger. A frame's µs per operation is its samples over all samples × the step's CPU per
 * operation (the table's normalisation): the two runs did different numbers of operations, so raw sample counts, or
 * shares of samples alone, would not compare. Stacks the candidate lost are not drawn (Gregg's convention; the
 * where-the-CPU-went table lists them), but their callers shrink.
 *
 * @param root            the root frame ({@code all}), whose change is the step's CPU per operation's
 * @param maxStackChange  the largest change of one whole stack (leaf to root), in µs per operation: a change of that
 *                        size is drawn at full intensity, as {@code flamegraph.pl} scales by its largest delta
 */
public record DiffFlameGraph(Frame root, double maxStackChange) {

    /**
     * One frame: a function at one place in the stacks (its callers, root first), with both sides' CPU there.
     *
     * @param name      the function
     * @param samples   the candidate's samples in this frame and above it
     * @param candidate the candidate's µs per operation in this frame and above it
     * @param baseline  the baseline's at the same place, 0 where the baseline has no such stack
     * @param children  the frames it called, by name
     */
    public record Frame(String name, long samples, double candidate, double baseline, List<Frame> children) {
        public Frame {
            children = List.copyOf(children);
        }

        public double change() {
            return candidate - baseline;
        }
    }

    /** How a frame is coloured. */
    public enum Shade {
        GREW,
        SHRANK,
        UNCHANGED
    }

    /**
     * The graph of {@code candidate} against {@code baseline}, each side's samples scaled to µs per operation by its
     * step's CPU per operation ({@code ...UsPerOp}, the profile's basis).
     */
    public static DiffFlameGraph of(FoldedStacks baseline, double baselineUsPerOp, FoldedStacks candidate,
                                    double candidateUsPerOp) {
        double b = scale(baseline, baselineUsPerOp);
        double c = scale(candidate, candidateUsPerOp);
        Node base = Node.of(baseline);
        Frame root = frame("all", Node.of(candidate), base, c, b);
        double max = 0;
        Set<String> all = new HashSet<>(baseline.stacks().keySet());
        all.addAll(candidate.stacks().keySet());
        for (String stack : all) {
            max = Math.max(max, Math.abs(candidate.stacks().getOrDefault(stack, 0L) * c
                    - baseline.stacks().getOrDefault(stack, 0L) * b));
        }
        return new DiffFlameGraph(root, max);
    }

    /** The frame at this path of function names from the root's children up, if the candidate has it. */
    public Optional<Frame> frame(String... path) {
        Frame f = root;
        for (String name : path) {
            f = f.children().stream().filter(x -> x.name().equals(name)).findFirst().orElse(null);
            if (f == null) {
                return Optional.empty();
            }
        }
        return Optional.of(f);
    }

    /**
     * Whether a frame grew, shrank or stayed: a change under {@link Defaults#FLAME_DIFF_NEUTRAL_SHARE} of the largest
     * stack's change, or under {@link Defaults#FLAME_DIFF_NEUTRAL_US}, is drawn unchanged, so rounding and a handful
     * of samples do not tint a graph of two equal runs.
     */
    public Shade shade(Frame f) {
        double d = f.change();
        if (Math.abs(d) < Math.max(Defaults.FLAME_DIFF_NEUTRAL_US, Defaults.FLAME_DIFF_NEUTRAL_SHARE * maxStackChange)) {
            return Shade.UNCHANGED;
        }
        return d > 0 ? Shade.GREW : Shade.SHRANK;
    }

    /**
     * The frame's colour as {@code flamegraph.pl}'s differential scale gives it: growth is red, from rgb(255,210,210)
     * for a little to rgb(255,0,0) for the largest stack's change (callers that add up more stay at full red); a
     * shrink is blue the same way; unchanged is a neutral gray.
     */
    public String colour(Frame f) {
        Shade shade = shade(f);
        if (shade == Shade.UNCHANGED) {
            return Defaults.FLAME_DIFF_NEUTRAL_COLOUR;
        }
        int other = (int) Math.round(210 * (1 - Math.min(1, Math.abs(f.change()) / maxStackChange)));
        return shade == Shade.GREW ? String.format(Locale.ROOT, "rgb(255,%d,%d)", other, other)
                : String.format(Locale.ROOT, "rgb(%d,%d,255)", other, other);
    }

    private static double scale(FoldedStacks stacks, double usPerOp) {
        long total = stacks.total();
        return total == 0 ? 0 : usPerOp / total;
    }

    private static Frame frame(String name, Node c, Node b, double cScale, double bScale) {
        List<Frame> children = new ArrayList<>();
        for (Map.Entry<String, Node> e : c.children.entrySet()) {
            children.add(frame(e.getKey(), e.getValue(), b == null ? null : b.children.get(e.getKey()), cScale,
                    bScale));
        }
        return new Frame(name, c.samples, c.samples * cScale, b == null ? 0 : b.samples * bScale, children);
    }

    /** The stacks as a tree of frames, children by name (as flame graphs order them), samples inclusive. */
    private static final class Node {
        private final Map<String, Node> children = new TreeMap<>();
        private long samples;

        static Node of(FoldedStacks stacks) {
            Node root = new Node();
            for (Map.Entry<String, Long> e : stacks.stacks().entrySet()) {
                Node n = root;
                n.samples += e.getValue();
                for (String name : e.getKey().split(";")) {
                    n = n.children.computeIfAbsent(name, k -> new Node());
                    n.samples += e.getValue();
                }
            }
            return root;
        }
    }
}
