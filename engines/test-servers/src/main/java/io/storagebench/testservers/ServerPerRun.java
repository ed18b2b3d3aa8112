package io.storagebench.testservers;

import java.util.function.Supplier;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One server for every test class of a test run (one Surefire JVM) that registers it: started by the first test that
 * asks for it, stopped when the run ends (JUnit closes what the root context's store holds after the last class), so
 * a module's classes pay one start instead of one each. Declared once, as a constant beside the server's test
 * fixture, and registered by each class that uses it: {@code @RegisterExtension static final ServerPerRun<PostgresServer>
 * SERVER = PostgresTestServer.PER_RUN}. The classes stay independent by each working in a database (or schema) of its
 * own; a class that changes the server itself (its settings, its users' authentication) starts its own instead.
 *
 * <p>Classes that run in parallel share it too: {@link #get} starts it once, whoever asks first. But they would not
 * be independent there (a quiesce that waits for the server's dirty pages waits for everybody's, a server's global
 * counters count everybody's statements), so each test or class that uses it holds the server's lock,
 * {@code @ResourceLock(LOCK)} with the fixture's constant: its users take turns, other tests run beside them.
 *
 * @param <S> the server
 */
public final class ServerPerRun<S extends AutoCloseable> implements BeforeAllCallback {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ServerPerRun.class);

    private final String lock;
    private final Supplier<S> start;
    private S server;
    private Throwable failed;

    /**
     * @param lock the name of the {@code @ResourceLock} its users hold, a constant beside the fixture
     * @param start starts the server (and fails or skips the calling test where it cannot run here)
     */
    public ServerPerRun(String lock, Supplier<S> start) {
        this.lock = lock;
        this.start = start;
    }

    /** Registers the stop with the test run's root context, once, whichever class comes first. */
    @Override
    public void beforeAll(ExtensionContext context) {
        context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(this, key -> new Stop(), Stop.class);
    }

    /**
     * The run's server, started now if no test has asked for it yet. A start that failed fails (or skips) every later
     * caller the same way, without starting it again: a server that cannot start here costs one attempt, not one per
     * class.
     */
    public synchronized S get() {
        if (failed instanceof RuntimeException e) {
            throw e;
        }
        if (failed instanceof Error e) {
            throw e;
        }
        if (server == null) {
            try {
                server = start.get();
            } catch (RuntimeException | Error e) { // a skip (TestAbortedException) or CI's failure (AssertionError)
                failed = e;
                throw e;
            }
        }
        return server;
    }

    private synchronized void stop() throws Exception {
        if (server != null) {
            S started = server;
            server = null;
            started.close();
        }
    }

    /** What the root context's store closes after the run's last class (JUnit 5.13 closes stored AutoCloseables). */
    private final class Stop implements AutoCloseable {
        @Override
        public void close() throws Exception {
            stop();
        }
    }

    @Override
    public String toString() {
        return "the test run's server (lock " + lock + ")";
    }
}
