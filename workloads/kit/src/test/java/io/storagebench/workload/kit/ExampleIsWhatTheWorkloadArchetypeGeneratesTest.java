package io.storagebench.workload.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The example in {@code example/} (the workload of docs/adding-a-workload.md, whose kit test runs here) is the
 * project the workload archetype generates with {@code workloadName=read-update, workloadPrefix=ReadUpdate}: each
 * template of {@code workloads/archetype}, its properties put in, equals the example's file of that name.
 */
class ExampleIsWhatTheWorkloadArchetypeGeneratesTest {
    static final Path TEMPLATES = Path.of("../archetype/src/main/resources/archetype-resources/src");
    static final Path EXAMPLE = Path.of("src/test/java/io/storagebench/workload/kit/example");
    static final Map<String, String> PROPERTIES = Map.of("package", "io.storagebench.workload.kit.example",
            "workloadName", "read-update", "workloadPrefix", "ReadUpdate");
    private static final String SERVICE_FILE = "META-INF/services/io.storagebench.workload.Workload";

    @Test
    void everyJavaTemplateGeneratesTheExamplesFile() throws IOException {
        Map<String, String> generated = new TreeMap<>();
        for (Path dir : new Path[] {TEMPLATES.resolve("main/java"), TEMPLATES.resolve("test/java")}) {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path template : files.toList()) {
                    generated.put(generate(template.getFileName().toString()), generate(Files.readString(template)));
                }
            }
        }
        Map<String, String> example = new TreeMap<>();
        try (Stream<Path> files = Files.list(EXAMPLE)) {
            for (Path file : files.toList()) {
                example.put(file.getFileName().toString(), Files.readString(file));
            }
        }
        assertThat(example.keySet()).containsExactlyElementsOf(generated.keySet());
        generated.forEach((name, text) -> assertThat(example.get(name)).as(name).isEqualTo(text));
    }

    @Test
    void theServiceFileTemplateGeneratesTheExamplesServiceFile() throws IOException {
        assertThat(Files.readString(Path.of("src/test/resources").resolve(SERVICE_FILE)))
                .isEqualTo(generate(Files.readString(TEMPLATES.resolve("main/resources").resolve(SERVICE_FILE))));
    }

    /** A template's text or file name with the archetype's properties put in, as archetype:generate does. */
    static String generate(String template) {
        String text = template;
        for (Map.Entry<String, String> p : PROPERTIES.entrySet()) {
            text = text.replace("${" + p.getKey() + "}", p.getValue()).replace("__" + p.getKey() + "__", p.getValue());
        }
        return text;
    }
}
