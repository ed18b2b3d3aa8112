package io.storagebench.kv;

import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The baseline with fio: synchronous O_DIRECT random reads of the files' block size (the engine's read) at queue
 * depth 1 with {@code jobs} jobs, counted as the runner counts every actor. fio prints its JSON status every
 * {@link Defaults#FIO_STATUS_MILLIS} ({@code --status-interval}), and each call returns the reads of one interval:
 * the change of jobs[0].read.total_ios, which is cumulative, the jobs summed by group reporting. So the step's warmup
 * and measured window cut fio's reads as they cut the engine's; fio's start-up (half a second and more on a busy
 * host) stays in the warmup instead of stretching the window its reads are divided by, and the per-second series is
 * fio's own. fio runs for the step's duration and a margin, and is killed, its job processes first, when the step
 * ends, stops or the thread is interrupted.
 */
final class FioBaseline implements Worker {
    static final String FIO = "fio";
    /** Put on the queue when fio's output ends. */
    private static final long END = -1;

    /*
     * No JSON library is on this module's class path (the SPI is dependency-free and the workloads need none), so
     * each status object is read by a targeted match: the first "read" object after "jobs", and its total_ios, which
     * fio writes before the nested latency objects. The error of the job is checked the same way.
     */
    private static final Pattern JOBS = Pattern.compile("\"jobs\"\\s*:\\s*\\[");
    private static final Pattern ERROR = Pattern.compile("\"error\"\\s*:\\s*(\\d+)");
    private static final Pattern READ = Pattern.compile("\"read\"\\s*:\\s*\\{");
    private static final Pattern TOTAL_IOS = Pattern.compile("\"total_ios\"\\s*:\\s*(\\d+)");

    private final BaselineFiles files;
    private final int jobs;
    private final long seconds;
    /** The turns of an interleaved step, told when fio starts and first reads; null in a baseline step. */
    private final Interleave interleave;
    private final BlockingQueue<Long> totals = new LinkedBlockingQueue<>();
    private Process process;
    private Path errors;
    private long counted;
    private boolean done;

    /**
     * @param seconds how long fio may run: the step's warmup and measured seconds and a margin, so that the step's
     *                end, not fio's, ends the reads
     */
    FioBaseline(BaselineFiles files, int jobs, long seconds) {
        this(files, jobs, seconds, null);
    }

    /** fio whose reads an interleaved step's {@code interleave} stops and continues. */
    FioBaseline(BaselineFiles files, int jobs, long seconds, Interleave interleave) {
        this.files = files;
        this.jobs = jobs;
        this.seconds = seconds;
        this.interleave = interleave;
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

    /** The fio command: the study's settings, with --runtime the seconds fio may run and a status per interval. */
    static List<String> command(Path file, int block, int jobs, long seconds) {
        return List.of(FIO, "--name=baseline", "--filename=" + file, "--rw=randread", "--ioengine=sync",
                "--direct=1", "--iodepth=1", "--bs=" + block, "--numjobs=" + jobs,
                "--randrepeat=0", "--runtime=" + seconds, "--time_based", "--group_reporting",
                "--output-format=json", "--status-interval=" + Defaults.FIO_STATUS_MILLIS + "ms");
    }

    @Override
    public long run(OpContext ctx) throws InterruptedException {
        if (done) {
            return DONE;
        }
        if (process == null) {
            start();
        }
        try {
            while (true) {
                Long total = totals.poll(Defaults.FIO_POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (total == null) {
                    if (ctx.stopping()) {
                        stop();
                        return DONE;
                    }
                } else if (total == END) {
                    done = true;
                    process.waitFor();
                    requireSuccess();
                    return DONE;
                } else {
                    long reads = total - counted;
                    counted = total;
                    return reads;
                }
            }
        } catch (InterruptedException e) {
            stop();
            throw e;
        }
    }

    private void start() {
        errors = files.dir().resolve("fio.err");
        try {
            process = new ProcessBuilder(command(files.file(), files.block(), jobs, seconds)).redirectError(errors.toFile()).start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start fio: " + e.getMessage(), e);
        }
        if (interleave != null) {
            interleave.fioStarted(process);
        }
        Thread reader = new Thread(() -> readStatus(process), "fio-status");
        reader.setDaemon(true);
        reader.start();
    }

    /** Puts each status object's cumulative reads on the queue, then {@link #END}; a bad object ends the reads. */
    private void readStatus(Process fio) {
        StringBuilder object = new StringBuilder();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(fio.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                object.append(line).append('\n');
                // fio writes each status as one object whose closing brace is alone at the start of a line
                if (line.equals("}")) {
                    long total = totalReads(object.toString());
                    totals.add(total);
                    if (interleave != null && total > 0) {
                        interleave.fioReading();
                    }
                    object.setLength(0);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a killed fio closes its output; a report it did not finish is not a count
        } finally {
            totals.add(END);
        }
    }

    private void requireSuccess() {
        if (process.exitValue() == 0) {
            return;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(errors, StandardCharsets.UTF_8);
        } catch (IOException e) {
            lines = List.of();
        }
        throw new IllegalStateException("fio exited with " + process.exitValue()
                + (lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1)));
    }

    /** The reads of one fio JSON status or report (--group_reporting: one job, the sum of all). */
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
        done = true;
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
