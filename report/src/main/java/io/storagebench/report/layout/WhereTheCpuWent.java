package io.storagebench.report.layout;

import io.storagebench.report.Defaults;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.CpuShift;
import io.storagebench.report.compare.Run;
import io.storagebench.report.flame.StepFlameGraphs;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the CPU went between the base run and each other run, from the steps' profiles ({@code run --profiler cpu}):
 * per step, the functions whose CPU µs per operation of their own changed most ({@link CpuShift}), both sides'
 * figures, the difference and the share of the step's CPU-per-operation change it explains, and a link to the
 * differential flame graph of each process group ({@link StepFlameGraphs}). Each side's first profiled repeat. No
 * section when no two runs both profiled a step.
 */
final class WhereTheCpuWent {
    private WhereTheCpuWent() {
    }

    static List<Section> sections(Comparison c) {
        Run base = c.base();
        List<Table> tables = new ArrayList<>();
        for (Run run : c.runs()) {
            if (run == base) {
                continue;
            }
            for (String step : c.steps()) {
                Optional<StepResult> b = profiled(base, step);
                Optional<StepResult> r = profiled(run, step);
                if (b.isEmpty() || r.isEmpty()) {
                    continue;
                }
                List<CpuShift> shifts = CpuShift.between(b.get(), r.get(), Defaults.CPU_SHIFT_ROWS);
                if (shifts.isEmpty()) {
                    continue;
                }
                List<List<Cell>> rows = new ArrayList<>();
                for (CpuShift s : shifts) {
                    rows.add(List.of(Cell.text(s.group()), Cell.text(s.function()), Cell.text(us(s.baseline())),
                            Cell.text(us(s.candidate())), Cell.text(String.format(Locale.ROOT, "%+.3f", s.delta())),
                            Cell.text(s.share() == null ? "-" : String.format(Locale.ROOT, "%.0f%%",
                                    100 * s.share()))));
                }
                StepFlameGraphs graphs = StepFlameGraphs.of(step, base.label(), run.label(), b.get(), r.get());
                String note = "CPU us per operation of each function's own code (its share of the profile's samples "
                        + "× the step's CPU per operation), the largest changes first; a function listed on one side "
                        + "only counts 0 on the other." + (graphs.links().isEmpty() ? "" : " The differential flame "
                        + "graphs draw " + run.label() + "'s stacks, red where a frame's us/op grew, blue where it "
                        + "shrank.") + graphs.missing().stream().map(m -> " " + m + ".").reduce("", String::concat);
                tables.add(new Table("cpu-shift-" + step + "-" + run.label(), step + ": " + base.label() + " -> "
                        + run.label(), note, List.of("group", "function", base.label(), run.label(), "change us/op",
                        "share of cpu/op change"), rows, graphs.links()));
            }
        }
        return tables.isEmpty() ? List.of() : List.of(new Section("Where the CPU went", tables, List.of()));
    }

    private static Optional<StepResult> profiled(Run run, String step) {
        return run.steps(step).stream().filter(StepResult::profiled).findFirst();
    }

    private static String us(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
