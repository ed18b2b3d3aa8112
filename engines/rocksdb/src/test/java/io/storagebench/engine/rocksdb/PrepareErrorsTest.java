package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Specs naming what does not exist, or asking what the mapping cannot do, fail at prepare with a clear message. */
class PrepareErrorsTest extends EngineFixture {

    @Test
    void unknownTableColumnOrIndexFailsAtPrepare() {
        sbtest(1, true);
        assertThatThrownBy(() -> session.prepare(new ScanSpec("nope", List.of("id"), null)))
                .isInstanceOf(EngineException.class).hasMessageContaining("unknown table nope");
        assertThatThrownBy(() -> session.prepare(LookupSpec.byPrimaryKey("sbtest", List.of("id", "zzz"))))
                .isInstanceOf(EngineException.class).hasMessageContaining("unknown column zzz in table sbtest");
        assertThatThrownBy(() -> session.prepare(RangeSpec.between("sbtest", "no_idx", List.of("id"))))
                .isInstanceOf(EngineException.class).hasMessageContaining("unknown index no_idx on table sbtest");
        assertThatThrownBy(() -> engine.createIndex(new IndexSpec("bad", "sbtest", List.of("zzz"))))
                .isInstanceOf(EngineException.class).hasMessageContaining("unknown column zzz");
        assertThatThrownBy(() -> engine.createIndex(K_IDX)).isInstanceOf(EngineException.class)
                .hasMessageContaining("already exists");
    }

    @Test
    void shapesTheMappingCannotServeFailAtPrepare() {
        sbtest(1, false);
        engine.createTable(TableSpec.keyValue("kv", 16, 100));
        engine.createIndex(new IndexSpec("by_c", "sbtest", List.of("c")));
        assertThatThrownBy(() -> session.prepare(new KvPutSpec("sbtest"))).isInstanceOf(EngineException.class)
                .hasMessageContaining("not a key-value space");
        assertThatThrownBy(() -> session.prepare(LookupSpec.byPrimaryKey("kv", List.of("v"))))
                .isInstanceOf(EngineException.class).hasMessageContaining("integer key");
        assertThatThrownBy(() -> session.prepare(RangeSpec.onIndex("sbtest", "by_c", Bound.INCLUSIVE, List.of("c"), 1)))
                .isInstanceOf(EngineException.class).hasMessageContaining("integer first key column");
        assertThatThrownBy(() -> session.prepare(new UpdateSpec("sbtest", "id", UpdateSpec.Kind.SET)))
                .isInstanceOf(EngineException.class).hasMessageContaining("primary key");
        assertThatThrownBy(() -> session.prepare(new UpdateSpec("sbtest", "c", UpdateSpec.Kind.ADD)))
                .isInstanceOf(EngineException.class).hasMessageContaining("integer column");
        assertThatThrownBy(() -> session.prepare(new InsertSpec("sbtest", List.of("k", "c"))))
                .isInstanceOf(EngineException.class).hasMessageContaining("must give column pad");
    }

    @Test
    void badValuesFailTheStatementLikeAStrictSqlEngine() {
        sbtest(1, false);
        var insert = session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")));
        assertThatThrownBy(() -> insert.execute(List.<Object[]>of(new Object[] {1, null, "p"})))
                .isInstanceOf(EngineException.class).hasMessageContaining("NULL");
        assertThatThrownBy(() -> insert.execute(List.<Object[]>of(new Object[] {1, "c", "p".repeat(61)})))
                .isInstanceOf(EngineException.class).hasMessageContaining("too long for column pad");
        assertThatThrownBy(() -> insert.execute(List.<Object[]>of(new Object[] {1L << 40, "c", "p"})))
                .isInstanceOf(EngineException.class).hasMessageContaining("out of range");
    }

    @Test
    void createTableDropsTheSameNamedTableAndOldPreparedOperationsFail() {
        sbtest(5, true);
        var oldScan = session.prepare(new ScanSpec("sbtest", List.of("id"), null));
        engine.createTable(SBTEST);
        assertThatThrownBy(() -> oldScan.execute(new CollectingSink())).isInstanceOf(EngineException.class)
                .hasMessageContaining("dropped");
        CollectingSink sink = new CollectingSink();
        assertThat(session.prepare(new ScanSpec("sbtest", List.of("id"), null)).execute(sink)).isZero();
        engine.createIndex(K_IDX);
        engine.dropTable("sbtest");
        engine.dropTable("sbtest");
        assertThatThrownBy(() -> session.prepare(new ScanSpec("sbtest", List.of("id"), null)))
                .isInstanceOf(EngineException.class);
    }
}
