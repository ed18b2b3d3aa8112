package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.ServerEngineProvider;
import io.storagebench.engine.jdbc.ServerSettings;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.util.ArrayList;
import java.util.List;

/** The engine options, checked once: every server engine's ({@link ServerSettings}), and pgjdbc's prepareThreshold. */
record PostgresSettings(ServerSettings server, int prepareThreshold) implements ServerEngineProvider.Settings {
    static final ServerSettings.Family FAMILY = new ServerSettings.Family(PostgresEngineProvider.NAME, Profile.NAMES,
            "directory of initdb and pg_ctl; unset: searched on the PATH, then in " + Defaults.DEBIAN_LIB + "/*/bin",
            "jdbc:postgresql://host:5432/db", List.of("jdbc:postgresql:"), "jdbc:postgresql://host:port/database",
            Defaults.USER, Defaults.DATABASE, "[a-z_][a-z0-9_]*", "lower-case letters, digits, _");

    /** Option {@code prepare-threshold}. */
    static final OptionSpec PREPARE_THRESHOLD = OptionSpec.integer("prepare-threshold", "pgjdbc prepareThreshold: "
            + "executions before a statement is prepared on the server", Defaults.PREPARE_THRESHOLD, 0,
            Integer.MAX_VALUE);
    static final List<OptionSpec> OPTIONS = options();

    private static List<OptionSpec> options() {
        List<OptionSpec> options = new ArrayList<>(ServerSettings.options(FAMILY));
        options.add(PREPARE_THRESHOLD);
        return List.copyOf(options);
    }

    static PostgresSettings from(EngineConfig config) {
        return new PostgresSettings(ServerSettings.from(config, FAMILY),
                Math.toIntExact(config.integer(PREPARE_THRESHOLD)));
    }
}
