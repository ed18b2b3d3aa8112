package io.storagebench.engine.sqlite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Files;
import java.sql.Connection;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the TCK leaves to the engine: its settings, SQLITE_BUSY as a retryable error, quiesce and the size. */
class SqliteEngineTest {
    private static final TableSpec T = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("payload", ColumnType.VARCHAR, 200)), "id", true);

    @TempDir
    Path dir;

    private Engine open(Map<String, String> options) {
        return new SqliteEngineProvider().open(new EngineConfig(dir, 32L << 20, options));
    }

    @Test
    void theDatabaseIsOneFileInWalModeWithTheCacheBudgetAndTheOptions() {
        try (Engine engine = open(Map.of("page-size", "8192", "busy-timeout-ms", "2500"))) {
            Map<String, String> config = engine.identity().configuration();
            assertThat(engine.identity().product()).isEqualTo("SQLite");
            assertThat(engine.identity().version()).matches("3\\.\\d+\\.\\d+");
            assertThat(config).containsEntry("journal_mode", "wal").containsEntry("synchronous", "1")
                    .containsEntry("direct-reads", "off")
                    .containsEntry("page_size", "8192").containsEntry("busy_timeout", "2500")
                    .containsEntry("cache_size", String.valueOf(-(32L << 10)))
                    .containsEntry("soft_heap_limit", String.valueOf(32L << 20))
                    .containsEntry("storagebench.transaction_mode", "IMMEDIATE");
            assertThat(dir.resolve(Defaults.FILE)).isRegularFile();
            assertThat(engine.watchTargets().embedded()).isTrue();
            assertThat(engine.watchTargets().dataDir()).contains(dir.resolve(Defaults.FILE).toAbsolutePath()
                    .getParent());
        }
    }

    @Test
    void sessionsOfSuccessiveStepsReuseThePoolsConnectionsAndCloseReleasesThem() throws Exception {
        SqliteSettings settings = SqliteSettings.from(new EngineConfig(dir, 32L << 20, Map.of()));
        Path file = dir.resolve(Defaults.FILE).toAbsolutePath();
        JdbcEngine.Connections real = SqliteEngineProvider.connections(file, settings);
        List<Connection> opened = new ArrayList<>();
        Engine engine = new SqliteEngine(() -> {
            Connection c = real.open();
            opened.add(c);
            return c;
        }, settings, file);
        try (engine) {
            // the one HikariCP checked first is closed at once (JdbcEngine keeps sockets blocking); the engine's own
            // queries (identity) borrowed and returned a second
            assertThat(opened).hasSize(2);
            assertThat(opened.get(0).isClosed()).isTrue();
            engine.createTable(T);
            for (int step = 0; step < 3; step++) {
                try (Session a = engine.openSession(); Session b = engine.openSession()) {
                    assertThat(a.prepare(new InsertSpec("t", List.of("payload"))).execute(rows(1))).isEqualTo(1);
                    assertThat(b.prepare(new InsertSpec("t", List.of("payload"))).execute(rows(1))).isEqualTo(1);
                }
            }
            assertThat(opened).as("two sessions at once, three times: two connections, kept between steps")
                    .hasSize(3);
        }
        assertThat(opened).allSatisfy(c -> assertThat(c.isClosed()).isTrue());
    }

    @Test
    void badOptionValuesNameTheOption() {
        assertThatThrownBy(() -> open(Map.of("synchronous", "sometimes")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("synchronous 'sometimes'");
        assertThatThrownBy(() -> open(Map.of("page-size", "3000")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("page-size");
        assertThatThrownBy(() -> open(Map.of("busy-timeout-ms", "-1")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("busy-timeout-ms '-1'");
        assertThatThrownBy(() -> open(Map.of("transaction-mode", "eventually")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("transaction-mode");
    }

    @Test
    void aWriterThatFindsTheWriteLockTakenFailsRetryably() {
        try (Engine engine = open(Map.of("busy-timeout-ms", "0"))) {
            engine.createTable(T);
            try (Session holder = engine.openSession(); Session writer = engine.openSession()) {
                Insert insert = writer.prepare(new InsertSpec("t", List.of("payload")));
                holder.begin(); // IMMEDIATE: takes the write lock now
                holder.prepare(new InsertSpec("t", List.of("payload"))).execute(rows(1));
                assertThatThrownBy(() -> insert.execute(rows(1))).isInstanceOfSatisfying(EngineException.class,
                        e -> assertThat(e.retryable()).as(e.getMessage()).isTrue());
                holder.commit();
                assertThat(insert.execute(rows(1))).as("the retry after the lock is free").isEqualTo(1);
            }
        }
    }

    @Test
    void quiesceEmptiesTheWalAndTheSizeIsPagesTimesPageSize() throws Exception {
        try (Engine engine = open(Map.of("wal-autocheckpoint", "0"))) {
            engine.createTable(T);
            // an open session keeps the WAL: SQLite checkpoints and deletes it when the last connection closes
            try (Session s = engine.openSession()) {
                Insert insert = s.prepare(new InsertSpec("t", List.of("payload")));
                for (int i = 0; i < 50; i++) {
                    insert.execute(rows(100));
                }
                Path wal = dir.resolve(Defaults.FILE + "-wal");
                assertThat(Files.size(wal)).as("WAL before quiesce").isPositive();
                engine.quiesce();
                assertThat(Files.size(wal)).as("WAL after quiesce").isZero();
            }
            StorageStats stats = engine.storageStats();
            double pages = stats.counters().get("sqlite.page-count");
            assertThat(stats.sizeBytes()).hasValue((long) pages * 4096);
            assertThat(stats.counters().get("sqlite.db-file-bytes")).isEqualTo(pages * 4096);
            assertThat(stats.sizeBytes().getAsLong()).isGreaterThan(5000L * 150);
        }
    }

    private static List<Object[]> rows(int n) {
        List<Object[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(new Object[] {"x".repeat(150 + i % 50)});
        }
        return rows;
    }
}
