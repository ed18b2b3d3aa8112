package io.storagebench.distribute;

import io.storagebench.api.BadInputException;
import io.storagebench.api.Defaults;
import io.storagebench.spi.Secrets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One run to be split into shards, as a scheduler's file starts it: run's options as the user gave them (checked by
 * run's own parser before this is made), with the server's password moved out of the URL, and the shard count.
 *
 * @param workload     the workload's name, for the job's name
 * @param shards       how many shards, each a process on a client host of its own
 * @param runOptions   run's options without the shard flags, no password among them
 * @param workDirGiven whether the options name a work directory (else the scheduler's file may give one)
 * @param password     where the shards read the server's password from, or null when it is not given at all
 */
public record ShardedRun(String workload, int shards, List<String> runOptions, boolean workDirGiven,
                         Password password) {
    /** The server engines' options naming where the password is (see the engines' {@code ServerSettings}). */
    static final String PASSWORD_ENV_OPTION = "password-env";
    static final String PASSWORD_FILE_OPTION = "password-file";

    public ShardedRun {
        if (shards < 1) {
            throw new BadInputException("--shards must be at least 1, not " + shards);
        }
        runOptions = List.copyOf(runOptions);
    }

    /**
     * Where each shard finds the server's password: an environment variable or a file. Exactly one is set.
     *
     * @param env     the environment variable holding it, or null
     * @param file    the file holding it (a path every host can read), or null
     * @param fromUrl whether it was in the URL: the shards then read it from {@link Defaults#SHARD_PASSWORD_ENV}
     */
    public record Password(String env, String file, boolean fromUrl) {
    }

    /**
     * The run, with a password that {@code jdbcUrl} carries replaced in {@code tokens} by {@code -o password-env=}
     * {@link Defaults#SHARD_PASSWORD_ENV}.
     *
     * @param tokens        run's options as given (the words after {@code --})
     * @param jdbcUrl       the server's URL as run parsed it from them ({@code --jdbc-url} or {@code -o jdbc-url=})
     * @param engineOptions the engine options run parsed from them ({@code -o})
     * @throws BadInputException when the URL carries a secret that cannot be moved, or two passwords are given
     */
    public static ShardedRun of(String workload, int shards, List<String> tokens, boolean workDirGiven,
                                String jdbcUrl, Map<String, String> engineOptions) {
        String env = engineOptions.get(PASSWORD_ENV_OPTION);
        String file = engineOptions.get(PASSWORD_FILE_OPTION);
        String stripped = UrlPassword.strip(jdbcUrl);
        if (!Secrets.redact(stripped).equals(stripped)) {
            throw new BadInputException("--jdbc-url carries a secret other than the server's password ("
                    + Secrets.redact(stripped) + "), which a scheduler's file would show: give it to the driver "
                    + "another way (a properties file, the driver's environment)");
        }
        boolean inUrl = !stripped.equals(jdbcUrl);
        if (inUrl && (env != null || file != null)) {
            throw new BadInputException("--jdbc-url carries a password and -o " + (env != null
                    ? PASSWORD_ENV_OPTION : PASSWORD_FILE_OPTION) + " names another: give one");
        }
        List<String> options = new ArrayList<>();
        for (String token : tokens) {
            String moved = inUrl ? token.replace(jdbcUrl, stripped) : token;
            if (!Secrets.redact(moved).equals(moved)) {
                // the URL was written in a way run trims or splits: never print it rather than print a password
                throw new BadInputException("cannot take the password out of '" + Secrets.redact(token)
                        + "': give it with -o " + PASSWORD_ENV_OPTION + "=VAR instead");
            }
            options.add(moved);
        }
        Password password = null;
        if (inUrl) {
            options.add("-o");
            options.add(PASSWORD_ENV_OPTION + "=" + Defaults.SHARD_PASSWORD_ENV);
            password = new Password(Defaults.SHARD_PASSWORD_ENV, null, true);
        } else if (env != null) {
            password = new Password(env, null, false);
        } else if (file != null) {
            password = new Password(null, file, false);
        }
        return new ShardedRun(workload, shards, options, workDirGiven, password);
    }

    /** The shard's command line after the command that starts storagebench: {@code run}, the shard flags, the rest. */
    List<String> command(List<String> shardFlags) {
        List<String> out = new ArrayList<>();
        out.add("run");
        out.addAll(shardFlags);
        out.addAll(runOptions);
        return out;
    }
}
