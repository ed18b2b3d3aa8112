package io.storagebench.distribute;

import io.storagebench.api.ShardOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * An sbatch script that runs a {@link ShardedRun} on Slurm. By default one job of N tasks that {@code srun} starts
 * together, all or none, as an MPI job's ranks are started: each task's {@code SLURM_PROCID} is its shard (run reads
 * it), the job's id ({@code SLURM_JOB_ID}) the run id. A job array (one array task per shard, {@code
 * SLURM_ARRAY_TASK_ID} the shard, {@code SLURM_ARRAY_JOB_ID} the run id) only when asked for: its tasks are scheduled
 * one by one, so on a cluster with fewer free nodes than shards the first shards hold their nodes at the barrier
 * waiting for shards that get a node only when those are freed, until {@code --sync-timeout}. The bundles go under
 * the results directory in a folder of the run id.
 */
public final class SlurmScript {
    private static final String JOB_ID = "\"$SLURM_JOB_ID\"";
    private static final String ARRAY_JOB_ID = "\"$SLURM_ARRAY_JOB_ID\"";

    /**
     * How the shards are placed.
     *
     * @param tasksPerNode how many shards share a node (1: a node each); the job form only
     * @param array        a job array instead of one job of N tasks
     */
    public record Placement(int tasksPerNode, boolean array) {
        /** One job of N tasks, one per node. */
        public static final Placement ONE_PER_NODE = new Placement(1, false);
    }

    private SlurmScript() {
    }

    /** The script; the layout's directories are relative to the directory sbatch was run in (the job's own). */
    public static String script(ShardedRun run, HostLayout layout, Placement placement) {
        return placement.array() ? array(run, layout) : job(run, layout, placement.tasksPerNode());
    }

    private static String job(ShardedRun run, HostLayout layout, int perNode) {
        int shards = run.shards();
        int nodes = (shards + perNode - 1) / perNode;
        List<String> lines = new ArrayList<>();
        lines.add("#!/bin/bash");
        lines.add("#SBATCH --job-name=storagebench-" + run.workload());
        lines.add("#SBATCH --nodes=" + nodes);
        lines.add("#SBATCH --ntasks=" + shards);
        lines.add("#SBATCH --ntasks-per-node=" + perNode);
        lines.add("#SBATCH --exclusive");
        lines.add("#SBATCH --output=storagebench-%j.out");
        lines.add("#");
        lines.add("# " + shards + " shards of one storagebench run (" + run.workload() + "): one job of " + shards
                + " tasks, which srun starts together (all or none),");
        if (perNode == 1) {
            lines.add("# each on a node of its own (shards add client hosts, and two on one node would share its "
                    + "CPUs).");
        } else {
            lines.add("# " + perNode + " on each node (--tasks-per-node " + perNode + "): shards on one node share "
                    + "its CPUs and network, so each measures");
            lines.add("# less than on a node of its own; for small clusters and tests.");
        }
        lines.add("# Each task's SLURM_PROCID is its shard, the job id the run id.");
        lines.add("# Submit: sbatch FILE. When the job has ended: storagebench merge " + layout.resultsDir()
                + "/JOB_ID");
        lines.addAll(passwordNote(run.password()));
        lines.add("set -euo pipefail");
        lines.add("# --kill-on-bad-exit=0: a shard that fails is not to kill the others, which stop within a "
                + "heartbeat with a line");
        lines.add("# naming it and keep their bundles; --label prefixes each line of the output with its shard.");
        lines.add("exec srun --kill-on-bad-exit=0 --label " + Shell.quote(layout.storagebench()) + " "
                + Shell.join(List.of("run", "--shards", String.valueOf(shards))) + " --run-id " + JOB_ID
                + dirs(run, layout, JOB_ID));
        return String.join("\n", lines) + "\n";
    }

    private static String array(ShardedRun run, HostLayout layout) {
        List<String> lines = new ArrayList<>();
        lines.add("#!/bin/bash");
        lines.add("#SBATCH --job-name=storagebench-" + run.workload());
        lines.add("#SBATCH --array=0-" + (run.shards() - 1));
        lines.add("#SBATCH --nodes=1");
        lines.add("#SBATCH --ntasks=1");
        lines.add("#SBATCH --exclusive");
        lines.add("#SBATCH --output=storagebench-%A_%a.out");
        lines.add("#");
        lines.add("# " + run.shards() + " shards of one storagebench run (" + run.workload() + "): one array task "
                + "each, on a node of its own");
        lines.add("# (--exclusive: shards add client hosts, and two on one node would share its CPUs).");
        lines.add("# The task's index is its shard, the array's job id the run id.");
        lines.add("# An array's tasks are scheduled one by one, not together: with fewer free nodes than shards, "
                + "the first shards");
        lines.add("# hold their nodes at the barrier waiting for shards that start only when nodes are freed, and "
                + "give up after");
        lines.add("# --sync-timeout. Without --array, distribute slurm writes one job whose tasks start together.");
        lines.add("# Submit: sbatch FILE. When every task has ended: storagebench merge " + layout.resultsDir()
                + "/JOB_ID");
        lines.addAll(passwordNote(run.password()));
        lines.add("set -euo pipefail");
        lines.add("exec " + Shell.quote(layout.storagebench()) + " run --shards " + run.shards() + " --run-id "
                + ARRAY_JOB_ID + dirs(run, layout, ARRAY_JOB_ID));
        return String.join("\n", lines) + "\n";
    }

    /** The results and sync directories under the run id, the sync timeout, and run's own options. */
    private static String dirs(ShardedRun run, HostLayout layout, String runId) {
        return " --results-dir " + Shell.quote(layout.resultsDir()) + "/" + runId
                + (layout.syncDir() == null ? "" : " --sync-dir " + Shell.quote(layout.syncDir()) + "/" + runId
                        + " --sync-timeout " + ShardOptions.duration(layout.syncTimeoutSeconds()))
                + (run.runOptions().isEmpty() ? "" : " " + Shell.join(run.runOptions()));
    }

    private static List<String> passwordNote(ShardedRun.Password password) {
        if (password == null) {
            return List.of();
        }
        if (password.env() == null) {
            return List.of("# The server's password is read from " + password.file() + " (-o password-file):",
                    "# every node must be able to read it.");
        }
        return List.of("# The server's password is not in this file: the shards read it from " + password.env()
                        + (password.fromUrl() ? " (taken out of --jdbc-url)," : ","),
                "# which sbatch passes on from the submitting shell (its default, --export=ALL): export "
                        + password.env() + " before sbatch.");
    }
}
