package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run in a JVM of its own: started with the settings it is given, its output and its bundles brought back. */
class ForkedRunTest {
    private static final String MARKER = "-Dstoragebench.forked-run-test=" + ProcessHandle.current().pid();

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void eachRepetitionRunsInAForkStartedWithTheGivenSettings() {
        RunOptions options = RunOptions.builder().workDir(dir.resolve("work")).resultsDir(dir.resolve("results"))
                .progress(false).repeat(2).fork(true).params(Map.of("rows.l.i0", "2000", "steps", "l.i0")).build();

        RunResult result = bench().run(options);

        assertThat(result.exitCode()).as(out + "\n" + err).isEqualTo(ExitCode.OK);
        assertThat(result.bundles()).hasSize(2);
        assertThat(result.bundles()).extracting(p -> p.getFileName().toString())
                .allMatch(name -> name.endsWith("-r1.json") || name.endsWith("-r2.json"));
        for (ResultBundle bundle : result.read()) {
            assertThat(bundle.status()).isEqualTo(RunStatus.OK);
            // the bundle records the JVM it ran in: the fork, started with the marker this JVM does not have
            assertThat(bundle.jvm().arguments()).contains(MARKER);
        }
        assertThat(out.toString()).contains("result bundle: ").contains("l.i0");
        assertThat(dir.resolve("work")).isEmptyDirectory();
    }

    @Test
    void badInputFoundInTheForkIsItsOneLineAndExitCode() throws Exception {
        RunOptions options = RunOptions.builder().workDir(dir.resolve("work")).resultsDir(dir.resolve("results"))
                .progress(false).fork(true).params(Map.of("rows.l.i0", "2000", "steps", "l.i0")).build();
        // a results directory that is a file: found when the run starts, in the fork
        Files.writeString(dir.resolve("results"), "not a directory");

        RunResult result = bench().run(options);

        assertThat(result.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(err.toString()).startsWith("run: cannot write results to ").hasLineCount(1);
        assertThat(result.bundles()).isEmpty();
    }

    @Test
    void badInputKnownBeforehandIsThrownBeforeAnyFork() {
        RunOptions options = RunOptions.builder().engine("nosuch").fork(true).build();
        assertThatThrownBy(() -> bench().run(options)).isInstanceOf(BadInputException.class)
                .hasMessageStartingWith("unknown engine 'nosuch'");
    }

    private StorageBench bench() {
        ForkSettings here = ForkSettings.current();
        List<String> args = new ArrayList<>(here.jvmArgs());
        args.add(MARKER);
        return new StorageBench(new PrintWriter(out, true), new PrintWriter(err, true))
                .withFork(new ForkSettings(here.java(), args, here.classPath()));
    }
}
