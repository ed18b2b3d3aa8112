package io.storagebench.spi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 49: a password inside --jdbc-url reached the bundle. Every form of password that pgjdbc and MariaDB
 * Connector/J read from a URL is masked; the rest of the URL, and what only looks like a password, stays.
 */
class UrlPasswordsAreMaskedTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "pgjdbc query          | jdbc:postgresql://h:5432/db?user=postgres&password=s3cret"
            + " | jdbc:postgresql://h:5432/db?user=postgres&password=***",
        "first parameter       | jdbc:postgresql://h/db?password=s3cret&sslmode=require"
            + " | jdbc:postgresql://h/db?password=***&sslmode=require",
        "pgjdbc sslpassword    | jdbc:postgresql://h/db?sslpassword=s3cret | jdbc:postgresql://h/db?sslpassword=***",
        "any case              | jdbc:mariadb://h/db?PASSWORD=s3cret | jdbc:mariadb://h/db?PASSWORD=***",
        "mariadb key stores    | jdbc:mariadb://h/db?user=u&keyStorePassword=s3cret&trustStorePassword=s3cret"
            + " | jdbc:mariadb://h/db?user=u&keyStorePassword=***&trustStorePassword=***",
        "property list         | jdbc:mysql://h/db;password=s3cret;user=u | jdbc:mysql://h/db;password=***;user=u",
        "host description      | jdbc:mysql://address=(host=h)(password=s3cret)(port=3306)/db"
            + " | jdbc:mysql://address=(host=h)(password=***)(port=3306)/db",
        "user info             | jdbc:mysql://u:s3cret@h:3306/db | jdbc:mysql://u:***@h:3306/db",
        "user info with @      | jdbc:postgresql://u:s3@cret@h/db | jdbc:postgresql://u:***@h/db",
        "in an error message   | cannot connect to jdbc:postgresql://h/db?password=s3cret (refused)"
            + " | cannot connect to jdbc:postgresql://h/db?password=*** (refused)",
        "no password           | jdbc:postgresql://h:5432/db?user=u&sslmode=require"
            + " | jdbc:postgresql://h:5432/db?user=u&sslmode=require",
        "ipv6 host and port    | jdbc:postgresql://[::1]:5432/db | jdbc:postgresql://[::1]:5432/db",
        "port, then a query @  | jdbc:postgresql://h:5432?user=a@b | jdbc:postgresql://h:5432?user=a@b",
        "a flag about passwords| jdbc:mariadb://h/db?disconnectOnExpiredPasswords=true"
            + " | jdbc:mariadb://h/db?disconnectOnExpiredPasswords=true",
        "the password options  | -o password-env=PGPASSWORD | -o password-env=PGPASSWORD",
    })
    void everyPasswordFormIsMasked(String form, String text, String expected) {
        assertThat(Secrets.redact(text)).isEqualTo(expected).doesNotContain("s3cret", "s3@cret");
    }
}
