package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.EngineInfo;
import io.storagebench.spi.EngineIdentity;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 49: {@code --jdbc-url ...?user=postgres&password=...} landed as is in the bundle's
 * {@code engine.options.jdbc-url}, though the README says a password is never stored.
 */
class BundleNeverStoresAUrlPasswordTest {
    @Test
    void theEngineOptionsAndConfigurationCarryTheUrlMasked() {
        String url = "jdbc:postgresql://db1:5432/ib?user=postgres&password=s3cret";
        EngineIdentity id = new EngineIdentity("postgres", "PostgreSQL", "16.4", "",
                Map.of("storagebench.url", url, "shared_buffers", "128MB"));

        EngineInfo info = SingleRun.engineInfo(id, Map.of("jdbc-url", url, "user", "postgres"), 1 << 20,
                Path.of("work"));

        String masked = "jdbc:postgresql://db1:5432/ib?user=postgres&password=***";
        assertThat(info.options()).containsEntry("jdbc-url", masked).containsEntry("user", "postgres");
        assertThat(info.configuration()).containsEntry("storagebench.url", masked)
                .containsEntry("shared_buffers", "128MB");
    }
}
