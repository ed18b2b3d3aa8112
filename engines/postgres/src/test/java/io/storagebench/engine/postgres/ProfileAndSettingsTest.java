package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.EngineConfig;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProfileAndSettingsTest {
    @Test
    void theCacheBudgetBecomesSharedBuffers() {
        Profile p = Profile.load("default", 8L << 30, Optional.of("15.18"));
        assertThat(p.settings()).containsEntry("shared_buffers", (8L << 20) + "kB")
                .containsEntry("synchronous_commit", "off").containsEntry("full_page_writes", "on")
                .containsEntry("max_wal_size", "8GB");
    }

    @Test
    void aProfileCanStartFromAnother() {
        assertThat(Profile.load("small", 64L << 20, Optional.of("15.18")).settings())
                .containsEntry("max_wal_size", "1GB")
                .containsEntry("synchronous_commit", "off");
    }

    @Test
    void theShippedProfilesSetInsertAutovacuumFrom13On_so12RunsThemToo() {
        for (String profile : Profile.NAMES) {
            assertThat(Profile.load(profile, 64L << 20, Optional.of("12.22")).settings())
                    .doesNotContainKey("autovacuum_vacuum_insert_scale_factor")
                    .containsEntry("autovacuum_vacuum_scale_factor", "0.05");
            assertThat(Profile.load(profile, 64L << 20, Optional.of("13.23")).settings())
                    .containsEntry("autovacuum_vacuum_insert_scale_factor", "0.05");
        }
    }

    @Test
    void anUnknownProfileNamesTheKnownOnes() {
        assertThatThrownBy(() -> settings(Map.of("profile", "huge"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown profile 'huge' for engine postgres (profiles: default, small)");
    }

    @Test
    void thePasswordComesFromTheEnvironmentAndIsNeverPrinted() {
        String path = System.getenv().containsKey("PATH") ? "PATH" : null;
        PostgresSettings s = settings(Map.of("jdbc-url", "jdbc:postgresql://h:5/db?password=x", "password-env",
                path));
        assertThat(s.server().password()).isEqualTo(System.getenv("PATH"));
        assertThat(s.toString()).doesNotContain(s.server().password());
        assertThat(s.server().printableUrl()).isEqualTo("jdbc:postgresql://h:5/db?password=***");
        assertThatThrownBy(() -> settings(Map.of("password-env", "STORAGEBENCH_NO_SUCH_VARIABLE")))
                .hasMessageContaining("STORAGEBENCH_NO_SUCH_VARIABLE is not set");
    }

    @Test
    void badNumbersNameTheOption() {
        assertThatThrownBy(() -> settings(Map.of("port", "99999"))).hasMessageStartingWith("bad port '99999'");
    }

    private static PostgresSettings settings(Map<String, String> options) {
        return PostgresSettings.from(new EngineConfig(Path.of("."), 1 << 20, options));
    }
}
