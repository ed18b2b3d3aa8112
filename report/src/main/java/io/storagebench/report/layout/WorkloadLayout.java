package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.kv.CompactionDebt;
import io.storagebench.report.kv.IoEfficiency;
import io.storagebench.report.table.Section;
import io.storagebench.results.ResultBundle;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a workload adds to the generic report (throughput, relative throughput, efficiency, response times): its
 * efficiency columns and sections of its own, such as the Insert Benchmark's background insert rates.
 */
public interface WorkloadLayout {
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

    /** The layout for a workload name: the Insert Benchmark's, sysbench's, kv's, io-efficiency's or the generic. */
    static WorkloadLayout forWorkload(String workload) {
        if (workload.equals(CompactionDebt.WORKLOAD)) {
            return new KvLayout();
        }
        if (workload.equals(IoEfficiency.WORKLOAD)) {
            return new IoEfficiencyLayout();
        }
        if (workload.equals("insert-benchmark")) {
            return new InsertBenchmarkLayout();
        }
        if (workload.startsWith("sysbench")) {
            return new SysbenchLayout();
        }
        return new GenericLayout();
    }
}
