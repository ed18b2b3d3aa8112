package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Capability;
import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Load;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.StepDriver;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The io-efficiency plan: its steps per thread count, the RocksDB configuration it asks for, the baseline tool. */
class IoEfficiencyPlanTest {
    /** Two one-second slices: the smallest interleave. */
    static final IoEfficiency.Slicing SLICING = new IoEfficiency.Slicing(2, 1000);


    @Test
    void eachThreadCountGetsABaselineBeforeItsReadsThenBothInterleavedAfterFlushAndReadsAfterEachCompaction() {
        WorkloadPlan plan = new IoEfficiency().plan("tiny", Map.of("threads", "1,6"));
        assertThat(KeyValueBenchmarkPlanTest.names(plan)).containsExactly("fillseq", "overwritesome",
                "flush_mt_l0", "baseline.t1", "readrandom.t1", "interleave.t1", "baseline.t6", "readrandom.t6",
                "interleave.t6", "compact",
                "readrandom2.t1", "readrandom2.t6", "readrandom3.t1", "readrandom3.t6");
        assertThat(plan.requires()).containsExactly(Capability.KEY_VALUE);
        assertThat(plan.loads()).containsExactly(new Load("fillseq", 1_000_000, 420, "keys"),
                new Load("baseline.t1", 1_000_000, 420, "keys"));
    }

    @Test
    void itAsksRocksDbForODirectUncompressedAlignedBlocksAndTheProfilesCache() {
        WorkloadPlan plan = new IoEfficiency().plan("tiny", Map.of());
        assertThat(plan.engine().tuning("rocksdb")).isEqualTo(new EngineRequest.Tuning(Map.of("direct-io", "on",
                "compression", "none", "block-align", "on", "block-size", "8192"), 8192));
        assertThat(plan.engine().cacheBytes()).isEqualTo(16L << 20);
        assertThat(plan.engine().why()).isNotBlank();
        WorkloadPlan ssd = new IoEfficiency().plan("ssd", Map.of("block-align", "false"));
        assertThat(ssd.engine().tuning("rocksdb").options()).containsEntry("block-align", "off");
        assertThat(ssd.engine().cacheBytes()).isEqualTo(512L << 20);
        assertThat(ssd.parameters()).containsEntry("keys", "20M").containsEntry("threads", "1,6");
    }

    @Test
    void itRunsOnMariaDbsIoBoundProfileAndOnPostgresWithEachEnginesReadSize_andCountsTheBlockDevice() {
        EngineRequest request = new IoEfficiency().plan("tiny", Map.of()).engine();
        assertThat(request.engineNames()).containsExactlyInAnyOrder("rocksdb", "mariadb-innodb", "mariadb-myrocks",
                "postgres");
        assertThat(request.accepts("sqlite")).isFalse();
        assertThat(request.tuning("mariadb-innodb")).isEqualTo(new EngineRequest.Tuning(Map.of("profile",
                "io-bound"), 16384));
        assertThat(request.tuning("mariadb-myrocks")).isEqualTo(new EngineRequest.Tuning(Map.of("profile",
                "io-bound"), 8192));
        assertThat(request.tuning("postgres")).isEqualTo(new EngineRequest.Tuning(Map.of(), 8192));
        assertThat(request.blockDevice()).isTrue();
    }

    @Test
    void theTinyProfileIsAMillionKeysInASixteenMbCacheWithFiveSecondReads() {
        assertThat(new IoEfficiency().plan("tiny", Map.of()).parameters()).containsEntry("keys", "1M")
                .containsEntry("cache-mb", "16").containsEntry("seconds", "5").containsEntry("threads", "1,2");
    }

    @Test
    void theBaselineRunsForTheWarmupAndSecondsOfAReadStepWithFioOrJavaReaders() {
        ParameterSet values = ParameterSet.resolve(IoEfficiency.NAME, IoEfficiency.PROFILES,
                new IoEfficiency().parameters(), "tiny", Map.of("seconds", "4", "warmup", "2"));
        KvParameters p = KvParameters.forIoEfficiency(values, 2);
        Step fio = StepDriver.step(IoEfficiency.steps(p, List.of(1, 2), true, EngineRequest.ANY, SLICING),
                "baseline.t2");
        assertThat(fio.headline().actor()).isEqualTo("baseline");
        assertThat(fio.headline().label()).isEqualTo("iops (fio)");
        assertThat(fio.headline().unit()).isEqualTo(Unit.ROWS);
        assertThat(fio.warmup()).isEqualTo(Duration.ofSeconds(2));
        assertThat(fio.duration()).isEqualTo(Duration.ofSeconds(6));
        Map<String, String> noWarmup = Map.of("seconds", "4", "warmup", "0");
        Step fioCold = StepDriver.step(IoEfficiency.steps(KvParameters.forIoEfficiency(ParameterSet.resolve(
                IoEfficiency.NAME, IoEfficiency.PROFILES, new IoEfficiency().parameters(), "tiny", noWarmup), 2),
                List.of(1, 2), true, EngineRequest.ANY, SLICING), "baseline.t2");
        assertThat(fioCold.warmup()).as("fio's start-up belongs in a warmup").isEqualTo(Duration.ofSeconds(1));
        Step java = StepDriver.step(IoEfficiency.steps(p, List.of(1, 2), false, EngineRequest.ANY, SLICING),
                "baseline.t2");
        assertThat(java.headline().label()).isEqualTo("iops (java O_DIRECT)");
        assertThat(java.headline().unit()).isEqualTo(Unit.OPS);
        assertThat(java.warmup()).isEqualTo(Duration.ofSeconds(2));
        assertThat(java.duration()).isEqualTo(Duration.ofSeconds(6));
    }

    @Test
    void theSlicesAreAnEvenCountLongerThanTwiceTheirWarmup() {
        assertThat(new IoEfficiency().plan("tiny", Map.of()).parameters()).containsEntry("slices", "16")
                .containsEntry("slice-seconds", "3");
        for (Map<String, String> bad : List.of(Map.of("slices", "3"), Map.of("slices", "0"),
                Map.of("slice-seconds", "0.3"))) {
            assertThatThrownBy(() -> new IoEfficiency().plan("tiny", bad)).as(bad.toString())
                    .isInstanceOf(InvalidParameterException.class).hasMessageContaining("slice")
                    .hasMessageNotContaining("\n");
        }
    }

    @Test
    void badThreadListsAreRefusedWithOneLine() {
        for (String threads : List.of("1,1", "0", "1,x", "")) {
            assertThatThrownBy(() -> new IoEfficiency().plan("tiny", Map.of("threads", threads)))
                    .as(threads).isInstanceOf(InvalidParameterException.class).hasMessageContaining("threads")
                    .hasMessageNotContaining("\n");
        }
        assertThatThrownBy(() -> new IoEfficiency().plan("tiny", Map.of("block-align", "maybe")))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("block-align");
        assertThatThrownBy(() -> new IoEfficiency().plan("tiny", Map.of("batch", "10")))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("unknown parameter 'batch'");
    }
}
