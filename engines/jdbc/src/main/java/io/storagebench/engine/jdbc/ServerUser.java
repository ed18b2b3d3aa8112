package io.storagebench.engine.jdbc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The operating-system user a managed server runs as when this JVM is root ({@code postgres}, {@code mysql}). That
 * user must be able to enter every parent of the data directory, which root's own home (mode 0700) forbids; the
 * tools then fail late and say little (mariadb-install-db), so this is checked before they run.
 *
 * @param name   the user's name
 * @param uid    its user id
 * @param groups the ids of every group it is in
 */
public record ServerUser(String name, int uid, Set<Integer> groups) {
    private static final Pattern ID = Pattern.compile("uid=(\\d+)\\(.*?groups=([\\d(),\\w.-]*)");
    /** A work directory the server users can reach on a usual system, for the advice. */
    private static final String REACHABLE_WORK_DIR = "/var/tmp/storagebench-work";

    public ServerUser {
        groups = Set.copyOf(groups);
    }

    /** The user as {@code id NAME} reports it. */
    public static ServerUser lookup(String name) {
        ServerProcesses.Outcome out = ServerProcesses.run(List.of("id", name), 10);
        Matcher m = ID.matcher(out.output());
        if (out.exitCode() != 0 || !m.find()) {
            throw new IllegalArgumentException("the server's user " + name + " does not exist here: "
                    + FailureLines.of(out.output()));
        }
        Set<Integer> groups = Arrays.stream(m.group(2).split(",")).map(g -> g.replaceFirst("\\(.*", ""))
                .filter(g -> !g.isEmpty()).map(Integer::valueOf).collect(Collectors.toSet());
        return new ServerUser(name, Integer.parseInt(m.group(1)), groups);
    }

    /** The first parent of {@code dir}, from the root down, that this user may not enter (no search permission). */
    public Optional<Path> firstBlockedParent(Path dir) throws IOException {
        Path real = dir.toRealPath();
        for (int n = 0; n < real.getNameCount(); n++) {
            Path parent = n == 0 ? real.getRoot() : real.getRoot().resolve(real.subpath(0, n));
            if (!canEnter(parent)) {
                return Optional.of(parent);
            }
        }
        return Optional.empty();
    }

    /** Owner, group, other: the first class the user is in decides, as the kernel does (ACLs aside). */
    private boolean canEnter(Path dir) throws IOException {
        int mode = (Integer) Files.getAttribute(dir, "unix:mode");
        if ((Integer) Files.getAttribute(dir, "unix:uid") == uid) {
            return (mode & 0100) != 0;
        }
        if (groups.contains((Integer) Files.getAttribute(dir, "unix:gid"))) {
            return (mode & 0010) != 0;
        }
        return (mode & 0001) != 0;
    }

    /**
     * Throws, naming the parent and how to fix it, when this user cannot reach {@code dataDir}.
     *
     * @throws IllegalArgumentException when a parent of {@code dataDir} is closed to this user
     */
    public void requireCanReach(Path dataDir) {
        try {
            Optional<Path> blocked = firstBlockedParent(dataDir);
            if (blocked.isPresent()) {
                Path p = blocked.get();
                int mode = (Integer) Files.getAttribute(p, "unix:mode") & 07777;
                throw new IllegalArgumentException(String.format("the server's user %s cannot enter %s (mode %04o, "
                        + "owner %s), a parent of its data directory %s: use a work directory outside it, e.g. "
                        + "--work-dir %s, or chmod o+x %s", name, p, mode, Files.getOwner(p).getName(), dataDir,
                        REACHABLE_WORK_DIR, p));
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot check that " + name + " can reach " + dataDir + ": "
                    + e.getMessage(), e);
        }
    }

    /** As root, checks that {@code osUser} can reach {@code dataDir} (see {@link #requireCanReach}); else nothing. */
    public static void requireCanReach(String osUser, Path dataDir) {
        if (ServerProcesses.runningAsRoot()) {
            lookup(osUser).requireCanReach(dataDir);
        }
    }
}
