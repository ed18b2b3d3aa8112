package io.storagebench.distribute;

import java.util.ArrayList;
import java.util.List;

/**
 * An sbatch script that runs a {@link ShardedRun} as a Slurm job array: one array task per shard, indices
 * {@code 0-(N-1)} so that {@code SLURM_ARRAY_TASK_ID} is the shard (run reads it), the array's job id
 * ({@code SLURM_ARRAY_JOB_ID}) the run id, and the bundles under the results directory in a folder of that id.
 */
public final class SlurmArray {
    private static final String JOB_ID = "\"$SLURM_ARRAY_JOB_ID\"";

    private SlurmArray() {
    }

    /** The script; the layout's directories are relative to the directory sbatch was run in (the job's own). */
    public static String script(ShardedRun run, HostLayout layout) {
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
        lines.add("# Submit: sbatch FILE. When every task has ended: storagebench merge " + layout.resultsDir()
                + "/JOB_ID");
        lines.addAll(passwordNote(run.password()));
        lines.add("set -euo pipefail");
        lines.add("exec " + Shell.quote(layout.storagebench()) + " run --shards " + run.shards() + " --run-id "
                + JOB_ID + " --results-dir " + Shell.quote(layout.resultsDir()) + "/" + JOB_ID
                + (layout.syncDir() == null ? "" : " --sync-dir " + Shell.quote(layout.syncDir()) + "/" + JOB_ID)
                + (run.runOptions().isEmpty() ? "" : " " + Shell.join(run.runOptions())));
        return String.join("\n", lines) + "\n";
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
