package io.storagebench.e2e;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs the built storagebench jar in its own JVM, as the README's command does. */
final class Cli {
    static final Path JAR = Path.of("../../benchmarks/target/storagebench.jar").toAbsolutePath().normalize();

    /** SIGINT (2) in /proc's signal masks, bit n - 1 for signal n. */
    private static final long SIGINT_BIT = 1L << 1;

    /**
     * The CLI starts with SIGINT's default action, as in a terminal: a build started in the background by a
     * non-interactive shell ({@code nohup bash .ci/run &}, cron, some CI agents) has SIGINT ignored, its children
     * inherit that, and the JVM keeps an ignored SIGINT ignored, so Ctrl-C tests would see a run that never stops.
     * coreutils' {@code env --default-signal} (8.31 and later) undoes it; without it the CLI starts as it is, and
     * {@link #interrupt} says why a run ignored SIGINT.
     */
    private static final List<String> DEFAULT_SIGINT = defaultSigint();

    /** What a finished run printed and returned. */
    record Result(int exitCode, String out, String err) {
    }

    private Cli() {
    }

    static Process start(Path logDir, String... args) throws IOException {
        return start(null, logDir, args);
    }

    /**
     * Starts the CLI with {@code home} (when not null) as its working directory and its temporary directory under it,
     * so what a crash leaves there (hs_err_pid*.log, the extracted native library) can be checked.
     */
    static Process start(Path home, Path logDir, String... args) throws IOException {
        return start(Map.of(), home, logDir, args);
    }

    /** As {@link #start(Path, Path, String...)}, with {@code env} added to the CLI's environment. */
    static Process start(Map<String, String> env, Path home, Path logDir, String... args) throws IOException {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException("build the jar first (mvn package): " + JAR);
        }
        List<String> command = new ArrayList<>(DEFAULT_SIGINT);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        if (home != null) {
            command.add("-Djava.io.tmpdir=" + Files.createDirectories(home.resolve("tmp")));
        }
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        Files.createDirectories(logDir);
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(logDir.resolve("out.txt").toFile())
                .redirectError(logDir.resolve("err.txt").toFile());
        if (home != null) {
            builder.directory(home.toFile());
        }
        builder.environment().putAll(env);
        return builder.start();
    }

    static Result run(Path logDir, String... args) throws IOException, InterruptedException {
        return run(Map.of(), logDir, args);
    }

    /** Runs the CLI to its end with {@code env} added to its environment. */
    static Result run(Map<String, String> env, Path logDir, String... args) throws IOException, InterruptedException {
        Process p = start(env, null, logDir, args);
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("storagebench did not finish: " + String.join(" ", args));
        }
        return result(p, logDir);
    }

    static Result result(Process p, Path logDir) throws IOException {
        return new Result(p.exitValue(), read(logDir.resolve("out.txt")), read(logDir.resolve("err.txt")));
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    /**
     * Sends SIGINT, as Ctrl-C in a terminal does. A process that inherited SIGINT ignored (the build was started in
     * the background by a non-interactive shell, {@code nohup mvn verify &}) would never see it and run on, as the
     * JVM keeps an ignored SIGINT ignored: that fails here, saying so, rather than as a run that did not stop.
     */
    static void interrupt(Process p) throws IOException, InterruptedException {
        Path status = Path.of("/proc", Long.toString(p.pid()), "status");
        if (Files.isReadable(status)) {
            String ignored = Files.readAllLines(status).stream().filter(l -> l.startsWith("SigIgn:"))
                    .map(l -> l.substring("SigIgn:".length()).strip()).findFirst().orElse("0");
            if ((Long.parseUnsignedLong(ignored, 16) & SIGINT_BIT) != 0) {
                p.destroy(); // SIGTERM: the shutdown hook still stops a managed server
                p.waitFor(2, TimeUnit.MINUTES);
                throw new AssertionError("the CLI's process ignores SIGINT, inherited from a parent started in the "
                        + "background by a non-interactive shell; run the tests in the foreground");
            }
        }
        new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start().waitFor();
    }

    private static List<String> defaultSigint() {
        try {
            Process probe = new ProcessBuilder("env", "--default-signal=INT", "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (probe.waitFor(10, TimeUnit.SECONDS) && probe.exitValue() == 0) {
                return List.of("env", "--default-signal=INT");
            }
            probe.destroyForcibly();
        } catch (IOException e) {
            // no env here: start the CLI as it is
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return List.of();
    }

    static String path(Path p) {
        return p.toAbsolutePath().toString().replace(File.separatorChar, '/');
    }
}
