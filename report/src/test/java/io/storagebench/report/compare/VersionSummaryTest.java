package io.storagebench.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.storagebench.report.compare.VersionSummary.GroupChange;
import io.storagebench.report.compare.VersionSummary.Mover;
import io.storagebench.report.compare.VersionSummary.Spread;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SysbenchBundles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A version comparison's summary from synthetic sysbench bundles: per group and per pair of versions (consecutive,
 * then first to last) the median and range of relative QPS, the seed reports' classes at 0.95 and 1.05, and the
 * tests beyond the noise with their cpu/o and cs/o ratios.
 */
class VersionSummaryTest {
    private static final Map<String, List<String>> GROUPS = groups();

    private static Map<String, List<String>> groups() {
        Map<String, List<String>> g = new LinkedHashMap<>();
        g.put("point", List.of("point-query", "random-points_range=10", "hot-points"));
        g.put("writes", List.of("update-index"));
        return g;
    }

    /** One repeat of a version: each test's QPS as given, cpu/o as given (50 by default), cs/o 2. */
    private static ResultBundle run(String version, Map<String, Double> qps, Map<String, Double> cpu) {
        List<String> tests = GROUPS.values().stream().flatMap(List::stream).toList();
        return SysbenchBundles.run("postgres", version, Map.of(), tests, t -> qps.getOrDefault(t, 1000.0),
                t -> cpu.getOrDefault(t, 50.0), t -> 2);
    }

    private static ResultBundle run(String version, Map<String, Double> qps) {
        return run(version, qps, Map.of());
    }

    private static VersionSummary summary(ResultBundle... bundles) {
        return VersionSummary.of(Comparison.of(List.of(bundles), null), GROUPS).orElseThrow();
    }

    private static List<Spread> spreads(VersionSummary s, String group) {
        return s.groups().stream().filter(g -> g.group().equals(group)).findFirst().orElseThrow().byPair();
    }

    @Test
    void eachGroupHasTheMedianAndRangeOfEveryConsecutivePairAndOfTheFirstAndLast() {
        VersionSummary s = summary(
                run("16.16", Map.of()),
                run("17.12", Map.of("point-query", 1100.0, "hot-points", 900.0)),
                run("18.7", Map.of("point-query", 1100.0, "random-points_range=10", 950.0, "hot-points", 990.0)));

        assertThat(s.pairs()).extracting(VersionSummary.Pair::label)
                .containsExactly("16.16 -> 17.12", "17.12 -> 18.7", "16.16 -> 18.7");
        List<Spread> point = spreads(s, "point");
        // 17.12 over 16.16: 1.10, 1.00, 0.90
        assertThat(point.get(0).median()).isEqualTo(1.0);
        assertThat(point.get(0).min()).isEqualTo(0.9);
        assertThat(point.get(0).max()).isEqualTo(1.1);
        assertThat(point.get(0).tests()).isEqualTo(3);
        // 18.7 over 17.12: 1.00, 0.95, 1.10
        assertThat(point.get(1).median()).isEqualTo(1.0);
        assertThat(point.get(1).min()).isEqualTo(0.95);
        assertThat(point.get(1).max()).isEqualTo(1.1);
        // 18.7 over 16.16: 1.10, 0.95, 0.99
        assertThat(point.get(2).median()).isEqualTo(0.99);
        assertThat(point.get(2).min()).isEqualTo(0.95);
        assertThat(point.get(2).max()).isEqualTo(1.1);
        assertThat(s.groups()).extracting(GroupChange::group).containsExactly("point", "writes");
    }

    @Test
    void aGroupOfAnEvenNumberOfTestsHasTheMeanOfItsTwoMiddleRatiosAsItsMedian() {
        assertThat(Spread.of(List.of(1.2, 0.8, 1.0, 0.9)).median()).isEqualTo(0.95);
    }

