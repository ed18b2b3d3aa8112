package io.storagebench.kv.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.TerminalSummary;
import io.storagebench.results.KvBundles;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KvTerminalSummaryTest {
    @Test
    void kvStepsShowDbBenchsColumns_p75FromTheHistogramWhenNotRecordedElseADash() {
        String text = TerminalSummary.render(KvBundles.kv());

        assertThat(row(text, "step")).containsExactly("step", "ops/s", "micros/op", "p50", "p75", "p99", "p99.9",
                "p99.99", "max", "ms", "cpu/op", "r/op", "rKB/op", "wKB/op", "w-amp", "s-amp", "stall", "s",
                "status");
        // readrandom's bundle has no p75 and no histogram to read it from
        assertThat(row(text, "readrandom")).containsExactly("readrandom", "52,000", "18.9", "15.1", "-", "56.7",
                "113", "227", "0.756", "36.00", "0.550", "4.40", "0.020", "1.00", "1.10", "0.000", "OK");
        // overwriteandwait's p75 comes from its histogram; its w-amp counts the wait's compactions: 6.2, not 3.0
        String[] overwrite = row(text, "overwriteandwait");
        assertThat(overwrite[4]).isEqualTo("34.8");
        assertThat(overwrite[13]).isEqualTo("6.20");
        assertThat(text).contains("w-amp of overwriteandwait counts the flushes and compactions of the "
                + "waitforcompaction after it");
    }

    @Test
    void anEngineWithoutRocksDbsStatisticsGetsNoLsmColumns_notColumnsOfDashes() {
        ResultBundle kv = KvBundles.kv();
        Set<String> lsm = Set.of("write_amp", "space_amp", "stall_s");
        List<StepResult> steps = kv.steps().stream().map(s -> new StepResult(s.name(), s.status(), s.startedAt(),
                s.elapsedSeconds(), s.warmupSeconds(), s.measuredSeconds(), s.headline(), s.actors(), s.slas(),
                s.after(), s.error(), s.metrics().stream().filter(m -> !m.name().startsWith("engine."))
                        .map(m -> lsm.contains(m.name()) ? MetricResult.absent(m.name(), m.unit(),
                                "the engine does not report rocksdb.bytes.written") : m).toList(), s.warnings()))
                .toList();

        String text = TerminalSummary.render(KvBundles.withSteps(kv, steps));

        assertThat(row(text, "step")).containsExactly("step", "ops/s", "micros/op", "p50", "p75", "p99", "p99.9",
                "p99.99", "max", "ms", "cpu/op", "r/op", "rKB/op", "wKB/op", "status");
        assertThat(row(text, "readrandom")).endsWith("36.00", "0.550", "4.40", "0.020", "OK");
        assertThat(text).doesNotContain("w-amp");
    }

    @Test
    void microsPerOpIsTheTimePerKeyWhenTheRateCountsKeys() {
        // multireadrandom: 110 us per call of 10 keys, rate in keys/s as db_bench counts them
        String[] multiread = row(TerminalSummary.render(KvBundles.kv()), "multireadrandom");
        assertThat(multiread[1]).isEqualTo("90,000");
        assertThat(multiread[2]).isEqualTo("11.0");
        assertThat(multiread).endsWith("20.00", "-", "-", "-", "-", "-", "-", "OK");
    }

    @Test
    void aKvStepWithoutMetricsLeavesItsCostCellsEmpty() {
        ResultBundle kv = KvBundles.kv();
        StepResult overwrite = kv.steps().get(2);
        StepResult bare = new StepResult(overwrite.name(), overwrite.status(), overwrite.startedAt(),
                overwrite.elapsedSeconds(), overwrite.warmupSeconds(), overwrite.measuredSeconds(),
                overwrite.headline(), overwrite.actors(), overwrite.slas(), overwrite.after(), null, List.of(),
                List.of());

        String[] cells = row(TerminalSummary.render(KvBundles.withSteps(kv, List.of(bare, kv.steps().get(3)))),
                "overwriteandwait");

        assertThat(cells).hasSize(10).startsWith("overwriteandwait", "40,000", "24.0").endsWith("OK");
    }

    @Test
    void ioEfficiencyShowsTheStudysTablePerBaselineAndReadStepAndNamesTheBaselineTool() {
        String text = TerminalSummary.render(KvBundles.ioEfficiency());

        assertThat(row(text, "fillseq")).startsWith("fillseq", "400,000", "2.4");
        assertThat(row(text, "step", 1)).containsExactly("step", "threads", "qps", "iops", "reqsz", "usPer",
                "syPer", "cpuPer", "rx.lat", "io.lat", "io.eff", "eff.min", "eff.max", "pairs", "us.inc", "cpu.inc",
                "pred", "iops", "meas/pred");
        // io.eff 30,000 / 73,000; us.inc 12.0 - 1.2; cpu.inc 18.0 - 5.5; pred 1e6 / (14 + 18); meas/pred 0.96
        assertThat(row(text, "readrandom.t1", 1)).containsExactly("readrandom.t1", "1", "30,000", "30,000", "8.00",
                "12.00", "6.00", "18.00", "33.0", "14.00", "0.411", "-", "-", "-", "10.80", "12.50", "31,250", "0.960");
        // fio's calls wait for its status every 200 ms: their times are no read's latency, the device's io.lat is
        assertThat(row(text, "baseline.t1", 1)).containsExactly("baseline.t1", "1", "73,000", "73,000", "8.00",
                "1.20", "4.30", "5.50", "-", "13.00", "-", "-", "-", "-", "-", "-", "54,054", "1.35");
        assertThat(row(text, "baseline.t1")).startsWith("baseline.t1", "73,000", "-", "-", "-", "-", "-", "-",
                "-");
        assertThat(text).contains("by fio; on vda (254:0) ext4: figures from a virtual disk served from a host "
                + "cache are not an SSD's");
    }

    @Test
    void anEngineReadingThroughThePageCacheSaysWhyItsIoEffIsAbsent() {
        String text = TerminalSummary.render(KvBundles.onEngine(KvBundles.ioEfficiency(), "postgres", "off"));

        assertThat(row(text, "readrandom.t1", 1)[10]).isEqualTo("-");
        assertThat(text).contains("io.eff -: postgres reads through the OS page cache (direct-reads off): the "
                + "device's reads are not its reads");
    }

    @Test
    void ioEfficiencyPrintsTheWarningWhenTheCacheDoesNotHoldIndexAndFilterBlocks() {
        ResultBundle bundle = KvBundles.ioEfficiency();
        ResultBundle missing = KvBundles.withSteps(bundle, List.of(bundle.steps().get(1),
                KvBundles.read("readrandom.t1", 1, 30_000, 14.0, 12.0, 6.0, 45_000)));

        assertThat(TerminalSummary.render(missing)).contains(System.lineSeparator() + "warning: readrandom.t1: "
                + "45,000 index and 3 filter block misses against 900,000 data block misses: the cache does not "
                + "hold the index and filter blocks");
        assertThat(TerminalSummary.render(bundle)).doesNotContain("warning:");
    }

    /** The cells of the first line starting with {@code first}. */
    private static String[] row(String text, String first) {
        return row(text, first, 0);
    }

    /** The cells of the line starting with {@code first}, the {@code nth} such line counted from 0. */
    private static String[] row(String text, String first, int nth) {
        return text.lines().filter(l -> l.startsWith(first + " ")).skip(nth).findFirst().orElseThrow()
                .split("\\s+");
    }
}
