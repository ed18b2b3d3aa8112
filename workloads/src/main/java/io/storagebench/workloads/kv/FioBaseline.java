package io.storagebench.workloads.kv;

import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The baseline with fio: one call runs fio's synchronous O_DIRECT random reads of the files' block size (the
 * engine's read) at queue depth 1 with {@code jobs} jobs for the step's seconds and returns the reads fio did
 * (jobs[0].read.total_ios of its JSON report; group reporting sums the jobs). fio is killed when the step stops or the thread is interrupted.
 */
final class FioBaseline implements Worker {
    static final String FIO = "fio";

    /*
     * No JSON library is on this module's class path (the SPI is dependency-free and the workloads need none), so
     * the report is read by a targeted match: the first "read" object after "jobs", and its total_ios, which fio
     * writes before the nested latency objects. The error of the job is checked the same way.
     */
    private static final Pattern JOBS = Pattern.compile("\"jobs\"\\s*:\\s*\\[");
    private static final Pattern ERROR = Pattern.compile("\"error\"\\s*:\\s*(\\d+)");
    private static final Pattern READ = Pattern.compile("\"read\"\\s*:\\s*\\{");
    private static final Pattern TOTAL_IOS = Pattern.compile("\"total_ios\"\\s*:\\s*(\\d+)");

    private final BaselineFiles files;
    private final int jobs;
    private final long seconds;
    private Process process;
    private boolean done;

    FioBaseline(BaselineFiles files, int jobs, long seconds) {
        this.files = files;
        this.jobs = jobs;
        this.seconds = seconds;
    }

    /** True when an executable {@code fio} is on the PATH. */
    static boolean onPath() {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, FIO))) {
                return true;
            }
        }
        return false;
    }

    /** The fio command: the study's settings, with --runtime the step's seconds. */
    static List<String> command(Path file, int block, int jobs, long seconds) {
        return List.of(FIO, "--name=baseline", "--filename=" + file, "--rw=randread", "--ioengine=sync",
                "--direct=1", "--iodepth=1", "--bs=" + block, "--numjobs=" + jobs,
                "--randrepeat=0", "--runtime=" + seconds, "--time_based", "--group_reporting",
                "--output-format=json");
    }

    @Override
    public long run(OpContext ctx) throws InterruptedException {
        if (done) {
            return DONE;
        }
        done = true;
        Path report = files.dir().resolve("fio.json");
        Path errors = files.dir().resolve("fio.err");
        try {
            process = new ProcessBuilder(command(files.file(), files.block(), jobs, seconds)).redirectOutput(report.toFile())
                    .redirectError(errors.toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start fio: " + e.getMessage(), e);
        }
        try {
            while (!process.waitFor(Defaults.FIO_POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (ctx.stopping()) {
                    stop();
                    return DONE;
                }
            }
        } catch (InterruptedException e) {
            stop();
            throw e;
        }
        try {
            if (process.exitValue() != 0) {
                List<String> lines = Files.readAllLines(errors, StandardCharsets.UTF_8);
                throw new IllegalStateException("fio exited with " + process.exitValue()
                        + (lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1)));
            }
            return totalReads(Files.readString(report, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read fio's report: " + e.getMessage(), e);
        }
    }

    /** The reads of fio's JSON report (--group_reporting: one job, the sum of all). */
    static long totalReads(String json) {
        Matcher jobs = JOBS.matcher(json);
        if (!jobs.find()) {
            throw new IllegalStateException("fio's report has no jobs: " + firstLine(json));
        }
        Matcher error = ERROR.matcher(json);
        if (error.find(jobs.end()) && !error.group(1).equals("0")) {
            throw new IllegalStateException("fio's job failed with error " + error.group(1));
        }
        Matcher read = READ.matcher(json);
        Matcher total = TOTAL_IOS.matcher(json);
        if (!read.find(jobs.end()) || !total.find(read.end())) {
            throw new IllegalStateException("fio's report has no jobs[0].read.total_ios");
        }
        return Long.parseLong(total.group(1));
    }

    private static String firstLine(String text) {
        String trimmed = text.strip();
        int end = trimmed.indexOf('\n');
        return end < 0 ? trimmed : trimmed.substring(0, end);
    }

    private void stop() throws InterruptedException {
        kill(process);
        process.waitFor();
    }

    /**
     * Kills fio and its jobs. fio forks one process per job, and a job whose parent is killed runs on to its
     * --runtime, reading the disk under the next steps; so the jobs go first, while they are still the parent's
     * descendants (once it is gone they belong to init and cannot be found from it).
     */
    static void kill(Process fio) {
        fio.descendants().forEach(ProcessHandle::destroyForcibly);
        fio.destroyForcibly();
    }

    @Override
    public void finish() {
        if (process != null && process.isAlive()) {
            kill(process);
        }
        files.release();
    }
}
