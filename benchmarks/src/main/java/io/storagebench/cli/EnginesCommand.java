package io.storagebench.cli;

import io.storagebench.api.Catalog;
import io.storagebench.api.EngineClasses;

import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code storagebench engines}: the engines on the class path, with their options. */
@Command(name = "engines", mixinStandardHelpOptions = true,
        description = "Lists the engines storagebench can run, with their options (--engine-option name=value).")
final class EnginesCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    EnginePath enginePath;

    @Option(names = {"-v", "--verbose"},
            description = "Also list each engine's options: type, range or choices, unit and default.")
    boolean verbose;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (EngineProvider engine : Catalog.engines(enginePath.loader())) {
            String missing = EngineClasses.missing(engine).orElse(null);
            out.printf("%-16s %s%n", engine.name(), missing == null ? engine.description()
                    : "UNUSABLE: " + EngineClasses.advice(engine, missing));
            if (verbose) {
                for (OptionSpec option : engine.options()) {
                    out.printf("    %-26s %s%n    %-26s %s, default: %s%n", option.name(), option.description(), "",
                            option.summary(), option.defaultValue() == null ? "none" : option.defaultValue());
                }
            }
        }
    }
}
