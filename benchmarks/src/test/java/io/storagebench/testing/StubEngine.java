package io.storagebench.testing;

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
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An engine without a database (HikariCP's StubDriver idea), for the runner and probe tests and the harness
 * benchmark: sessions prepare nothing (every shape is refused by the SPI's defaults) and are counted; quiesce can cost
 * time, fail or block until interrupted; opening a session can fail; watch targets and storage stats are settable and
 * stats reads are counted. Left as constructed it does nothing, so a benchmark of the runner measures only the runner.
 */
public final class StubEngine implements Engine {
    private static final EngineIdentity IDENTITY = new EngineIdentity("stub", "Stub", "1.0", "", Map.of());

    public final AtomicInteger opened = new AtomicInteger();
    public final AtomicInteger closed = new AtomicInteger();
    public final AtomicInteger quiesced = new AtomicInteger();
    private final Set<Capability> capabilities;
    /** Runs first in every quiesce: a test advances its virtual clock here, as a checkpoint that takes time. */
    public volatile Runnable onQuiesce = () -> { };
    public volatile RuntimeException quiesceFailure;
    public volatile RuntimeException openFailure;
    /** When set, quiesce counts it down and then waits until its thread is interrupted, as a long compaction wait. */
    public volatile CountDownLatch quiesceWaitsForInterrupt;
    public volatile WatchTargets targets = WatchTargets.inMemory();
    public volatile StorageStats stats = StorageStats.UNKNOWN;
    /** How often storageStats was read (the probes read it from one thread). */
    public volatile int statsReads;

    /** An embedded engine with every capability. */
    public StubEngine() {
        this(EnumSet.allOf(Capability.class));
    }

    public StubEngine(Set<Capability> capabilities) {
        this.capabilities = capabilities.isEmpty() ? EnumSet.noneOf(Capability.class) : EnumSet.copyOf(capabilities);
    }

    /** An engine with every capability whose probes watch {@code targets}. */
    public StubEngine(WatchTargets targets) {
        this();
        this.targets = targets;
    }

    @Override
    public EngineIdentity identity() {
        return IDENTITY;
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
        onQuiesce.run();
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
        statsReads++;
        return stats;
    }

    @Override
    public WatchTargets watchTargets() {
        return targets;
    }

    @Override
    public void close() {
    }

    /** A session that only counts its close. */
    private static final class StubSession implements Session {
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
