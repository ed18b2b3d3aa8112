package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.TextValues;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The postgres engine's reads deliver text as pgjdbc's UTF-8 bytes, not as Strings ({@link TextValues}). */
class TextAsBytesTest {
    @TempDir
    Path dir;

    @Test
    void postgresCharAndVarcharValuesArriveAsUtf8BytesWithoutThePadding() {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        try (Engine engine = PostgresTestServer.openEngine(server, dir)) {
            assertThat(TextValues.readBack(engine)).containsExactly("caf\u00e9", "x y ");
        } finally {
            server.close();
        }
    }
}
