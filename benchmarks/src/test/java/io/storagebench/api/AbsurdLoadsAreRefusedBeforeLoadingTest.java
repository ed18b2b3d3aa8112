package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.cli.CommandLineRun;
import io.storagebench.workload.Load;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 49: {@code -p rows.l.i0=1000000000000000000} started loading with no warning and filled the disk. Loads are
 * now estimated (rows x bytes per row x a space factor) and refused when they cannot fit the work directory, and a
 * step of more than 10 billion rows needs --allow-huge.
 */
class AbsurdLoadsAreRefusedBeforeLoadingTest {
    private static final Path WORK = Path.of("/x");
    private static final long GB = 1_000_000_000L;

    @Test
    void theEstimateIsRowsTimesRowBytesTimesTheSpaceFactor() {
        assertThat(LoadSpace.estimate(1_000_000, 50)).isEqualTo(1_000_000 * 50 * Defaults.LOAD_SPACE_FACTOR);
        assertThat(LoadSpace.bytes(120e9)).isEqualTo("120 GB");
        assertThat(LoadSpace.bytes(3.5e6)).isEqualTo("3.5 MB");
    }

    @Test
    void theInsertBenchmarksLoadsComeFromItsRowShape() {
        List<Load> loads = Catalog.workload("insert-benchmark").plan("tiny",
                Map.of("rows.l.i0", "1000", "clients", "2", "data.max-length", "20")).loads();

        assertThat(loads).extracting(Load::step).containsExactly("l.i0", "l.i1", "l.i2");
        // 8 (transactionid) + 8 (dateandtime) + 4 x 4 (ints) + 20 (data); l.i1 and l.i2 add three index entries
        assertThat(loads.get(0)).isEqualTo(new Load("l.i0", 2000, 52, "rows.l.i0"));
        assertThat(loads.get(1).rowBytes()).isEqualTo(52 + (8 + 12) + (8 + 12) + (8 + 16));
    }

    @Test
    void aLoadThatDoesNotFitIsRefusedWithItsNumbers() {
        List<Load> loads = List.of(new Load("l.i0", 800_000_000, 50, "rows.l.i0"));

        assertThatThrownBy(() -> LoadSpace.check(loads, WORK, 23 * GB, false)).isInstanceOf(BadInputException.class)
                .hasMessage("l.i0 would write about 120 GB into /x (23 GB free): lower rows.l.i0 or use another "
                        + "--work-dir");
    }

    @Test
    void loadsAddUpAndTheStepThatOverflowsIsNamed() {
        List<Load> loads = List.of(new Load("l.i0", 100_000_000, 50, "rows.l.i0"),
                new Load("l.i1", 100_000_000, 100, "rows.l.i1"));

        assertThatThrownBy(() -> LoadSpace.check(loads, WORK, 30 * GB, false))
                .hasMessageStartingWith("l.i0 to l.i1 would write about 45 GB").hasMessageContaining("rows.l.i1");
        LoadSpace.check(loads, WORK, 50 * GB, false);
    }

    @Test
    void aStepAboveTenBillionRowsNeedsAllowHugeEvenWhenItFits() {
        List<Load> loads = List.of(new Load("load", 20_000_000_000L, 1, "rows"));

        assertThatThrownBy(() -> LoadSpace.check(loads, WORK, Long.MAX_VALUE, false))
                .hasMessageContaining("--allow-huge").hasMessageContaining("lower rows");
        LoadSpace.check(loads, WORK, Long.MAX_VALUE, true);
        // against a server of the user's there is no local disk to check, but the row limit still holds
        assertThatThrownBy(() -> LoadSpace.check(loads, WORK, -1, false)).hasMessageContaining("--allow-huge");
    }

    @Test
    void aRowCountOfTenToTheEighteenIsRefusedByTheRunInOneLine() {
        CommandLineRun r = CommandLineRun.run("run", "--work-dir", "/nonexistent-storagebench/work", "--results-dir",
                "/nonexistent-storagebench/results", "-p", "rows.l.i0=1000000000000000000");

        assertThat(r.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).matches("run: l\\.i0 would write about [0-9.]+ [EZY]B into /nonexistent-storagebench/work "
                + "\\([0-9.]+ [A-Z]*B free\\): lower rows\\.l\\.i0 or use another --work-dir\\R");
        assertThat(Path.of("/nonexistent-storagebench")).doesNotExist();
    }
}
