package io.storagebench.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.e2e.Scripts.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/jvm-options.sh}, the JVM options {@code ./storagebench} and the sysbench comparison start
 * storagebench with: 256-bit vectors at most on an x86-64 CPU with AVX-512 (whose 512-bit arithmetic slows every
 * process sharing the core, the server under test included), nothing elsewhere; options a JVM takes, placed before
 * {@code STORAGEBENCH_JAVA_OPTS} so that a user's own setting wins.
 */
class JvmOptionsScriptTest {
    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
    private static final Path SCRIPT = ROOT.resolve("scripts/jvm-options.sh");
    private static final String CAP = "-XX:MaxVectorSize=32";

    @TempDir
    Path dir;

    @BeforeAll
    static void onX8664() {
        String arch = System.getProperty("os.arch");
        assumeTrue(arch.equals("amd64") || arch.equals("x86_64"), "the option is for x86-64 only; here: " + arch);
    }

    @Test
    void avx512CpuGetsVectorsCappedAt256Bits() throws Exception {
        assertEquals(CAP, options("fpu sse4_2 avx avx2 avx512f avx512dq avx512cd avx512bw avx512vl avx512_vnni"));
    }

    @Test
    void cpuWithoutAvx512fGetsNoOptionEvenWithOtherAvx512Words() throws Exception {
        assertEquals("", options("fpu sse4_2 avx avx2 fma avx512_vnni avx512_bf16"));
    }

    @Test
    void unreadableCpuInfoGetsNoOption() throws Exception {
        Outcome out = Scripts.run(List.of(SCRIPT.toString()),
                Map.of("STORAGEBENCH_CPUINFO", dir.resolve("missing").toString()), 30);
        assertEquals(0, out.exitCode(), out.all());
        assertEquals("", out.stdout().strip());
    }

    @Test
    void theJvmTakesTheCapAndAUsersLaterSettingWins() throws Exception {
        assertEquals("32", maxVectorSize(List.of(CAP)));
        assertEquals("16", maxVectorSize(List.of(CAP, "-XX:MaxVectorSize=16")));
    }

    @Test
    void launcherPutsTheOptionsBeforeStoragebenchJavaOpts() throws Exception {
        // the launcher, its helper and a jar newer than any source, so it does not build; "java" prints its arguments
        Path home = Files.createDirectories(dir.resolve("home"));
        Files.copy(ROOT.resolve("storagebench"), home.resolve("storagebench"));
        Files.createDirectories(home.resolve("scripts"));
        Files.copy(SCRIPT, home.resolve("scripts/jvm-options.sh"));
        Files.createDirectories(home.resolve("benchmarks/target"));
        Files.writeString(home.resolve("benchmarks/target/storagebench.jar"), "");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path cpuinfo = cpuInfo("fpu avx2 avx512f");

        Outcome out = Scripts.run(List.of(home.resolve("storagebench").toString(), "run", "--engine", "rocksdb"),
                Map.of("PATH", bin + ":" + System.getenv("PATH"), "STORAGEBENCH_CPUINFO", cpuinfo.toString(),
                        "STORAGEBENCH_JAVA_OPTS", "-Xmx1g -XX:MaxVectorSize=64"),
                60);

        assertEquals(0, out.exitCode(), out.all());
        assertEquals(CAP + " -Xmx1g -XX:MaxVectorSize=64 -jar " + home.resolve("benchmarks/target/storagebench.jar")
                + " run --engine rocksdb", out.stdout().strip());
    }

    private String options(String flags) throws Exception {
        Outcome out = Scripts.run(List.of(SCRIPT.toString()), Map.of("STORAGEBENCH_CPUINFO",
                cpuInfo(flags).toString()), 30);
        assertEquals(0, out.exitCode(), out.all());
        return out.stdout().strip();
    }

    private Path cpuInfo(String flags) throws Exception {
        Path file = Files.createTempFile(dir, "cpuinfo", "");
        String cpu = "vendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R) Processor @ 2.50GHz\nflags\t\t: " + flags
                + "\n\n";
        Files.writeString(file, "processor\t: 0\n" + cpu + "processor\t: 1\n" + cpu);
        return file;
    }

    private static String maxVectorSize(List<String> options) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.addAll(List.of("-XX:+PrintFlagsFinal", "-version"));
        Outcome out = Scripts.run(command, Map.of(), 60);
        assertEquals(0, out.exitCode(), out.all());
        Matcher m = Pattern.compile("(?m)^\\s*intx MaxVectorSize\\s+= (\\d+)").matcher(out.stdout());
        assertTrue(m.find(), out.all());
        return m.group(1);
    }
}
