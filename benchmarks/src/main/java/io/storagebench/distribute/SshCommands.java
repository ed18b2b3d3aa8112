package io.storagebench.distribute;

import io.storagebench.api.BadInputException;
import io.storagebench.api.ShardOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One ssh command per shard of a {@link ShardedRun}, shard {@code I} on the {@code I}-th host, for GNU parallel
 * ({@code parallel -j0}) or any shell to run at once: no scheduler gives an index or a run id here, so each command
 * names its shard ({@code --shard I/N}) and the run. Each host keeps its bundles in its own results directory, under
 * the run id, until they are copied together for {@code storagebench merge}.
 */
public final class SshCommands {
    /** A host as ssh takes it ({@code name}, {@code user@name}, {@code [v6]}); never an option ({@code -...}). */
    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9_.@:%\\[\\]][A-Za-z0-9_.@:%\\[\\]-]*");

    private SshCommands() {
    }

    /**
     * The commands, one line each.
     *
     * @param hosts  the client hosts, as ssh names them; as many as the run has shards
     * @param runId  the run all shards belong to
     * @param layout the layout's directories are relative to the login directory
     */
    public static List<String> lines(ShardedRun run, List<String> hosts, String runId, HostLayout layout) {
        if (hosts.size() != run.shards()) {
            throw new IllegalArgumentException(hosts.size() + " hosts for " + run.shards() + " shards");
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < hosts.size(); i++) {
            String host = hosts.get(i);
            if (!HOST.matcher(host).matches()) {
                throw new BadInputException("bad host '" + host + "' in --hosts: a name ssh can log in to");
            }
            List<String> flags = new ArrayList<>(List.of("--shard", i + "/" + run.shards(), "--run-id", runId,
                    "--results-dir", layout.resultsDir() + "/" + runId));
            if (layout.syncDir() != null) {
                flags.addAll(List.of("--sync-dir", layout.syncDir() + "/" + runId, "--sync-timeout",
                        ShardOptions.duration(layout.syncTimeoutSeconds())));
            }
            List<String> remote = new ArrayList<>(List.of(layout.storagebench()));
            remote.addAll(run.command(flags));
            // -n: parallel and xargs feed commands on stdin, which ssh must not read; BatchMode: fail, never prompt
            lines.add("ssh -n -o BatchMode=yes " + Shell.quote(host) + " " + Shell.quote(Shell.join(remote)));
        }
        return lines;
    }

    /** What the hosts need for the password, when the run has one: never the password itself. */
    public static Optional<String> note(ShardedRun run) {
        ShardedRun.Password password = run.password();
        if (password == null) {
            return Optional.empty();
        }
        if (password.env() == null) {
            return Optional.of("the shards read the server's password from " + password.file()
                    + ": every host needs that file");
        }
        return Optional.of("the password is not in these commands: the shards read it from " + password.env()
                + (password.fromUrl() ? " (taken out of --jdbc-url)" : "") + ", which ssh does not pass: set it in "
                + "each host's environment (SendEnv " + password.env() + " with the server's AcceptEnv), or give -o "
                + ShardedRun.PASSWORD_FILE_OPTION + "=PATH on a file each host holds");
    }
}
