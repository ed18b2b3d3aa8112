package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.table.Section;
import io.storagebench.results.ResultBundle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * What a workload adds to the generic report (throughput, relative throughput, efficiency, response times): its
 * efficiency columns and sections of its own, such as the Insert Benchmark's background insert rates. A workload's
 * jar brings its layout as a service ({@code META-INF/services/io.storagebench.report.layout.WorkloadLayout}), found
 * with {@link ServiceLoader} by the class loader that finds the workloads (the plug-in path's inside a run); a
 * workload that brings none gets {@link GenericLayout}. An implementation keeps a public no-argument constructor,
 * claims its workloads by name ({@link #handles}) and reads only what the comparison and its bundles hold (bundles of
 * older runs too: a figure they lack shows as absent, never an exception).
 */
public interface WorkloadLayout {
    /** Whether this layout lays out the workload of that name ({@code Workload.name()}); one layout per workload. */
    boolean handles(String workload);

    /** The efficiency columns, in order; a column shows where some run measured its metric. */
    List<EfficiencyColumn> efficiency();

    /** Sections placed after the throughput tables. */
    List<Section> extraSections(Comparison comparison);

    /**
     * The steps a view per test shows (the scaleup of a sweep), by group in order; the name of a lone group may be
     * empty. By default every step, in one group.
     */
    default Map<String, List<String>> groups(List<String> steps) {
        return Map.of("", steps);
    }

    /**
     * The groups of tests a version comparison's summary gives the median and range of relative throughput of, in
     * order. By default each step is a group of its own, as the Insert Benchmark's and kv's reports go step by step.
     */
    default Map<String, List<String>> summaryGroups(List<String> steps) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        steps.forEach(s -> groups.put(s, List.of(s)));
        return groups;
    }

    /** What the views per test call the headline rate ("relative QPS"): "throughput" unless the workload has a name. */
    default String rateName() {
        return "throughput";
    }

    /**
     * The bundle with the figures this workload derives from its steps (the kv workloads'); applied to every bundle
     * before the report is built, so bundles written before the figures existed get them too. Must be idempotent.
     */
    default ResultBundle derive(ResultBundle bundle) {
        return bundle;
    }

    /** The layout the thread's context class loader finds for the workload (see {@link #forWorkload(String, ClassLoader)}). */
    static WorkloadLayout forWorkload(String workload) {
        return forWorkload(workload, Thread.currentThread().getContextClassLoader());
    }

    /**
     * The one layout the class loader finds that handles {@code workload}, else {@link GenericLayout}. A provider that
     * fails to load is skipped (the run refused a broken plug-in before anything ran, and a finished run keeps its
     * report); two that claim one workload are a {@link LayoutClashException} naming both.
     */
    static WorkloadLayout forWorkload(String workload, ClassLoader loader) {
        List<WorkloadLayout> found = new ArrayList<>();
        var providers = ServiceLoader.load(WorkloadLayout.class, loader).iterator();
        while (true) {
            try {
                if (!providers.hasNext()) {
                    break;
                }
                WorkloadLayout layout = providers.next();
                if (layout.handles(workload)) {
                    found.add(layout);
                }
            } catch (ServiceConfigurationError | LinkageError e) {
                // skipped, as the terminal summary's layouts are
            }
        }
        if (found.size() > 1) {
            throw new LayoutClashException(workload, found.get(0).getClass(), found.get(1).getClass());
        }
        return found.isEmpty() ? new GenericLayout() : found.get(0);
    }
}
