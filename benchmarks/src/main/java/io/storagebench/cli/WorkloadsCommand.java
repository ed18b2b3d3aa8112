package io.storagebench.cli;

import io.storagebench.api.Catalog;

import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.Workload;
import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code storagebench workloads}: the workloads, their profiles and parameters, and which one is the default. */
@Command(name = "workloads", mixinStandardHelpOptions = true,
        description = "Lists the workloads with their profiles; --verbose adds every parameter (-p name=value) "
                + "and its value in each profile.")
final class WorkloadsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    EnginePath pluginPath;

    @Option(names = {"-v", "--verbose"}, description = "Also list each workload's parameters.")
    boolean verbose;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (Workload workload : Catalog.workloads(pluginPath.workloadLoader())) {
            out.printf("%-18s %s%n", workload.name(), workload.description());
            out.printf("    profiles: %s (default %s)%n", String.join(", ", workload.profiles()),
                    workload.profiles().get(0));
            EngineRequest request = workload.plan(workload.profiles().get(0), Map.of()).engine();
            if (!request.engineNames().isEmpty()) {
                out.printf("    engines: %s (%s)%n", Catalog.enginesOnly(request), request.why());
            }
            if (verbose) {
                for (ParameterSpec p : workload.parameters()) {
                    StringBuilder values = new StringBuilder();
                    for (String profile : workload.profiles()) {
                        values.append(values.length() == 0 ? "" : ", ").append(profile).append('=')
                                .append(p.profileValues().get(profile));
                    }
                    out.printf("    %-22s %s [%s]%n", p.name(), p.description(), values);
                }
            }
        }
        out.printf("default: %s (run and compare without -w)%n", Catalog.defaultWorkload());
    }
}
