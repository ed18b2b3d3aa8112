package io.storagebench.distribute;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.api.BadInputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A password given in {@code --jdbc-url} leaves the URL, whichever way the URL was written, and the shards read it from
 * {@code STORAGEBENCH_DB_PASSWORD}; a secret that cannot be moved, or two passwords, are refused rather than printed.
 */
class PasswordLeavesTheUrlTest {
    @Test
    void theParameterGoesWithItsSeparatorAndTheUserInfoKeepsTheUser() {
        assertThat(UrlPassword.strip("jdbc:postgresql://h/db?password=x")).isEqualTo("jdbc:postgresql://h/db");
        assertThat(UrlPassword.strip("jdbc:postgresql://h/db?password=x&user=u")).isEqualTo("jdbc:postgresql://h/db?user=u");
        assertThat(UrlPassword.strip("jdbc:mariadb://h/db?user=u&Password=x&ssl=true"))
                .isEqualTo("jdbc:mariadb://h/db?user=u&ssl=true");
        assertThat(UrlPassword.strip("jdbc:postgresql://u:p@ss@h:5432/db")).isEqualTo("jdbc:postgresql://u@h:5432/db");
        assertThat(UrlPassword.strip("jdbc:postgresql://h:5432/db?user=u")).isEqualTo("jdbc:postgresql://h:5432/db?user=u");
        assertThat(UrlPassword.strip("jdbc:postgresql://h/db?sslpassword=k")).isEqualTo("jdbc:postgresql://h/db?sslpassword=k");
    }

    @Test
    void theUrlIsRewrittenInWhicheverWordHoldsItAndTheShardsReadTheVariable() {
        String url = "jdbc:postgresql://h/db?user=u&password=s3cret";
        for (List<String> given : List.of(List.of("--jdbc-url", url), List.of("--jdbc-url=" + url),
                List.of("-o", "jdbc-url=" + url))) {
            ShardedRun run = ShardedRun.of("sysbench", 2, given, false, url, Map.of());
            assertThat(String.join(" ", run.runOptions())).doesNotContain("s3cret").contains("jdbc:postgresql://h/db?user=u")
                    .endsWith("-o password-env=STORAGEBENCH_DB_PASSWORD");
            assertThat(run.password()).isEqualTo(new ShardedRun.Password("STORAGEBENCH_DB_PASSWORD", null, true));
        }
    }

    @Test
    void aPasswordGivenByVariableOrFileIsKeptAsItWas() {
        List<String> given = List.of("--jdbc-url", "jdbc:postgresql://h/db", "-o", "password-env=PGPASS");
        ShardedRun run = ShardedRun.of("sysbench", 2, given, false, "jdbc:postgresql://h/db",
                Map.of("password-env", "PGPASS"));
        assertThat(run.runOptions()).isEqualTo(given);
        assertThat(run.password()).isEqualTo(new ShardedRun.Password("PGPASS", null, false));
        assertThat(ShardedRun.of("sysbench", 2, given, false, "jdbc:postgresql://h/db",
                Map.of("password-file", "/pw")).password()).isEqualTo(new ShardedRun.Password(null, "/pw", false));
        assertThat(ShardedRun.of("sysbench", 2, List.of(), false, "jdbc:postgresql://h/db", Map.of()).password())
                .isNull();
    }

    @Test
    void aSecretThatCannotBeMovedAndTwoPasswordsAreRefusedWithoutShowingThem() {
        String keyStore = "jdbc:mariadb://h/db?keyStorePassword=k3y";
        assertThatThrownBy(() -> ShardedRun.of("sysbench", 2, List.of("--jdbc-url", keyStore), false, keyStore,
                Map.of())).isInstanceOf(BadInputException.class).hasMessageContaining("keyStorePassword=***")
                .hasMessageNotContaining("k3y");
        String url = "jdbc:postgresql://h/db?password=s3cret";
        assertThatThrownBy(() -> ShardedRun.of("sysbench", 2, List.of("--jdbc-url", url), false, url,
                Map.of("password-env", "PGPASS"))).isInstanceOf(BadInputException.class)
                .hasMessage("--jdbc-url carries a password and -o password-env names another: give one");
        assertThatThrownBy(() -> ShardedRun.of("sysbench", 0, List.of(), false, "jdbc:postgresql://h/db", Map.of()))
                .isInstanceOf(BadInputException.class).hasMessage("--shards must be at least 1, not 0");
    }
}
