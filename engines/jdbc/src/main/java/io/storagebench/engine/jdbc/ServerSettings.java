package io.storagebench.engine.jdbc;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import io.storagebench.spi.Secrets;
import java.util.List;

/**
 * The options every engine over a server has, checked once. With {@code jdbc-url} the engine uses that server and
 * starts nothing; otherwise it starts a throwaway one from the installed binaries with a configuration profile. The
 * password comes from an environment variable or a file, never from the command line, and is never printed or
 * stored.
 */
public record ServerSettings(String jdbcUrl, String user, String password, String database, String profile,
                             String binDir, int port) {
    /**
     * What the options say for one server family.
     *
     * @param engine          the engine's name, for the message about an unknown profile
     * @param profiles        the profiles it ships
     * @param binDirHelp      what {@code bin-dir} names and where the binaries are searched without it
     * @param urlExample      a URL for the help, e.g. {@code jdbc:postgresql://host:5432/db}
     * @param urlPrefixes     what a URL of its driver starts with
     * @param urlForm         the URL's form for the message about a wrong one
     * @param user            the default database user
     * @param database        the default database of the benchmark tables
     * @param databasePattern the names a database may have
     * @param databaseRule    that pattern in words
     */
    public record Family(String engine, List<String> profiles, String binDirHelp, String urlExample,
                         List<String> urlPrefixes, String urlForm, String user, String database,
                         String databasePattern, String databaseRule) {
        public Family {
            profiles = List.copyOf(profiles);
            urlPrefixes = List.copyOf(urlPrefixes);
        }
    }

    /** Option {@code port}: the managed server's port. */
    public static final OptionSpec PORT = OptionSpec.integer("port",
            "port of the managed server on 127.0.0.1; 0 picks a free one", Defaults.PORT, 0, 65535);
    /** Option {@code password-env}: the environment variable holding the password. */
    public static final OptionSpec PASSWORD_ENV = OptionSpec.text("password-env",
            "name of the environment variable holding the password (jdbc-url)", null);
    /** Option {@code password-file}: the file whose first line is the password. */
    public static final OptionSpec PASSWORD_FILE = OptionSpec.text("password-file",
            "file whose first line is the password (jdbc-url)", null);

    /** The options, in the order the help lists them; an engine appends its own. */
    public static List<OptionSpec> options(Family family) {
        return List.of(profile(family), binDir(family), PORT, jdbcUrl(family), user(family), PASSWORD_ENV,
                PASSWORD_FILE, database(family));
    }

    /**
     * Option {@code profile}: text, checked against the family's profiles here, so that the message lists them and
     * names the engine.
     */
    private static OptionSpec profile(Family family) {
        return OptionSpec.text("profile", "configuration profile of the managed server: "
                + String.join(", ", family.profiles()), Defaults.PROFILE);
    }

    private static OptionSpec binDir(Family family) {
        return OptionSpec.text("bin-dir", family.binDirHelp(), null);
    }

    private static OptionSpec jdbcUrl(Family family) {
        return OptionSpec.text("jdbc-url", "use this existing server instead of starting one, e.g. "
                + family.urlExample(), null);
    }

    private static OptionSpec user(Family family) {
        return OptionSpec.text("user", "database user", family.user());
    }

    private static OptionSpec database(Family family) {
        return OptionSpec.text("database", "database of the benchmark tables; created on a managed server",
                family.database());
    }

    /** The options of {@code config}; bad input names the option. */
    public static ServerSettings from(EngineConfig config, Family family) {
        String url = config.text(jdbcUrl(family));
        String password = EngineOptions.password(config.text(PASSWORD_ENV), config.text(PASSWORD_FILE));
        String profile = config.text(profile(family));
        if (!family.profiles().contains(profile)) {
            throw new IllegalArgumentException("unknown profile '" + profile + "' for engine " + family.engine()
                    + " (profiles: " + String.join(", ", family.profiles()) + ")");
        }
        if (url != null && family.urlPrefixes().stream().noneMatch(url::startsWith)) {
            throw new IllegalArgumentException("bad jdbc-url: expected " + family.urlForm());
        }
        String database = config.text(database(family));
        if (!database.matches(family.databasePattern())) {
            throw new IllegalArgumentException("bad database '" + database + "': " + family.databaseRule());
        }
        return new ServerSettings(url, config.text(user(family)), password, database, profile,
                config.text(binDir(family)), Math.toIntExact(config.integer(PORT)));
    }

    /** True when the engine starts its own server, false when it uses the one at {@link #jdbcUrl}. */
    public boolean managed() {
        return jdbcUrl == null;
    }

    /** The URL with any password in it masked: safe to print and to store. */
    public String printableUrl() {
        return Secrets.redact(jdbcUrl);
    }

    @Override
    public String toString() {
        // the password never leaves this record
        return "ServerSettings[profile=" + profile + ", database=" + database + "]";
    }
}
