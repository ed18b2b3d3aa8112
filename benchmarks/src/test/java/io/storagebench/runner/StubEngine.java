package io.storagebench.runner;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.EngineInterruptedException;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An engine without a database (HikariCP's StubDriver idea): sessions are counted, quiesce can cost virtual time or
 * fail, and opening a session can be made to fail. Workers do the "work" themselves.
 */
final class StubEngine implements Engine {
    final AtomicInteger opened = new AtomicInteger();
    final AtomicInteger closed = new AtomicInteger();
    final AtomicInteger quiesced = new AtomicInteger();
    private final Set<Capability> capabilities;
    volatile FakeClock clock;
    volatile long quiesceNanos;
    volatile RuntimeException quiesceFailure;
    volatile RuntimeException openFailure;
    /** When set, quiesce counts it down and then waits until its thread is interrupted, as a long compaction wait. */
    volatile CountDownLatch quiesceWaitsForInterrupt;

    StubEngine() {
        this(EnumSet.allOf(Capability.class));
    }

    StubEngine(Set<Capability> capabilities) {
        this.capabilities = capabilities.isEmpty() ? EnumSet.noneOf(Capability.class) : EnumSet.copyOf(capabilities);
    }

    @Override
    public EngineIdentity identity() {
        return new EngineIdentity("stub", "Stub", "1.0", "", Map.of());
    }

    @Override
    public Set<Capability> capabilities() {
        return capabilities;
    }

    @Override
    public void createTable(TableSpec table) {
    }

    @Override
    public void dropTable(String table) {
    }

    @Override
    public void createIndex(IndexSpec index) {
    }

    @Override
    public Session openSession() {
        if (openFailure != null) {
            throw openFailure;
        }
        opened.incrementAndGet();
        return new StubSession(this);
    }

    @Override
    public void quiesce() {
        quiesced.incrementAndGet();
        if (clock != null) {
            clock.advance(quiesceNanos);
        }
        if (quiesceFailure != null) {
            throw quiesceFailure;
        }
        CountDownLatch started = quiesceWaitsForInterrupt;
        if (started != null) {
            started.countDown();
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineInterruptedException("stub: quiesce interrupted");
            }
        }
    }

    @Override
    public StorageStats storageStats() {
        return new StorageStats(OptionalLong.empty(), Map.of());
    }

    @Override
    public WatchTargets watchTargets() {
        return new WatchTargets(true, List.of(), Optional.empty());
    }

    @Override
    public void close() {
    }

    /** A session that only counts its close. */
    static final class StubSession implements Session {
        private final StubEngine engine;
        private boolean closed;

        StubSession(StubEngine engine) {
            this.engine = engine;
        }

        @Override
        public void close() {
            if (!closed) {
                closed = true;
                engine.closed.incrementAndGet();
            }
        }
    }
}
