package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Run;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.ActorResult;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The operations clients ran again after a retryable error (a deadlock, a lock wait timeout, a Galera cluster's
 * certification conflict): a row per step and actor that retried in any run, a column per run. A retried operation is
 * counted once in the rates and latencies (its latency holds the retries), so this is where the cost of conflicts
 * shows. With repeats, the mean over them.
 */
final class Retries {
    private Retries() {
    }

    /** The section, or none when no client of any run retried. */
    static List<Section> sections(Comparison c) {
        Set<List<String>> retried = new LinkedHashSet<>();
        for (String step : c.steps()) {
            for (Run run : c.runs()) {
                for (StepResult s : run.steps(step)) {
                    s.actors().stream().filter(a -> a.retries() > 0).forEach(a -> retried.add(List.of(step, a.name())));
                }
            }
        }
        if (retried.isEmpty()) {
            return List.of();
        }
        List<String> header = new ArrayList<>(List.of("step", "actor"));
        c.runs().forEach(run -> header.add(run.label()));
        List<List<Cell>> rows = new ArrayList<>();
        for (List<String> key : retried) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(key.get(0)), Cell.text(key.get(1))));
            for (Run run : c.runs()) {
                row.add(cell(run.steps(key.get(0)), key.get(1)));
            }
            rows.add(row);
        }
        Table table = new Table("retries", "Retries", "Operations run again after a retryable error (a deadlock, a "
                + "Galera certification conflict), per step and actor; with repeats, their mean.", header, rows);
        return List.of(new Section("Retries", List.of(table), List.of()));
    }

    private static Cell cell(List<StepResult> repeats, String actor) {
        List<Long> counts = new ArrayList<>();
        for (StepResult s : repeats) {
            s.actors().stream().filter(a -> a.name().equals(actor)).map(ActorResult::retries).findFirst()
                    .ifPresent(counts::add);
        }
        if (counts.isEmpty()) {
            return Cell.text("-");
        }
        double mean = counts.stream().mapToLong(Long::longValue).average().orElse(0);
        return Cell.text(counts.size() == 1 ? String.valueOf(counts.get(0)) : Format.number(mean));
    }
}
