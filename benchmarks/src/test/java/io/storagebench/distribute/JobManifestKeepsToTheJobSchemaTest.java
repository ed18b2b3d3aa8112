package io.storagebench.distribute;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.storagebench.api.BadInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/**
 * The Indexed Job that {@code distribute k8s} prints keeps to the batch/v1 Job fields it uses (checked against the
 * schema beside {@link JobSchema}, no cluster needed), and says what the shards need: one pod per index, all at once,
 * none retried, the Job's name as the run id, run's options as given, the bundles on the claim, no password.
 */
class JobManifestKeepsToTheJobSchemaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String URL = "jdbc:postgresql://db.example:5432/ib";
    private static final String SECRET = "Sb-s3cret-Passw0rd";
    private static final List<String> OPTIONS = List.of("-e", "postgres", "--jdbc-url", URL, "-w", "sysbench",
            "-p", "threads=4");

    private static KubernetesJob.Settings settings(String syncClaim) {
        return new KubernetesJob.Settings("ib-run-7", null, "registry.example/storagebench:1",
                "storagebench-results", syncClaim, "storagebench-db");
    }

    private static ShardedRun run(List<String> tokens, String url, Map<String, String> engineOptions,
                                  boolean workDirGiven) {
        return ShardedRun.of("sysbench", 3, tokens, workDirGiven, url, engineOptions);
    }

    private static JsonNode manifest(ShardedRun run, KubernetesJob.Settings settings) throws Exception {
        return JSON.readTree(KubernetesJob.manifest(run, settings));
    }

    @Test
    void everyFormOfTheManifestKeepsToTheSchema() throws Exception {
        List<String> withPassword = new ArrayList<>(List.of("-e", "postgres", "--jdbc-url",
                URL + "?user=bench&password=" + SECRET));
        List<String> withEnv = new ArrayList<>(OPTIONS);
        withEnv.addAll(List.of("-o", "password-env=PGPASS", "--work-dir", "/data/work"));
        JobSchema schema = JobSchema.load();
        List<JsonNode> forms = List.of(
                manifest(run(OPTIONS, URL, Map.of(), false), settings(null)),
                manifest(run(withPassword, URL + "?user=bench&password=" + SECRET, Map.of(), false),
                        new KubernetesJob.Settings("ib-run-7", "bench", "img", "results", "results", "db")),
                manifest(run(withEnv, URL, Map.of("password-env", "PGPASS"), true), settings("sync-claim")));
        for (JsonNode form : forms) {
            assertThat(schema.violations(form)).as(form.toPrettyString()).isEmpty();
        }
    }

    @Test
    void theSchemaCheckFindsAMisspelledFieldAWrongTypeAValueOutOfRangeAndAMissingField() throws Exception {
        ObjectNode job = (ObjectNode) manifest(run(OPTIONS, URL, Map.of(), false), settings(null));
        ObjectNode spec = (ObjectNode) job.get("spec");
        spec.set("completionsMode", spec.remove("completionMode"));
        spec.put("completions", "3");
        ObjectNode pod = (ObjectNode) spec.get("template").get("spec");
        pod.put("restartPolicy", "Always");
        ((ObjectNode) pod.get("containers").get(0)).remove("name");

        assertThat(JobSchema.load().violations(job)).containsExactlyInAnyOrder(
                "$.spec: unknown field completionsMode",
                "$.spec.completions: expected integer, found STRING",
                "$.spec.template.spec.restartPolicy: \"Always\" is not one of [\"Never\",\"OnFailure\"]",
                "$.spec.template.spec.containers[0]: required field name is missing");
    }

    @Test
    void onePodPerShardAllAtOnceEachOnANodeOfItsOwnNoneRetried() throws Exception {
        JsonNode job = manifest(run(OPTIONS, URL, Map.of(), false), settings(null));
        assertThat(job.at("/apiVersion").asText()).isEqualTo("batch/v1");
        assertThat(job.at("/kind").asText()).isEqualTo("Job");
        assertThat(job.at("/metadata/name").asText()).isEqualTo("ib-run-7");
        assertThat(job.at("/spec/completionMode").asText()).isEqualTo("Indexed");
        assertThat(job.at("/spec/completions").asInt()).isEqualTo(3);
        assertThat(job.at("/spec/parallelism").asInt()).isEqualTo(3);
        assertThat(job.at("/spec/backoffLimit").isInt()).isTrue();
        assertThat(job.at("/spec/backoffLimit").asInt()).isZero();
        assertThat(job.at("/spec/template/spec/restartPolicy").asText()).isEqualTo("Never");
        JsonNode term = job.at("/spec/template/spec/affinity/podAntiAffinity/"
                + "requiredDuringSchedulingIgnoredDuringExecution/0");
        assertThat(term.at("/topologyKey").asText()).isEqualTo("kubernetes.io/hostname");
        assertThat(term.at("/labelSelector/matchLabels").get(KubernetesJob.JOB_NAME_LABEL).asText())
                .isEqualTo("ib-run-7");
    }

    @Test
    void theRunIdIsTheJobsNameAndTheArgumentsAreRunsOptionsAfterTheShardFlags() throws Exception {
        JsonNode container = manifest(run(OPTIONS, URL, Map.of(), false), settings(null))
                .at("/spec/template/spec/containers/0");
        List<String> expected = new ArrayList<>(List.of("run", "--shards", "3", "--run-id", "$(STORAGEBENCH_RUN_ID)",
                "--results-dir", "/results/$(STORAGEBENCH_RUN_ID)", "--work-dir", "/work"));
        expected.addAll(OPTIONS);
        assertThat(texts(container.get("args"))).isEqualTo(expected);
        assertThat(container.at("/image").asText()).isEqualTo("registry.example/storagebench:1");
        JsonNode runId = env(container, KubernetesJob.RUN_ID_ENV);
        assertThat(runId.at("/valueFrom/fieldRef/fieldPath").asText())
                .isEqualTo("metadata.labels['batch.kubernetes.io/job-name']");
    }

    @Test
    void everyVariableTheArgumentsNameIsSetInTheContainer() throws Exception {
        // Kubernetes expands $(NAME) only for a variable of the container's env; any other stays as it is
        Pattern reference = Pattern.compile("\\$\\(([A-Za-z_][A-Za-z0-9_]*)\\)");
        for (String sync : new String[] {null, "sync-claim"}) {
            JsonNode container = manifest(run(OPTIONS, URL, Map.of(), false), settings(sync))
                    .at("/spec/template/spec/containers/0");
            List<String> names = StreamSupport.stream(container.get("env").spliterator(), false)
                    .map(e -> e.get("name").asText()).toList();
            List<String> referenced = new ArrayList<>();
            for (String arg : texts(container.get("args"))) {
                Matcher m = reference.matcher(arg);
                while (m.find()) {
                    referenced.add(m.group(1));
                }
            }
            assertThat(referenced).isNotEmpty();
            assertThat(names).containsAll(referenced);
        }
    }

    @Test
    void everyMountNamesAVolumeAndTheBundlesAndTheSyncDirectoryAreOnTheClaims() throws Exception {
        JsonNode pod = manifest(run(OPTIONS, URL, Map.of(), false), settings("sync-claim")).at("/spec/template/spec");
        List<String> volumes = StreamSupport.stream(pod.get("volumes").spliterator(), false)
                .map(v -> v.get("name").asText()).toList();
        JsonNode mounts = pod.at("/containers/0/volumeMounts");
        for (JsonNode mount : mounts) {
            assertThat(volumes).contains(mount.get("name").asText());
        }
        assertThat(claimMountedAt(pod, "/results")).isEqualTo("storagebench-results");
        assertThat(claimMountedAt(pod, "/sync")).isEqualTo("sync-claim");
        assertThat(texts(pod.at("/containers/0/args"))).containsSequence("--sync-dir", "/sync/$(STORAGEBENCH_RUN_ID)",
                "--sync-timeout", "10m");

        JsonNode shared = manifest(run(OPTIONS, URL, Map.of(), false), settings("storagebench-results"))
                .at("/spec/template/spec");
        assertThat(shared.get("volumes").findValues("claimName")).hasSize(1);
        assertThat(claimMountedAt(shared, "/sync")).isEqualTo("storagebench-results");
    }

    @Test
    void aPasswordInTheUrlBecomesAVariableFromTheSecretAndIsNowhereInTheManifest() throws Exception {
        String url = URL + "?user=bench&password=" + SECRET + "&ssl=false";
        ShardedRun run = run(List.of("-e", "postgres", "--jdbc-url=" + url), url, Map.of(), false);
        String text = KubernetesJob.manifest(run, settings(null));
        assertThat(text).doesNotContain(SECRET);

        JsonNode job = JSON.readTree(text);
        JsonNode container = job.at("/spec/template/spec/containers/0");
        assertThat(texts(container.get("args"))).contains("--jdbc-url=" + URL + "?user=bench&ssl=false")
                .containsSequence("-o", "password-env=STORAGEBENCH_DB_PASSWORD");
        JsonNode password = env(container, "STORAGEBENCH_DB_PASSWORD");
        assertThat(password.at("/valueFrom/secretKeyRef/name").asText()).isEqualTo("storagebench-db");
        assertThat(password.at("/valueFrom/secretKeyRef/key").asText()).isEqualTo("password");
        assertThat(job.at("/metadata/annotations").get("storagebench.io/password").asText())
                .contains("Secret storagebench-db").contains("STORAGEBENCH_DB_PASSWORD");
    }

    @Test
    void aPasswordFileIsRefusedForPodsDoNotHaveIt() {
        ShardedRun run = run(List.of("-e", "postgres", "--jdbc-url", URL, "-o", "password-file=/home/b/pw"), URL,
                Map.of("password-file", "/home/b/pw"), false);
        assertThatThrownBy(() -> KubernetesJob.manifest(run, settings(null))).isInstanceOf(BadInputException.class)
                .hasMessageContaining("password-file names a file the pods do not have");
    }

    @Test
    void aJobNameThatIsNotADnsLabelIsRefused() {
        assertThatThrownBy(() -> new KubernetesJob.Settings("IB_run", null, "img", "c", null, "s"))
                .isInstanceOf(BadInputException.class).hasMessageStartingWith("bad Job name 'IB_run'");
        assertThatThrownBy(() -> new KubernetesJob.Settings("a".repeat(64), null, "img", "c", null, "s"))
                .isInstanceOf(BadInputException.class);
    }

    private static String claimMountedAt(JsonNode pod, String path) {
        for (JsonNode mount : pod.at("/containers/0/volumeMounts")) {
            if (mount.get("mountPath").asText().equals(path)) {
                for (JsonNode volume : pod.get("volumes")) {
                    if (volume.get("name").equals(mount.get("name"))) {
                        return volume.at("/persistentVolumeClaim/claimName").asText();
                    }
                }
            }
        }
        throw new AssertionError("nothing is mounted at " + path);
    }

    private static JsonNode env(JsonNode container, String name) {
        for (JsonNode e : container.get("env")) {
            if (e.get("name").asText().equals(name)) {
                return e;
            }
        }
        throw new AssertionError("no env " + name + " in " + container);
    }

    private static List<String> texts(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }
}
