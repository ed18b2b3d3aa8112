package io.storagebench.api;

import io.storagebench.spi.Secrets;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The main class of a forked run ({@link ForkedRun}): reads the run's options as one JSON line on stdin, runs it once
 * in this JVM, writes the bundles' paths into the result file, and exits with the run's code. When stdin closes
 * before the run ends, the JVM that forked it is gone: the run stops as on Ctrl-C, keeping what it measured.
 *
 * <p>Arguments: the result file, the bundle name's suffix (empty or {@code -r<N>}), and whether the output is a
 * terminal (the progress bar redraws in place only then).
 */
public final class ForkMain {
    private ForkMain() {
    }

    public static void main(String[] args) throws IOException {
        JavaLogging.silence();
        Path resultFile = Path.of(args[0]);
        String suffix = args[1];
        boolean terminal = Boolean.parseBoolean(args[2]);
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        RunOptions options = OptionsJson.read(stdin.readLine());
        Thread watch = new Thread(() -> {
            try {
                while (stdin.read() >= 0) {
                    // nothing more is sent; only the end of the stream matters
                }
            } catch (IOException e) {
                // as closed
            }
            System.exit(ExitCode.INTERRUPTED);
        }, "storagebench-parent-watch");
        watch.setDaemon(true);
        watch.start();
        // the bundle's path is written as soon as it is claimed: a run stopped by a signal may not get to the end
        SingleRun run = new SingleRun(options, out, err, terminal, file -> {
            try {
                Files.writeString(resultFile, file + "\n", StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("cannot write " + resultFile + ": " + e.getMessage(), e);
            }
        });
        int code;
        try {
            code = run.run(suffix);
        } catch (BadInputException | IllegalArgumentException e) {
            err.println("run: " + Secrets.redact(e.getMessage()));
            code = ExitCode.BAD_INPUT;
        } catch (RuntimeException e) {
            err.println("run: " + Failures.oneLine(e));
            code = ExitCode.FAILED;
        }
        out.flush();
        err.flush();
        System.exit(code);
    }
}
