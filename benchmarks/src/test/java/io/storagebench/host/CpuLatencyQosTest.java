package io.storagebench.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.results.LatencyQos;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The QoS request is held on the real device (root on Linux); a missing device is one clear line. */
class CpuLatencyQosTest {
    @Test
    void holdingKeepsTheDeviceOpenWithTheRequestInForceAndCloseReleasesIt() throws IOException {
        assumeTrue(Files.isWritable(CpuLatencyQos.DEVICE), "needs root and " + CpuLatencyQos.DEVICE);

        try (CpuLatencyQos qos = CpuLatencyQos.hold(CpuLatencyQos.NO_IDLE_EXIT_MICROS)) {
            assertThat(openDescriptorsOn(CpuLatencyQos.DEVICE)).isEqualTo(1);
            assertThat(currentLimitMicros()).isEqualTo(CpuLatencyQos.NO_IDLE_EXIT_MICROS);
            LatencyQos described = qos.describe();
            assertThat(described.held()).isTrue();
            assertThat(described.requestMicros()).isEqualTo(CpuLatencyQos.NO_IDLE_EXIT_MICROS);
            assertThat(described.cpuidleDriver()).isNotBlank();
        }
        assertThat(openDescriptorsOn(CpuLatencyQos.DEVICE)).isZero();

        // Held twice in a row: the first close really let go of the device.
        try (CpuLatencyQos again = CpuLatencyQos.hold(CpuLatencyQos.NO_IDLE_EXIT_MICROS)) {
            assertThat(openDescriptorsOn(CpuLatencyQos.DEVICE)).isEqualTo(1);
            assertThat(again.describe().held()).isTrue();
        }
        assertThat(openDescriptorsOn(CpuLatencyQos.DEVICE)).isZero();
    }

    @Test
    void aMissingDeviceIsOneClearLine(@TempDir Path dir) {
        Path missing = dir.resolve("cpu_dma_latency");

        assertThatThrownBy(() -> CpuLatencyQos.hold(missing, 0))
                .isInstanceOf(HostLatencyException.class)
                .hasMessage("cannot hold the CPU latency QoS request: " + missing
                        + ": No such file (a kernel without PM QoS, or not Linux)");
    }

    @Test
    void aNegativeRequestIsRefused() {
        assertThatThrownBy(() -> CpuLatencyQos.hold(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void notHeldStillRecordsTheCpuidleSetup() {
        LatencyQos qos = CpuLatencyQos.notHeld();

        assertThat(qos.held()).isFalse();
        assertThat(qos.requestMicros()).isEqualTo(CpuLatencyQos.NOT_HELD);
        assertThat(qos.cpuidleDriver()).isNotBlank();
        assertThat(qos.cpuidleGovernor()).isNotBlank();
    }

    @Test
    void theCpuidleSetupIsReadFromSysfsWithTheReadOnlyGovernorAsFallback(@TempDir Path dir) throws IOException {
        assertThat(CpuIdle.read(dir)).isEqualTo(new CpuIdle("unknown", "unknown"));

        Files.writeString(dir.resolve("current_driver"), "none\n");
        Files.writeString(dir.resolve("current_governor_ro"), "menu\n");
        assertThat(CpuIdle.read(dir)).isEqualTo(new CpuIdle("none", "menu"));

        Files.writeString(dir.resolve("current_governor"), "teo\n");
        assertThat(CpuIdle.read(dir)).isEqualTo(new CpuIdle("none", "teo"));
    }

    /** How many of this process's descriptors point at the device (/proc/self/fd links). */
    private static long openDescriptorsOn(Path device) throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.filter(fd -> {
                try {
                    return Files.readSymbolicLink(fd).equals(device);
                } catch (IOException e) {
                    return false; // the descriptor of the listing itself, closed by now
                }
            }).count();
        }
    }

    /** The kernel's effective limit: reading the device gives it as a native-order s32. */
    private static int currentLimitMicros() throws IOException {
        try (FileChannel f = FileChannel.open(CpuLatencyQos.DEVICE, StandardOpenOption.READ)) {
            ByteBuffer b = ByteBuffer.allocate(Integer.BYTES).order(ByteOrder.nativeOrder());
            while (b.hasRemaining() && f.read(b) >= 0) {
                // read the four bytes
            }
            return b.flip().getInt();
        }
    }
}
