package io.storagebench.runner;

import static io.storagebench.runner.Steps.untimed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.ActorResult;
import io.storagebench.results.StepResult;
import io.storagebench.spi.Capability;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Worker;
import io.storagebench.workload.WorkloadPlan;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An actor whose calls are of several kinds (YCSB's client: reads and updates from one thread) gets, beside its own
 * result, one per kind that ran, with that kind's calls, failures and latencies: what YCSB's per-operation summary
 * is made of. Pins {@code OpContext.operation} through the runner on the virtual clock.
 */
class OperationKindsAreCountedApartTest {
    private final FakeClock clock = new FakeClock();

    @Test
    void eachKindHasItsCountFailuresAndLatencies() {
        // one thread (the virtual clock is one for all threads), 60 calls: every third an UPDATE of 3 ms, the others
        // READs of 1 ms, a call whose number divides by 5 a READ of a missing key
        Actor client = new Actor("client", 1, Pacing.CLOSED_LOOP, Role.DRIVER, (t, session) -> new Worker() {
            private int calls;

            @Override
            public long run(io.storagebench.workload.OpContext ctx) {
                if (calls == 60) {
                    return DONE;
                }
                int call = calls++;
                boolean update = call % 3 == 2;
                clock.advance(Duration.ofMillis(update ? 3 : 1));
                ctx.operation(update ? 1 : 0, update || call % 5 != 0);
                return 1;
            }
        }, List.of("READ", "UPDATE", "SCAN"));
        StepResult step = new Runner(clock.settings()).run(new StubEngine(), new WorkloadPlan("mix", "tiny", Map.of(),
                1, Set.of(Capability.KEY_VALUE), List.of(untimed("run", client))), RunListener.NONE)
                .steps().get(0);

        assertThat(step.actors()).extracting(ActorResult::name).containsExactly("client", "READ", "UPDATE");
        ActorResult read = step.actor("READ");
        ActorResult update = step.actor("UPDATE");
        assertThat(step.actor("client").ops()).isEqualTo(60);
        assertThat(read.ops()).isEqualTo(40);
        assertThat(update.ops()).isEqualTo(20);
        // the reads among calls 0, 5, ... 55 (5, 20, 35 and 50 are updates): 0, 10, 15, 25, 30, 40, 45, 55
        assertThat(read.errors()).isEqualTo(8);
        assertThat(update.errors()).isZero();
        assertThat(read.serviceTime().meanMicros()).isCloseTo(1000, org.assertj.core.data.Offset.offset(5.0));
        assertThat(update.serviceTime().meanMicros()).isCloseTo(3000, org.assertj.core.data.Offset.offset(15.0));
        assertThat(read.series()).isNull();
    }

    @Test
    void kindsNamedAsTheActorOrTwiceAreRefused() {
        assertThatThrownBy(() -> new Actor("READ", 1, Pacing.CLOSED_LOOP, Role.DRIVER, (t, s) -> ctx -> 0,
                List.of("READ"))).hasMessageContaining("operation names must differ");
        assertThatThrownBy(() -> new Actor("client", 1, Pacing.CLOSED_LOOP, Role.DRIVER, (t, s) -> ctx -> 0,
                List.of("READ", "READ"))).hasMessageContaining("operation names must differ");
    }
}
