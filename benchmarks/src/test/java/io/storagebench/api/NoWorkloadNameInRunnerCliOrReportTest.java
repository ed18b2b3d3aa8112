package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.cli.Main;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.workload.Workload;
import io.storagebench.workload.kit.ClassConstants;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No built-in workload's name is in the runner, the CLI or the report: no string constant of their main classes
 * equals one, or holds one of five characters or more as a word. Read from the compiled classes' constant pools (every
 * UTF-8 entry: string literals, annotation values such as picocli's help texts, class names), because a
 * {@code static final String} of a workload's class is inlined where it is used and a grep of the sources misses it. The names are the catalog's, so a new built-in workload is pinned too. Each workload's layouts, default
 * and help come from its own jar ({@code storagebench workloads}).
 */
class NoWorkloadNameInRunnerCliOrReportTest {
    /** Names this short are pinned by equality only: as words they are too common ("kv store"). */
    private static final int WORD_MIN = 5;
    /**
     * Constants that name an upstream tool, not a workload, each with the class it may stand in: the report's
     * throughput note says what iibench and sysbench themselves divide by.
     */
    private static final Map<String, String> TOOL_NAMES = Map.of("io/storagebench/report/layout/ReportBuilder",
            "(iibench and sysbench divide by the whole step");

    @Test
    void noStringConstantOfTheRunnerCliOrReportNamesABuiltInWorkload() throws Exception {
        List<String> names = Catalog.workloads(Catalog.class.getClassLoader()).stream().map(Workload::name).toList();
        assertThat(names).as("the catalog's workloads").contains(Catalog.defaultWorkload());
        List<String> found = new ArrayList<>();
        int classes = 0;
        for (Class<?> anchor : List.of(Main.class, ReportBuilder.class)) {
            for (Map.Entry<String, ClassConstants> c : mainClasses(anchor).entrySet()) {
                classes++;
                for (String constant : c.getValue().utf8()) {
                    String name = named(constant, names);
                    if (name != null && !constant.contains(TOOL_NAMES.getOrDefault(c.getKey(), "\0"))) {
                        found.add(c.getKey() + ": \"" + constant + "\" names workload " + name);
                    }
                }
            }
        }
        assertThat(classes).as("main classes read").isGreaterThan(100);
        assertThat(found).as("string constants naming a built-in workload").isEmpty();
    }

    @Test
    void theRuleCatchesEqualityAndWholeWordsOnly() {
        List<String> names = List.of("insert-benchmark", "sysbench", "kv");
        assertThat(named("kv", names)).isEqualTo("kv");
        assertThat(named("e.g. -w sysbench.", names)).isEqualTo("sysbench");
        assertThat(named("insert-benchmark: tiny", names)).isEqualTo("insert-benchmark");
        assertThat(named("a kv store", names)).as("short names by equality only").isNull();
        assertThat(named("mysysbenchx", names)).isNull();
    }

    /** The workload a constant names, or null. */
    private static String named(String constant, List<String> names) {
        for (String name : names) {
            if (constant.equals(name) || name.length() >= WORD_MIN
                    && Pattern.compile("(?<![\\w-])" + Pattern.quote(name) + "(?![\\w])").matcher(constant).find()) {
                return name;
            }
        }
        return null;
    }

    /** The constants of every class in the directory or jar {@code anchor} was loaded from, by internal name. */
    private static Map<String, ClassConstants> mainClasses(Class<?> anchor) throws IOException, URISyntaxException {
        Path location = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (Files.isDirectory(location)) {
            return read(location);
        }
        try (FileSystem jar = FileSystems.newFileSystem(location)) {
            return read(jar.getPath("/"));
        }
    }

    private static Map<String, ClassConstants> read(Path root) throws IOException {
        Map<String, ClassConstants> out = new java.util.TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = root.relativize(file).toString().replace('\\', '/');
                out.put(name.substring(0, name.length() - ".class".length()), ClassConstants.of(file));
            }
        }
        return out;
    }
}
