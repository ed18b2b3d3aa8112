package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A profile setting the MariaDB build lacks is one line naming it, the build's version and when the setting went,
 * before mariadb-install-db runs; the build's own {@code --verbose --help} decides, read as mariadbd reads an option
 * (dashes or underscores, {@code skip-}, {@code loose-}, an unambiguous prefix). Uses the installed build (Debian's
 * 10.11 here), with the MyRocks plugin where it is installed.
 */
class BuildSettingsTest {
    @Test
    void aSettingTheBuildLacksIsOneLineNamingTheVersionAndTheChange() {
        MariaDbBinaries bin = installed();

        assertThatThrownBy(() -> BuildSettings.require(bin, Flavour.INNODB, Optional.empty(),
                Map.of("innodb_log_files_in_group", "2"), "old"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageMatching("mariadb-innodb [0-9]+\\.[0-9]+\\.[0-9]+ has no setting innodb_log_files_in_group "
                        + "\\(removed in 10\\.6\\), which profile 'old' sets \\(.*mariadbd\\): use a profile without "
                        + "it for this version");
        assertThat(BuildSettings.names(bin, Flavour.INNODB, Optional.empty()))
                .contains("innodb_buffer_pool_size", "log_bin", "performance_schema")
                .doesNotContain("rocksdb_block_size");
    }

    @Test
    void whatMariadbdAcceptsIsAccepted_underscoresOrDashesSkipLooseAndAnUnambiguousPrefix() {
        Set<String> has = Set.of("log_bin", "log_bin_index", "innodb_flush_log_at_trx_commit", "performance_schema");

        assertThat(BuildSettings.accepts(has, "performance-schema")).isTrue();
        assertThat(BuildSettings.accepts(has, "skip-log-bin")).isTrue();
        assertThat(BuildSettings.accepts(has, "loose-no-such-thing")).isTrue();
        assertThat(BuildSettings.accepts(has, "innodb_flush_log_at")).isTrue();
        assertThat(BuildSettings.accepts(has, "log_bin_")).isTrue();
        assertThat(BuildSettings.accepts(has, "log_b")).isFalse(); // two names begin so
        assertThat(BuildSettings.accepts(has, "no_such_thing")).isFalse();
    }

    @Test
    void theHelpsTableOfVariablesIsRead() {
        String help = "mariadbd  Ver 10.11.19-MariaDB\n  --log-bin[=name]  Log update queries\n\n"
                + "Variables (--variable-name=value)\nand boolean options {FALSE|TRUE}  Value (after reading options)\n"
                + "---------------------------------- -------------\nallow-suspicious-udfs   FALSE\n"
                + "log-bin                 (No default value)\nwsrep-status-file       \n\n"
                + "To see what variables a running server is using, type\n";

        assertThat(BuildSettings.parse(help)).containsExactlyInAnyOrder("allow_suspicious_udfs", "log_bin",
                "wsrep_status_file");
        assertThat(BuildSettings.version(Path.of("/nonexistent/mariadbd"))).isEqualTo("?");
    }

    @Test
    void theShippedProfilesRunOnTheInstalledBuild() {
        MariaDbBinaries bin = installed();
        Optional<String> version = BuildSettings.knownVersion(bin.mariadbd());
        assertThat(version).isPresent();

        for (String profile : MariaDbProfile.NAMES) {
            assertThatCode(() -> BuildSettings.require(bin, Flavour.INNODB, Optional.empty(),
                    MariaDbProfile.load(Flavour.INNODB, profile, 64L << 20, version).settings(), profile))
                    .doesNotThrowAnyException();
            if (MariaDbBinaries.rocksDbPluginInstalled()) {
                assertThatCode(() -> BuildSettings.require(bin, Flavour.MYROCKS, Optional.empty(),
                        MariaDbProfile.load(Flavour.MYROCKS, profile, 64L << 20, version).settings(), profile))
                        .doesNotThrowAnyException();
            }
        }
    }

    private static MariaDbBinaries installed() {
        Optional<MariaDbBinaries> bin = MariaDbBinaries.locate();
        assumeTrue(bin.isPresent(), "no MariaDB server installed");
        return bin.get();
    }
}
