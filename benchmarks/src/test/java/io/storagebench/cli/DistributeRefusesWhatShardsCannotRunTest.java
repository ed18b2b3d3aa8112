package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code distribute} checks run's options with run's own parser and as a run checks them, and refuses what makes no
 * sense in shards, each with one line and exit 2 and nothing printed for a scheduler; what it prints carries run's
 * options as given, without the password.
 */
class DistributeRefusesWhatShardsCannotRunTest {
    private static final String URL = "jdbc:postgresql://db.example:5432/ib";
    private static final String SECRET = "Sb-s3cret-Passw0rd";

    private static CommandLineRun distribute(String scheduler, String... runOptions) {
        List<String> args = new ArrayList<>(List.of("distribute", scheduler));
        args.addAll(switch (scheduler) {
            case "k8s" -> List.of("--shards", "3", "--image", "img", "--name", "ib-1");
            case "slurm" -> List.of("--shards", "3");
            default -> List.of("--hosts", "h1,h2,h3", "--run-id", "ib-1");
        });
        args.add("--");
        args.addAll(List.of(runOptions));
        return CommandLineRun.run(args.toArray(String[]::new));
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of(new String[] {"-e", "rocksdb"}, "shards share one server: give --jdbc-url (engine "
                        + "rocksdb without it runs an engine of its own in each shard)"),
                Arguments.of(new String[] {"-e", "postgres"}, "shards share one server: give --jdbc-url (engine "
                        + "postgres without it runs an engine of its own in each shard)"),
                Arguments.of(new String[] {"-e", "sqlite", "--jdbc-url", URL}, "engine sqlite does not run against a "
                        + "server URL (--jdbc-url is for the server engines)"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "--no-such-option"},
                        "run's options after --: Unknown option: '--no-such-option'"),
                Arguments.of(new String[] {"-e", "no-such-engine", "--jdbc-url", URL}, "unknown engine "
                        + "'no-such-engine'"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "-p", "rows.l.i0=x"},
                        "bad value 'x' for parameter rows.l.i0"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "--shard", "0/3"},
                        "--shard is distribute's to set"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "--run-id=x"},
                        "--run-id is distribute's to set"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "--output", "one.json"},
                        "--output names one file for every shard"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "--results-dir", "r"},
                        "--results-dir after -- is not for a sharded run"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "--repeat", "2"},
                        "--repeat makes several runs"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL, "-w", "sysbench", "-p",
                    "threads=1,2"}, "a sweep is one run per value"),
                Arguments.of(new String[] {"-e", "postgres", "--jdbc-url", URL + "?sslpassword=" + SECRET},
                        "--jdbc-url carries a secret other than the server's password"));
    }

    @ParameterizedTest
    @MethodSource("refusals")
    void eachIsOneLineExitTwoAndNothingForTheScheduler(String[] runOptions, String message) {
        for (String scheduler : List.of("k8s", "slurm", "ssh")) {
            CommandLineRun r = distribute(scheduler, runOptions);
            assertThat(r.exitCode()).as(scheduler + ": " + r.err()).isEqualTo(2);
            assertThat(r.err()).startsWith(scheduler + ": " + message).endsWith("\n")
                    .doesNotContain(SECRET);
            assertThat(r.err().lines()).hasSize(1);
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void aSyncDirectoryAfterTheSeparatorIsRefusedForDistributeGivesOnePerRun() {
        CommandLineRun k8s = distribute("k8s", "-e", "postgres", "--jdbc-url", URL, "--sync-dir", "/nfs/sync");
        assertThat(k8s.exitCode()).isEqualTo(2);
        assertThat(k8s.err()).isEqualTo("k8s: --sync-dir after -- is not for a sharded run: give distribute k8s "
                + "--sync-pvc CLAIM (a directory of the pod's is its own)\n");
        CommandLineRun slurm = distribute("slurm", "-e", "postgres", "--jdbc-url", URL, "--sync-dir=/nfs/sync");
        assertThat(slurm.exitCode()).isEqualTo(2);
        assertThat(slurm.err()).isEqualTo("slurm: --sync-dir after -- is not for a sharded run: give distribute "
                + "slurm --sync-dir DIR, which keeps each run's under its run id\n");
        assertThat(k8s.out() + slurm.out()).isEmpty();
    }

    @Test
    void kubernetesRefusesAPasswordFile() {
        CommandLineRun file = distribute("k8s", "-e", "postgres", "--jdbc-url", URL, "-o", "password-file=/pw");
        assertThat(file.exitCode()).isEqualTo(2);
        assertThat(file.err()).startsWith("k8s: -o password-file names a file the pods do not have");
        assertThat(file.out()).isEmpty();
    }

    @Test
    void withoutASchedulerOrWithRunsOptionsBeforeTheSeparatorItIsOneLine() {
        CommandLineRun none = CommandLineRun.run("distribute");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).isEqualTo("distribute: name a scheduler: k8s, slurm or ssh (see storagebench "
                + "distribute --help)\n");
        CommandLineRun noSeparator = CommandLineRun.run("distribute", "slurm", "--shards", "2", "-e", "postgres");
        assertThat(noSeparator.exitCode()).isEqualTo(2);
        assertThat(noSeparator.err().lines()).hasSize(1);
    }

    @Test
    void theManifestCarriesRunsOptionsAsGivenAndThePasswordOnlyAsASecretsName() throws Exception {
        CommandLineRun r = distribute("k8s", "-e", "postgres", "--jdbc-url", URL + "?user=bench&password=" + SECRET,
                "-w", "sysbench", "--tests", "point", "-p", "threads=4");
        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out() + r.err()).doesNotContain(SECRET);
        JsonNode args = new ObjectMapper().readTree(r.out()).at("/spec/template/spec/containers/0/args");
        List<String> words = new ArrayList<>();
        args.forEach(a -> words.add(a.asText()));
        assertThat(words).containsSequence("-e", "postgres", "--jdbc-url", URL + "?user=bench", "-w", "sysbench",
                "--tests", "point", "-p", "threads=4", "-o", "password-env=STORAGEBENCH_DB_PASSWORD");
        assertThat(r.err()).startsWith("distribute: the password is not in this manifest")
                .contains("kubectl create secret generic storagebench-db");
    }
}
