package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * sysbench's insert reaches PostgreSQL as oltp_insert.lua's {@code con:query} sends it: one simple Query message with
 * the values in its text. Sent as pgjdbc's unnamed extended statement (Parse, Bind, Describe, Execute, Sync) with
 * parameters, the same insert cost the server 39 us of CPU instead of 30 and storagebench ran 12% fewer inserts per
 * second than sysbench (measured for #4). The server's statement log tells the two apart: "statement:" for a simple
 * query, "execute <name>:" for the extended protocol.
 */
class PostgresAdHocInsertTest {
    @TempDir
    Path dir;

    @Test
    void adHocInsertsAreSimpleQueriesWithTheirValuesWhilePreparedOnesStayServerPrepared() throws Exception {
        PostgresServer server = PostgresTestServer.start("pg-adhoc", Map.of("log_statement", "all"));
        try (Engine engine = PostgresTestServer.openEngine(server, dir)) {
            TableSpec table = new TableSpec("sbtest1", List.of(ColumnSpec.of("id", ColumnType.INT),
                    ColumnSpec.of("k", ColumnType.INT), ColumnSpec.of("c", ColumnType.CHAR, 120),
                    ColumnSpec.of("pad", ColumnType.CHAR, 60)), "id", true);
            engine.createTable(table);
            List<String> columns = List.of("k", "c", "pad");
            try (Session session = engine.openSession()) {
                Insert adHoc = session.prepare(new InsertSpec("sbtest1", columns, true));
                Insert prepared = session.prepare(new InsertSpec("sbtest1", columns, false));
                for (int i = 0; i < 3; i++) {
                    assertThat(adHoc.execute(List.<Object[]>of(new Object[] {40 + i, "c-" + i, "it's pad " + i})))
                            .isEqualTo(1);
                    assertThat(prepared.execute(List.<Object[]>of(new Object[] {50 + i, "d", "e"}))).isEqualTo(1);
                }
            }
        } finally {
            server.close();
        }
        List<String> log = Files.readAllLines(server.log(), StandardCharsets.UTF_8);
        for (int i = 0; i < 3; i++) {
            String text = "statement: INSERT INTO sbtest1 (k, c, pad) VALUES (" + (40 + i) + ", 'c-" + i
                    + "', 'it''s pad " + i + "')";
            assertThat(log).anyMatch(l -> l.endsWith(text));
        }
        assertThat(log).noneMatch(l -> l.contains("execute <unnamed>: INSERT INTO sbtest1"));
        assertThat(log.stream().filter(l -> l.matches(".*execute S_\\d+: INSERT INTO sbtest1 \\(k, c, pad\\) "
                + "VALUES \\(\\$1, \\$2, \\$3\\)$"))).hasSize(3);
    }
}
