package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A profile setting the build lacks is one line naming it, the build's version and when the setting changed, before
 * any server starts; the build's own list of settings decides. Uses the installed build (Debian's 15 here).
 */
class BuildSettingsTest {
    @Test
    void aSettingTheBuildLacksIsOneLineNamingTheVersionAndTheChange() {
        Path bin = PostgresTestServer.requireBinaries();

        assertThatThrownBy(() -> BuildSettings.require(bin, Map.of("wal_keep_segments", "10"), "old"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageMatching("postgres [0-9]+\\.[0-9]+ has no setting wal_keep_segments \\(removed in 13: "
                        + "wal_keep_size\\), which profile 'old' sets .*");
        assertThat(BuildSettings.names(bin)).contains("shared_buffers", "wal_keep_size");
    }

    @Test
    void theShippedProfilesRunOnTheInstalledBuild() {
        Path bin = PostgresTestServer.requireBinaries();

        for (String profile : new String[] {"default", "small"}) {
            assertThatCode(() -> BuildSettings.require(bin, Profile.forBuild(profile, 64L << 20, bin).settings(),
                    profile))
                    .doesNotThrowAnyException();
        }
    }
}
