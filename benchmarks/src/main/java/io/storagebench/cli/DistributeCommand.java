package io.storagebench.cli;

import io.storagebench.api.BadInputException;
import io.storagebench.api.Defaults;
import io.storagebench.api.RunOptions;
import io.storagebench.api.ShardOptions;
import io.storagebench.api.StorageBench;
import io.storagebench.distribute.HostLayout;
import io.storagebench.distribute.KubernetesJob;
import io.storagebench.distribute.ShardedRun;
import io.storagebench.distribute.SlurmScript;
import io.storagebench.distribute.SshCommands;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code storagebench distribute}: the files a scheduler needs to run one run as shards on several client hosts,
 * written from run's own options (the words after {@code --}, parsed by {@link RunCommand}'s parser and checked as a
 * run checks them), so they cannot drift from {@code run}. Prints them; runs nothing.
 */
@Command(name = "distribute", mixinStandardHelpOptions = true,
        description = {"Prints what a scheduler needs to run one run as shards on several client hosts, all "
                + "against one server: a Kubernetes Indexed Job, a Slurm job, or one ssh command per host. "
                + "run's options follow --, checked as run checks them. See docs/distributed.md."},
        subcommands = {DistributeCommand.Kubernetes.class, DistributeCommand.Slurm.class, DistributeCommand.Ssh.class})
