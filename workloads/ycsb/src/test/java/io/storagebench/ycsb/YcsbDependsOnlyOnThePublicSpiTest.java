package io.storagebench.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.workload.kit.ClassConstants;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The ycsb workload could live in another repository: its classes refer to nothing of storagebench but the workload
 * SPI, the engine SPI and the result model its report layout reads, and to no library but HdrHistogram. Read from
 * the compiled classes' constant pools, so a reference the pom lets through (a transitive dependency) fails too.
 */
class YcsbDependsOnlyOnThePublicSpiTest {
    private static final List<String> ALLOWED = List.of("java/", "io/storagebench/ycsb/",
            "io/storagebench/workload/", "io/storagebench/spi/", "io/storagebench/results/", "org/HdrHistogram/");
    /** The workload kit shares the SPI's package prefix; it is for tests only. */
    private static final String KIT = "io/storagebench/workload/kit/";
    /** A descriptor's pieces: between its separators, a class name (two package names at least: not "ops/s"). */
    private static final Pattern SEPARATORS = Pattern.compile("[;()<>\\[:*+^.]");
    private static final Pattern CLASS_NAME =
            Pattern.compile("^(?:[BCDFIJSZV]*L)?([a-z][\\w$]*(?:/[\\w$]+)+)/[\\w$]+$");

    @Test
    void theMainClassesReferOnlyToTheSpisTheResultModelAndHdrHistogram() throws Exception {
        Path classes = Path.of(Ycsb.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                for (String constant : ClassConstants.of(file).utf8()) {
                    for (String piece : SEPARATORS.split(constant)) {
                        Matcher m = CLASS_NAME.matcher(piece);
                        if (m.matches()) {
                            packages.add(m.group(1) + "/");
                        }
                    }
                }
            }
        }
        assertThat(packages).as("packages the ycsb classes refer to").contains("io/storagebench/workload/")
                .allMatch(p -> ALLOWED.stream().anyMatch(p::startsWith) && !p.startsWith(KIT));
    }

    @Test
    void theClassesReadAreTheMainOnesNotTheTests() throws URISyntaxException {
        Path classes = Path.of(Ycsb.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertThat(classes.resolve("io/storagebench/ycsb/" + getClass().getSimpleName() + ".class")).doesNotExist();
    }
}
