package io.storagebench.report.merge;

import io.storagebench.results.ResultBundle;
import io.storagebench.results.WorkloadInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Whether bundles are the complete, consistent set of shards of one run: all sharded, one run id, one shard count,
 * every index once, and the same workload, profile, seed, parameters and engine. Each refusal is one line naming the
 * run, the shards and the differing key.
 */
final class ShardCheck {
    private ShardCheck() {
    }

    /** The shards of one run in index order, or a {@link ShardMergeException} saying why they are not. */
    static List<Shard> oneRun(List<ResultBundle> bundles) {
        if (bundles.isEmpty()) {
            throw new ShardMergeException("no bundles to merge");
        }
        ResultBundle unsharded = bundles.stream().filter(b -> b.workload().shard() == null).findFirst()
                .orElse(null);
        if (unsharded != null) {
            String what = unsharded.merged() != null ? "a bundle already merged from the shards of run "
                    + unsharded.merged().runId() : "a bundle of a run in one process (host "
                    + unsharded.host().hostname() + ", started " + unsharded.startedAt() + ")";
            ResultBundle shard = bundles.stream().filter(b -> b.workload().shard() != null).findFirst().orElse(null);
            throw new ShardMergeException(shard == null ? "not a shard bundle: " + what + "; merge takes the bundles "
                    + "that run --shard I/N wrote"
                    : "cannot merge the shards of run " + shard.workload().shard().runId() + " with " + what);
        }
        Map<String, List<Shard>> runs = new LinkedHashMap<>();
        bundles.forEach(b -> runs.computeIfAbsent(b.workload().shard().runId(), k -> new ArrayList<>())
                .add(new Shard(b)));
        if (runs.size() > 1) {
            List<String> named = new ArrayList<>();
            runs.forEach((run, shards) -> named.add(run + " (" + String.join(", ", shards.stream()
                    .map(s -> s.info().label()).toList()) + ")"));
            throw new ShardMergeException("shards of different runs: " + String.join(", ", named)
                    + "; merge one run at a time");
        }
        String run = runs.keySet().iterator().next();
        List<Shard> shards = new ArrayList<>(runs.get(run));
        shards.sort(Comparator.comparingInt(Shard::index));
        complete(run, shards);
        Shard first = shards.get(0);
        for (Shard s : shards.subList(1, shards.size())) {
            consistent(run, first, s);
        }
        return shards;
    }

    private static void complete(String run, List<Shard> shards) {
        int count = shards.get(0).info().count();
        for (Shard s : shards) {
            if (s.info().count() != count) {
                throw new ShardMergeException("run " + run + ": " + shards.get(0).who() + " and " + s.who()
                        + " disagree on the shard count (" + count + " vs " + s.info().count() + ")");
            }
        }
        for (int i = 1; i < shards.size(); i++) {
            if (shards.get(i).index() == shards.get(i - 1).index()) {
                throw new ShardMergeException("run " + run + ": shard " + shards.get(i).info().label()
                        + " is there twice (hosts " + shards.get(i - 1).host() + " and " + shards.get(i).host()
                        + ", started " + shards.get(i - 1).bundle().startedAt() + " and "
                        + shards.get(i).bundle().startedAt() + ")");
            }
        }
        TreeSet<Integer> missing = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            missing.add(i);
        }
        shards.forEach(s -> missing.remove(s.index()));
        if (!missing.isEmpty()) {
            throw new ShardMergeException("run " + run + ": shard" + (missing.size() == 1 ? " " : "s ")
                    + String.join(", ", missing.stream().map(i -> i + "/" + count).toList()) + " of " + count
                    + (missing.size() == 1 ? " is" : " are") + " missing (have " + String.join(", ", shards.stream()
                    .map(s -> s.info().label()).toList()) + ")");
        }
    }

    private static void consistent(String run, Shard first, Shard other) {
        WorkloadInfo a = first.bundle().workload();
        WorkloadInfo b = other.bundle().workload();
        differ(run, first, other, "workload", a.name(), b.name());
        differ(run, first, other, "profile", a.profile(), b.profile());
        differ(run, first, other, "seed", String.valueOf(a.seed()), String.valueOf(b.seed()));
        TreeSet<String> keys = new TreeSet<>(a.parameters().keySet());
        keys.addAll(b.parameters().keySet());
        for (String key : keys) {
            differ(run, first, other, "parameter " + key, a.parameters().get(key), b.parameters().get(key));
        }
        differ(run, first, other, "engine", first.bundle().engine().name(), other.bundle().engine().name());
    }

    private static void differ(String run, Shard first, Shard other, String key, String a, String b) {
        if (!Objects.equals(a, b)) {
            throw new ShardMergeException("run " + run + ": " + other.who() + " differs from " + first.who()
                    + " in " + key + " (" + shown(b) + " vs " + shown(a) + ")");
        }
    }

    private static String shown(String value) {
        return value == null ? "absent" : value;
    }

    /** Whether the bundle is one shard of a run. */
    static boolean sharded(ResultBundle b) {
        return b.workload().shard() != null;
    }
}
