package io.storagebench.host;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Times 1-byte round trips over a {@link Transport}: the calling thread is the client (write, then block in read),
 * an echo thread is the server (block in read, then write back). Each side sleeps in the kernel while the other
 * works, so every round trip includes two wake-ups of a blocked thread, as one query of a 1-client benchmark does.
 */
final class PingPong {
    /** The echo thread's name; tests look for threads named like this after a self-test returns. */
    static final String ECHO_THREAD_NAME = "storagebench-wakeup-echo";

    private static final byte PING = 0x2a;

    private PingPong() {
    }

    /**
     * Runs {@code warmup} untimed round trips then up to {@code count} timed ones, stopping early once
     * {@code timeLimitNanos} have passed since the start (the warm-up included). Closes the transport and waits for
     * the echo thread before returning, also on failure.
     */
    static RoundTripTimes run(Transport link, int warmup, int count, long timeLimitNanos) throws IOException {
        AtomicReference<IOException> echoFailure = new AtomicReference<>();
        Thread echo = new Thread(() -> echo(link, echoFailure), ECHO_THREAD_NAME);
        echo.setDaemon(true);
        echo.start();
        try {
            ByteBuffer buffer = ByteBuffer.allocateDirect(1);
            long start = System.nanoTime();
            for (int i = 0; i < warmup && System.nanoTime() - start < timeLimitNanos; i++) {
                roundTrip(link.client(), buffer, echoFailure);
            }
            long[] nanos = new long[count];
            int timed = 0;
            while (timed < count && (timed == 0 || System.nanoTime() - start < timeLimitNanos)) {
                long before = System.nanoTime();
                roundTrip(link.client(), buffer, echoFailure);
                nanos[timed++] = System.nanoTime() - before;
            }
            return RoundTripTimes.of(nanos, timed);
        } finally {
            link.close(); // wakes the echo thread if it is blocked in its read
            BusyLoop.join(echo, WakeupSelfTest.THREAD_STOP_TIMEOUT);
            if (echo.isAlive()) {
                throw new HostLatencyException("the " + link.name() + " echo thread did not stop within "
                        + WakeupSelfTest.THREAD_STOP_TIMEOUT.toMillis() + " ms");
            }
        }
    }

    private static void roundTrip(Transport.End client, ByteBuffer buffer, AtomicReference<IOException> echoFailure)
            throws IOException {
        buffer.clear();
        buffer.put(PING).flip();
        while (buffer.hasRemaining()) {
            client.out().write(buffer);
        }
        buffer.clear();
        while (buffer.hasRemaining()) {
            if (client.in().read(buffer) < 0) {
                IOException cause = echoFailure.get();
                throw new IOException("the echo side closed the link"
                        + (cause == null ? "" : ": " + cause.getMessage()), cause);
            }
        }
    }

    private static void echo(Transport link, AtomicReference<IOException> failure) {
        ByteBuffer buffer = ByteBuffer.allocateDirect(1);
        Transport.End server = link.server();
        try {
            while (true) {
                buffer.clear();
                if (server.in().read(buffer) < 0) {
                    return; // the client closed the link: the run is over
                }
                buffer.flip();
                while (buffer.hasRemaining()) {
                    server.out().write(buffer);
                }
            }
        } catch (ClosedChannelException e) {
            // the client closed the link while this thread was blocked in read: the run is over
        } catch (IOException e) {
            failure.set(e);
            try {
                link.close(); // the client sees end-of-stream instead of waiting forever
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
            }
        }
    }
}
