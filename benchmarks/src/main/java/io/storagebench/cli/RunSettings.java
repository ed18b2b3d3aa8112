package io.storagebench.cli;

import io.storagebench.api.Catalog;
import io.storagebench.api.Defaults;
import io.storagebench.api.RunOptions;
import io.storagebench.api.ShardOptions;
import io.storagebench.api.Sweep;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options {@code run} and {@code compare} share, parsed into {@link RunOptions}: one declaration, one parse, so
 * the two commands accept the same things and word their errors alike.
 */
final class RunSettings {
    @Option(names = {"-w", "--workload"}, paramLabel = "NAME",
            description = "Workload to run (see: storagebench workloads). Default: ${DEFAULT-VALUE}.")
    String workloadName;

    /** The workload given, else the default the workloads' jar names (as the help shows it). */
    String workload() {
        return workloadName != null ? workloadName : Catalog.defaultWorkload();
    }

    @Option(names = "--profile", paramLabel = "NAME",
            description = "Workload size profile (storagebench workloads lists each workload's). Default: the first.")
    String profile;

    @Option(names = {"-p", "--param"}, paramLabel = "NAME=VALUE",
            description = {"Override a workload parameter, e.g. -p clients=2 -p rows.l.i0=1M (repeatable).",
                "A list for a sweepable one (-p threads=1,2,4, or threads=sweep for the workload's own list up to "
                        + "this host's CPUs) runs once per value: a scaleup sweep (see: storagebench workloads -v)."})
    List<String> params = List.of();

    @Option(names = {"-o", "--engine-option"}, paramLabel = "NAME=VALUE",
            description = "Set an engine option, e.g. -o compression=zstd (repeatable; see: storagebench engines -v).")
    List<String> engineOptions = List.of();

    @Option(names = "--jdbc-url", paramLabel = "URL",
            description = {"Run against this existing server instead of starting one (same as -o jdbc-url=URL).",
                "Credentials: -o user=NAME and -o password-env=VAR or -o password-file=PATH, never on the command line."})
    String jdbcUrl;

    @Mixin
    EnginePath enginePath;

    /** Null when not given: a workload that is defined with its own cache size (io-efficiency) then sets it. */
    @Option(names = "--cache-size", paramLabel = "SIZE",
            description = "Cache budget given to the engine (block cache, buffer pool). Default: " + Defaults.CACHE_SIZE
                    + ", or the size the workload is defined with (see: storagebench workloads).")
    String cacheSize;

    @Option(names = "--work-dir", defaultValue = Defaults.WORK_DIR, paramLabel = "DIR",
            description = "Where each run's data directory goes (put it on the disk to measure). Default: ./${DEFAULT-VALUE}.")
    Path workDir;

    @Option(names = "--allow-huge", description = {"Allow a load step of more than 10 billion rows.",
        "The check that the loads fit the work directory's free space still applies."})
    boolean allowHuge;

    @Option(names = "--keep-data", description = "Keep the data directory after the run.")
    boolean keepData;

    @Option(names = "--no-progress", description = "No progress output, only the summary.")
    boolean noProgress;

    @Option(names = "--tests", paramLabel = "LIST", description = "Short for -p tests=LIST (names or groups), for a workload "
            + "with that parameter.")
    String tests;

    @Option(names = "--with-pre", description = "Short for -p with-pre=true (adds the .pre tests), "
            + "for a workload with that parameter.")
    boolean withPre;

    @Option(names = "--fail-on-sla",
            description = "Exit 1 when any step's SLA failed (the background insert rate below 95%% of its target), as "
                    + "a CI gate. Without it an SLA failure shows as FAIL and the exit code stays 0, as iibench's is.")
    boolean failOnSla;

    @Option(names = "--cpu-latency-qos",
            description = {"Hold the kernel's CPU latency QoS request at 0 us for the run (/dev/cpu_dma_latency, as "
                    + "tuned's latency-performance profile and cyclictest do), so idle CPUs wake fast and 1-client "
                    + "figures measure the engine rather than the host's wake-ups. Needs root; released when the run "
                    + "ends; recorded in the bundle."})
    boolean cpuLatencyQos;

