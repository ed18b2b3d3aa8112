package io.storagebench.workload.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request;

import io.storagebench.spi.Engine;
import io.storagebench.tck.reference.ReferenceEngine;
import io.storagebench.workload.Workload;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

/**
 * The kit test the workload archetype generates (the example's: {@code ExampleIsWhatTheWorkloadArchetypeGeneratesTest})
 * fails on a workload with one plausible bug: copies of the example, each with one bug put in, are compiled and its
 * kit test run over each; the intact copy passes. As the engine TCK's BrokenEngineTest, the kit's "fails" suite.
 */
class ExampleTestFailsOnABrokenWorkloadTest {
    private static final String KIT_TEST = "ReadUpdateWorkloadTest";
    private static final String KIT_TEST_METHOD = "theLoadPutsEveryKeyAndTheMixReadsAndUpdatesHalfAndHalfAtItsRate";

    /** Per copy's package: the file it breaks, the text replaced and its replacement; the intact copy breaks none. */
    private static final Map<String, List<String>> BUGS = new LinkedHashMap<>();

    static {
        BUGS.put("intact", List.of());
        BUGS.put("updatesonly", List.of("MixWorker.java", "if (random.nextBoolean())", "if (false)"));
        BUGS.put("loadonekeyshort", List.of("LoadWorker.java", "if (next == keys)", "if (next == keys - 1)"));
        BUGS.put("unpaced", List.of("ReadUpdateWorkload.java", "new Pacing.FixedRate(rate)", "Pacing.CLOSED_LOOP"));
        BUGS.put("ratesharedbythreads", List.of("ReadUpdateWorkload.java", "new Pacing.FixedRate(rate)",
                "new Pacing.FixedRate(rate / threads)"));
        BUGS.put("readsnamedupdates", List.of("MixWorker.java", "context.operation(0, found)",
                "context.operation(1, found)"));
    }

    @TempDir
    static Path dir;

    private static URLClassLoader copies;

    @BeforeAll
    static void compileTheCopies() throws IOException {
        List<String> sources = new ArrayList<>();
        for (Map.Entry<String, List<String>> bug : BUGS.entrySet()) {
            Path pkg = Files.createDirectories(dir.resolve("src").resolve(bug.getKey()));
            try (Stream<Path> files = Files.list(ExampleIsWhatTheWorkloadArchetypeGeneratesTest.EXAMPLE)) {
                for (Path file : files.toList()) {
                    String text = Files.readString(file).replace("package io.storagebench.workload.kit.example;",
                            "package " + bug.getKey() + ";");
                    List<String> b = bug.getValue();
                    if (!b.isEmpty() && file.getFileName().toString().equals(b.get(0))) {
                        assertThat(text).as(b.get(0)).contains(b.get(1));
                        text = text.replace(b.get(1), b.get(2));
                    }
                    sources.add(Files.writeString(pkg.resolve(file.getFileName()), text).toString());
                }
            }
        }
        Path classes = Files.createDirectories(dir.resolve("classes"));
        String classpath = String.join(File.pathSeparator, location(Workload.class), location(Engine.class),
                location(StepDriver.class), location(ReferenceEngine.class), location(Test.class),
                location(org.opentest4j.AssertionFailedError.class), location(org.apiguardian.api.API.class));
        List<String> args = new ArrayList<>(List.of("--release", "17", "-nowarn", "-cp", classpath, "-d",
                classes.toString()));
        args.addAll(sources);
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)))
                .as("javac of the copies").isZero();
        copies = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                ExampleTestFailsOnABrokenWorkloadTest.class.getClassLoader());
    }

    @Test
    void theIntactCopyPasses() throws Exception {
        assertThat(kitTestFailures("intact")).isZero();
    }

    @Test
    void aMixOfUpdatesOnlyFails() throws Exception {
        assertThat(kitTestFailures("updatesonly")).isOne();
    }

    @Test
    void aLoadOneKeyShortFails() throws Exception {
        assertThat(kitTestFailures("loadonekeyshort")).isOne();
    }

    @Test
    void aMixWithoutItsPacingFails() throws Exception {
        assertThat(kitTestFailures("unpaced")).isOne();
    }

    @Test
    void aRatePerThreadSharedByTheThreadsFails() throws Exception {
        assertThat(kitTestFailures("ratesharedbythreads")).isOne();
    }

    @Test
    void readsNamedAsUpdatesFail() throws Exception {
        assertThat(kitTestFailures("readsnamedupdates")).isOne();
    }

    private static long kitTestFailures(String copy) throws ClassNotFoundException {
        Class<?> test = copies.loadClass(copy + "." + KIT_TEST);
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request().selectors(selectMethod(test, KIT_TEST_METHOD)).build(), listener);
        assertThat(listener.getSummary().getTestsFoundCount()).as("kit tests found in " + copy).isOne();
        return listener.getSummary().getTotalFailureCount();
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
