package io.storagebench.testservers;

import java.util.function.Supplier;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One server for a whole test class: started by the first test that asks for it (a class whose tests are all skipped
 * starts none), stopped after the class's last test, its {@code @Nested} classes' included. Starting one per test
 * would cost seconds each. Registered on a static field of the top-level class: {@code @RegisterExtension static final
 * ServerPerClass<PostgresServer> SERVER = new ServerPerClass<>(...)}.
 *
 * @param <S> the server
 */
public final class ServerPerClass<S extends AutoCloseable> implements AfterAllCallback {
    private final Supplier<S> start;
    private S server;

    /** @param start starts the server (and fails or skips the test where it cannot run here) */
    public ServerPerClass(Supplier<S> start) {
        this.start = start;
    }

    /** The class's server, started now if no test has asked for it yet. */
    public synchronized S get() {
        if (server == null) {
            server = start.get();
        }
        return server;
    }

    /**
     * Stops the server after the top-level class. Nested classes inherit the extension, and so call this after each
     * of them too (the TCK groups its tests in nested classes): those calls leave the server running.
     */
    @Override
    public synchronized void afterAll(ExtensionContext context) throws Exception {
        boolean topLevel = context.getParent().flatMap(ExtensionContext::getTestClass).isEmpty();
        if (topLevel && server != null) {
            S started = server;
            server = null;
            started.close();
        }
    }
}
