package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.ServerEngineProvider;
import io.storagebench.engine.jdbc.ServerSettings;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine options, checked once: every server engine's ({@link ServerSettings}), and for MyRocks the directory of
 * its plugin.
 */
record MariaDbSettings(ServerSettings server, String pluginDir) implements ServerEngineProvider.Settings {

    /** Option {@code plugin-dir} (MyRocks). */
    static final OptionSpec PLUGIN_DIR = OptionSpec.text("plugin-dir", "directory of ha_rocksdb.so; unset: the "
            + "server's own, " + Defaults.DEBIAN_PLUGIN_DIR + " on Debian", null);

    static List<OptionSpec> options(Flavour flavour) {
        return options(flavour, flavour.engineName());
    }

    /** The options of the flavour's engine named {@code engine}. */
    static List<OptionSpec> options(Flavour flavour, String engine) {
        List<OptionSpec> options = new ArrayList<>(ServerSettings.options(family(engine)));
        if (flavour == Flavour.MYROCKS) {
            options.add(PLUGIN_DIR);
        }
        return List.copyOf(options);
    }

    static MariaDbSettings from(EngineConfig config, Flavour flavour) {
        return from(config, flavour.engineName());
    }

    /** The options of {@code config} for the engine named {@code engine}, which names it in messages. */
    static MariaDbSettings from(EngineConfig config, String engine) {
        return new MariaDbSettings(ServerSettings.from(config, family(engine)), config.text(PLUGIN_DIR));
    }

    private static ServerSettings.Family family(String engine) {
        return new ServerSettings.Family(engine, MariaDbProfile.NAMES, "directory of mariadbd and "
                + "mariadb-install-db; unset: searched on the PATH, then in " + Defaults.DEBIAN_SBIN + " and "
                + Defaults.DEBIAN_BIN, "jdbc:mysql://host:3306/db",
                List.of(MariaDbEngineProvider.MYSQL_SCHEME, MariaDbEngineProvider.MARIADB_SCHEME),
                "jdbc:mysql://host:port/database (or jdbc:mariadb://)", Defaults.USER, Defaults.DATABASE,
                "[A-Za-z_][A-Za-z0-9_]*", "letters, digits, _");
    }
}
