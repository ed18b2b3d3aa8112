package io.storagebench.e2e;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every tracked file stands on its own: none points at the shared folder beside the checkout or into a specs
 * folder, which a reader of a clone does not have. The patterns are written so that this file does not match them.
 */
class SelfContainedDocsTest {
    /** A relative link to the shared folder next to the repository. */
    private static final Pattern SHARED = Pattern.compile("\\.\\.[/\\\\]shared\\b");
    /** A path into a folder named specs, at the start of a path or after a separator. */
    private static final Pattern SPECS = Pattern.compile("(?<![\\w.-])specs[/\\\\]");

    @Test
    void noTrackedFileLinksOutsideTheRepository() throws Exception {
        Path root = Path.of(git(Path.of("").toAbsolutePath(), "rev-parse", "--show-toplevel").trim());
        List<String> findings = new ArrayList<>();
        for (String name : git(root, "ls-files", "-z").split("\0")) {
            Path file = root.resolve(name);
            if (name.isEmpty() || !Files.isRegularFile(file)) {
                continue; // deleted in the work tree, or a submodule
            }
            byte[] bytes = Files.readAllBytes(file);
            if (isBinary(bytes)) {
                continue;
            }
            String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (SHARED.matcher(lines[i]).find() || SPECS.matcher(lines[i]).find()) {
                    findings.add(name + ":" + (i + 1) + ": " + lines[i].strip());
                }
            }
        }
        if (!findings.isEmpty()) {
            fail(findings.size() + " line(s) link outside the repository; say it here or move it to docs/:\n"
                    + String.join("\n", findings));
        }
    }

    private static boolean isBinary(byte[] bytes) {
        for (int i = 0; i < Math.min(bytes.length, 8192); i++) {
            if (bytes[i] == 0) {
                return true;
            }
        }
        return false;
    }

    /** Runs git in {@code dir} and returns its stdout; aborts the test where git or the repository is missing. */
    private static String git(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process process;
        try {
            process = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            abort("git is not available (" + e.getMessage() + "): cannot list the tracked files");
            throw e;
        }
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("git " + String.join(" ", args) + " did not finish in 30 s");
        }
        if (process.exitValue() != 0) {
            abort("git " + String.join(" ", args) + " exited with " + process.exitValue() + " in " + dir
                    + ": not a git checkout, so there are no tracked files to check");
        }
        return new String(out, StandardCharsets.UTF_8);
    }
}
