package io.storagebench.api;

import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The runs of a comparison: per engine, the template's options with the engine's name, the template's engine
 * options that engine has, and each combination of the varied settings it has. An option no compared engine has is
 * bad input, as it is for one run.
 */
final class Variants {
    /** The key a library version takes among a run's varied settings. */
    private static final String VERSION = "\u0000version";

    private Variants() {
    }

    /** A run of the comparison, and the name its bundles take. */
    record Variant(String label, RunOptions options) {
    }

    static List<Variant> of(CompareOptions compare) {
        RunOptions template = compare.template();
        Map<String, Set<String>> known = new LinkedHashMap<>();
        for (String engine : compare.engines()) {
            EngineProvider provider = Catalog.engine(engine, EngineLoader.of(template.enginePath()));
            known.put(engine, provider.options().stream().map(OptionSpec::name).collect(Collectors.toSet()));
        }
        requireSomeEngineHas(template.engineOptions().keySet(), known, "-o");
        Map<String, List<String>> varied = new LinkedHashMap<>(compare.vary());
        varied.remove(CompareOptions.CACHE_SIZE);
        requireSomeEngineHas(varied.keySet(), known, "--vary");
        if (template.jdbcUrl() != null && known.values().stream().noneMatch(o -> o.contains(Defaults.JDBC_URL_OPTION))) {
            throw new BadInputException("--jdbc-url is for the server engines, and none is compared");
        }
        List<Variant> out = new ArrayList<>();
        for (String engine : compare.engines()) {
            Set<String> has = known.get(engine);
            RunOptions.Builder base = template.toBuilder().engine(engine).output((java.nio.file.Path) null);
            Map<String, String> own = new LinkedHashMap<>(template.engineOptions());
            own.keySet().retainAll(has);
            base.engineOptionsReplaced(own);
            if (template.jdbcUrl() != null && !has.contains(Defaults.JDBC_URL_OPTION)) {
                base.jdbcUrl(null);
            }
            List<Map<String, String>> combinations = new ArrayList<>();
            combinations.add(new LinkedHashMap<>());
            if (!compare.versions().isEmpty() && EngineVersions.versioned(engine)) {
                combinations.clear();
                compare.versions().forEach(v -> combinations.add(new LinkedHashMap<>(Map.of(VERSION, v))));
            }
            compare.vary().forEach((name, values) -> {
                if (!name.equals(CompareOptions.CACHE_SIZE) && !has.contains(name)) {
                    return;
                }
                List<Map<String, String>> next = new ArrayList<>();
                for (Map<String, String> c : combinations) {
                    for (String value : values) {
                        Map<String, String> m = new LinkedHashMap<>(c);
                        m.put(name, value);
                        next.add(m);
                    }
                }
                combinations.clear();
                combinations.addAll(next);
            });
            for (Map<String, String> c : combinations) {
                RunOptions.Builder b = base.build().toBuilder();
                StringBuilder label = new StringBuilder(engine);
                c.forEach((name, value) -> {
                    if (name.equals(VERSION)) {
                        b.engineVersion(value);
                        label.append('-').append(value);
                        return;
                    }
                    if (name.equals(CompareOptions.CACHE_SIZE)) {
                        b.cacheSize(value);
                    } else {
                        b.engineOption(name, value);
                    }
                    label.append('-').append(name).append('=').append(value);
                });
                out.add(new Variant(unique(label.toString().replaceAll("[^A-Za-z0-9._=+-]", "_"), out), b.build()));
            }
        }
        return out;
    }

    private static void requireSomeEngineHas(Set<String> names, Map<String, Set<String>> known, String flag) {
        for (String name : names) {
            if (known.values().stream().noneMatch(o -> o.contains(name))) {
                throw new BadInputException(flag + ": no compared engine has option '" + name + "' (engines: "
                        + String.join(", ", known.keySet()) + "; see: storagebench engines -v)");
            }
        }
    }

    /** The label, or with -2, -3 ... when an earlier run has it: each run's bundles get files of their own. */
    private static String unique(String label, List<Variant> earlier) {
        String candidate = label;
        for (int n = 2; taken(candidate, earlier); n++) {
            candidate = label + "-" + n;
        }
        return candidate;
    }

    private static boolean taken(String label, List<Variant> earlier) {
        return earlier.stream().anyMatch(v -> v.label().equals(label));
    }
}
