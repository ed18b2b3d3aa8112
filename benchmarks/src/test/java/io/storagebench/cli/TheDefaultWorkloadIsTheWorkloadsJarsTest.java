package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.api.Catalog;
import io.storagebench.api.RunOptions;
import org.junit.jupiter.api.Test;

/**
 * The workload a run without {@code -w} runs is the one the workloads' jar names, not a constant of the CLI: the
 * help of run and compare and {@code storagebench workloads} show it, and options built without one get it.
 */
class TheDefaultWorkloadIsTheWorkloadsJarsTest {
    @Test
    void runAndCompareHelpShowTheWorkloadsJarsDefault() {
        String name = Catalog.defaultWorkload();
        assertThat(Catalog.workloads(Catalog.class.getClassLoader())).anyMatch(w -> w.name().equals(name));
        for (String command : new String[] {"run", "compare"}) {
            CommandLineRun help = CommandLineRun.run(command, "--help");
            assertThat(help.exitCode()).isZero();
            assertThat(help.out().replaceAll("\\s+", " ")).as(command)
                    .contains("Workload to run (see: storagebench workloads). Default: " + name + ".");
        }
    }

    @Test
    void workloadsNamesTheDefaultAndOptionsWithoutOneGetIt() {
        String name = Catalog.defaultWorkload();
        CommandLineRun list = CommandLineRun.run("workloads");
        assertThat(list.exitCode()).isZero();
        assertThat(list.out()).endsWith("default: " + name + " (run and compare without -w)" + System.lineSeparator());
        assertThat(RunOptions.builder().build().workload()).isEqualTo(name);
    }
}
