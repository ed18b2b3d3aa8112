package io.storagebench.host;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * One daemon thread that spins until closed. A spinning thread keeps a vCPU out of its idle state, so a thread woken
 * beside it does not pay the idle exit: the usual way to show what wake-ups cost on a host.
 */
final class BusyLoop implements AutoCloseable {
    /** The spinning thread's name; tests look for threads named like this after a self-test returns. */
    static final String THREAD_NAME = "storagebench-wakeup-busy-loop";

    private final Thread thread;
    private volatile boolean running = true;

    private BusyLoop() {
        CountDownLatch spinning = new CountDownLatch(1);
        thread = new Thread(() -> spin(spinning), THREAD_NAME);
        thread.setDaemon(true);
        thread.start();
        try {
            // Measure only once it is really spinning: a thread just created may not have been scheduled yet.
            if (!spinning.await(WakeupSelfTest.THREAD_START_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                close();
                throw new HostLatencyException("the busy-loop thread did not start within "
                        + WakeupSelfTest.THREAD_START_TIMEOUT.toMillis() + " ms");
            }
        } catch (InterruptedException e) {
            close();
            Thread.currentThread().interrupt();
            throw new HostLatencyException("interrupted while starting the busy-loop thread", e);
        }
    }

    static BusyLoop start() {
        return new BusyLoop();
    }

    private void spin(CountDownLatch spinning) {
        spinning.countDown();
        // A plain volatile read per turn, no Thread.onSpinWait(): under KVM a long run of PAUSE instructions can make
        // the host deschedule the vCPU (pause-loop exiting), which would let it idle after all.
        while (running) {
            // spin
        }
    }

    /** Stops the thread and waits for it, so nothing keeps spinning after the self-test. */
    @Override
    public void close() {
        running = false;
        join(thread, WakeupSelfTest.THREAD_STOP_TIMEOUT);
    }

    static void join(Thread thread, Duration timeout) {
        boolean interrupted = false;
        long deadline = System.nanoTime() + timeout.toNanos();
        while (thread.isAlive()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                break;
            }
            try {
                thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            } catch (InterruptedException e) {
                interrupted = true; // finish the cleanup, then restore the flag
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