    @Option(names = "--profiler", paramLabel = "KIND[,KIND]", description = {"Profile each step's measured window (at most "
            + "its first " + io.storagebench.profile.Defaults.SLICE_SECONDS + " s): cpu samples this JVM with async-profiler (an embedded engine's native frames "
            + "included) and a server on this host with perf, into collapsed stacks and HTML flame graphs under "
            + "<bundle>.profiles/<step>/, each function's CPU us per operation in the bundle. What cannot be "
            + "profiled (no perf, no permission, a remote server) is said in the summary; the run goes on. stacks "
            + "takes the server's thread stacks every second (stacks:interval=500ms for another interval; eu-stack, "
            + "else gdb) into server.stacks.collapsed and .html: where its threads wait. A comma list runs both: "
            + "cpu,stacks."})
    String profiler;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
            description = "Run N times, one bundle each (-r1, -r2, ... before .json); `storagebench report` shows "
                    + "the spread. Default: ${DEFAULT-VALUE}.")
    int repeat;

    @Option(names = "--fork", negatable = true, description = {"Run each repetition in a JVM of its own, as JMH forks "
            + "one per benchmark, so one run's JIT warm-up and heap never colour the next (--no-fork: all in this JVM).",
        "Default: forked for compare and for run with --repeat above 1; run once in this JVM."})
    Boolean fork;

    @Option(names = "--shard", paramLabel = "I/N", description = {"Run shard I (from 0) of N of one run split over "
            + "processes or hosts against one server (--jdbc-url): the workload's clients, threads, tables or keys "
            + "divided evenly (storagebench workloads --verbose lists its parameters); background rates divided so "
            + "the shards together "
            + "run the workload as defined. Each shard writes its own bundle."})
    String shard;

    @Option(names = "--shards", paramLabel = "N", description = {"As --shard, with N shards and this shard's index "
            + "from the environment: STORAGEBENCH_SHARD_INDEX, JOB_COMPLETION_INDEX (a Kubernetes Indexed Job), "
            + "SLURM_ARRAY_TASK_ID (a Slurm job array, --array=0-(N-1)), or SLURM_PROCID (a task of srun), the first "
            + "that is set."})
    Integer shards;

    @Option(names = "--run-id", paramLabel = "ID", description = {"The run the shards belong to, the same in every "
            + "shard (letters, digits, '.', '_', '-'). Default: STORAGEBENCH_RUN_ID, else SLURM_ARRAY_JOB_ID, else "
            + "SLURM_JOB_ID; a sharded run needs one."})
    String runId;

    @Option(names = "--start-at", paramLabel = "TIME", description = {"Shards sleep until this ISO-8601 time "
            + "(2026-12-02T01:00:00Z) before their first step, so shards on different hosts start together."})
    String startAt;

    @Option(names = "--sync-dir", paramLabel = "DIR", description = {"A directory every shard can read and write "
            + "(NFS, a ReadWriteMany volume, a shared home): shards wait there for each other before every step, so "
            + "a step starts when all shards have finished the one before, as one process's steps do."})
    Path syncDir;

    @Option(names = "--sync-timeout", paramLabel = "TIME", description = {"How long a shard waits at --sync-dir for "
            + "shards never heard from (not started: still queued, or failed before their first step) before it gives "
            + "up, naming them, keeping its bundle: 90s, 10m, 2h. Default: " + Defaults.SHARD_SYNC_TIMEOUT + "."})
    String syncTimeout;

    /** Where {@code --shards} finds the shard's index and a sharded run its id; tests give their own. */
    Map<String, String> environment = System.getenv();


    /**
     * The options as given, with the sysbench flags as the parameters they are aliases of; forked unless
     * {@code --no-fork} when {@code forkByDefault} or for a sweep (each value in a JVM of its own, so one client
     * count's JIT profile and heap do not carry into the next).
     */
    RunOptions.Builder builder(boolean forkByDefault) {
        Map<String, String> parameters = pairs(params, "-p");
        if (tests != null) {
            parameters.put("tests", tests);
        }
        if (withPre) {
            parameters.put("with-pre", "true");
        }
        return RunOptions.builder().workload(workload()).profile(profile).params(parameters)
                .engineOptions(pairs(engineOptions, "--engine-option")).jdbcUrl(jdbcUrl).enginePath(enginePath.dir())
                .cacheSize(cacheSize).workDir(workDir).allowHuge(allowHuge).keepData(keepData).progress(!noProgress)
                .failOnSla(failOnSla).cpuLatencyQos(cpuLatencyQos).repeat(repeat).profiler(profiler)
                .fork(fork != null ? fork : forkByDefault || sweeps(parameters))
                .shard(ShardOptions.resolve(shard, shards, runId, startAt, syncDir, syncTimeout, environment,
                        Instant.now()));
    }

    /** Whether the parameters ask for a sweep ({@code -p threads=1,2,4}). */
    boolean sweeps(Map<String, String> parameters) {
        return Sweep.parameter(workload(), parameters, enginePath.workloadLoader()).isPresent();
    }

    private static Map<String, String> pairs(List<String> items, String option) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String item : items) {
            int eq = item.indexOf('=');
            if (eq <= 0) {
                throw new io.storagebench.api.BadInputException("bad " + option + " '" + item
                        + "': expected name=value");
            }
            out.put(item.substring(0, eq).trim(), item.substring(eq + 1).trim());
        }
        return out;
    }
}
