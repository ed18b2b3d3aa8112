package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerPerRun;
import io.storagebench.testservers.TextValues;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/** The MariaDB engines' reads deliver text as Connector/J's UTF-8 bytes, not as Strings ({@link TextValues}). */
@ResourceLock(MariaDbTestServer.INNODB_LOCK)
class TextAsBytesTest {
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> SERVER = MariaDbTestServer.INNODB_PER_RUN;
    @TempDir
    Path dir;

    @Test
    void mariaDbCharAndVarcharValuesArriveAsUtf8BytesWithoutThePadding() {
        MariaDbServer server = SERVER.get();
        try (Engine engine = MariaDbTestServer.openEngine(server, Flavour.INNODB, "text_as_bytes", dir)) {
            assertThat(TextValues.readBack(engine)).containsExactly("caf\u00e9", "x y ");
        }
    }
}
