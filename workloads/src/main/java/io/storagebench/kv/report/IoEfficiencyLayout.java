package io.storagebench.kv.report;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Measure;
import io.storagebench.report.compare.Run;
import io.storagebench.report.compare.Value;

import io.storagebench.report.layout.EfficiencyColumn;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.ActorResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The IO-efficiency study ({@code io-efficiency}): kv's efficiency columns plus the per-read figures and the derived
 * ones ({@link IoEfficiency}), and per run the study's table over its baseline and read steps: threads, qps, device
 * reads/s, request size, CPU per read, the engine's and the device's latency, efficiency against the baseline, CPU
 * added per read, and the latency + CPU model's prediction.
 */
public final class IoEfficiencyLayout implements WorkloadLayout {
    static final List<EfficiencyColumn> COLUMNS = Stream.concat(KvLayout.COLUMNS.stream(), Stream.of(
            EfficiencyColumn.cost("io.lat", "read_latency_us"),
            EfficiencyColumn.cost("reqsz", "read_kb_per_read"),
            EfficiencyColumn.cost("cpuPer", "cpu_us_per_read.host"),
            new EfficiencyColumn("io.eff", "io_eff", Direction.HIGHER_IS_BETTER),
            EfficiencyColumn.cost("us.inc", "us_inc"),
            EfficiencyColumn.cost("cpu.inc", "cpu_inc"))).toList();

    @Override
    public boolean handles(String workload) {
        return workload.equals(IoEfficiency.WORKLOAD);
    }

    @Override
    public List<EfficiencyColumn> efficiency() {
        return COLUMNS;
    }

    @Override
    public ResultBundle derive(ResultBundle bundle) {
        return IoEfficiency.derive(bundle);
    }

    @Override
    public List<Section> extraSections(Comparison c) {
        List<String> steps = c.steps().stream().filter(s -> IoEfficiency.threads(s) >= 0).toList();
        if (steps.isEmpty()) {
            return List.of();
        }
        List<String> header = new ArrayList<>(List.of("step", "threads", "qps"));
        IoEfficiency.COLUMNS.forEach(col -> header.add(col.heading()));
        List<Table> tables = new ArrayList<>();
        for (int i = 0; i < c.runs().size(); i++) {
            Run run = c.runs().get(i);
            List<List<Cell>> rows = new ArrayList<>();
            for (String step : steps) {
                List<Cell> row = new ArrayList<>(List.of(Cell.text(step),
                        Cell.text(Integer.toString(IoEfficiency.threads(step))),
                        ReportBuilder.valueCell(run.headline(step))));
                for (IoEfficiency.Column col : IoEfficiency.COLUMNS) {
                    row.add(ReportBuilder.valueCell(col.metric() == null ? meanMicros(run, step)
                            : run.metric(step, col.metric())));
                }
                rows.add(row);
            }
            tables.add(new Table("io-efficiency-" + (i + 1), "IO efficiency: " + run.label(),
                    "iops: device reads/s; reqsz KB per read; usPer, syPer, cpuPer: host user, system, both CPU us "
                            + "per read; rx.lat: the step's mean response time, io.lat the device's, in us; "
                            + "us.inc and cpu.inc: CPU per read above the baseline's; pred iops = threads x 1e6 / "
                            + "(io.lat + cpuPer). " + IoEfficiency.baselineNote(run.repeats().get(0)) + ".",
                    header, rows));
        }
        return List.of(new Section("IO efficiency", tables, List.of()));
    }

    /** The headline actor's mean response time in us over the repeats that measured it. */
    private static Value meanMicros(Run run, String step) {
        List<Double> means = new ArrayList<>();
        for (StepResult s : run.steps(step)) {
            ActorResult actor = s.headline() == null ? null : s.actor(s.headline().actor());
            if (actor != null && actor.responseTime() != null && actor.responseTime().count() > 0) {
                means.add(actor.responseTime().meanMicros());
            }
        }
        return means.isEmpty() ? Value.absent("no response times measured") : Value.of(Measure.of(means));
    }
}
