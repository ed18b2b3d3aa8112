package io.storagebench.profile;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.probe.Window;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.ProfileResult;
import io.storagebench.spi.WatchTargets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pins that the server profiler's processes end with the step's window: a stand-in {@code perf} that would run for
 * ten minutes (and starts a child of its own, as {@code perf record -- sleep} does) is gone, child included, once the
 * session is stopped; and that what cannot be profiled is one line of reason, not an exception.
 */
@EnabledOnOs(OS.LINUX)
class PerfProcessesNeverOutliveTheStepTest {
    @TempDir
    Path dir;

    private ProfileContext context(WatchTargets targets) {
        return new ProfileContext("qp100", dir.resolve("run.profiles/qp100"), "run.profiles/qp100/", targets,
                Duration.ofSeconds(600));
    }

    private WatchTargets thisProcessAsServer() {
        return new WatchTargets(false, List.of(ProcessHandle.current().pid()), Optional.empty());
    }

    @Test
    void perfAndItsChildAreGoneWhenTheWindowEnds() throws Exception {
        Path fake = dir.resolve("perf");
        Files.writeString(fake, "#!/bin/sh\nsleep 600 &\nwait\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        long before = ProcessHandle.current().descendants().count();
        StepProfiler.Running running = new PerfServerProfiler(99, ProcFs.system(), fake.toString())
                .beforeWindow(context(thisProcessAsServer()));
        // the fake and its sleep are both up
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (ProcessHandle.current().descendants().count() < before + 2 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(ProcessHandle.current().descendants().count()).isEqualTo(before + 2);

        running.stop();
        deadline = System.nanoTime() + 10_000_000_000L;
        while (ProcessHandle.current().descendants().anyMatch(ProcessHandle::isAlive)
                && ProcessHandle.current().descendants().count() > before && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).count()).isEqualTo(before);
        // it wrote nothing: an absence with its reason, and no perf file left behind
        List<ProfileResult> results = running.afterWindow(new Window(100, null, 1, true), List.of());
        assertThat(results).singleElement().satisfies(r -> {
            assertThat(r.present()).isFalse();
            assertThat(r.reason()).startsWith("perf wrote no samples");
        });
        assertThat(dir.resolve("run.profiles/qp100/server.perf.data")).doesNotExist();
    }

    @Test
    void aServerOnAnotherHostIsAnAbsenceWithItsReason() {
        List<ProfileResult> r = new PerfServerProfiler(99, ProcFs.system(), null).beforeWindow(
                context(WatchTargets.remote())).afterWindow(new Window(1, null, 1, true), List.of());
        assertThat(r).singleElement().extracting(ProfileResult::reason).asString().contains("another host");
    }

    @Test
    void perfMissingIsAnAbsenceWithItsReason() {
        List<ProfileResult> r = new PerfServerProfiler(99, ProcFs.system(), dir.resolve("no-perf").toString())
                .beforeWindow(context(thisProcessAsServer())).afterWindow(new Window(1, null, 1, true), List.of());
        assertThat(r).singleElement().extracting(ProfileResult::reason).asString().contains("perf is not installed");
    }

    @Test
    void anEmbeddedEngineHasNoServerProfileAtAll() {
        List<ProfileResult> r = new PerfServerProfiler(99, ProcFs.system(), null).beforeWindow(
                context(WatchTargets.embedded(dir))).afterWindow(new Window(1, null, 1, true), List.of());
        assertThat(r).isEmpty();
    }
}
