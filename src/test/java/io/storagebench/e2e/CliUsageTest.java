package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad input gets one clear line on stderr and exit code 2, never a stack trace; help and listings work. */
class CliUsageTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "unknown engine        | run --engine nosuch                         | unknown engine 'nosuch'",
        "unknown workload      | run --workload nosuch                       | unknown workload 'nosuch'",
        "unknown profile       | run --profile huge                          | unknown profile 'huge'",
        "unknown parameter     | run -p nosuch=1                             | unknown parameter 'nosuch'",
        "bad parameter value   | run -p clients=many                         | parameter clients",
        "parameter without =   | run -p clients                              | name=value",
        "unknown option        | run --frobnicate                            | --frobnicate",
        "bad cache size        | run --cache-size lots                       | cache size",
        "unknown engine option | run --engine-option nosuch=1                | unknown option 'nosuch' for engine rocksdb",
        "bad engine option     | run --engine-option compression=gzip9       | compression",
        "unknown command       | frobnicate                                  | frobnicate",
        "jdbc url on rocksdb   | run --jdbc-url jdbc:postgresql://h/db       | engine rocksdb does not run against a server URL",
        "two different urls    | run -e postgres --jdbc-url jdbc:postgresql://a/db -o jdbc-url=jdbc:postgresql://b/db | name different servers",
    })
    void badInputIsOneLineAndExitCode2(String name, String args, String expected) throws Exception {
        Cli.Result r = Cli.run(dir, (args + " --work-dir " + Cli.path(dir.resolve("w"))).trim().split("\\s+"));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).contains(expected).doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    @Test
    void helpAndListings() throws Exception {
        Cli.Result help = Cli.run(dir.resolve("1"), "run", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("--engine", "--workload", "--profile", "--param", "--output");
        Cli.Result engines = Cli.run(dir.resolve("2"), "engines", "--verbose");
        assertThat(engines.exitCode()).isZero();
        assertThat(engines.out()).contains("rocksdb", "compression");
        Cli.Result workloads = Cli.run(dir.resolve("3"), "workloads", "--verbose");
        assertThat(workloads.exitCode()).isZero();
        assertThat(workloads.out()).contains("insert-benchmark", "tiny, cached, io-bound", "rows.l.i0");
        Cli.Result version = Cli.run(dir.resolve("4"), "--version");
        assertThat(version.out()).startsWith("storagebench ");
    }

    @Test
    void topLevelHelpNamesBothWorkloadsAndEveryCommand() throws Exception {
        Cli.Result help = Cli.run(dir.resolve("help"), "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("Insert Benchmark", "sysbench", "run", "engines", "workloads", "report",
                "compare").doesNotContain("to come");
    }
}
