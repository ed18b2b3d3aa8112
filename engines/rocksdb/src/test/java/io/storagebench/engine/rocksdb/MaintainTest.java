package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Maintenance;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.LevelMetaData;
import org.rocksdb.RocksDBException;
import org.rocksdb.TableProperties;

/**
 * maintain() with a 64 KB write buffer, so a load of a few MB leaves many L0 files and compactions behind: each
 * action leaves the tree shape it names and every value readable.
 */
class MaintainTest extends EngineFixture {
    private static final int KEYS = 10_000;

    @BeforeEach
    void smallMemtables() {
        engine.close();
        engine = open(Map.of("write-buffer-size", "64k"));
        engine.createTable(KvLoad.SPEC);
        session = engine.openSession();
        KvLoad.put(session, KEYS, 1);
        // overwrites give the compactions work and leave the newest values on top
        KvLoad.put(session, KEYS / 2, 2);
        session.close();
    }

    @Test
    void flushMtL0LeavesNoMemtableAndNoL0File() {
        // the flush writes at least this memtable to L0, fewer files than automatic compaction waits for
        assertThat(property("rocksdb.num-entries-active-mem-table")).isPositive();

        engine.maintain(Maintenance.FLUSH_MT_L0);

        assertThat(property("rocksdb.num-files-at-level0")).isZero();
        assertThat(property("rocksdb.num-entries-active-mem-table")).isZero();
        assertThat(levelsWithFiles()).isNotEmpty();
        assertAllValuesRead();
    }

    @Test
    void waitForCompactionLeavesNoBackgroundWork() throws RocksDBException {
        engine.maintain(Maintenance.WAIT_FOR_COMPACTION);

        assertThat(property("rocksdb.compaction-pending")).isZero();
        assertThat(property("rocksdb.mem-table-flush-pending")).isZero();
        assertThat(engine.database().db.getLongProperty("rocksdb.num-running-compactions")).isZero();
        assertAllValuesRead();
    }

    @Test
    void compactLeavesOneLevelTheLastWithFilters() throws RocksDBException {
        engine.maintain(Maintenance.COMPACT);

        assertThat(levelsWithFiles()).containsExactly(lastLevel());
        assertThat(tables()).isNotEmpty().allSatisfy(t -> assertThat(t.getFilterSize()).isPositive());
        assertAllValuesRead();
    }

    @Test
    void compactWithoutFiltersLeavesOneLevelWithoutFilterBlocksThatGetsDoNotRead() throws RocksDBException {
        engine.maintain(Maintenance.COMPACT_WITHOUT_FILTERS);

        assertThat(levelsWithFiles()).containsExactly(lastLevel());
        assertThat(tables()).isNotEmpty().allSatisfy(t -> assertThat(t.getFilterSize()).isZero());
        double filterReads = filterBlockReads();
        assertAllValuesRead();
        assertThat(filterBlockReads()).isEqualTo(filterReads);
    }

    @Test
    void theNextReopenWritesFiltersAgainAndKeepsTheFilterlessFiles() throws RocksDBException {
        engine.maintain(Maintenance.COMPACT_WITHOUT_FILTERS);
        engine.reopen();
        assertThat(tables()).allSatisfy(t -> assertThat(t.getFilterSize()).isZero());

        engine.maintain(Maintenance.COMPACT);

        assertThat(tables()).isNotEmpty().allSatisfy(t -> assertThat(t.getFilterSize()).isPositive());
        double filterReads = filterBlockReads();
        assertAllValuesRead();
        assertThat(filterBlockReads()).isGreaterThan(filterReads);
    }

    private void assertAllValuesRead() {
        session = engine.openSession();
        assertThat(KvLoad.matching(session, KEYS / 2, 2)).isEqualTo(KEYS / 2);
        // the keys of the second half kept their first values
        assertThat(KvLoad.matching(session, KEYS / 2, KEYS, 1)).isEqualTo(KEYS - KEYS / 2);
        session.close();
    }

    private double filterBlockReads() {
        Map<String, Double> c = engine.storageStats().counters();
        return c.get("rocksdb.block.cache.filter.hit") + c.get("rocksdb.block.cache.filter.miss");
    }

    private ColumnFamilyHandle rows() {
        return engine.database().family(TableState.familyName(KvLoad.TABLE));
    }

    private long property(String name) {
        try {
            // getProperty: the per-level file counts are not integer properties to RocksDB
            return Long.parseLong(engine.database().db.getProperty(rows(), name).trim());
        } catch (RocksDBException e) {
            throw new AssertionError(e);
        }
    }

    private List<Integer> levelsWithFiles() {
        return engine.database().db.getColumnFamilyMetaData(rows()).levels().stream()
                .filter(l -> !l.files().isEmpty()).map(LevelMetaData::level).toList();
    }

    private int lastLevel() {
        return engine.database().db.getColumnFamilyMetaData(rows()).levels().size() - 1;
    }

    private Collection<TableProperties> tables() throws RocksDBException {
        return engine.database().db.getPropertiesOfAllTables(rows()).values();
    }
}
