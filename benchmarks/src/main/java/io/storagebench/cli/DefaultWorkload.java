package io.storagebench.cli;

import io.storagebench.api.Catalog;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The default of {@code -w}: the workload the workloads' jar names ({@link Catalog#defaultWorkload}), so the help's
 * {@code Default:} shows it without the CLI naming a workload; every other option keeps its own default.
 */
final class DefaultWorkload implements CommandLine.IDefaultValueProvider {
    @Override
    public String defaultValue(ArgSpec argSpec) {
        return argSpec instanceof OptionSpec option && option.longestName().equals("--workload")
                ? Catalog.defaultWorkload() : null;
    }
}
