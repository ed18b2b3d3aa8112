package io.storagebench.e2e;

import io.storagebench.engine.jdbc.ServerProcesses;
import io.storagebench.testservers.TestServers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real one-node Slurm cluster on this machine, for the tests: munged, slurmctld and slurmd from Debian's
 * {@code munge} and {@code slurm-wlm}, with a configuration written here (the node's own name and CPU count as
 * {@code slurmd -C} reports them, every daemon on 127.0.0.1 on free ports, its key, sockets, state and logs under
 * {@code dir}, and no cgroups: processes tracked through /proc, tasks not bound, no accounting database). Commands
 * (sbatch, scontrol) reach it through {@code SLURM_CONF}. {@link #close} stops every daemon it started, also after a
 * failed start. When Slurm is not installed or does not start here, {@link #start} skips the test with the reason
 * (in CI, {@code CI=true}, fails it), never passes it.
 */
final class SlurmCluster implements AutoCloseable {
    private static final List<String> DAEMONS = List.of("/usr/sbin/munged", "/usr/sbin/mungekey",
            "/usr/sbin/slurmctld", "/usr/sbin/slurmd");
    private static final Pattern NODE = Pattern.compile("NodeName=(\\S+) CPUs=(\\d+)");
    private static final long START_SECONDS = 30;

    private final Path dir;
    private final Path conf;
    private final List<Path> pidFiles = new ArrayList<>();
    private boolean slurmStarted;
    private boolean mungeStarted;

    private SlurmCluster(Path dir) {
        this.dir = dir;
        this.conf = dir.resolve("slurm.conf");
    }

    /** A cluster of this machine as its one node, idle and ready for sbatch, or the test is skipped (CI: failed). */
    static SlurmCluster start(Path dir) throws Exception {
        for (String daemon : DAEMONS) {
            if (!Files.isExecutable(Path.of(daemon))) {
                return TestServers.missing(daemon + " is not installed: apt-get install slurm-wlm munge");
            }
        }
        SlurmCluster cluster = new SlurmCluster(Files.createDirectories(dir));
        try {
            Optional<String> failure = cluster.startDaemons();
            if (failure.isPresent()) {
                cluster.close();
                return TestServers.missing("Slurm does not start here: " + failure.get());
            }
        } catch (Exception | Error e) {
            cluster.close();
            throw e;
        }
        return cluster;
    }

    /** The environment sbatch and scontrol need to reach this cluster. */
    Map<String, String> env() {
        return Map.of("SLURM_CONF", conf.toString());
    }

    /** Runs a Slurm command against this cluster; its exit code and output (stdout and stderr together). */
    Cli.Result command(Path workDir, Map<String, String> env, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true);
        pb.environment().putAll(env);
        pb.environment().putAll(env());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not return");
        }
        return new Cli.Result(p.exitValue(), out, "");
    }

    /** The job's fields as {@code scontrol show job -o} gives them ({@code JobState}, {@code ExitCode}, ...). */
    Map<String, String> job(String id) throws Exception {
        Cli.Result r = command(dir, Map.of(), "scontrol", "show", "job", "-o", id);
        Map<String, String> fields = new HashMap<>();
        for (String word : r.out().strip().split(" ")) {
            int eq = word.indexOf('=');
            if (eq > 0) {
                fields.putIfAbsent(word.substring(0, eq), word.substring(eq + 1));
            }
        }
        return fields;
    }

    /** Waits until the job has ended, at most {@code seconds}; its fields then. */
    Map<String, String> awaitEnd(String id, long seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            Map<String, String> job = job(id);
            String state = job.getOrDefault("JobState", "");
            if (!List.of("PENDING", "CONFIGURING", "RUNNING", "COMPLETING", "").contains(state)
                    || System.nanoTime() > deadline) {
                return job;
            }
            Thread.sleep(500);
        }
    }

    /**
     * The process of task {@code task} of the job's step 0 (the one srun starts), as {@code scontrol listpids} lists
     * it. Slurm 22.05 signals a whole job or step ({@code scancel}), never one task of it, so a test that loses one
     * shard of a job signals that process itself.
     */
    long taskPid(String id, int task) throws Exception {
        Cli.Result r = command(dir, Map.of(), "scontrol", "listpids", id + ".0");
        for (String line : r.out().strip().split("\n")) {
            // PID JOBID STEPID LOCALID GLOBALID: a task's own process has its ids, the processes it started "-"
            String[] f = line.strip().split("\\s+");
            if (f.length == 5 && f[2].equals("0") && f[4].equals(Integer.toString(task))) {
                return Long.parseLong(f[0]);
            }
        }
        throw new AssertionError("scontrol listpids " + id + ".0 lists no task " + task + ": " + r.out());
    }

    private Optional<String> startDaemons() throws Exception {
        String user = System.getProperty("user.name");
        Path key = dir.resolve("munge.key");
        Path socket = dir.resolve("munge.sock");
        Optional<String> failed = run(List.of("/usr/sbin/mungekey", "--create", "--keyfile=" + key), null);
        if (failed.isPresent()) {
            return failed;
        }
        // --force: the socket's directory is a temporary one rather than /run/munge
        pidFiles.add(dir.resolve("munged.pid"));
        mungeStarted = true;
        failed = run(List.of("/usr/sbin/munged", "--force", "--socket=" + socket, "--key-file=" + key,
                "--pid-file=" + dir.resolve("munged.pid"), "--log-file=" + dir.resolve("munged.log"),
                "--seed-file=" + dir.resolve("munged.seed")), dir.resolve("munged.log"));
        if (failed.isPresent()) {
            return failed;
        }
        // the node as slurmd sees it: a CPU count other than its own would keep it from registering
        Cli.Result node = command(dir, Map.of(), "/usr/sbin/slurmd", "-C");
        Matcher m = NODE.matcher(node.out());
        if (!m.find()) {
            return Optional.of("slurmd -C did not describe this node: " + node.out().strip());
        }
        String name = m.group(1);
        Files.createDirectories(dir.resolve("state"));
        Files.createDirectories(dir.resolve("spool"));
        Files.writeString(conf, String.join("\n",
                "ClusterName=storagebench",
                "SlurmctldHost=" + name + "(127.0.0.1)",
                "SlurmctldPort=" + ServerProcesses.freePort(),
                "SlurmdPort=" + ServerProcesses.freePort(),
                "SlurmUser=" + user,
                "SlurmdUser=" + user,
                "AuthType=auth/munge",
                "CredType=cred/munge",
                "AuthInfo=socket=" + socket,
                "StateSaveLocation=" + dir.resolve("state"),
                "SlurmdSpoolDir=" + dir.resolve("spool"),
                "SlurmctldPidFile=" + dir.resolve("slurmctld.pid"),
                "SlurmdPidFile=" + dir.resolve("slurmd.pid"),
                "SlurmctldLogFile=" + dir.resolve("slurmctld.log"),
                "SlurmdLogFile=" + dir.resolve("slurmd.log"),
                // no cgroups: processes found through /proc, tasks not bound to CPUs, nothing gathered
                "ProctrackType=proctrack/linuxproc",
                "TaskPlugin=task/none",
                "JobAcctGatherType=jobacct_gather/none",
                "AccountingStorageType=accounting_storage/none",
                "JobCompType=jobcomp/none",
                "MpiDefault=none",
                "SchedulerType=sched/builtin",
                "SelectType=select/cons_tres",
                "SelectTypeParameters=CR_CPU",
                "ReturnToService=2",
                // a cancelled job's tasks get SIGKILL this long after SIGTERM (30 s by default): a failed test's
                // job is cancelled at the end
                "KillWait=10",
                "NodeName=" + name + " NodeAddr=127.0.0.1 CPUs=" + m.group(2) + " State=UNKNOWN",
                "PartitionName=storagebench Nodes=" + name + " Default=YES MaxTime=INFINITE State=UP",
                ""));
        pidFiles.add(dir.resolve("slurmctld.pid"));
        pidFiles.add(dir.resolve("slurmd.pid"));
        slurmStarted = true;
        // -i: no state from an earlier cluster to recover (there is none: a new directory)
        failed = run(List.of("/usr/sbin/slurmctld", "-f", conf.toString(), "-i"), dir.resolve("slurmctld.log"));
        if (failed.isEmpty()) {
            failed = run(List.of("/usr/sbin/slurmd", "-f", conf.toString()), dir.resolve("slurmd.log"));
        }
        if (failed.isPresent()) {
            return failed;
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        String state = "";
        while (System.nanoTime() < deadline) {
            state = command(dir, Map.of(), "sinfo", "-h", "-o", "%T").out().strip();
            if (state.equals("idle")) {
                return Optional.empty();
            }
            Thread.sleep(300);
        }
        return Optional.of("node " + name + " not idle after " + START_SECONDS + " s (" + state + "); "
                + tail(dir.resolve("slurmd.log")) + " " + tail(dir.resolve("slurmctld.log")));
    }

    /** Runs a daemon (which forks itself into the background) or a tool; why it failed, with its log's last line. */
    private Optional<String> run(List<String> command, Path log) throws Exception {
        Cli.Result r = command(dir, Map.of(), command.toArray(String[]::new));
        if (r.exitCode() == 0) {
            return Optional.empty();
        }
        return Optional.of(Path.of(command.get(0)).getFileName() + " exited with " + r.exitCode() + ": "
                + r.out().strip() + (log == null ? "" : " " + tail(log)));
    }

    private static String tail(Path log) throws IOException {
        if (!Files.exists(log)) {
            return "";
        }
        List<String> lines = Files.readAllLines(log);
        return lines.isEmpty() ? "" : log.getFileName() + ": " + lines.get(lines.size() - 1);
    }


    /**
     * Cancels the jobs still queued or running (a failed test's), stops slurmd, slurmctld and munged, then kills any
     * that did not stop. The jobs first: {@code scontrol shutdown} stops the daemons but leaves the jobs' slurmstepd
     * and tasks running, on purpose (a restarted slurmd takes them back), which here would outlive the test.
     */
    @Override
    public void close() throws Exception {
        if (slurmStarted) {
            cancelJobs();
            command(dir, Map.of(), "scontrol", "shutdown");
        }
        if (mungeStarted) {
            waitForExit(List.of(dir.resolve("slurmctld.pid"), dir.resolve("slurmd.pid")));
            command(dir, Map.of(), "/usr/sbin/munged", "--stop", "--socket=" + dir.resolve("munge.sock"));
        }
        waitForExit(pidFiles);
        for (Path pidFile : pidFiles) {
            pid(pidFile).flatMap(ProcessHandle::of).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    /** scancel of every job of this cluster, then waits for its tasks to end (slurmd kills them after KillWait). */
    private void cancelJobs() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String jobs = command(dir, Map.of(), "squeue", "-h", "-o", "%i").out().strip();
        if (jobs.isEmpty()) {
            return;
        }
        List<String> cancel = new ArrayList<>(List.of("scancel"));
        cancel.addAll(List.of(jobs.split("\\s+")));
        command(dir, Map.of(), cancel.toArray(String[]::new));
        while (System.nanoTime() < deadline && !command(dir, Map.of(), "squeue", "-h", "-o", "%i").out().isBlank()) {
            Thread.sleep(500);
        }
    }

    private static void waitForExit(List<Path> pidFiles) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (System.nanoTime() < deadline
                && pidFiles.stream().anyMatch(f -> pid(f).flatMap(ProcessHandle::of).filter(ProcessHandle::isAlive)
                        .isPresent())) {
            Thread.sleep(200);
        }
    }

    private static Optional<Long> pid(Path pidFile) {
        try {
            return Optional.of(Long.parseLong(Files.readString(pidFile).strip()));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }
}
