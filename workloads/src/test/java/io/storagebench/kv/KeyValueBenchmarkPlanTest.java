package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Capability;
import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Load;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.StepDriver;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The kv plan: db_bench's step names in benchmark_compare.sh's order, durations, headlines, parameters. */
class KeyValueBenchmarkPlanTest {
    static final List<String> ALL = List.of("fillseq", "readrandom", "fwdrange", "revrange", "multireadrandom",
            "overwritesome", "flush_mt_l0", "readwhilewriting", "fwdrangewhilewriting", "revrangewhilewriting",
            "overwriteandwait", "waitforcompaction", "compact", "readrandom2", "readrandom3");

    @Test
    void theDefaultPlanRunsEveryDbBenchStepInTheReferenceOrderOnAnyKeyValueEngine() {
        WorkloadPlan plan = new KeyValueBenchmark().plan("tiny", Map.of());
        assertThat(names(plan)).isEqualTo(ALL);
        assertThat(plan.requires()).containsExactly(Capability.KEY_VALUE);
        assertThat(plan.engine()).isEqualTo(EngineRequest.ANY);
        assertThat(plan.loads()).containsExactly(new Load("fillseq", 100_000, 420, "keys"));
        assertThat(plan.parameters()).containsEntry("key-size", "20").containsEntry("value-size", "400")
                .containsEntry("compression-ratio", "0.5").containsEntry("threads", "2");
    }

    @Test
    void profilesSizeTheRunAsBenchmarkCompareDoes() {
        Map<String, String> cached = new KeyValueBenchmark().plan("cached", Map.of()).parameters();
        assertThat(cached).containsEntry("keys", "1M").containsEntry("seconds", "65").containsEntry("threads", "16");
        Map<String, String> ioBound = new KeyValueBenchmark().plan("io-bound", Map.of()).parameters();
        assertThat(ioBound).containsEntry("keys", "200M");
    }

    @Test
    void timedStepsRunWarmupPlusSecondsAndTheWritingStepsEndWhenTheirPutsAreDone() {
        WorkloadPlan plan = new KeyValueBenchmark().plan("tiny", Map.of("seconds", "7", "warmup", "3",
                "keys", "1000", "overwrite-fraction", "0.25"));
        for (String timed : List.of("readrandom", "fwdrange", "multireadrandom", "readwhilewriting",
                "overwriteandwait", "readrandom2", "readrandom3")) {
            Step step = step(plan, timed);
            assertThat(step.warmup()).as(timed).isEqualTo(Duration.ofSeconds(3));
            assertThat(step.duration()).as(timed).isEqualTo(Duration.ofSeconds(10));
        }
        for (String untimed : List.of("fillseq", "overwritesome", "flush_mt_l0", "waitforcompaction", "compact")) {
            assertThat(step(plan, untimed).duration()).as(untimed).isNull();
            assertThat(step(plan, untimed).warmup()).as(untimed).isZero();
        }
        assertThat(step(plan, "fillseq").progress()).isEqualTo(new Step.ProgressTarget("kv", Unit.OPS, 1000));
        assertThat(step(plan, "overwritesome").progress()).isEqualTo(new Step.ProgressTarget("kv", Unit.OPS, 250));
    }

    @Test
    void everyHeadlineIsTheKvActorInOpsAndMultiGetCountsItsKeys() {
        WorkloadPlan plan = new KeyValueBenchmark().plan("tiny", Map.of());
        for (Step step : plan.steps()) {
            assertThat(step.headline().actor()).as(step.name()).isEqualTo("kv");
            assertThat(step.headline().label()).as(step.name()).isEqualTo("ops");
            assertThat(step.headline().unit()).as(step.name())
                    .isEqualTo(step.name().equals("multireadrandom") ? Unit.ROWS : Unit.OPS);
        }
    }

    @Test
    void selectedStepsRunInTheReferenceOrderAndNeedFillseq() {
        WorkloadPlan plan = new KeyValueBenchmark().plan("tiny", Map.of("steps", "compact, readrandom,fillseq"));
        assertThat(names(plan)).containsExactly("fillseq", "readrandom", "compact");
        assertThatThrownBy(() -> new KeyValueBenchmark().plan("tiny", Map.of("steps", "fillseq,readrandum")))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessageStartingWith("unknown step 'readrandum' in parameter steps (steps: all, fillseq, ")
                .hasMessageContaining("readrandom3").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> new KeyValueBenchmark().plan("tiny", Map.of("steps", "readrandom")))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("add fillseq")
                .hasMessageNotContaining("\n");
    }

    @Test
    void badValuesAreRefusedWithOneLineNamingTheParameter() {
        Map<String, String> bad = Map.of("keys", "0", "key-size", "7", "compression-ratio", "1.5", "batch", "0",
                "threads", "two", "writer-mb-per-sec", "0", "overwrite-fraction", "-0.1");
        bad.forEach((name, value) -> assertThatThrownBy(
                () -> new KeyValueBenchmark().plan("tiny", Map.of(name, value)))
                .as(name).isInstanceOf(InvalidParameterException.class).hasMessageContaining(name)
                .hasMessageNotContaining("\n"));
        assertThatThrownBy(() -> new KeyValueBenchmark().plan("tiny", Map.of("keys", "4")))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("overwrites no key");
        assertThatThrownBy(() -> new KeyValueBenchmark().plan("huge", Map.of()))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("unknown profile");
    }

    static List<String> names(WorkloadPlan plan) {
        return plan.steps().stream().map(Step::name).toList();
    }

    static Step step(WorkloadPlan plan, String name) {
        return StepDriver.step(plan.steps(), name);
    }
}
