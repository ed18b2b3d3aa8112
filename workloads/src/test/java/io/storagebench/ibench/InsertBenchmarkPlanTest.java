package io.storagebench.ibench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.tck.reference.ReferenceEngine;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InsertBenchmarkPlanTest {
    private final InsertBenchmark workload = new InsertBenchmark();

    @Test
    void stepsComeInTheReferenceOrder() {
        WorkloadPlan plan = workload.plan("tiny", Map.of());
        assertThat(plan.steps()).extracting(Step::name).containsExactly("l.i0", "l.x", "l.i1", "l.i2", "qr100",
                "qp100", "qr500", "qp500", "qr1000", "qp1000");
        assertThat(plan.profile()).isEqualTo("tiny");
        assertThat(plan.seed()).isEqualTo(Defaults.SEED);
        assertThat(plan.parameters()).containsEntry("rows.l.i0", "200k").containsEntry("query.seconds", "15");
    }

    @Test
    void profilesSizeTheRunAsTheSpecSays() {
        assertThat(workload.plan("cached", Map.of()).parameters()).containsEntry("rows.l.i0", "30M")
                .containsEntry("rows.l.i1", "40M").containsEntry("rows.l.i2", "10M")
                .containsEntry("query.seconds", "1800");
        assertThat(workload.plan("io-bound", Map.of()).parameters()).containsEntry("rows.l.i0", "800M")
                .containsEntry("rows.l.i1", "4M").containsEntry("rows.l.i2", "1M");
    }

    @Test
    void queryStepsPaceTheInserterWithTheReferenceLimiterAndJudgeItAt95Percent() {
        WorkloadPlan plan = workload.plan("tiny", Map.of("clients", "2"));
        Step qr100 = step(plan, "qr100");
        var actors = qr100.setup().prepare(new ReferenceEngine());
        var inserter = actors.stream().filter(a -> a.name().equals("inserter")).findFirst().orElseThrow();
        // rounds_per_second = ceil(100 / 50) = 2 batches of 50 rows per second per client
        assertThat(inserter.pacing()).isEqualTo(new Pacing.PerSecondWindow(2, 0.95));
        assertThat(inserter.threads()).isEqualTo(2);
        assertThat(actors).extracting(a -> a.name() + ":" + a.role())
                .containsExactly("inserter:DRIVER", "deleter:DRIVER", "query:FOLLOWER");
        assertThat(qr100.slas()).singleElement().satisfies(sla -> {
            assertThat(sla.actor()).isEqualTo("inserter");
            assertThat(sla.unit()).isEqualTo(Unit.ROWS);
            assertThat(sla.targetPerSecond()).isEqualTo(200.0);
            assertThat(sla.threshold()).isEqualTo(190.0);
        });
        assertThat(qr100.headline().label()).isEqualTo("qps");
        assertThat(qr100.warmup()).isEqualTo(Duration.ofSeconds(3));
        // rows per client = rate x (warmup + seconds), so the measured window lasts query.seconds
        assertThat(qr100.progress().total()).isEqualTo(2 * 100 * (3 + 15));
        assertThat(step(plan, "qr1000").setup().prepare(new ReferenceEngine()).get(0).pacing())
                .isEqualTo(new Pacing.PerSecondWindow(20, 0.95));
    }

    @Test
    void aBatchLargerThanTheRateIsLoweredToTheRate() {
        IbenchParameters p = IbenchParameters.from(io.storagebench.workload.ParameterSet.resolve("x",
                InsertBenchmark.PROFILES, workload.parameters(), "tiny", Map.of("query.rates", "20")));
        assertThat(p.queryBatch(20)).isEqualTo(20);
        assertThat(p.batchesPerSecond(20)).isEqualTo(1);
        assertThat(p.batchesPerSecond(125)).isEqualTo(3);
    }

    @Test
    void loadStepsEndOnRowsAndOnlyL_i2QuiescesAndWaits() {
        WorkloadPlan plan = workload.plan("tiny", Map.of());
        for (String name : InsertBenchmark.LOAD_STEPS) {
            Step s = step(plan, name);
            assertThat(s.duration()).isNull();
            assertThat(s.headline().label()).isEqualTo("ips");
            assertThat(s.after().quiesce()).isEqualTo(name.equals("l.i2"));
        }
        assertThat(step(plan, "l.i2").after().window()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void autoWaitAfterLoadFollowsIqSh() {
        WorkloadPlan plan = workload.plan("tiny", Map.of("post-load-wait", "auto", "rows.l.i0", "30M",
                "clients", "4"));
        // min(1200, 60 + 120M / 1e6)
        assertThat(step(plan, "l.i2").after().window()).isEqualTo(Duration.ofSeconds(180));
    }

    @Test
    void stepsCanBeChosen() {
        WorkloadPlan plan = workload.plan("tiny", Map.of("steps", "l.i0, l.x"));
        assertThat(plan.steps()).extracting(Step::name).containsExactly("l.i0", "l.x");
    }

    @Test
    void withoutDeletesThereIsNoDeleter() {
        WorkloadPlan plan = workload.plan("tiny", Map.of("deletes", "false"));
        assertThat(step(plan, "l.i1").setup().prepare(new ReferenceEngine())).extracting(a -> a.name())
                .containsExactly("inserter");
        assertThat(step(plan, "qp100").setup().prepare(new ReferenceEngine())).extracting(a -> a.role())
                .containsExactly(Role.DRIVER, Role.FOLLOWER);
    }

    @Test
    void badInputIsRefusedWithOneLineNamingIt() {
        assertThatThrownBy(() -> workload.plan("huge", Map.of())).isInstanceOf(InvalidParameterException.class)
                .hasMessageContaining("unknown profile 'huge'").hasMessageContaining("tiny, cached, io-bound");
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("rows", "1"))).isInstanceOf(
                InvalidParameterException.class).hasMessageContaining("unknown parameter 'rows'");
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("clients", "zero")))
                .hasMessageContaining("bad value 'zero' for parameter clients");
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("rows.l.i0", "-5")))
                .hasMessageContaining("rows.l.i0");
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("steps", "l.i9")))
                .hasMessageContaining("unknown step 'l.i9'");
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("sla-share", "2")))
                .hasMessageContaining("sla-share");
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("data.min-length", "30")))
                .hasMessageContaining("data.max-length");
    }

    @Test
    void rowCountsAcceptSuffixes() {
        WorkloadPlan plan = workload.plan("tiny", Map.of("rows.l.i0", "2k"));
        assertThat(step(plan, "l.i0").progress().total()).isEqualTo(2000);
    }

    private static Step step(WorkloadPlan plan, String name) {
        return plan.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
