package io.storagebench.kv.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.report.render.HtmlRenderer;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.KvBundles;
import io.storagebench.results.ResultBundle;
import java.util.List;
import org.junit.jupiter.api.Test;

class KvLayoutsTest {
    @Test
    void theKvWorkloadsGetTheirOwnLayouts() {
        assertThat(WorkloadLayout.forWorkload("kv")).isInstanceOf(KvLayout.class);
        assertThat(WorkloadLayout.forWorkload("io-efficiency")).isInstanceOf(IoEfficiencyLayout.class);
    }

    @Test
    void kvEfficiencyHasDbBenchsColumnsAndOverwriteAndWaitsWriteAmpWithTheWait() {
        // bundles as the run wrote them, without the derived figure: the report derives it
        Report report = ReportBuilder.build(Comparison.of(List.of(KvBundles.kv()), null));

        Table readrandom = table(report, "Efficiency", "efficiency-readrandom");
        assertThat(readrandom.header()).containsExactly("run", "cpu/op x", "r/op x", "rKB/op x", "wKB/op x",
                "w-amp x", "s-amp x", "stall s x");
        Table overwrite = table(report, "Efficiency", "efficiency-overwriteandwait");
        assertThat(overwrite.header()).contains("w-amp x", "w-amp with wait x");
        List<Cell> row = overwrite.rows().get(0);
        assertThat(row.get(overwrite.header().indexOf("w-amp x")).text()).isEqualTo("3.00");
        assertThat(row.get(overwrite.header().indexOf("w-amp with wait x")).text()).isEqualTo("6.20");
    }

    @Test
    void ioEfficiencyHasTheStudysTablePerRunWithTheDerivedColumns() {
        ResultBundle bundle = KvBundles.ioEfficiency();
        Report report = ReportBuilder.build(Comparison.of(List.of(bundle), null));

        Table study = table(report, "IO efficiency", "io-efficiency-1");
        assertThat(study.header()).containsExactly("step", "threads", "qps", "iops", "reqsz", "usPer", "syPer",
                "cpuPer", "rx.lat", "io.lat", "io.eff", "eff.min", "eff.max", "pairs", "us.inc", "cpu.inc", "pred iops",
                "meas/pred");
        assertThat(study.rows()).extracting(r -> r.get(0).text()).containsExactly("baseline.t1", "readrandom.t1");
        assertThat(study.rows().get(1)).extracting(Cell::text).containsExactly("readrandom.t1", "1", "30,000",
                "30,000", "8.00", "12.00", "6.00", "18.00", "33.00", "14.00", "0.411", "absent", "absent", "absent",
                "10.80", "12.50", "31,250", "0.960");
        Cell againstItself = study.rows().get(0).get(study.header().indexOf("io.eff"));
        assertThat(againstItself.text()).isEqualTo("absent");
        assertThat(study.note()).contains("by fio", "figures from a virtual disk served from a host cache are not "
                + "an SSD's");

        Table efficiency = table(report, "Efficiency", "efficiency-readrandom.t1");
        assertThat(efficiency.header()).contains("io.eff x", "cpu.inc us/read");
        assertThat(MarkdownRenderer.render(report)).contains("IO efficiency", "0.411");
        assertThat(HtmlRenderer.render(report)).contains("io-efficiency-1");
    }

    private static Table table(Report report, String section, String id) {
        Section s = report.sections().stream().filter(x -> x.heading().equals(section)).findFirst().orElseThrow();
        return s.tables().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }
}
