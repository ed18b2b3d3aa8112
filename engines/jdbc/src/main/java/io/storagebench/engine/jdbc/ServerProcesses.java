package io.storagebench.engine.jdbc;

import io.storagebench.spi.EngineException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Helpers for starting server tools: running a command to completion, root detection, handing directories to the
 * server's user, free ports. A data directory is removed with {@link io.storagebench.spi.DirectoryTrees}.
 */
public final class ServerProcesses {
    private ServerProcesses() {
    }

    /** The outcome of a command: exit code and what it printed (stdout and stderr merged). */
    public record Outcome(int exitCode, String output) {
        /** The lines that say why the command failed ({@link FailureLines}), for one-line error messages. */
        public String cause() {
            return FailureLines.of(output);
        }
    }

    /** Runs a command to completion, or kills it after the timeout. */
    public static Outcome run(List<String> command, int timeoutSeconds) {
        return run(command, timeoutSeconds, null);
    }

    /**
     * Runs a command to completion, or kills it after the timeout, and keeps its output in {@code keptOutput} (null:
     * a temporary file, removed after).
     */
    public static Outcome run(List<String> command, int timeoutSeconds, Path keptOutput) {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        try {
            Path out = keptOutput != null ? keptOutput : Files.createTempFile("storagebench-cmd", ".log");
            try {
                Process p = pb.redirectOutput(out.toFile()).start();
                if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new EngineException(command.get(command.size() > 3 ? 3 : 0) + " did not finish in "
                            + timeoutSeconds + " s");
                }
                return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
            } finally {
                if (keptOutput == null) {
                    Files.deleteIfExists(out);
                }
            }
        } catch (IOException e) {
            throw new EngineException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while running " + command.get(0), e);
        }
    }

    /** True when this JVM runs as root, where database servers refuse to run and need another user. */
    public static boolean runningAsRoot() {
        return "root".equals(System.getProperty("user.name").toLowerCase(Locale.ROOT));
    }

    /** The command run as {@code user} when this JVM is root ({@code runuser -u user --}), else unchanged. */
    public static List<String> asUser(String user, List<String> command) {
        if (!runningAsRoot()) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of("runuser", "-u", user, "--"));
        wrapped.addAll(command);
        return wrapped;
    }

    /** A TCP port free on 127.0.0.1 right now (another process may still take it before the server binds). */
    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new EngineException("no free port on 127.0.0.1: " + e.getMessage(), e);
        }
    }

    /** True when something accepts connections on 127.0.0.1:port. */
    public static boolean portTaken(int port) {
        try (java.net.Socket s = new java.net.Socket(InetAddress.getLoopbackAddress(), port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** As root, gives a directory to {@code osUser} (owner and group of that name) so the server can write to it. */
    public static void handOver(Path path, String osUser) throws IOException {
        if (!runningAsRoot()) {
            return;
        }
        UserPrincipalLookupService users = path.getFileSystem().getUserPrincipalLookupService();
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
        view.setOwner(users.lookupPrincipalByName(osUser));
        view.setGroup(users.lookupPrincipalByGroupName(osUser));
    }

}
