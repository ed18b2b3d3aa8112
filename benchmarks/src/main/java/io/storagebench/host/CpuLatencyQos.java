package io.storagebench.host;

import io.storagebench.results.LatencyQos;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A held CPU latency QoS request, as tuned's latency-performance profile and cyclictest make: writing a 32-bit limit
 * in microseconds to {@code /dev/cpu_dma_latency} asks the cpuidle governor to use no idle state slower to leave than
 * that, so a thread blocked in a read wakes without a deep-idle exit. The kernel keeps the request only while the
 * file stays open, so this holds the file until {@link #close()}. Opening the device needs root (it is mode 0600).
 */
public final class CpuLatencyQos implements AutoCloseable {
    /** The PM QoS misc device for CPU wake-up latency. */
    public static final Path DEVICE = Path.of("/dev/cpu_dma_latency");

    /** The request that keeps every CPU out of any idle state with an exit latency: none allowed. */
    public static final int NO_IDLE_EXIT_MICROS = 0;

    /** Marks {@link LatencyQos#requestMicros()} when no request is held. */
    static final int NOT_HELD = -1;

    private final FileChannel file;
    private final Path device;
    private final int requestMicros;

    private CpuLatencyQos(FileChannel file, Path device, int requestMicros) {
        this.file = file;
        this.device = device;
        this.requestMicros = requestMicros;
    }

    /**
     * Holds a request for at most {@code microseconds} of wake-up latency until {@link #close()}.
     *
     * @throws HostLatencyException when the device cannot be opened or written, with a one-line reason
     */
    public static CpuLatencyQos hold(int microseconds) {
        return hold(DEVICE, microseconds);
    }

    static CpuLatencyQos hold(Path device, int microseconds) {
        if (microseconds < 0) {
            throw new IllegalArgumentException("a CPU latency request is 0 or more microseconds: " + microseconds);
        }
        FileChannel file = null;
        try {
            file = FileChannel.open(device, StandardOpenOption.WRITE);
            // The device takes the value as a binary s32 in the CPU's own byte order (it also parses hex text,
            // which is easier to get wrong).
            ByteBuffer value = ByteBuffer.allocate(Integer.BYTES).order(ByteOrder.nativeOrder()).putInt(microseconds);
            value.flip();
            while (value.hasRemaining()) {
                file.write(value);
            }
            return new CpuLatencyQos(file, device, microseconds);
        } catch (IOException e) {
            closeQuietly(file);
            throw new HostLatencyException("cannot hold the CPU latency QoS request: " + device + ": " + reason(e), e);
        }
    }

    /** What the bundle records for this request, with the host's cpuidle driver and governor. */
    public LatencyQos describe() {
        CpuIdle idle = CpuIdle.read();
        return new LatencyQos(file.isOpen(), requestMicros, idle.driver(), idle.governor());
    }

    /** What the bundle records when no request was asked for: the host's cpuidle driver and governor only. */
    public static LatencyQos notHeld() {
        CpuIdle idle = CpuIdle.read();
        return new LatencyQos(false, NOT_HELD, idle.driver(), idle.governor());
    }

    /** Releases the request: closing the file is what makes the kernel drop it. */
    @Override
    public void close() {
        try {
            file.close();
        } catch (IOException e) {
            throw new HostLatencyException("cannot release the CPU latency QoS request: " + device + ": "
                    + reason(e), e);
        }
    }

    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "Permission denied (needs root)";
        }
        if (e instanceof NoSuchFileException) {
            return "No such file (a kernel without PM QoS, or not Linux)";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static void closeQuietly(FileChannel file) {
        if (file == null) {
            return;
        }
        try {
            file.close();
        } catch (IOException ignored) {
            // the open or write already failed; that is the error reported
        }
    }
}
