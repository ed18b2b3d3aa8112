package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerPerRun;
import io.storagebench.testservers.TextValues;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/** The postgres engine's reads deliver text as pgjdbc's UTF-8 bytes, not as Strings ({@link TextValues}). */
@ResourceLock(PostgresTestServer.LOCK)
class TextAsBytesTest {
    @RegisterExtension
    static final ServerPerRun<PostgresServer> SERVER = PostgresTestServer.PER_RUN;
    @TempDir
    Path dir;

    @Test
    void postgresCharAndVarcharValuesArriveAsUtf8BytesWithoutThePadding() {
        try (Engine engine = PostgresTestServer.openEngine(SERVER.get(), "text_as_bytes", dir)) {
            assertThat(TextValues.readBack(engine)).containsExactly("caf\u00e9", "x y ");
        }
    }
}
