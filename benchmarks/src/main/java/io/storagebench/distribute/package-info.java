/**
 * The files a scheduler needs to run one run as shards on several client hosts, written from the options
 * {@code storagebench run} takes, so they cannot drift from it: a Kubernetes Indexed Job ({@link
 * io.storagebench.distribute.KubernetesJob}), a Slurm job of one task per
 * shard, started together, or a job array ({@link io.storagebench.distribute.SlurmScript}) and one
 * ssh command per host ({@link io.storagebench.distribute.SshCommands}). A {@link
 * io.storagebench.distribute.ShardedRun} holds run's options, already checked by run's own parser, with the server's
 * password moved out of the URL into an environment variable, so no file written here ever holds a password. Each
 * shard's index comes from the scheduler (or {@code --shard I/N} over ssh); each writes its own bundle, and
 * {@code storagebench merge} makes the run's one result from them.
 */
package io.storagebench.distribute;
