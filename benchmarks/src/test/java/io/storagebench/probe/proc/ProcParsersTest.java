package io.storagebench.probe.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The parsers on files copied from this machine's /proc (Debian 12, kernel 6.1, ext4 on virtio vda). */
class ProcParsersTest {

    static String fixture(String name) {
        try (InputStream in = ProcParsersTest.class.getResourceAsStream("/proc/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void procStatGivesTheAggregateCpuTicksAndContextSwitches() {
        HostStat s = HostStat.parse(fixture("stat"));
        // cpu  294798 0 24594 772311 4106 0 1086 602 0 0
        assertThat(s.user()).isEqualTo(294798);
        assertThat(s.system()).isEqualTo(24594);
        assertThat(s.idle()).isEqualTo(772311);
        assertThat(s.busyTicks()).isEqualTo(294798 + 0 + 24594 + 0 + 1086);
        assertThat(s.userTicks()).isEqualTo(294798 + 0);
        assertThat(s.systemTicks()).isEqualTo(24594 + 0 + 1086);
        assertThat(s.totalTicks()).isEqualTo(s.busyTicks() + 772311 + 4106 + 602);
        assertThat(s.contextSwitches()).isPositive();
    }

    @Test
    void pidStatIsParsedAfterTheLastParenthesis() {
        PidStat bash = PidStat.parse(fixture("pid_stat"));
        assertThat(bash.comm()).isEqualTo("bash");
        assertThat(bash.threads()).isEqualTo(1);
        assertThat(bash.starttime()).isPositive();
        PidStat cat = PidStat.parse(fixture("self_stat"));
        assertThat(cat.comm()).isEqualTo("cat");
        assertThat(cat.ppid()).isEqualTo(11615);
        assertThat(cat.starttime()).isEqualTo(550357);

        // a thread name with spaces and a ')' of its own, as a program may set
        PidStat odd = PidStat.parse("42 (rocksdb:low) x) S 1 42 42 0 -1 0 0 0 0 0 17 5 3 2 20 0 9 0 777 0 0");
        assertThat(odd.comm()).isEqualTo("rocksdb:low) x");
        assertThat(odd.utime()).isEqualTo(17);
        assertThat(odd.stime()).isEqualTo(5);
        assertThat(odd.cutime()).isEqualTo(3);
        assertThat(odd.cstime()).isEqualTo(2);
        assertThat(odd.ticks()).isEqualTo(22);
        assertThat(odd.threads()).isEqualTo(9);
        assertThat(odd.starttime()).isEqualTo(777);
        assertThat(PidStat.parse(fixture("task_stat")).comm()).isEqualTo("bash");
    }

    @Test
    void taskStatusGivesVoluntaryPlusNonvoluntaryContextSwitches() {
        // voluntary_ctxt_switches 5, nonvoluntary_ctxt_switches 0
        assertThat(KeyValues.contextSwitches(fixture("task_status"))).isEqualTo(5);
        assertThatThrownBy(() -> KeyValues.contextSwitches("Name: x\n")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void pidIoGivesBlockLayerAndSyscallBytes() {
        Map<String, Long> io = KeyValues.parse(fixture("self_io"));
        assertThat(io).containsEntry("rchar", 6976L).containsEntry("read_bytes", 0L)
                .containsEntry("write_bytes", 0L).containsKey("cancelled_write_bytes");
    }

    @Test
    void diskstatsGivesTheDeviceLineWithSectorCounts() {
        // 254 0 vda 93737 13403 4917290 37031 77920 16900 32208976 ...
        DiskStat vda = DiskStat.find(fixture("diskstats"), 254, 0).orElseThrow();
        assertThat(vda.name()).isEqualTo("vda");
        assertThat(vda.reads()).isEqualTo(93737);
        assertThat(vda.sectorsRead()).isEqualTo(4917290);
        assertThat(vda.readMillis()).isEqualTo(37031);
        assertThat(vda.writes()).isEqualTo(77920);
        assertThat(vda.sectorsWritten()).isEqualTo(32208976);
        assertThat(DiskStat.find(fixture("diskstats"), 254, 9)).isEmpty();
    }

    @Test
    void mountinfoFindsTheLongestMountPointHoldingAPath() {
        String text = fixture("mountinfo");
        MountInfo root = MountInfo.containing(text, Path.of("/work/main/storagebench-work/data")).orElseThrow();
        assertThat(root.mountPoint()).isEqualTo(Path.of("/"));
        assertThat(root.major()).isEqualTo(254);
        assertThat(root.minor()).isEqualTo(0);
        assertThat(root.fsType()).isEqualTo("ext4");
        MountInfo shm = MountInfo.containing(text, Path.of("/dev/shm/x")).orElseThrow();
        assertThat(shm.mountPoint()).isEqualTo(Path.of("/dev/shm"));
        assertThat(shm.major()).isZero();
        assertThat(shm.fsType()).isEqualTo("tmpfs");
        assertThat(MountInfo.unescape("/mnt/my\\040disk")).isEqualTo("/mnt/my disk");
    }
}