final class DistributeCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a scheduler: k8s, slurm or ssh");
    }

    /** run's options after {@code --}, checked by run's parser and then as a run is, before anything is written. */
    static final class RunArguments {
        /** Set by distribute itself: the shard count and the run id come from it or the scheduler. */
        private static final List<String> OWN = List.of("--shard", "--shards", "--run-id");

        @Parameters(paramLabel = "RUN-OPTION", description = {"After --: run's options (see: storagebench run "
                + "--help), e.g. -- -e postgres --jdbc-url URL -w NAME. Shards share one server, so --jdbc-url "
                + "is needed; a password in it is moved to an environment variable, never printed."})
        List<String> tokens = new ArrayList<>();

        /** Whether the words after {@code --} give this option ({@code NAME VALUE} or {@code NAME=VALUE}). */
        boolean gives(String name) {
            return tokens.stream().anyMatch(t -> t.equals(name) || t.startsWith(name + "="));
        }

        /**
         * The run as {@code shards} shards.
         *
         * @param resultsHint where the bundles go instead of a {@code --results-dir} given after {@code --}
         * @param syncHint    what gives a directory for every shard instead of a {@code --sync-dir} after {@code --}
         */
        ShardedRun check(int shards, String resultsHint, String syncHint) {
            for (String name : OWN) {
                if (gives(name)) {
                    throw new BadInputException(name + " is distribute's to set, not one of run's options after --: "
                            + "each shard's index comes from the scheduler, the run id from the job");
                }
            }
            if (gives("--sync-dir")) {
                // a path written into every shard's command is one directory per run only if distribute makes it so
                throw new BadInputException("--sync-dir after -- is not for a sharded run: " + syncHint);
            }
            if (gives("--sync-timeout")) {
                throw new BadInputException("--sync-timeout after -- is not for a sharded run: give it to "
                        + "distribute, which writes it beside the sync directory");
            }
            RunCommand command = new RunCommand();
            CommandLine.ParseResult parsed;
            try {
                parsed = new CommandLine(command).parseArgs(tokens.toArray(String[]::new));
            } catch (CommandLine.ParameterException e) {
                throw new BadInputException("run's options after --: " + e.getMessage());
            }
            if (parsed.isUsageHelpRequested() || parsed.isVersionHelpRequested()) {
                throw new BadInputException("--help and --version are not run options to distribute");
            }
            RunOptions options = command.options();
            if (command.settings.sweeps(options.params())) {
                throw new BadInputException("a sweep is one run per value: distribute one value at a time");
            }
            if (options.repeat() > 1) {
                throw new BadInputException("--repeat makes several runs: distribute one at a time, each its own "
                        + "run id");
            }
            if (parsed.hasMatchedOption("--output")) {
                throw new BadInputException("--output names one file for every shard: each shard writes its own "
                        + "bundle, and storagebench merge makes the run's one");
            }
            if (parsed.hasMatchedOption("--results-dir")) {
                throw new BadInputException("--results-dir after -- is not for a sharded run: " + resultsHint);
            }
            new StorageBench(new PrintWriter(PrintWriter.nullWriter()), new PrintWriter(PrintWriter.nullWriter()))
                    .check(options);
            String url = options.jdbcUrl() != null ? options.jdbcUrl()
                    : options.engineOptions().get(Defaults.JDBC_URL_OPTION);
            if (url == null) {
                throw new BadInputException("shards share one server: give --jdbc-url (engine " + options.engine()
                        + " without it runs an engine of its own in each shard)");
            }
            return ShardedRun.of(options.workload(), shards, tokens, parsed.hasMatchedOption("--work-dir"), url,
                    options.engineOptions());
        }
    }

    /** A name for a run no scheduler names: the workload and the time. */
    static String runName(String workload) {
        return workload + "-" + CompareCommand.STAMP.format(Instant.now());
    }

    /** What every form shares: run's options after {@code --}, and printing the scheduler's file. */
    abstract static class Form implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Mixin
        RunArguments run;

        @Option(names = "--sync-timeout", defaultValue = Defaults.SHARD_SYNC_TIMEOUT, paramLabel = "TIME",
                description = "run's --sync-timeout, written beside the sync directory: how long a shard waits for "
                        + "shards never heard from (still queued) before it gives up. Default: ${DEFAULT-VALUE}.")
        String syncTimeout;

        long syncTimeoutSeconds() {
            return ShardOptions.seconds(syncTimeout);
        }

        /** The file on stdout, for a pipe or a redirection; a note for the user on stderr, one line. */
        int print(String text, Optional<String> note) {
            PrintWriter out = spec.commandLine().getOut();
            out.print(text);
            out.flush();
            note.ifPresent(n -> spec.commandLine().getErr().println("distribute: " + n));
            return Main.EXIT_OK;
        }
    }

    @Command(name = "k8s", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Prints a Kubernetes Indexed Job (JSON, for kubectl apply -f): one pod per shard, each on "
                    + "a node of its own, the pod's completion index its shard, the Job's name the run id; the "
                    + "bundles go to a ReadWriteMany volume under the run id."})
    static final class Kubernetes extends Form {
        @Option(names = "--shards", required = true, paramLabel = "N", description = "How many shards (pods).")
        int shards;

        @Option(names = "--image", required = true, paramLabel = "IMAGE",
                description = "An image whose entrypoint is storagebench (see docs/distributed.md).")
        String image;

        @Option(names = "--name", paramLabel = "NAME",
                description = "The Job's name, which is the run id. Default: storagebench-WORKLOAD-TIME.")
        String name;

        @Option(names = "--namespace", paramLabel = "NS", description = "The Job's namespace. Default: kubectl's.")
        String namespace;

        @Option(names = "--results-pvc", defaultValue = Defaults.K8S_RESULTS_CLAIM, paramLabel = "CLAIM",
                description = "The ReadWriteMany PersistentVolumeClaim the bundles go to, under the run id. "
                        + "Default: ${DEFAULT-VALUE}.")
        String resultsClaim;

        @Option(names = "--sync-pvc", paramLabel = "CLAIM",
                description = "A ReadWriteMany claim for run's --sync-dir, so the shards start each step together "
                        + "(may be the results claim).")
        String syncClaim;

        @Option(names = "--secret", defaultValue = Defaults.K8S_PASSWORD_SECRET, paramLabel = "NAME",
                description = "The Secret holding the server's password (key password), when the run has one. "
                        + "Default: ${DEFAULT-VALUE}.")
        String secret;

        @Override
        public Integer call() {
            ShardedRun sharded = run.check(shards, "the Job writes the bundles to --results-pvc",
                    "give distribute k8s --sync-pvc CLAIM (a directory of the pod's is its own)");
            KubernetesJob.Settings settings = new KubernetesJob.Settings(name != null ? name
                    : "storagebench-" + runName(sharded.workload()), namespace, image, resultsClaim, syncClaim,
                    secret, syncTimeoutSeconds());
            return print(KubernetesJob.manifest(sharded, settings), KubernetesJob.note(sharded, settings)
                    .map(note -> "the password is " + note + "; create the Secret first: kubectl create secret "
                            + "generic " + secret + (namespace == null ? "" : " -n " + namespace)
                            + " --from-literal=password=\"$PASSWORD\""));
        }
    }

    /** The forms that start storagebench on the hosts themselves: how, and where the bundles go. */
    abstract static class OnHosts extends Form {
        @Option(names = "--storagebench", defaultValue = "storagebench", paramLabel = "PATH",
                description = "How the hosts start storagebench. Default: ${DEFAULT-VALUE} (on PATH).")
        String storagebench;

        @Option(names = "--results-dir", defaultValue = Defaults.RESULTS_DIR, paramLabel = "DIR",
                description = "Where the bundles go on the hosts, under the run id. Default: ./${DEFAULT-VALUE}.")
        String resultsDir;

        @Option(names = "--sync-dir", paramLabel = "DIR",
                description = "A directory every host can read and write (NFS, a shared home) for run's --sync-dir, "
                        + "under the run id, so the shards start each step together.")
        String syncDir;

        HostLayout layout() {
            return new HostLayout(storagebench, resultsDir, syncDir, syncTimeoutSeconds());
        }

        /** The run as shards, with what this form gives instead of a results or sync directory after --. */
        ShardedRun check(int shards) {
            String form = spec.name();
            return run.check(shards, "give distribute " + form + " --results-dir DIR",
                    "give distribute " + form + " --sync-dir DIR, which keeps each run's under its run id");
        }
    }

    @Command(name = "slurm", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Prints an sbatch script: one job of a task per shard, which srun starts together, each "
                    + "on a node of its own, the task's SLURM_PROCID its shard, the job id the run id; the bundles go "
                    + "to DIR/JOB_ID."})
    static final class Slurm extends OnHosts {
        @Option(names = "--shards", required = true, paramLabel = "N", description = "How many shards (tasks).")
        int shards;

        @Option(names = "--tasks-per-node", defaultValue = "1", paramLabel = "K",
                description = "Shards per node (they then share its CPUs): for small clusters and tests. "
                        + "Default: ${DEFAULT-VALUE}.")
        int tasksPerNode;

        @Option(names = "--array", description = "A job array instead, one array task per shard: its tasks are "
                + "scheduled one by one, so with fewer free nodes than shards the first wait for the rest until "
                + "--sync-timeout.")
        boolean array;

        @Override
        public Integer call() {
            if (tasksPerNode < 1) {
                throw new BadInputException("--tasks-per-node must be at least 1, not " + tasksPerNode);
            }
            if (array && tasksPerNode != 1) {
                throw new BadInputException("--tasks-per-node is for the one job of N tasks, not --array, whose "
                        + "tasks are jobs of their own");
            }
            return print(SlurmScript.script(check(shards), layout(),
                    new SlurmScript.Placement(tasksPerNode, array)), Optional.empty());
        }
    }

    @Command(name = "ssh", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Prints one ssh command per host, shard I on the I-th host, for GNU parallel -j0 (or any "
                    + "shell) to start together; each host keeps its bundles in DIR/RUN_ID."})
    static final class Ssh extends OnHosts {
        @Option(names = "--hosts", required = true, split = ",", paramLabel = "HOST",
                description = "The client hosts, one shard each, as ssh names them: h1,h2,h3.")
        List<String> hosts;

        @Option(names = "--run-id", paramLabel = "ID", description = "The run the shards belong to. "
                + "Default: WORKLOAD-TIME.")
        String runId;

        @Override
        public Integer call() {
            ShardedRun sharded = check(hosts.size());
            String id = runId != null ? runId : runName(sharded.workload());
            List<String> lines = SshCommands.lines(sharded, hosts, id, layout());
            return print(String.join(System.lineSeparator(), lines) + System.lineSeparator(),
                    SshCommands.note(sharded));
        }
    }
}
