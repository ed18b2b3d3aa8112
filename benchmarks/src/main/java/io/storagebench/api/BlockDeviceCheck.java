package io.storagebench.api;

import io.storagebench.probe.proc.MountInfo;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.workload.WorkloadPlan;
import java.nio.file.Path;

/**
 * Refuses, before anything is created, a workload that counts the block device's reads ({@code EngineRequest
 * .blockDevice}) in a work directory on a filesystem without one: tmpfs, ramfs, an overlay without a device. Such a
 * filesystem may still accept O_DIRECT (tmpfs does on recent kernels), so the run would go on and measure RAM. The
 * device is found as the probe finds it ({@link ProcFs#wholeDisk}), so the check passes exactly when the probe will
 * have the device's counters. A server the user runs ({@code --jdbc-url}) keeps its data on its own disk: not checked.
 */
final class BlockDeviceCheck {
    private BlockDeviceCheck() {
    }

    /** Throws {@link BadInputException} (one line, exit 2) when {@code workDir} has no block device in diskstats. */
    static void check(WorkloadPlan plan, Path workDir, boolean remoteServer, ProcFs proc) {
        if (!plan.engine().blockDevice() || remoteServer) {
            return;
        }
        Path dir = workDir.toAbsolutePath().normalize();
        if (!proc.available()) {
            throw new BadInputException(plan.workload() + " counts the block device's reads in /proc/diskstats, which "
                    + "this system does not have");
        }
        try {
            proc.wholeDisk(dir);
        } catch (RuntimeException e) {
            String fs = proc.mount(dir).map(BlockDeviceCheck::describe).orElse("no mount");
            throw new BadInputException(plan.workload() + " counts the block device's reads, and " + dir + " is on "
                    + fs + ", which has none in /proc/diskstats: give --work-dir a directory on a disk");
        }
    }

    private static String describe(MountInfo mount) {
        return mount.fsType() + " (" + mount.mountPoint() + ")";
    }
}
