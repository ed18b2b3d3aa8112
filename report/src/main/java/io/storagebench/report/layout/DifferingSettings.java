package io.storagebench.report.layout;

import io.storagebench.report.check.SettingsDifference;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Run;
import io.storagebench.report.compare.Sweep;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The settings that differ between the compared runs, as warnings a reader must see before the tables: workload
 * parameters, profile and seed across every run, engine options and cache only between runs of one engine (engines
 * differ in their settings by design; comparing them is the point of a report). Each line names the setting and
 * every run's value: {@code runs differ in workload parameters: rows.l.i0 = 200000 (rocksdb) vs 20000 (sqlite)}.
 * The differences are those {@code check} refuses to compare ({@link SettingsDifference}).
 */
public final class DifferingSettings {
    private static final String PARAMETER = "param.";
    private static final String ENGINE_OPTION = "engine.";
    private static final String CACHE = "cache";

    private DifferingSettings() {
    }

    /**
     * One line per differing setting, workload settings first, then each engine's options; empty when alike. The
     * parameter a sweep varies ({@link Sweep}) is its design, not a warning.
     */
    public static List<String> lines(Comparison c) {
        String swept = Sweep.of(c).map(s -> PARAMETER + s.parameter()).orElse("");
        List<String> out = new ArrayList<>(lines("runs", c.runs(),
                name -> workloadSetting(name) && !name.equals(swept)));
        Map<String, List<Run>> byEngine = new LinkedHashMap<>();
        c.runs().forEach(r -> byEngine.computeIfAbsent(r.engine().name(), k -> new ArrayList<>()).add(r));
        byEngine.forEach((engine, runs) -> {
            // fetched builds of several versions differ in where they were unpacked by design; the versions say it
            boolean fetched = runs.stream().allMatch(r -> r.repeats().get(0).engine().options()
                    .containsKey(EngineInfo.DISTRIBUTION));
            out.addAll(lines("runs of " + engine, runs, name -> engineSetting(name) && !(fetched
                    && (name.equals(ENGINE_OPTION + EngineInfo.DISTRIBUTION)
                    || name.equals(ENGINE_OPTION + EngineInfo.BIN_DIR)))));
        });
        return out;
    }

    /** Each setting that {@code kept} accepts and that differs between {@code runs}, with every run's value. */
    private static List<String> lines(String who, List<Run> runs, Predicate<String> kept) {
        if (runs.size() < 2) {
            return List.of();
        }
        ResultBundle first = runs.get(0).repeats().get(0);
        // setting -> run label -> value; a run that does not differ from the first has the first's value
        Map<String, Map<String, String>> values = new LinkedHashMap<>();
        for (Run run : runs.subList(1, runs.size())) {
            for (SettingsDifference d : SettingsDifference.between(first, run.repeats().get(0))) {
                if (kept.test(d.name())) {
                    values.computeIfAbsent(d.name(), k -> new LinkedHashMap<>()).put(run.label(), d.candidate());
                    values.get(d.name()).putIfAbsent(runs.get(0).label(), d.baseline());
                }
            }
        }
        List<String> out = new ArrayList<>();
        values.forEach((setting, byRun) -> {
            String firstValue = byRun.get(runs.get(0).label());
            Map<String, Set<String>> labelsByValue = new LinkedHashMap<>();
            for (Run run : runs) {
                String value = byRun.containsKey(run.label()) ? byRun.get(run.label()) : firstValue;
                labelsByValue.computeIfAbsent(shown(setting, value), k -> new LinkedHashSet<>()).add(run.label());
            }
            List<String> parts = new ArrayList<>();
            labelsByValue.forEach((value, labels) -> parts.add(value + " (" + String.join(", ", labels) + ")"));
            out.add(who + " differ in " + kind(setting) + ": " + key(setting) + String.join(" vs ", parts));
        });
        return out;
    }

    private static boolean workloadSetting(String name) {
        // the workload itself cannot differ (Comparison refuses that), the engine name differs by design
        return name.startsWith(PARAMETER) || name.equals("profile") || name.equals("seed");
    }

    private static boolean engineSetting(String name) {
        return name.startsWith(ENGINE_OPTION) || name.equals(CACHE);
    }

    private static String kind(String setting) {
        return setting.startsWith(PARAMETER) ? "workload parameters"
                : engineSetting(setting) ? "engine options" : setting;
    }

    /** What the line names before the values: the parameter or option, nothing for profile and seed. */
    private static String key(String setting) {
        if (setting.startsWith(PARAMETER)) {
            return setting.substring(PARAMETER.length()) + " = ";
        }
        if (setting.startsWith(ENGINE_OPTION)) {
            return setting.substring(ENGINE_OPTION.length()) + " = ";
        }
        return setting.equals(CACHE) ? CACHE + " = " : "";
    }

    private static String shown(String setting, String value) {
        if (value == null) {
            return "unset";
        }
        return setting.equals(CACHE) ? ReportBuilder.size(Long.parseLong(value)) : value;
    }
}
