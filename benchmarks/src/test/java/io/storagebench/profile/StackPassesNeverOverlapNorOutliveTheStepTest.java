package io.storagebench.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.probe.Window;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.ProfileResult;
import io.storagebench.spi.WatchTargets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pins the stack sampler's bounds with a stand-in eu-stack (a script) on a stand-in server (a {@code sleep}): passes
 * run one after another even when a pass is longer than the interval; and once the step stops, the sampler's thread
 * and the tool (with the child it started) are gone and the server, which the tool had stopped, runs again. Without
 * eu-stack, a real gdb takes the stacks.
 */
@EnabledOnOs(OS.LINUX)
class StackPassesNeverOverlapNorOutliveTheStepTest {
    @TempDir
    Path dir;

    private Process server;

    @AfterEach
    void stopTheServer() {
        if (server != null) {
            server.destroyForcibly();
        }
    }

    private ProfileContext context() throws IOException {
        server = new ProcessBuilder("sleep", "600").start();
        return new ProfileContext("qp100", dir.resolve("run.profiles/qp100"), "run.profiles/qp100/",
                new WatchTargets(false, List.of(server.pid()), Optional.empty()), Duration.ofSeconds(600));
    }

    private String tool(String body) throws IOException {
        Path fake = dir.resolve("eu-stack");
        Files.writeString(fake, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        return fake.toString();
    }

    private static List<Thread> samplerThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("storagebench-stacks-") && t.isAlive()).toList();
    }

    /** The process's state letter from /proc ({@code T}: stopped). */
    private static char state(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", String.valueOf(pid), "stat"));
        return stat.substring(stat.lastIndexOf(')') + 2).charAt(0);
    }

    @Test
    void passesLongerThanTheIntervalRunOneAfterAnother() throws Exception {
        Path log = dir.resolve("calls.log");
        String fake = tool("echo \"start $(date +%s%N)\" >> " + log + "\nsleep 0.3\n"
                + "echo \"PID $3 - process\"\necho \"TID $3:\"\n"
                + "echo '#0  0x0000000000001000 fake_wait - /usr/bin/fake'\n"
                + "echo '#1  0x0000000000002000 fake_main - /usr/bin/fake'\n"
                + "echo \"end $(date +%s%N)\" >> " + log + "\n");
        ProfileContext ctx = context();
        StepProfiler.Running running = new StackSampler(Duration.ofMillis(50), Duration.ofSeconds(5),
                ProcFs.system(), fake, null).beforeWindow(ctx);
        Thread.sleep(1_500);
        running.stop();
        List<ProfileResult> results = running.afterWindow(new Window(100, null, 1, true), List.of());

        List<long[]> calls = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            String[] f = line.split(" ");
            if (f[0].equals("start")) {
                calls.add(new long[] {Long.parseLong(f[1]), Long.MAX_VALUE});
            } else {
                calls.get(calls.size() - 1)[1] = Long.parseLong(f[1]);
            }
        }
        assertThat(calls).hasSizeGreaterThanOrEqualTo(3);
        for (int i = 1; i < calls.size(); i++) {
            assertThat(calls.get(i)[0]).as("call %d starts after call %d ended", i, i - 1)
                    .isGreaterThanOrEqualTo(calls.get(i - 1)[1]);
        }
        ProfileResult r = results.get(0);
        assertThat(r.reason()).isNull();
        assertThat(r.profiler()).isEqualTo("stacks");
        assertThat(r.basis()).isNull();
        assertThat(r.collapsed()).isEqualTo("run.profiles/qp100/server.stacks.collapsed");
        assertThat(Files.readString(ctx.dir().resolve("server.stacks.collapsed")))
                .startsWith("sleep;fake_main;fake_wait ");
        assertThat(r.how()).startsWith("eu-stack -m -p PID").contains("a pass every 50 ms")
                .containsPattern("pass median [0-9.]+ s, longest [0-9.]+ s");
        assertThat(r.functions()).allSatisfy(f -> assertThat(f.selfUsPerOp()).isNull());
        assertThat(ctx.dir().resolve("server.stacks.out")).doesNotExist();
    }

    @Test
    void stoppingKillsTheToolAndItsChildJoinsTheSamplerAndResumesTheServer() throws Exception {
        String fake = tool("kill -STOP $3\nsleep 600 &\nwait\n");
        ProfileContext ctx = context();
        long before = ProcessHandle.current().descendants().count(); // the server included
        StepProfiler.Running running = new StackSampler(Duration.ofSeconds(1), Duration.ofSeconds(60),
                ProcFs.system(), fake, null).beforeWindow(ctx);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while ((state(server.pid()) != 'T' || ProcessHandle.current().descendants().count() < before + 2)
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(state(server.pid())).isEqualTo('T');

        running.stop();

        assertThat(samplerThreads()).isEmpty();
        deadline = System.nanoTime() + 5_000_000_000L;
        while (ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).count() > before
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).count()).isEqualTo(before);
        assertThat(state(server.pid())).isNotEqualTo('T');
        assertThat(running.afterWindow(new Window(100, null, 1, true), List.of())).singleElement()
                .satisfies(r -> assertThat(r.reason()).startsWith("eu-stack took no stacks of the server"));
    }

    @Test
    void withoutEuStackGdbTakesTheStacks() throws Exception {
        Assumptions.assumeTrue(PerfServerProfiler.onPath("gdb").isPresent(), "gdb is not installed");
        ProfileContext ctx = context();
        StepProfiler.Running running = new StackSampler(Duration.ofSeconds(1), Duration.ofSeconds(5),
                ProcFs.system(), dir.resolve("no-eu-stack").toString(), null).beforeWindow(ctx);
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!Files.exists(ctx.dir().resolve("server.stacks.out")) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread.sleep(3_000); // a gdb pass takes about 1.5 s
        running.stop();
        ProfileResult r = running.afterWindow(new Window(100, null, 1, true), List.of()).get(0);

        assertThat(r.reason()).isNull();
        assertThat(r.how()).startsWith("gdb -p PID -batch");
        assertThat(Files.readString(ctx.dir().resolve("server.stacks.collapsed"))).startsWith("sleep;");
    }

    @Test
    void noToolIsAnAbsenceWithItsReason() throws Exception {
        List<ProfileResult> r = new StackSampler(Duration.ofSeconds(1), Duration.ofSeconds(5), ProcFs.system(),
                dir.resolve("no-eu-stack").toString(), dir.resolve("no-gdb").toString()).beforeWindow(context())
                .afterWindow(new Window(1, null, 1, true), List.of());
        assertThat(r).singleElement().extracting(ProfileResult::reason).asString()
                .isEqualTo("neither eu-stack nor gdb is installed (Debian: apt-get install elfutils)");
    }

    @Test
    void aServerOnAnotherHostOrPtraceOffIsAnAbsenceWithItsReason() {
        List<ProfileResult> r = new StackSampler(Duration.ofSeconds(1), Duration.ofSeconds(5), ProcFs.system(),
                null, null).beforeWindow(new ProfileContext("qp100", dir, "p/", WatchTargets.remote(),
                Duration.ofSeconds(30))).afterWindow(new Window(1, null, 1, true), List.of());
        assertThat(r).singleElement().extracting(ProfileResult::reason).asString().contains("another host");
        assertThat(Permission.ptraceRefusal(3, true)).contains("ptrace_scope is 3");
        assertThat(Permission.ptraceRefusal(1, false)).contains("CAP_SYS_PTRACE");
        assertThat(Permission.ptraceRefusal(1, true)).isNull();
        assertThat(Permission.ptraceRefusal(0, false)).isNull();
    }
}
