package io.storagebench.sysbench;

import io.storagebench.workload.InvalidParameterException;
import io.storagebench.sysbench.SbTest.Group;
import io.storagebench.sysbench.SbTest.Kind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The tests in the reference order (mytools all_small.sh): the {@code .pre} reads
 * of all_small.sh at 4c80133a, then the writes, then the post-write reads, delete and insert. Without the pre
 * tests this is the 32 that the published reports show.
 */
final class SbTests {
    /** The write-phase test after which postwrite runs (run.sh), when it is selected. */
    static final String LAST_WRITE_PHASE = "read-write_range=100";

    private SbTests() {
    }

    /** Every test, pre tests included, in run order. */
    static List<SbTest> all() {
        List<SbTest> t = new ArrayList<>();
        pre(t);
        t.add(write("update-inlist", Kind.UPDATE_INLIST, Defaults.UPDATE_INLIST_POINTS));
        t.add(write("update-index", Kind.UPDATE_INDEX, 1));
        t.add(write("update-nonindex", Kind.UPDATE_NONINDEX, 1));
        t.add(write("update-one", Kind.UPDATE_ONE, 1));
        t.add(write("update-zipf", Kind.UPDATE_ZIPF, 1));
        t.add(new SbTest("write-only", Kind.WRITE_ONLY, 1, false, false, false));
        t.add(write("read-write_range=10", Kind.READ_WRITE, 10));
        t.add(write("read-write_range=100", Kind.READ_WRITE, 100));
        t.add(read("scan", Kind.SCAN, 0, false));
        for (int r : new int[] {10, 100, 10_000}) {
            t.add(read("read-only_range=" + r, Kind.READ_ONLY, r, false));
        }
        int single = Defaults.READ_ONLY_SINGLE_RANGE;
        t.add(read("read-only-simple", Kind.READ_ONLY_SIMPLE, single, false));
        t.add(read("read-only-sum", Kind.READ_ONLY_SUM, single, false));
        t.add(read("read-only-order", Kind.READ_ONLY_ORDER, single, false));
        t.add(read("read-only-distinct", Kind.READ_ONLY_DISTINCT, single, false));
        t.add(read("read-only-count", Kind.READ_ONLY_COUNT, single, false));
        t.add(read("point-query", Kind.POINT_QUERY, 1, false));
        for (int r : new int[] {10, 100, 1000}) {
            t.add(read("random-points_range=" + r, Kind.RANDOM_POINTS, r, false));
        }
        t.add(read("hot-points", Kind.HOT_POINTS, Defaults.HOT_POINTS, false));
        coveredPair(t, "", false);
        t.add(write("delete", Kind.DELETE, 1));
        t.add(write("insert", Kind.INSERT, 1));
        return t;
    }

    /** The 15 pre tests: point-query, random-points x3, read-only x3 and the 8 points/range pk/si tests. */
    private static void pre(List<SbTest> t) {
        t.add(read("point-query.pre", Kind.POINT_QUERY, 1, true));
        for (int r : new int[] {10, 100, 1000}) {
            t.add(read("random-points.pre_range=" + r, Kind.RANDOM_POINTS, r, true));
        }
        for (int r : new int[] {10, 100, 10_000}) {
            t.add(read("read-only.pre_range=" + r, Kind.READ_ONLY, r, true));
        }
        coveredPair(t, ".pre", true);
    }

    /** points-{covered,notcovered}-pk, range-*-pk, then the same on the secondary index. */
    private static void coveredPair(List<SbTest> t, String suffix, boolean pre) {
        int n = Defaults.RANDOM_POINTS;
        for (String on : List.of("pk", "si")) {
            boolean pk = on.equals("pk");
            t.add(read("points-covered-" + on + suffix, pk ? Kind.POINTS_PK : Kind.POINTS_SI, n, true, pre));
            t.add(read("points-notcovered-" + on + suffix, pk ? Kind.POINTS_PK : Kind.POINTS_SI, n, false, pre));
            t.add(read("range-covered-" + on + suffix, pk ? Kind.RANGE_PK : Kind.RANGE_SI, n, true, pre));
            t.add(read("range-notcovered-" + on + suffix, pk ? Kind.RANGE_PK : Kind.RANGE_SI, n, false, pre));
        }
    }

    /**
     * The tests a {@code tests} value picks, in run order: {@code all}, or a comma-separated list of names and
     * groups (point, range, range-agg, write). Groups and {@code all} take the pre tests only with {@code withPre};
     * a pre test named explicitly always runs.
     */
    static List<SbTest> select(String tests, boolean withPre) {
        List<SbTest> all = all();
        Set<String> names = new LinkedHashSet<>();
        for (String item : tests.split(",")) {
            String want = item.trim();
            if (want.isEmpty()) {
                continue;
            }
            boolean matched = false;
            for (SbTest test : all) {
                boolean byGroup = want.equals("all") || want.equals(test.group().label());
                if (test.name().equals(want) || (byGroup && (withPre || !test.pre()))) {
                    names.add(test.name());
                    matched = true;
                }
            }
            if (!matched && !isGroup(want)) {
                throw new InvalidParameterException("unknown test '" + want + "' in parameter tests (groups: all, "
                        + String.join(", ", Arrays.stream(Group.values()).map(Group::label).toList())
                        + "; tests: see storagebench workloads --verbose)");
            }
        }
        if (names.isEmpty()) {
            throw new InvalidParameterException("parameter tests selects no test: '" + tests + "'");
        }
        return all.stream().filter(t -> names.contains(t.name())).toList();
    }

    private static boolean isGroup(String want) {
        return want.equals("all") || Arrays.stream(Group.values()).anyMatch(g -> g.label().equals(want));
    }

    private static SbTest read(String name, Kind kind, int range, boolean pre) {
        return new SbTest(name, kind, range, false, pre, false);
    }

    private static SbTest read(String name, Kind kind, int range, boolean covered, boolean pre) {
        return new SbTest(name, kind, range, covered, pre, false);
    }

    private static SbTest write(String name, Kind kind, int range) {
        return new SbTest(name, kind, range, false, false, true);
    }
}
