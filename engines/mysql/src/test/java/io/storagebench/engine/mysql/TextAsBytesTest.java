package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.TextValues;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The MariaDB engines' reads deliver text as Connector/J's UTF-8 bytes, not as Strings ({@link TextValues}). */
class TextAsBytesTest {
    @TempDir
    Path dir;

    @Test
    void mariaDbCharAndVarcharValuesArriveAsUtf8BytesWithoutThePadding() {
        MariaDbServer server = MariaDbTestServer.start(Flavour.INNODB);
        try (Engine engine = MariaDbTestServer.openEngine(server, Flavour.INNODB, "text_as_bytes", dir)) {
            assertThat(TextValues.readBack(engine)).containsExactly("caf\u00e9", "x y ");
        } finally {
            server.close();
        }
    }
}
