package io.storagebench.e2e;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs the repository's scripts (scripts/...) as a user does, and checks for the tools they need. */
final class Scripts {
    private Scripts() {
    }

    /** What a finished script printed and returned. */
    record Outcome(int exitCode, String stdout, String stderr) {
        String all() {
            return stdout + "\n--- stderr ---\n" + stderr;
        }
    }

    /**
     * Runs the command to its end, with the environment's additions. One that outlives the timeout gets SIGTERM
     * first, so a script's traps still stop what it started, and fails the test with what it had printed.
     */
    static Outcome run(List<String> command, Map<String, String> env, int timeoutSeconds) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().putAll(env);
        Path out = Files.createTempFile("script", ".out");
        Path err = Files.createTempFile("script", ".err");
        try {
            Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroy();
                if (!p.waitFor(30, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
                fail(String.join(" ", command) + " did not end in " + timeoutSeconds + " s:\n"
                        + Files.readString(out) + Files.readString(err));
            }
            return new Outcome(p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /**
     * Fails (CI, {@code CI=true}) or skips (elsewhere) the calling test when {@code tool --version} does not run
     * here, naming the Debian package to install.
     */
    static void require(String tool, String debianPackage) {
        try {
            if (new ProcessBuilder(tool, "--version").start().waitFor() == 0) {
                return;
            }
        } catch (IOException | InterruptedException e) {
            // not installed
        }
        String message = tool + " is not installed (apt-get install -y " + debianPackage + ")";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail(message);
        }
        abort("skipped: " + message);
    }
}
