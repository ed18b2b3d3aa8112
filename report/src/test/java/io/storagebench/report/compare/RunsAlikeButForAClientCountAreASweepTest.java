package io.storagebench.report.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.layout.DifferingSettings;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SysbenchBundles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Bundles that differ only in a client count are the points of a sweep: labelled by it ({@code postgres
 * threads=4}), ordered by it whatever the order given, without a warning that they were set up differently.
 */
class RunsAlikeButForAClientCountAreASweepTest {
    private static ResultBundle run(String engine, Map<String, String> params) {
        return SysbenchBundles.run(engine, "1", params, List.of("point-query"), t -> 100, t -> 10, t -> 1);
    }

    @Test
    void eachRunIsLabelledByItsCountAndTheSeriesIsInAscendingCount() {
        Comparison c = Comparison.of(List.of(run("postgres", Map.of("threads", "4")),
                run("postgres", Map.of("threads", "1")), run("postgres", Map.of("threads", "2"))), null);

        assertThat(c.runs()).extracting(Run::label).containsExactly("postgres threads=4", "postgres threads=1",
                "postgres threads=2");
        Sweep sweep = Sweep.of(c).orElseThrow();
        assertThat(sweep.parameter()).isEqualTo("threads");
        assertThat(sweep.series()).hasSize(1);
        assertThat(sweep.series().get(0).label()).isEqualTo("postgres");
        assertThat(sweep.series().get(0).values()).containsExactly(1L, 2L, 4L);
        assertThat(sweep.series().get(0).base().label()).isEqualTo("postgres threads=1");
        assertThat(DifferingSettings.lines(c)).isEmpty();
    }

    @Test
    void twoEnginesSweptAreTwoSeries() {
        Comparison c = Comparison.of(List.of(run("postgres", Map.of("threads", "1")),
                run("postgres", Map.of("threads", "2")), run("sqlite", Map.of("threads", "1")),
                run("sqlite", Map.of("threads", "2"))), null);

        assertThat(Sweep.of(c).orElseThrow().series()).extracting(Sweep.Series::label)
                .containsExactly("postgres", "sqlite");
    }

    @Test
    void runsThatDifferInMoreOrInAnythingButAClientCountAreNoSweep() {
        Comparison seeds = Comparison.of(List.of(run("postgres", Map.of("seed", "1")),
                run("postgres", Map.of("seed", "2"))), null);
        assertThat(seeds.runs()).extracting(Run::label).containsExactly("postgres seed=1", "postgres seed=2");
        assertThat(Sweep.of(seeds)).isEmpty();

        Comparison two = Comparison.of(List.of(run("postgres", Map.of("threads", "1", "rows", "10")),
                run("postgres", Map.of("threads", "2", "rows", "20"))), null);
        assertThat(Sweep.of(two)).isEmpty();
        assertThat(DifferingSettings.lines(two)).hasSize(2).anyMatch(l -> l.contains("threads = 1"))
                .anyMatch(l -> l.contains("rows = 10"));
    }
}
