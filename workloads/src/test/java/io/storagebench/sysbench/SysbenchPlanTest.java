package io.storagebench.sysbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkloadPlan;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tests a plan holds, their order, names, durations and headlines. */
class SysbenchPlanTest {
    /** The 32 reported tests in the order of all_small.sh. */
    static final List<String> REPORTED = List.of("update-inlist", "update-index", "update-nonindex", "update-one",
            "update-zipf", "write-only", "read-write_range=10", "read-write_range=100", "scan", "read-only_range=10",
            "read-only_range=100", "read-only_range=10000", "read-only-simple", "read-only-sum", "read-only-order",
            "read-only-distinct", "read-only-count", "point-query", "random-points_range=10",
            "random-points_range=100", "random-points_range=1000", "hot-points", "points-covered-pk",
            "points-notcovered-pk", "range-covered-pk", "range-notcovered-pk", "points-covered-si",
            "points-notcovered-si", "range-covered-si", "range-notcovered-si", "delete", "insert");

    @Test
    void theDefaultPlanLoadsWarmsThenRunsThe32ReportedTestsInTheReferenceOrder() {
        WorkloadPlan plan = new Sysbench().plan("tiny", Map.of());
        assertThat(names(plan).subList(0, 2)).containsExactly("load", "point-query.warm");
        assertThat(names(plan).subList(2, plan.steps().size())).isEqualTo(REPORTED);
    }

    @Test
    void pointQueryWarmRunsTheReadSecondsAfterTheLoadAndPostwriteFollowsIt() {
        WorkloadPlan plan = new Sysbench().plan("tiny", Map.of("seconds", "7", "warmup", "3", "tests", "insert"));
        assertThat(names(plan)).containsExactly("load", "point-query.warm", "insert");
        Step warm = step(plan, "point-query.warm");
        assertThat(warm.duration()).isEqualTo(Duration.ofSeconds(10));
        assertThat(warm.headline().unit()).isEqualTo(Unit.QUERIES);
        assertThat(warm.after().quiesce()).isTrue();
        assertThat(step(plan, "load").after().quiesce()).isFalse();
        // without it, postwrite follows the load, as before
        WorkloadPlan cold = new Sysbench().plan("tiny", Map.of("warm", "false", "tests", "insert"));
        assertThat(names(cold)).containsExactly("load", "insert");
        assertThat(step(cold, "load").after().quiesce()).isTrue();
    }

    @Test
    void withPreAddsThe15PreReadsBeforeTheWrites() {
        List<String> names = names(new Sysbench().plan("tiny", Map.of("with-pre", "true")));
        assertThat(names).hasSize(2 + 32 + 15);
        assertThat(names.subList(2, 17)).allMatch(n -> n.contains(".pre")).contains("point-query.pre",
                "random-points.pre_range=1000", "read-only.pre_range=10000", "range-notcovered-si.pre");
        assertThat(names.get(17)).isEqualTo("update-inlist");
    }

    @Test
    void groupsAndNamesSelectTestsInRunOrder() {
        assertThat(select("point")).containsExactly("point-query", "random-points_range=10",
                "random-points_range=100", "random-points_range=1000", "hot-points", "points-covered-pk",
                "points-notcovered-pk", "points-covered-si", "points-notcovered-si");
        assertThat(select("write")).containsExactly("update-inlist", "update-index", "update-nonindex", "update-one",
                "update-zipf", "write-only", "read-write_range=10", "read-write_range=100", "delete", "insert");
        assertThat(select("range-agg")).hasSize(8).allMatch(n -> n.startsWith("read-only"));
        assertThat(select("range")).containsExactly("scan", "range-covered-pk", "range-notcovered-pk",
                "range-covered-si", "range-notcovered-si");
        assertThat(select("insert, point-query.pre ,scan")).containsExactly("point-query.pre", "scan", "insert");
    }

    @Test
    void badTestNamesAreRejectedWithOneLine() {
        assertThatThrownBy(() -> select("point-queries")).isInstanceOf(InvalidParameterException.class)
                .hasMessageStartingWith("unknown test 'point-queries' in parameter tests").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> new Sysbench().plan("tiny", Map.of("rows", "0")))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("rows");
    }

    @Test
    void stepsRunWarmupPlusSecondsAndHeadlineQueriesOrScanKrowsPerThread() {
        WorkloadPlan plan = new Sysbench().plan("tiny", Map.of("seconds", "7", "write-seconds", "9", "warmup", "3",
                "threads", "4"));
        Step point = step(plan, "point-query");
        assertThat(point.warmup()).isEqualTo(Duration.ofSeconds(3));
        assertThat(point.duration()).isEqualTo(Duration.ofSeconds(10));
        assertThat(point.headline().unit()).isEqualTo(Unit.QUERIES);
        assertThat(point.headline().label()).isEqualTo("qps");
        assertThat(step(plan, "update-index").duration()).isEqualTo(Duration.ofSeconds(12));
        assertThat(step(plan, "write-only").duration()).isEqualTo(Duration.ofSeconds(10)); // read seconds, as run
        Step scan = step(plan, "scan");
        assertThat(scan.headline().unit()).isEqualTo(Unit.ROWS);
        assertThat(scan.headline().factor()).isEqualTo(1.0 / 4000);
        // postwrite after the load's point-query.warm and after read-write_range=100 only
        assertThat(plan.steps().stream().filter(s -> s.after().quiesce()).map(Step::name))
                .containsExactly("point-query.warm", "read-write_range=100");
    }

    private static List<String> select(String tests) {
        List<String> names = names(new Sysbench().plan("tiny", Map.of("tests", tests)));
        return names.subList(2, names.size());
    }

    private static Step step(WorkloadPlan plan, String name) {
        return plan.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<String> names(WorkloadPlan plan) {
        return plan.steps().stream().map(Step::name).toList();
    }
}
