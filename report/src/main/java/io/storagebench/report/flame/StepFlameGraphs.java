package io.storagebench.report.flame;

import io.storagebench.report.compare.CpuShift;
import io.storagebench.report.table.Link;
import io.storagebench.report.table.ReportFile;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.StepResult;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The differential flame graphs of one step between the base run and another: one per process group that both
 * profiled with the same CPU profiler ({@link CpuShift#pairs}), each a file {@code flames/<step>.<run>.<group>.html}
 * beside the report, linked from the step's where-the-CPU-went table.
 *
 * @param links   a link per graph drawn
 * @param missing why a group has none, one line each (its collapsed stacks not beside its bundle)
 */
public record StepFlameGraphs(List<Link> links, List<String> missing) {
    public StepFlameGraphs {
        links = List.copyOf(links);
        missing = List.copyOf(missing);
    }

    /** The graphs of {@code step}, the baseline's (of run {@code base}) against the candidate's (of {@code run}). */
    public static StepFlameGraphs of(String step, String base, String run, StepResult baseline,
                                     StepResult candidate) {
        List<Link> links = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (CpuShift.Pair pair : CpuShift.pairs(baseline, candidate)) {
            String group = pair.candidate().group();
            MetricResult b = baseline.metric(pair.baseline().basis());
            MetricResult c = candidate.metric(pair.candidate().basis());
            String unreadable = unreadable(pair.baseline(), pair.candidate());
            if (unreadable != null || b == null || c == null || !b.present() || !c.present()) {
                missing.add("no differential flame graph of the " + group + ": "
                        + (unreadable != null ? unreadable : "a side has no CPU per operation"));
                continue;
            }
            DiffFlameGraph graph;
            try {
                graph = DiffFlameGraph.of(FoldedStacks.read(Path.of(pair.baseline().collapsed())), b.value(),
                        FoldedStacks.read(Path.of(pair.candidate().collapsed())), c.value());
            } catch (UncheckedIOException | IllegalArgumentException e) {
                missing.add("no differential flame graph of the " + group + ": " + e.getMessage());
                continue;
            }
            String title = step + ": " + group + " CPU (" + pair.candidate().profiler() + "), " + base + " -> " + run;
            String name = "flames/" + safe(step) + "." + safe(run) + "." + safe(group) + ".html";
            links.add(new Link("differential flame graph, " + group,
                    new ReportFile(name, DiffFlameGraphHtml.html(graph, title, base, run))));
        }
        return new StepFlameGraphs(links, missing);
    }

    /** Why a side's collapsed stacks cannot be read, or null. */
    private static String unreadable(ProfileResult... sides) {
        for (ProfileResult p : sides) {
            if (p.collapsed() == null) {
                return "no collapsed stacks in the bundle";
            }
            if (!Files.isRegularFile(Path.of(p.collapsed()))) {
                return p.collapsed() + " is not there (a bundle's profiles are its x.profiles/ directory beside it)";
            }
        }
        return null;
    }

    /** A name as a file name: anything but letters, digits, '.', '_' and '-' becomes '_', and no leading dot. */
    static String safe(String name) {
        String s = name.replaceAll("[^A-Za-z0-9._-]", "_");
        return s.isEmpty() || s.startsWith(".") ? "_" + s : s;
    }
}
