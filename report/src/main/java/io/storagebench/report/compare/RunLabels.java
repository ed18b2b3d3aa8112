package io.storagebench.report.compare;

import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Names runs for the tables: the engine name, and where two runs share it, what tells them apart (version,
 * cache size, options, configuration, workload parameters, profile, storagebench commit, one process or shards),
 * e.g. {@code rocksdb cache=64m compression=none} or, in a sweep, {@code postgres threads=4}.
 */
final class RunLabels {
    private RunLabels() {
    }

    static List<String> of(List<ResultBundle> runs) {
        Map<String, Integer> byName = new HashMap<>();
        runs.forEach(b -> byName.merge(b.engine().name(), 1, Integer::sum));
        List<String> labels = new ArrayList<>();
        for (ResultBundle b : runs) {
            String name = b.engine().name();
            if (byName.get(name) == 1) {
                labels.add(name);
                continue;
            }
            List<ResultBundle> same = runs.stream().filter(o -> o.engine().name().equals(name)).toList();
            List<String> parts = new ArrayList<>();
            parts.add(name);
            differing(same, o -> o.engine().version(), b).ifPresent(parts::add);
            differing(same, o -> "cache=" + Comparison.size(o.engine().cacheBytes()), b).ifPresent(parts::add);
            parts.addAll(differingEntries(same, b, RunLabels::settings));
            // a sweep's runs differ in one parameter: postgres threads=4
            parts.addAll(differingEntries(same, b, o -> o.workload().parameters()));
            differing(same, o -> o.workload().profile(), b).ifPresent(parts::add);
            differing(same, o -> o.framework().gitCommit(), b).ifPresent(parts::add);
            // the same clients in one process and as shards: postgres 1 process, postgres 3 shards
            differing(same, Comparison::processes, b).ifPresent(parts::add);
            labels.add(String.join(" ", parts));
        }
        // still equal (say, only a workload parameter differs): number them in order
        Map<String, Integer> seen = new HashMap<>();
        Set<String> duplicated = new LinkedHashSet<>();
        labels.forEach(l -> {
            if (seen.merge(l, 1, Integer::sum) > 1) {
                duplicated.add(l);
            }
        });
        Map<String, Integer> counters = new HashMap<>();
        List<String> out = new ArrayList<>();
        for (String l : labels) {
            out.add(duplicated.contains(l) ? l + " #" + counters.merge(l, 1, Integer::sum) : l);
        }
        return out;
    }

    /**
     * The effective configuration the engine reported, plus options it does not echo; without entries that only
     * restate the cache budget, which the label already shows.
     */
    private static Map<String, String> settings(ResultBundle b) {
        Map<String, String> out = new java.util.TreeMap<>(b.engine().options());
        out.putAll(b.engine().configuration());
        out.entrySet().removeIf(e -> e.getKey().contains("cache")
                && e.getValue().equals(Long.toString(b.engine().cacheBytes())));
        if (out.containsKey(EngineInfo.DISTRIBUTION)) {
            // a fetched build: its version, already in the label, says which; where it was unpacked does not
            out.remove(EngineInfo.DISTRIBUTION);
            out.remove(EngineInfo.BIN_DIR);
        }
        return out;
    }

    private static java.util.Optional<String> differing(List<ResultBundle> same, Function<ResultBundle, String> f,
                                                        ResultBundle b) {
        Set<String> values = new TreeSet<>();
        same.forEach(o -> values.add(String.valueOf(f.apply(o))));
        return values.size() > 1 ? java.util.Optional.of(String.valueOf(f.apply(b))) : java.util.Optional.empty();
    }

    private static List<String> differingEntries(List<ResultBundle> same, ResultBundle b,
                                                 Function<ResultBundle, Map<String, String>> f) {
        Set<String> keys = new TreeSet<>();
        same.forEach(o -> keys.addAll(f.apply(o).keySet()));
        List<String> out = new ArrayList<>();
        for (String key : keys) {
            Set<String> values = new TreeSet<>();
            same.forEach(o -> values.add(String.valueOf(f.apply(o).get(key))));
            String mine = f.apply(b).get(key);
            if (values.size() > 1 && mine != null) {
                out.add(key + "=" + mine);
            }
        }
        return out;
    }
}