    @Test
    void cellsTakeTheRelativeTablesClassesAtTheBoundaries() {
        VersionSummary s = summary(run("1.0", Map.of()), run("2.0", Map.of("update-index", 950.0)),
                run("3.0", Map.of("update-index", 950.0 * 1.05)));
        List<Spread> writes = spreads(s, "writes");

        assertThat(writes.get(0).median()).isEqualTo(0.95);
        assertThat(writes.get(0).mark()).isEqualTo(Mark.WORSE);
        assertThat(writes.get(1).median()).isEqualTo(1.05);
        assertThat(writes.get(1).mark()).isEqualTo(Mark.BETTER);
        assertThat(new Spread(0.96, 0.9, 1.0, 3).mark()).isEqualTo(Mark.NONE);
        assertThat(new Spread(1.04, 1.0, 1.1, 3).mark()).isEqualTo(Mark.NONE);
        assertThat(Relative.classOf(0.95, Direction.HIGHER_IS_BETTER)).isEqualTo(Mark.WORSE);
        assertThat(Relative.classOf(1.05, Direction.LOWER_IS_BETTER)).isEqualTo(Mark.WORSE);
    }

    @Test
    void aTestBeyondTheNoiseIsAMoverWithItsCpuAndCsRatios_oneWithinTheNoiseIsNot() {
        // point-query: 1000 and 1010 before, 900 and 910 after, at 10% more CPU per query: ranges 9% apart
        // hot-points: 1000 and 1300 before, 900 and 1100 after: the mean fell 13%, but the ranges overlap
        VersionSummary s = summary(
                run("16.16", Map.of("point-query", 1000.0, "hot-points", 1000.0)),
                run("16.16", Map.of("point-query", 1010.0, "hot-points", 1300.0)),
                run("17.12", Map.of("point-query", 900.0, "hot-points", 900.0), Map.of("point-query", 55.0)),
                run("17.12", Map.of("point-query", 910.0, "hot-points", 1100.0), Map.of("point-query", 55.0)));

        assertThat(s.pairs()).hasSize(1);
        assertThat(s.pairs().get(0).noiseKnown()).isTrue();
        assertThat(s.movers()).extracting(Mover::test).containsExactly("point-query");
        Mover m = s.movers().get(0);
        assertThat(m.cpu()).isCloseTo(1.10, offset(1e-9));
        assertThat(m.cs()).isEqualTo(1.0);
        assertThat(m.mark()).isEqualTo(Mark.WORSE);
        assertThat(m.line()).isEqualTo("point-query: 0.90, cpu/o 1.10, cs/o 1.00: new CPU overhead");
    }

    @Test
    void withoutRepeatsTheNoiseIsUnknownAndTheThresholdAloneDecides() {
        VersionSummary s = summary(run("16.16", Map.of()),
                run("17.12", Map.of("hot-points", 1100.0, "point-query", 1040.0), Map.of("hot-points", 40.0)));

        assertThat(s.pairs().get(0).noiseKnown()).isFalse();
        assertThat(s.movers()).extracting(Mover::test).containsExactly("hot-points");
        assertThat(s.movers().get(0).line())
                .isEqualTo("hot-points: 1.10, cpu/o 0.80, cs/o 1.00: less CPU per operation (noise unknown)");
    }

    @Test
    void versionsGoInReleaseOrderWhateverTheOrderTheBundlesCameIn() {
        VersionSummary s = summary(run("18.7", Map.of()), run("9.10.0", Map.of()), run("10.4.2", Map.of()));

        assertThat(s.pairs()).extracting(VersionSummary.Pair::label)
                .containsExactly("9.10.0 -> 10.4.2", "10.4.2 -> 18.7", "9.10.0 -> 18.7");
        assertThat(VersionSummary.compareVersions("10.11.5", "10.2.11")).isPositive();
        assertThat(VersionSummary.compareVersions("17.2", "17.2.0")).isNegative();
    }

    @Test
    void runsOfOneVersionOrOfSeveralEnginesHaveNoSummary() {
        ResultBundle a = run("16.16", Map.of());
        ResultBundle b = withOption(run("16.16", Map.of()));
        ResultBundle other = SysbenchBundles.run("mysql", "8.4", Map.of(), List.of("point-query"), t -> 1, t -> 1,
                t -> 1);

        assertThat(VersionSummary.of(Comparison.of(List.of(a, b), null), GROUPS)).isEmpty();
        assertThat(VersionSummary.of(Comparison.of(List.of(a, other), null), GROUPS)).isEmpty();
        assertThat(VersionSummary.of(Comparison.of(List.of(a), null), GROUPS)).isEmpty();
        Optional<VersionSummary> versions = VersionSummary.of(Comparison.of(List.of(a, run("17.12", Map.of())), null),
                GROUPS);
        assertThat(versions).isPresent();
    }

