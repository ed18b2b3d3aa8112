package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.EngineOptions;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import io.storagebench.spi.Secrets;
import java.util.List;

/**
 * The engine options, checked once. With {@code jdbc-url} the engine uses that server and starts nothing; the
 * password comes from an environment variable or a file, never from the command line, and is never printed or
 * stored.
 */
record PostgresSettings(String jdbcUrl, String user, String password, String database, String profile,
                        String binDir, int port, int prepareThreshold) {

    static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec("profile", "configuration profile of the managed server: " + String.join(", ",
                    Profile.NAMES), Defaults.PROFILE),
            new OptionSpec("bin-dir", "directory of initdb and pg_ctl; unset: searched on the PATH, then in "
                    + Defaults.DEBIAN_LIB + "/*/bin", null),
            new OptionSpec("port", "port of the managed server on 127.0.0.1; 0 picks a free one",
                    String.valueOf(Defaults.PORT)),
            new OptionSpec("jdbc-url", "use this existing server instead of starting one, e.g. "
                    + "jdbc:postgresql://host:5432/db", null),
            new OptionSpec("user", "database user", Defaults.USER),
            new OptionSpec("password-env", "name of the environment variable holding the password (jdbc-url)", null),
            new OptionSpec("password-file", "file whose first line is the password (jdbc-url)", null),
            new OptionSpec("database", "database of the benchmark tables; created on a managed server",
                    Defaults.DATABASE),
            new OptionSpec("prepare-threshold", "pgjdbc prepareThreshold: executions before a statement is "
                    + "prepared on the server", String.valueOf(Defaults.PREPARE_THRESHOLD)));

    static PostgresSettings from(EngineConfig config) {
        String url = config.option("jdbc-url", null);
        String password = EngineOptions.password(config.option("password-env", null), config.option("password-file", null));
        String profile = config.option("profile", Defaults.PROFILE);
        if (!Profile.NAMES.contains(profile)) {
            throw new IllegalArgumentException("unknown profile '" + profile + "' for engine postgres (profiles: "
                    + String.join(", ", Profile.NAMES) + ")");
        }
        if (url != null && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("bad jdbc-url: expected jdbc:postgresql://host:port/database");
        }
        String database = config.option("database", Defaults.DATABASE);
        if (!database.matches("[a-z_][a-z0-9_]*")) {
            throw new IllegalArgumentException("bad database '" + database + "': lower-case letters, digits, _");
        }
        return new PostgresSettings(url, config.option("user", Defaults.USER), password, database, profile,
                config.option("bin-dir", null), EngineOptions.integer(config, "port", Defaults.PORT, 0, 65535),
                EngineOptions.integer(config, "prepare-threshold", Defaults.PREPARE_THRESHOLD, 0, Integer.MAX_VALUE));
    }

    boolean managed() {
        return jdbcUrl == null;
    }

    /** The URL with any password in it masked: safe to print and to store. */
    String printableUrl() {
        return Secrets.redact(jdbcUrl);
    }

    @Override
    public String toString() {
        // the password never leaves this record
        return "PostgresSettings[profile=" + profile + ", database=" + database + "]";
    }
}
