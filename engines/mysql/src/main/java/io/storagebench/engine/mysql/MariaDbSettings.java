package io.storagebench.engine.mysql;

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
record MariaDbSettings(String jdbcUrl, String user, String password, String database, String profile,
                       String binDir, String pluginDir, int port) {

    static List<OptionSpec> options(Flavour flavour) {
        List<OptionSpec> common = List.of(
                new OptionSpec("profile", "configuration profile of the managed server: " + String.join(", ",
                        MariaDbProfile.NAMES), Defaults.PROFILE),
                new OptionSpec("bin-dir", "directory of mariadbd and mariadb-install-db; unset: searched on the "
                        + "PATH, then in " + Defaults.DEBIAN_SBIN + " and " + Defaults.DEBIAN_BIN, null),
                new OptionSpec("port", "port of the managed server on 127.0.0.1; 0 picks a free one",
                        String.valueOf(Defaults.PORT)),
                new OptionSpec("jdbc-url", "use this existing server instead of starting one, e.g. "
                        + "jdbc:mysql://host:3306/db", null),
                new OptionSpec("user", "database user", Defaults.USER),
                new OptionSpec("password-env", "name of the environment variable holding the password (jdbc-url)",
                        null),
                new OptionSpec("password-file", "file whose first line is the password (jdbc-url)", null),
                new OptionSpec("database", "database of the benchmark tables; created on a managed server",
                        Defaults.DATABASE));
        if (flavour != Flavour.MYROCKS) {
            return common;
        }
        List<OptionSpec> all = new java.util.ArrayList<>(common);
        all.add(new OptionSpec("plugin-dir", "directory of ha_rocksdb.so; unset: the server's own, "
                + Defaults.DEBIAN_PLUGIN_DIR + " on Debian", null));
        return List.copyOf(all);
    }

    static MariaDbSettings from(EngineConfig config, Flavour flavour) {
        String url = config.option("jdbc-url", null);
        String password = EngineOptions.password(config.option("password-env", null),
                config.option("password-file", null));
        String profile = config.option("profile", Defaults.PROFILE);
        if (!MariaDbProfile.NAMES.contains(profile)) {
            throw new IllegalArgumentException("unknown profile '" + profile + "' for engine " + flavour.engineName()
                    + " (profiles: " + String.join(", ", MariaDbProfile.NAMES) + ")");
        }
        if (url != null && !url.startsWith(MariaDbEngineProvider.MYSQL_SCHEME)
                && !url.startsWith(MariaDbEngineProvider.MARIADB_SCHEME)) {
            throw new IllegalArgumentException("bad jdbc-url: expected jdbc:mysql://host:port/database "
                    + "(or jdbc:mariadb://)");
        }
        String database = config.option("database", Defaults.DATABASE);
        if (!database.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException("bad database '" + database + "': letters, digits, _");
        }
        return new MariaDbSettings(url, config.option("user", Defaults.USER), password, database, profile,
                config.option("bin-dir", null), config.option("plugin-dir", null),
                EngineOptions.integer(config, "port", Defaults.PORT, 0, 65535));
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
        return "MariaDbSettings[profile=" + profile + ", database=" + database + "]";
    }
}
