package io.storagebench.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectNestedClass;
import static org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request;

import io.storagebench.spi.Engine;
import io.storagebench.tck.SabotagedEngine.Bug;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * The suite's own "fails" tests: a group of checks run over an engine with one plausible bug must fail exactly
 * where that bug shows (and a group the bug does not touch must still pass).
 */
class BrokenEngineTest {

    @Test
    void ignoringDescendingFailsRangeReads() {
        assertThat(failures(DescendingIgnored.class, EngineConformanceTest.Ranges.class))
                .containsExactly("indexOrderRanges", "primaryKeyRanges", "secondaryIndexRanges");
        assertThat(failures(DescendingIgnored.class, EngineConformanceTest.Lookups.class)).isEmpty();
    }

    @Test
    void losingIndexOrderFailsIndexOrderedReadsOnly() {
        assertThat(failures(IndexOrderLost.class, EngineConformanceTest.Ranges.class))
                .containsExactly("indexOrderRanges", "insertBenchmarkQueries");
    }

    @Test
    void returningADuplicateKeysRowTwiceFailsLookups() {
        assertThat(failures(LookupRepeats.class, EngineConformanceTest.Lookups.class))
                .containsExactly("primaryKeyLookups", "secondaryIndexLookups");
    }

    @Test
    void addingTwiceForADuplicateKeyFailsUpdates() {
        assertThat(failures(UpdateTwice.class, EngineConformanceTest.Updates.class))
                .containsExactly("duplicateKeysChangeTheRowOnce");
    }

    @Test
    void deletingOneRowTooFewFailsDeleteOldest() {
        assertThat(failures(DeleteOldestShort.class, EngineConformanceTest.Deletes.class))
                .containsExactly("deleteOldest", "insertBenchmarkChurn");
    }

    @Test
    void autocommittingInsideTransactionsFailsTransactions() {
        assertThat(failures(Autocommit.class, EngineConformanceTest.Transactions.class))
                .containsExactly("commitMakesWritesVisible", "keyValuePutsInATransaction", "rollbackDiscardsWrites");
    }

    @Test
    void preparingAnUndeclaredShapeFailsTheRefusalCheck() {
        assertThat(failures(PreparesUndeclared.class, EngineConformanceTest.Refusals.class))
                .containsExactly("undeclaredShapesAreRefused");
    }

    @Test
    void reportingNoSizeFailsTheStatisticsCheck() {
        assertThat(failures(NoSize.class, EngineConformanceTest.Lifecycle.class))
                .containsExactly("storageStatsReportASizeAfterALoad");
    }

    @Test
    void aReverseScanThatSkipsItsStartKeyFailsKeyValueScans() {
        assertThat(failures(ReverseScanSkipsStart.class, EngineConformanceTest.KeyValue.class))
                .containsExactly("reverseScans");
    }

    @Test
    void aReopenThatLosesRowsFailsTheReopenChecksOnly() {
        assertThat(failures(ReopenLosesRows.class, EngineConformanceTest.MaintenanceAndReopen.class))
                .containsExactly("reopenAfterMaintenance", "reopenKeepsTheData");
    }

    /** Runs one group of the suite for one broken engine; returns the names of the test methods that failed. */
    private static Set<String> failures(Class<? extends EngineConformanceTest> suite, Class<?> group) {
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request().selectors(selectNestedClass(List.of(suite), group)).build(),
                listener);
        TestExecutionSummary summary = listener.getSummary();
        assertThat(summary.getTestsFoundCount()).as("tests found in " + group.getSimpleName()).isPositive();
        Set<String> failed = new TreeSet<>();
        for (TestExecutionSummary.Failure f : summary.getFailures()) {
            f.getTestIdentifier().getSource()
                    .filter(MethodSource.class::isInstance)
                    .map(s -> ((MethodSource) s).getMethodName())
                    .ifPresentOrElse(failed::add, () -> failed.add(f.getTestIdentifier().getDisplayName()));
        }
        return failed;
    }

    /** Base of the broken suites: each opens the reference engine with one bug. */
    abstract static class Broken extends EngineConformanceTest {
        private final Bug bug;

        Broken(Bug bug) {
            this.bug = bug;
        }

        @Override
        protected Engine openEngine(Path dataDir) {
            return new SabotagedEngine(bug);
        }
    }

    static class DescendingIgnored extends Broken {
        DescendingIgnored() {
            super(Bug.DESCENDING_IGNORED);
        }
    }

    static class IndexOrderLost extends Broken {
        IndexOrderLost() {
            super(Bug.INDEX_ORDER_LOST);
        }
    }

    static class LookupRepeats extends Broken {
        LookupRepeats() {
            super(Bug.LOOKUP_REPEATS_DUPLICATE_KEYS);
        }
    }

    static class UpdateTwice extends Broken {
        UpdateTwice() {
            super(Bug.UPDATE_APPLIES_DUPLICATE_KEYS_TWICE);
        }
    }

    static class DeleteOldestShort extends Broken {
        DeleteOldestShort() {
            super(Bug.DELETE_OLDEST_ONE_SHORT);
        }
    }

    static class Autocommit extends Broken {
        Autocommit() {
            super(Bug.TRANSACTIONS_AUTOCOMMIT);
        }
    }

    static class PreparesUndeclared extends Broken {
        PreparesUndeclared() {
            super(Bug.PREPARES_UNDECLARED_SHAPES);
        }
    }

    static class NoSize extends Broken {
        NoSize() {
            super(Bug.NO_SIZE);
        }
    }

    static class ReverseScanSkipsStart extends Broken {
        ReverseScanSkipsStart() {
            super(Bug.REVERSE_SCAN_SKIPS_START);
        }
    }

    static class ReopenLosesRows extends Broken {
        ReopenLosesRows() {
            super(Bug.REOPEN_LOSES_ROWS);
        }
    }
}
