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
 */
public record CompareOptions(RunOptions template, List<String> engines, Map<String, List<String>> vary, Path dir) {
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
    }
}
