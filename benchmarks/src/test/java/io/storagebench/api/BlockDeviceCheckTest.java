package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.cli.CommandLineRun;
import io.storagebench.probe.FakeProc;
import io.storagebench.probe.proc.MountInfo;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.WorkloadPlan;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workload that counts the block device's reads refuses, in one line and before anything is created, a work
 * directory on a filesystem the probe finds no device for (tmpfs accepts O_DIRECT on recent kernels, so the run would
 * otherwise measure RAM); a server given by URL and other workloads are not checked.
 */
class BlockDeviceCheckTest {
    @TempDir
    Path tmp;

    private final WorkloadPlan deviceReads = new WorkloadPlan("io-efficiency", "tiny", Map.of(), 1, Set.of(),
            List.of(), List.of(), new EngineRequest(Map.of(), 0, true, "it counts device reads"));

    @Test
    void aWorkDirOnTmpfsIsRefusedNamingTheFilesystem_aDiskPasses() throws Exception {
        ProcFs proc = procFs();

        assertThatThrownBy(() -> BlockDeviceCheck.check(deviceReads, Path.of("/dev/shm/x"), false, proc))
                .isInstanceOf(BadInputException.class).hasMessage("io-efficiency counts the block device's reads, and "
                        + "/dev/shm/x is on tmpfs (/dev/shm), which has none in /proc/diskstats: give --work-dir a "
                        + "directory on a disk");
        assertThatCode(() -> BlockDeviceCheck.check(deviceReads, Path.of("/data/work"), false, proc))
                .doesNotThrowAnyException();
    }

    @Test
    void aServerGivenByUrlAndAWorkloadThatReadsNoDeviceAreNotChecked() throws Exception {
        ProcFs proc = procFs();
        WorkloadPlan any = new WorkloadPlan("kv", "tiny", Map.of(), 1, Set.of(), List.of(), List.of());

        assertThatCode(() -> BlockDeviceCheck.check(deviceReads, Path.of("/dev/shm/x"), true, proc))
                .doesNotThrowAnyException();
        assertThatCode(() -> BlockDeviceCheck.check(any, Path.of("/dev/shm/x"), false, proc))
                .doesNotThrowAnyException();
    }

    @Test
    void runRefusesIoEfficiencyOnTmpfsWithOneLineAndCreatesNothing() {
        Path shm = Path.of("/dev/shm");
        assumeTrue(ProcFs.system().mount(shm).map(MountInfo::fsType).filter("tmpfs"::equals).isPresent(),
                "/dev/shm is not tmpfs here");
        Path work = shm.resolve("storagebench-device-check-" + ProcessHandle.current().pid());

        CommandLineRun r = CommandLineRun.run("run", "-w", "io-efficiency", "--work-dir", work.toString(),
                "--results-dir", tmp.resolve("results").toString(), "--no-progress");

        assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).isEqualTo("run: io-efficiency counts the block device's reads, and " + work
                + " is on tmpfs (/dev/shm), which has none in /proc/diskstats: give --work-dir a directory on a disk"
                + System.lineSeparator());
        assertThat(work).doesNotExist();
        assertThat(tmp.resolve("results")).doesNotExist();
    }

    private ProcFs procFs() throws Exception {
        FakeProc fake = new FakeProc(tmp);
        return new ProcFs(fake.proc, fake.sys);
    }
}
