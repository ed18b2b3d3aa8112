package io.storagebench.api;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A comparison: one workload on several engines, or on several configurations of one engine, each run as
 * {@link RunOptions} say, repeats in turns (A B A B, not A A B B) so the machine's drift falls on every run alike.
 *
 * @param template the options every run shares; its engine is replaced by each of {@code engines}, its engine
 *                 options go to each engine that has them, its output is ignored (bundles go into {@code dir})
 * @param engines  the engines, in order; the first is the base
 * @param vary     settings that take several values, each value a run of its own (the product of all): an engine
 *                 option, or {@value #CACHE_SIZE} for the cache budget; in the order given
 * @param dir      where the bundles go
 * @param versions library versions to run each versioned engine at (RocksDB: rocksdbjni versions), each a run of
 *                 its own; empty for the version storagebench was built with
 */
public record CompareOptions(RunOptions template, List<String> engines, Map<String, List<String>> vary, Path dir,
                             List<String> versions) {
    /** The name {@link #vary} takes for the cache budget. */
    public static final String CACHE_SIZE = "cache-size";

    public CompareOptions {
        Objects.requireNonNull(template, "template");
        Objects.requireNonNull(dir, "dir");
        if (engines == null || engines.isEmpty()) {
            throw new BadInputException("no engines to compare");
        }
        engines = List.copyOf(engines);
        Map<String, List<String>> copy = new LinkedHashMap<>();
        (vary == null ? Map.<String, List<String>>of() : vary).forEach((name, values) -> {
            if (values == null || values.isEmpty() || values.stream().anyMatch(v -> v == null || v.isBlank())) {
                throw new BadInputException("--vary " + name + " needs values, e.g. --vary " + name + "=A,B");
            }
            copy.put(name, List.copyOf(values));
        });
        vary = Collections.unmodifiableMap(copy);
        versions = versions == null ? List.of() : versions.stream().map(String::trim).toList();
        for (String v : versions) {
            if (v.isEmpty()) {
                throw new BadInputException("--versions has an empty version");
            }
        }
        if (!versions.isEmpty() && engines.stream().noneMatch(EngineVersions::versioned)) {
            throw new BadInputException("--versions is for " + Defaults.VERSIONED_ENGINE + " (rocksdbjni versions) "
                    + "and the server engines whose builds are published (postgres, mariadb-innodb); for builds of your "
                    + "own, run each with --vary bin-dir=DIR1,DIR2");
        }
    }

    /** A comparison at the versions storagebench was built with. */
    public CompareOptions(RunOptions template, List<String> engines, Map<String, List<String>> vary, Path dir) {
        this(template, engines, vary, dir, List.of());
    }
}
