package io.storagebench.report.merge;

import io.storagebench.results.MergedFrom;
import io.storagebench.results.MergedShard;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.results.WorkloadInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shard bundles of one run ({@code run --shard I/N} on several client hosts) as one bundle for the run. The merged
 * bundle has no shard ({@code workload.shard} absent: it is the whole run) and says in {@code merged} which shards
 * and hosts it combines; its engine, JVM, framework and host are shard 0's. See docs/merge.md.
 */
public final class ShardMerge {
    /** Separates a metric's name from the client host it was measured on: {@code cpu_us_per_op.host@db-client-2}. */
    public static final String AT_HOST = "@";

    private ShardMerge() {
    }

    /**
     * One bundle for the run whose shards {@code shards} are.
     *
     * @throws ShardMergeException when they are not all the shards of one run, or differ in workload, profile, seed,
     *                             parameters or engine
     */
    public static ResultBundle merge(List<ResultBundle> shards) {
        List<Shard> sorted = ShardCheck.oneRun(shards);
        Set<String> names = new LinkedHashSet<>();
        sorted.forEach(s -> s.bundle().steps().forEach(step -> names.add(step.name())));
        List<StepResult> steps = new ArrayList<>();
        for (String name : names) {
            List<StepResult> each = sorted.stream().map(s -> s.bundle().steps().stream()
                    .filter(step -> step.name().equals(name)).findFirst().orElse(null)).toList();
            steps.add(StepMerge.merge(name, sorted, each));
        }
        RunStatus status = RunStatus.OK;
        List<String> errors = new ArrayList<>();
        List<MergedShard> members = new ArrayList<>();
        String startedAt = null;
        String endedAt = null;
        for (Shard s : sorted) {
            ResultBundle b = s.bundle();
            status = StepMerge.worse(status, b.status());
            b.errors().forEach(e -> errors.add(s.who() + ": " + e));
            members.add(new MergedShard(s.index(), s.host(), b.startedAt(), b.endedAt(), b.status()));
            startedAt = pick(startedAt, b.startedAt(), true);
            endedAt = pick(endedAt, b.endedAt(), false);
        }
        ResultBundle first = sorted.get(0).bundle();
        WorkloadInfo w = first.workload();
        return new ResultBundle(first.schemaVersion(), first.framework(), first.host(), first.jvm(), first.engine(),
                new WorkloadInfo(w.name(), w.profile(), w.seed(), w.parameters()), startedAt, endedAt, status, steps,
                errors, new MergedFrom(w.shard().runId(), w.shard().count(), members));
    }

    /**
     * The bundles as a report compares them: the shards of each run merged into one bundle (where the run's first
     * shard was), every other bundle as it is.
     *
     * @throws ShardMergeException when a run's shards cannot be merged, or a run is there both as shards and merged
     */
    public static List<ResultBundle> mergeRuns(List<ResultBundle> bundles) {
        Map<String, List<ResultBundle>> runs = new LinkedHashMap<>();
        for (ResultBundle b : bundles) {
            if (ShardCheck.sharded(b)) {
                runs.computeIfAbsent(b.workload().shard().runId(), k -> new ArrayList<>()).add(b);
            }
        }
        for (ResultBundle b : bundles) {
            if (b.merged() != null && runs.containsKey(b.merged().runId())) {
                throw new ShardMergeException("run " + b.merged().runId() + " is given twice: as its shards and as "
                        + "the bundle merged from them; give one or the other");
            }
        }
        List<ResultBundle> out = new ArrayList<>();
        for (ResultBundle b : bundles) {
            if (!ShardCheck.sharded(b)) {
                out.add(b);
            } else if (runs.containsKey(b.workload().shard().runId())) {
                out.add(merge(runs.remove(b.workload().shard().runId())));
            }
        }
        return out;
    }

    /** The earlier ({@code earliest}) or the later of two ISO-8601 instants, either possibly null. */
    private static String pick(String a, String b, boolean earliest) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        boolean bFirst = Instant.parse(b).isBefore(Instant.parse(a));
        return bFirst == earliest ? b : a;
    }
}
