package io.storagebench.runner;

import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import io.storagebench.workload.WorkerFactory;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/** Worker factories for runner tests; each counts the workers it made and their {@code finish()} calls. */
final class StubWorkers implements WorkerFactory {

    /** One operation of a stub worker: what it does for operation {@code index} (0-based, retries repeat it). */
    @FunctionalInterface
    interface Op {
        long run(long index, OpContext context) throws InterruptedException;
    }

    final AtomicInteger created = new AtomicInteger();
    final AtomicInteger finished = new AtomicInteger();
    private final Op op;

    StubWorkers(Op op) {
        this.op = op;
    }

    /** Each operation costs {@code cost} of virtual time and returns {@code rows}; {@code maxOps} then DONE (0: never). */
    static StubWorkers costing(FakeClock clock, Duration cost, long rows, long maxOps) {
        return new StubWorkers((i, ctx) -> {
            if (maxOps > 0 && i >= maxOps) {
                return Worker.DONE;
            }
            clock.advance(cost);
            return rows;
        });
    }

    /**
     * Each operation says it is inside ({@code inside}), then waits for {@code release} and swallows interrupts
     * meanwhile, as a misbehaving engine call (native code that never looks at the interrupt).
     */
    static StubWorkers deafUntil(CountDownLatch inside, CountDownLatch release) {
        return new StubWorkers((i, ctx) -> {
            inside.countDown();
            while (release.getCount() > 0) {
                try {
                    release.await();
                } catch (InterruptedException ignored) {
                    // swallowed: only release ends the call
                }
            }
            return 0;
        });
    }

    @Override
    public Worker create(int index, io.storagebench.spi.Session session) {
        created.incrementAndGet();
        return new Worker() {
            private long next;

            @Override
            public long run(OpContext context) throws InterruptedException {
                long rows = op.run(next, context);
                next++; // reached only when the call did not throw: a retry repeats the same index
                return rows;
            }

            @Override
            public void finish() {
                finished.incrementAndGet();
            }
        };
    }
}