    @Test
    void versionsCrossedWithConfigurationsHaveOneSummaryPerConfigurationOverItsVersions() {
        List<ResultBundle> bundles = List.of(
                run("16.16", Map.of()), withOption(run("16.16", Map.of("point-query", 2000.0))),
                run("17.12", Map.of("point-query", 1100.0)), withOption(run("17.12", Map.of("point-query", 1000.0))));
        Comparison c = Comparison.of(bundles, null);

        assertThat(VersionSummary.of(c, GROUPS)).isEmpty();
        List<VersionSummary> all = VersionSummary.all(c, GROUPS);
        assertThat(all).extracting(VersionSummary::configuration).containsExactly("", "compression=zstd");
        assertThat(all).allSatisfy(s -> assertThat(s.pairs()).extracting(VersionSummary.Pair::label)
                .containsExactly("16.16 -> 17.12"));
        // without the option point-query rose 10%; with it, it halved
        assertThat(all).allSatisfy(s -> assertThat(s.movers()).extracting(Mover::test).containsExactly("point-query"));
        assertThat(all.get(0).movers().get(0).ratio()).isCloseTo(1.1, offset(1e-9));
        assertThat(all.get(1).movers().get(0).ratio()).isCloseTo(0.5, offset(1e-9));
    }

    @Test
    void aSettingThatDiffersOnlyByVersionGoesWithTheVersion_notWithTheConfiguration() {
        // as a server reports its defaults: effective_io_concurrency 1 up to 17, 16 in 18; the --vary is compression
        List<String> tests = GROUPS.values().stream().flatMap(List::stream).toList();
        List<ResultBundle> bundles = new ArrayList<>();
        for (String version : List.of("17.12", "18.7")) {
            for (String compression : List.of("none", "zstd")) {
                bundles.add(SysbenchBundles.run("postgres", version, Map.of("compression", compression,
                        "effective_io_concurrency", version.equals("18.7") ? "16" : "1"), tests, t -> 1000.0,
                        t -> 50.0, t -> 2));
            }
        }

        List<VersionSummary> all = VersionSummary.all(Comparison.of(bundles, null), GROUPS);

        assertThat(all).extracting(VersionSummary::configuration)
                .containsExactly("compression=none", "compression=zstd");
        assertThat(all).allSatisfy(s -> assertThat(s.pairs()).extracting(VersionSummary.Pair::label)
                .containsExactly("17.12 -> 18.7"));
    }

    @Test
    void runsThatAreEachAnotherVersionHaveOneSummaryWhateverElseDiffers_configurationsOfOneVersionHaveNone() {
        Comparison c = Comparison.of(List.of(run("16.16", Map.of()), withOption(run("17.12", Map.of()))), null);
        // two versions, but each under another configuration: one summary of both (the versions are the runs)
        assertThat(VersionSummary.all(c, GROUPS)).hasSize(1);
        Comparison sameVersion = Comparison.of(List.of(run("16.16", Map.of()), withOption(run("16.16", Map.of()))),
                null);
        assertThat(VersionSummary.all(sameVersion, GROUPS)).isEmpty();
    }

    /** The same run with an engine option set: another configuration of one version, as --vary makes. */
    private static ResultBundle withOption(ResultBundle b) {
        EngineInfo e = b.engine();
        Map<String, String> options = new LinkedHashMap<>(e.options());
        options.put("compression", "zstd");
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(),
                new EngineInfo(e.name(), e.product(), e.version(), e.flavour(),
                        e.configuration(), options, e.cacheBytes(), e.dataDir()),
                b.workload(), b.startedAt(), b.endedAt(), b.status(), new ArrayList<>(b.steps()), b.errors());
    }
}
