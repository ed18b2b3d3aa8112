package io.storagebench.report.check;

import io.storagebench.results.ProfileResult;
import io.storagebench.results.ResultBundle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One setting chosen before a run that differs between two bundles: {@code workload}, {@code profile},
 * {@code seed}, {@code param.NAME}, {@code engine}, {@code engine.NAME} (configuration and options) or
 * {@code cache}, and {@code profiler}: which step profilers ran ({@code run --profiler}; {@code none}), since a
 * profiler's overhead is in every figure of the steps it watched. Engine version and framework build are not
 * settings: they are what a regression gate compares.
 */
public record SettingsDifference(String name, String baseline, String candidate) {
    @Override
    public String toString() {
        return name + " (" + shown(baseline) + " vs " + shown(candidate) + ")";
    }

    private static String shown(String value) {
        return value == null ? "unset" : value;
    }

    /** Every differing setting, by name. */
    public static List<SettingsDifference> between(ResultBundle baseline, ResultBundle candidate) {
        Map<String, String> a = settings(baseline);
        Map<String, String> b = settings(candidate);
        TreeSet<String> names = new TreeSet<>(a.keySet());
        names.addAll(b.keySet());
        List<SettingsDifference> out = new ArrayList<>();
        for (String name : names) {
            if (!Objects.equals(a.get(name), b.get(name))) {
                out.add(new SettingsDifference(name, a.get(name), b.get(name)));
            }
        }
        return out;
    }

    /** The profilers that sampled any step, sorted and joined ({@code async,perf}), or {@code none}. */
    static String profilers(ResultBundle b) {
        TreeSet<String> names = new TreeSet<>();
        b.steps().forEach(s -> s.profiles().stream().filter(ProfileResult::present)
                .forEach(p -> names.add(p.profiler())));
        return names.isEmpty() ? "none" : String.join(",", names);
    }

    private static Map<String, String> settings(ResultBundle b) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("workload", b.workload().name());
        out.put("profile", b.workload().profile());
        out.put("seed", Long.toString(b.workload().seed()));
        new TreeMap<>(b.workload().parameters()).forEach((k, v) -> out.put("param." + k, v));
        out.put("engine", b.engine().name());
        out.put("cache", Long.toString(b.engine().cacheBytes()));
        new TreeMap<>(b.engine().configuration()).forEach((k, v) -> out.put("engine." + k, v));
        new TreeMap<>(b.engine().options()).forEach((k, v) -> out.put("engine." + k, v));
        out.put("profiler", profilers(b));
        return out;
    }
}
