package io.storagebench.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
                for (String constant : utf8Constants(file)) {
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

    /** The UTF-8 entries of a class file's constant pool: class names, descriptors and signatures among them. */
    private static List<String> utf8Constants(Path classFile) throws IOException {
        try (InputStream in = Files.newInputStream(classFile); DataInputStream data = new DataInputStream(in)) {
            data.skipBytes(8);
            int count = data.readUnsignedShort();
            List<String> out = new ArrayList<>();
            for (int i = 1; i < count; i++) {
                int tag = data.readUnsignedByte();
                switch (tag) {
                    case 1 -> out.add(data.readUTF());
                    case 7, 8, 16, 19, 20 -> data.skipBytes(2);
                    case 15 -> data.skipBytes(3);
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> data.skipBytes(4);
                    case 5, 6 -> {
                        data.skipBytes(8);
                        i++;
                    }
                    default -> throw new IOException(classFile + ": unknown constant tag " + tag);
                }
            }
            return out;
        }
    }
}
