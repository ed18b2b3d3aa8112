package io.storagebench.distribute;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.storagebench.api.BadInputException;
import io.storagebench.api.Defaults;
import io.storagebench.api.ShardOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A Kubernetes Indexed Job (batch/v1) that runs a {@link ShardedRun}: one pod per shard, all at once, each on a node
 * of its own; the pod's completion index is its shard ({@code JOB_COMPLETION_INDEX}, which run reads), the Job's name
 * its run id ({@code STORAGEBENCH_RUN_ID}, from the label the Job controller puts on its pods), and the bundles go to
 * a ReadWriteMany volume under the run id.
 *
 * <p>Written as JSON, not YAML: kubectl reads both (YAML 1.2 is a superset of JSON), jackson-databind is already on
 * the class path for the bundles, and JSON has no implicit typing to trip over (a YAML {@code no} or {@code 0123} in
 * an argument would need quotes that a hand-edit easily loses).
 */
public final class KubernetesJob {
    /** Pods of a Job carry its name in this label (Kubernetes 1.27 and later). */
    static final String JOB_NAME_LABEL = "batch.kubernetes.io/job-name";
    /** The variable run takes its run id from when {@code --run-id} is not given; set here from the Job's name. */
    static final String RUN_ID_ENV = "STORAGEBENCH_RUN_ID";
    static final String RESULTS_MOUNT = "/results";
    static final String SYNC_MOUNT = "/sync";
    static final String WORK_MOUNT = "/work";
    /** The key of the password in its Secret. */
    static final String SECRET_KEY = "password";
    /** A Job's name is a DNS label (RFC 1123) of at most 63 characters: its pods carry it as a label value. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** As {@code kubectl get -o json} prints: one field or element a line, a space after each colon. */
    private static final DefaultPrettyPrinter PRINTER = new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * Where the Job goes and what it mounts.
     *
     * @param name         the Job's name, which is the run id
     * @param namespace    the namespace, or null for kubectl's current one
     * @param image        an image whose entrypoint is storagebench
     * @param resultsClaim the ReadWriteMany PersistentVolumeClaim the bundles go to
     * @param syncClaim    the ReadWriteMany claim for {@code --sync-dir}, or null for none (the same claim as
     *                     {@code resultsClaim} is mounted once)
     * @param secret       the Secret holding the server's password, used when the run has one
     * @param syncTimeoutSeconds run's {@code --sync-timeout}, written beside {@code --sync-dir}
     */
    public record Settings(String name, String namespace, String image, String resultsClaim, String syncClaim,
                           String secret, long syncTimeoutSeconds) {
        /** With the default sync timeout. */
        public Settings(String name, String namespace, String image, String resultsClaim, String syncClaim,
                        String secret) {
            this(name, namespace, image, resultsClaim, syncClaim, secret, Defaults.SHARD_SYNC_TIMEOUT_SECONDS);
        }

        public Settings {
            if (!NAME.matcher(name).matches()) {
                throw new BadInputException("bad Job name '" + name + "': lower-case letters, digits and '-', "
                        + "starting and ending with a letter or digit, at most 63 characters");
            }
            if (image == null || image.isBlank()) {
                throw new BadInputException("--image names no image");
            }
        }
    }

    private KubernetesJob() {
    }

    /**
     * The Job as JSON, ready for {@code kubectl apply -f}.
     *
     * @throws BadInputException when the password is in a file, which the pods do not have
     */
    public static String manifest(ShardedRun run, Settings settings) {
        ObjectNode job = NODES.objectNode();
        job.put("apiVersion", "batch/v1");
        job.put("kind", "Job");
        ObjectNode metadata = job.putObject("metadata");
        metadata.put("name", settings.name());
        if (settings.namespace() != null) {
            metadata.put("namespace", settings.namespace());
        }
        metadata.putObject("labels").put("app.kubernetes.io/name", "storagebench");
        note(run, settings).ifPresent(n -> metadata.putObject("annotations").put("storagebench.io/password", n));
        ObjectNode spec = job.putObject("spec");
        spec.put("completionMode", "Indexed");
        spec.put("completions", run.shards());
        spec.put("parallelism", run.shards());
        // a shard that fails is not re-run alone: it would not run beside the others, and its bundle would be
        // measured under other conditions than theirs
        spec.put("backoffLimit", 0);
        ObjectNode template = spec.putObject("template");
        template.putObject("metadata").putObject("labels").put("app.kubernetes.io/name", "storagebench");
        ObjectNode pod = template.putObject("spec");
        pod.put("restartPolicy", "Never");
        // one shard per node: shards are there to add client hosts, and two on one node would share its CPUs
        ObjectNode term = pod.putObject("affinity").putObject("podAntiAffinity")
                .putArray("requiredDuringSchedulingIgnoredDuringExecution").addObject();
        term.putObject("labelSelector").putObject("matchLabels").put(JOB_NAME_LABEL, settings.name());
        term.put("topologyKey", "kubernetes.io/hostname");
        ObjectNode container = pod.putArray("containers").addObject();
        container.put("name", "storagebench");
        container.put("image", settings.image());
        ArrayNode args = container.putArray("args");
        run.command(shardFlags(run, settings)).forEach(args::add);
        env(container.putArray("env"), run, settings);
        mounts(container.putArray("volumeMounts"), pod.putArray("volumes"), run, settings);
        try {
            return JSON.writer(PRINTER).writeValueAsString(job)
                    + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the Job cannot be written as JSON", e);
        }
    }

