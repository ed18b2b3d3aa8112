package io.storagebench.api;

import io.storagebench.profile.StepProfiling;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run in a JVM of its own ({@link ForkMain}), as JMH forks one per benchmark: a fresh heap and JIT profile per
 * run, so an engine run earlier never colours the next. The options go to the fork on its stdin, never on its command
 * line or in a file (an engine option may hold a URL with a password); stdin then stays open, and the fork stops its
 * run as Ctrl-C would when it closes (this JVM died). The fork's output is copied to this run's writers as it comes.
 * Ctrl-C here stops the fork the same way (SIGTERM) and waits for it to write its bundle.
 */
final class ForkedRun {
    private ForkedRun() {
    }

    /**
     * Runs {@code options} (one repetition, in the fork's JVM) and returns its exit code; the bundles it wrote are
     * added to {@code bundles}.
     */
    static int run(ForkSettings fork, RunOptions options, String suffix, boolean terminal, PrintWriter out,
                   PrintWriter err, List<Path> bundles) {
        Path result = null;
        try {
            result = Files.createTempFile("storagebench-fork-", ".txt");
            List<String> command = new ArrayList<>();
            command.add(fork.java().toString());
            command.addAll(fork.jvmArgs());
            if (options.profiler() != null) {
                // what the step profilers need for readable stacks, as JMH's addJVMOptions
                StepProfiling.ofKind(options.profiler()).stream().flatMap(p -> p.jvmOptions().stream()).distinct()
                        .filter(o -> !fork.jvmArgs().contains(o)).forEach(command::add);
            }
            command.add("-cp");
            command.add(String.join(java.io.File.pathSeparator, fork.classPath().stream().map(Path::toString)
                    .toList()));
            command.add(ForkMain.class.getName());
            command.add(result.toString());
            command.add(suffix);
            command.add(Boolean.toString(terminal));
            Process process = new ProcessBuilder(command).start();
            Thread hook = new Thread(() -> stop(process), "storagebench-fork-stop");
            Runtime.getRuntime().addShutdownHook(hook);
            try {
                Thread outPump = pump(process.getInputStream(), out, "storagebench-fork-out");
                Thread errPump = pump(process.getErrorStream(), err, "storagebench-fork-err");
                OutputStream stdin = process.getOutputStream();
                stdin.write((OptionsJson.write(options.toBuilder().repeat(1).fork(false).build()) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
                stdin.flush();
                int code = waitFor(process);
                outPump.join();
                errPump.join();
                stdin.close();
                for (String line : Files.readAllLines(result, StandardCharsets.UTF_8)) {
                    if (!line.isBlank()) {
                        bundles.add(Path.of(line));
                    }
                }
                return code;
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // Ctrl-C: the hook is stopping the fork and waits for it
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JVM for the run: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitCode.INTERRUPTED;
        } finally {
            if (result != null) {
                try {
                    Files.deleteIfExists(result);
                } catch (IOException ignored) {
                    // a temporary file of a few bytes
                }
            }
        }
    }

    private static int waitFor(Process process) throws InterruptedException {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            stop(process);
            throw e;
        }
    }

    /** Stops the fork as Ctrl-C stops a run (it keeps what it measured), and waits for it to write its bundle. */
    private static void stop(Process process) {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(Defaults.SHUTDOWN_WAIT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Copies the fork's output to {@code to} as it comes (a progress bar redraws in place, so not line by line). */
    private static Thread pump(InputStream from, PrintWriter to, String name) {
        Thread t = new Thread(() -> {
            char[] buf = new char[4096];
            try (Reader in = new InputStreamReader(from, StandardCharsets.UTF_8)) {
                int n;
                while ((n = in.read(buf)) >= 0) {
                    to.write(buf, 0, n);
                    to.flush();
                }
            } catch (IOException e) {
                // the fork is gone; what it printed so far was copied
            }
        }, name);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
