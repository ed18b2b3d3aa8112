package io.storagebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * picocli formats descriptions with String.format: a bare {@code %} (95% of its target) made {@code run --help}
 * print three "[picocli WARN] Could not format" lines on stderr and show the text with its line breaks unreplaced.
 */
class HelpHasNoFormatWarningsTest {
    @ParameterizedTest
    @ValueSource(strings = {"run", "compare", "report", "check", "engines", "workloads", "distribute",
        "distribute k8s", "distribute slurm", "distribute ssh"})
    void helpPrintsNoWarningAndNoRawFormatSpecifiers(String command) {
        PrintStream stderr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        CommandLineRun r;
        try {
            // picocli warns on System.err itself, not on the command line's writer
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            r = CommandLineRun.run((command + " --help").split(" "));
        } finally {
            System.setErr(stderr);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).doesNotContain("%n").doesNotContain("%%");
    }
}