    /** What the manifest says about the password, when the run has one: never the password itself. */
    public static Optional<String> note(ShardedRun run, Settings settings) {
        ShardedRun.Password password = run.password();
        if (password == null) {
            return Optional.empty();
        }
        if (password.env() == null) {
            throw new BadInputException("-o " + ShardedRun.PASSWORD_FILE_OPTION + " names a file the pods do not "
                    + "have: give -o " + ShardedRun.PASSWORD_ENV_OPTION + "=VAR, which the Job sets from Secret "
                    + settings.secret());
        }
        return Optional.of("not in this manifest: each pod reads it from Secret " + settings.secret() + " (key "
                + SECRET_KEY + ") as " + password.env() + (password.fromUrl() ? ", taken out of --jdbc-url" : ""));
    }

    private static List<String> shardFlags(ShardedRun run, Settings settings) {
        String runId = "$(" + RUN_ID_ENV + ")";
        List<String> flags = new ArrayList<>(List.of("--shards", String.valueOf(run.shards()), "--run-id", runId,
                "--results-dir", RESULTS_MOUNT + "/" + runId));
        if (!run.workDirGiven()) {
            flags.addAll(List.of("--work-dir", WORK_MOUNT));
        }
        if (settings.syncClaim() != null) {
            flags.addAll(List.of("--sync-dir", SYNC_MOUNT + "/" + runId, "--sync-timeout",
                    ShardOptions.duration(settings.syncTimeoutSeconds())));
        }
        return flags;
    }

    private static void env(ArrayNode env, ShardedRun run, Settings settings) {
        ObjectNode runId = env.addObject();
        runId.put("name", RUN_ID_ENV);
        runId.putObject("valueFrom").putObject("fieldRef").put("fieldPath",
                "metadata.labels['" + JOB_NAME_LABEL + "']");
        if (run.password() != null) {
            ObjectNode password = env.addObject();
            password.put("name", run.password().env());
            ObjectNode ref = password.putObject("valueFrom").putObject("secretKeyRef");
            ref.put("name", settings.secret());
            ref.put("key", SECRET_KEY);
        }
    }

    private static void mounts(ArrayNode mounts, ArrayNode volumes, ShardedRun run, Settings settings) {
        mount(mounts, "results", RESULTS_MOUNT);
        volumes.addObject().put("name", "results").putObject("persistentVolumeClaim")
                .put("claimName", settings.resultsClaim());
        if (settings.syncClaim() != null && settings.syncClaim().equals(settings.resultsClaim())) {
            // one claim, one volume: the sync directory is a folder of it, mounted on its own by subPath
            mount(mounts, "results", SYNC_MOUNT).put("subPath", "sync");
        } else if (settings.syncClaim() != null) {
            mount(mounts, "sync", SYNC_MOUNT);
            volumes.addObject().put("name", "sync").putObject("persistentVolumeClaim")
                    .put("claimName", settings.syncClaim());
        }
        if (!run.workDirGiven()) {
            mount(mounts, "work", WORK_MOUNT);
            volumes.addObject().put("name", "work").putObject("emptyDir");
        }
    }

    private static ObjectNode mount(ArrayNode mounts, String volume, String path) {
        ObjectNode mount = mounts.addObject();
        mount.put("name", volume);
        mount.put("mountPath", path);
        return mount;
    }
}
