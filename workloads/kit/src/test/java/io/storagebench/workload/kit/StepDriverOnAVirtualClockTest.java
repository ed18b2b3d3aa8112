package io.storagebench.workload.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.Worker;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kit runs a step's threads on one thread on a virtual clock: pacing as the runner schedules it, rates and SLAs
 * over the measured window, followers stopped with the drivers, every call and engine call recorded.
 */
class StepDriverOnAVirtualClockTest {
    private static final String TABLE = "kv";

    /** A driver that puts keys index*1000, index*1000+1, ... and is done after {@code puts}. */
    private static Actor putter(String name, int threads, Pacing pacing, long puts) {
        return new Actor(name, threads, pacing, Role.DRIVER, (index, session) -> {
            KvPut put = session.prepare(new KvPutSpec(TABLE));
            return new Worker() {
                private long done;

                @Override
                public long run(io.storagebench.workload.OpContext context) {
                    if (done == puts) {
                        return Worker.DONE;
                    }
                    put.execute(ByteBuffer.allocate(8).putLong(index * 1000L + done++).array(), new byte[] {1});
                    return 1;
                }
            };
        });
    }

    /** A follower that does nothing but count. */
    private static Actor idler() {
        return new Actor("idler", 1, Pacing.CLOSED_LOOP, Role.FOLLOWER, (index, session) -> context -> 0);
    }

    private static Step step(Duration warmup, Duration duration, List<Sla> slas, Actor... actors) {
        return new Step("put", new Headline(actors[0].name(), Unit.ROWS, "ips"), warmup, duration, slas,
                AfterStep.NOTHING, null, engine -> {
                    engine.createTable(TableSpec.keyValue(TABLE, 8, 8));
                    return List.of(actors);
                });
    }

    @Test
    void aFixedRateActorsCallsAreDueOnItsScheduleAndItsSlaIsJudgedOverTheMeasuredWindow() throws Exception {
        RecordingEngine engine = new RecordingEngine();
        Sla sla = new Sla("putter", Unit.ROWS, 2 * 100, 0.95);
        StepRecord r = StepDriver.on(engine).run(step(Duration.ZERO, null, List.of(sla),
                putter("putter", 2, new Pacing.FixedRate(100), 50)));
        List<Call> calls = r.actor("putter").calls(0);
        assertThat(calls).hasSize(50);
        assertThat(calls.get(1).due()).isEqualTo(10_000_000L);
        assertThat(calls.get(49).start()).isEqualTo(490_000_000L);
        assertThat(r.rows()).containsEntry("putter", 100L);
        assertThat(r.elapsed()).isEqualTo(Duration.ofMillis(491));
        assertThat(r.slas()).singleElement().satisfies(c -> assertThat(c.passes()).isTrue());
        assertThat(r.headline()).isCloseTo(100 / 0.491, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(engine.calls()).containsExactly("createTable kv");
        assertThat(engine.executes()).containsEntry("KvPut", 100L);
        assertThat(EngineContents.kvKeys(engine, TABLE)).hasSize(100);
    }

    @Test
    void aSlowerServiceThanThePacingAllowsFailsTheSla() throws Exception {
        Sla sla = new Sla("putter", Unit.ROWS, 100, 0.95);
        StepRecord r = StepDriver.on(new RecordingEngine()).serviceTime(Duration.ofMillis(20))
                .run(step(Duration.ZERO, null, List.of(sla), putter("putter", 1, new Pacing.FixedRate(100), 50)));
        assertThat(r.slas().get(0).passes()).isFalse();
        assertThat(r.slas().get(0).achieved()).isCloseTo(50, org.assertj.core.data.Offset.offset(0.1));
    }

    @Test
    void theInsertBenchmarksWindowStartsASecondInAndDuesEveryCallOfAWindowAtItsStart() throws Exception {
        StepRecord r = StepDriver.on(new RecordingEngine())
                .run(step(Duration.ZERO, null, List.of(), putter("putter", 1, Pacing.perSecondWindow(2), 4)));
        assertThat(r.actor("putter").calls()).extracting(Call::due)
                .containsExactly(1_000_000_000L, 1_000_000_000L, 2_000_000_000L, 2_000_000_000L);
    }

    @Test
    void followersTakeTurnsWithTheDriversAndStopWithThem() throws Exception {
        StepRecord r = StepDriver.on(new RecordingEngine())
                .run(step(Duration.ZERO, null, List.of(), putter("putter", 1, Pacing.CLOSED_LOOP, 5), idler()));
        assertThat(r.actor("idler").count()).isEqualTo(6);
        assertThat(r.actor("putter").count()).isEqualTo(5);
    }

    @Test
    void aStepWithADurationEndsThereAndItsWarmupIsNotMeasured() throws Exception {
        StepRecord r = StepDriver.on(new RecordingEngine()).run(step(Duration.ofMillis(100), Duration.ofMillis(400),
                List.of(), putter("putter", 1, Pacing.CLOSED_LOOP, 1_000_000)));
        assertThat(r.actor("putter").count()).isEqualTo(500);
        assertThat(r.measured()).isEqualTo(Duration.ofMillis(400));
        assertThat(r.rate("putter", Unit.OPS)).isCloseTo(1000, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void threadAfterThreadRunsEachThreadToItsEndAndRefusesAFollowerWithoutOne() throws Exception {
        StepRecord r = StepDriver.on(new RecordingEngine()).order(StepDriver.Order.THREAD_AFTER_THREAD)
                .callsPerThread(3).run(step(Duration.ZERO, null, List.of(),
                        putter("putter", 2, Pacing.CLOSED_LOOP, 10)));
        assertThat(r.returns().get("putter")).hasSize(6);
        assertThat(r.actor("putter").calls(1).get(0).start()).as("a thread's clock is its own").isZero();
        assertThatThrownBy(() -> StepDriver.on(new RecordingEngine()).order(StepDriver.Order.THREAD_AFTER_THREAD)
                .run(step(Duration.ZERO, null, List.of(), putter("putter", 1, Pacing.CLOSED_LOOP, 1), idler())))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("follower idler has no end");
    }

    @Test
    void aThreadCalledByHandKeepsItsWorkerBetweenCalls() throws Exception {
        RecordingEngine engine = new RecordingEngine();
        Step step = step(Duration.ZERO, null, List.of(), putter("putter", 1, Pacing.CLOSED_LOOP, 3));
        try (StepThread thread = StepDriver.on(engine).thread(step)) {
            assertThat(thread.run(2)).containsExactly(1L, 1L);
            assertThat(thread.run(5)).containsExactly(1L);
        }
        assertThat(engine.executes()).containsEntry("KvPut", 3L);
        assertThatThrownBy(() -> StepDriver.step(List.of(step), "load")).hasMessage("no step load (steps: put)");
    }
}
