package io.storagebench.engine.mysql;

import io.storagebench.spi.Distribution;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The MySQL engines, one provider per flavour: an existing MySQL server by URL, through MySQL Connector/J
 * ({@link MySqlConnectorJ}). They start no server: that waits for a MySQL binary to test it with.
 */
public abstract class MySqlEngineProvider extends MariaDbEngineProvider {
    private static final Set<String> URL_OPTIONS = Set.of("jdbc-url", "user", "password-env", "password-file",
            "database");

    private final Flavour flavour;

    protected MySqlEngineProvider(Flavour flavour) {
        super(flavour, "mysql-" + flavour.settingsPrefix(), new MySqlConnectorJ());
        this.flavour = flavour;
    }

    /** Those of the server options that apply to a server by URL. */
    @Override
    public List<OptionSpec> options() {
        return MariaDbSettings.options(flavour).stream().filter(o -> URL_OPTIONS.contains(o.name())).toList();
    }

    /** None: these engines start no server, so there is no build to fetch. */
    @Override
    public Optional<Distribution> distribution(String version, String os, String arch) {
        return Optional.empty();
    }

    @Override
    protected MariaDbSettings settings(EngineConfig config) {
        MariaDbSettings settings = super.settings(config);
        String url = settings.server().jdbcUrl();
        if (url == null) {
            throw new IllegalArgumentException("engine " + name() + " runs against an existing MySQL server: give "
                    + "--jdbc-url " + MYSQL_SCHEME + "host:port/database (it starts no server of its own)");
        }
        if (!url.startsWith(MYSQL_SCHEME)) {
            throw new IllegalArgumentException("bad jdbc-url: expected " + MYSQL_SCHEME + "host:port/database");
        }
        return settings;
    }
}
