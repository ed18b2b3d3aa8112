package io.storagebench.engine.jdbc;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The JVM shutdown hook that stops a managed server when nothing else will. On Ctrl-C the JVM starts every hook at
 * once, so a hook that stopped the server at once would pull it from under the step still being stopped, and that
 * step would end FAILED instead of INTERRUPTED. This one first waits (at most {@link Defaults#SHUTDOWN_GRACE_SECONDS})
 * for the application's own shutdown to close the server in order, and stops it itself only when that does not
 * happen.
 */
public final class ServerShutdownHook {
    private final CountDownLatch closed = new CountDownLatch(1);
    private final Thread thread;

    /** A hook that runs {@code stop} unless {@link #closed()} is called first. */
    public ServerShutdownHook(String name, Runnable stop) {
        this.thread = new Thread(() -> {
            try {
                if (closed.await(Defaults.SHUTDOWN_GRACE_SECONDS, TimeUnit.SECONDS)) {
                    return;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            stop.run();
        }, name);
    }

    /** Registers the hook: call once the server runs. */
    public void install() {
        Runtime.getRuntime().addShutdownHook(thread);
    }

    /** The server is stopped: the hook has nothing left to do. Safe to call from the hook itself and twice. */
    public void closed() {
        closed.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(thread);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is exiting: the hook runs, sees the latch, and returns
        }
    }
}
