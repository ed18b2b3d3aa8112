package io.storagebench.api;

import io.storagebench.results.ShardInfo;
import io.storagebench.workload.Shard;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which shard of which run this process runs, when a run is split over processes against one server: the shard
 * ({@code --shard I/N}, or {@code --shards N} with the index from the scheduler's environment), the run all shards
 * belong to ({@code --run-id}), when they start their first step ({@code --start-at}) and where they wait for each
 * other before each step ({@code --sync-dir}), and how long they wait there for shards never heard from
 * ({@code --sync-timeout}).
 *
 * @param index   this shard, from 0
 * @param count   the run's shards, at least 1
 * @param runId   the run's id, the same in every shard: letters, digits, '.', '_' and '-'
 * @param startAt when the first step starts, or null
 * @param syncDir a directory every shard reads and writes, where they meet before each step, or null
 * @param syncTimeoutSeconds how long a shard waits at a step for shards never heard from before it gives up
 */
public record ShardOptions(int index, int count, String runId, Instant startAt, Path syncDir,
                           long syncTimeoutSeconds) {
    private static final Pattern SHARD = Pattern.compile("(\\d{1,9})/(\\d{1,9})");
    /** A whole number of seconds, minutes or hours: {@code 90s}, {@code 10m}, {@code 2h}; a bare number is seconds. */
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})([smh]?)");
    private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9._-]+");
    private static final String INDEX_SOURCES = "--shard I/N, or " + String.join(", ", Defaults.SHARD_INDEX_ENV)
            + " in the environment";

    public ShardOptions {
        if (count < 1) {
            throw new BadInputException("a run needs at least 1 shard, not " + count);
        }
        if (index < 0 || index >= count) {
            throw new BadInputException("shard index " + index + " is out of range for " + count + " shards (0 to "
                    + (count - 1) + ")");
        }
        if (runId == null || runId.isBlank()) {
            throw new BadInputException("a sharded run needs its run's id, the same in every shard: --run-id ID, or "
                    + String.join(" or ", Defaults.RUN_ID_ENV) + " in the environment");
        }
        runId = runId.trim();
        if (!RUN_ID.matcher(runId).matches()) {
            throw new BadInputException("bad run id '" + runId + "': letters, digits, '.', '_' and '-' only");
        }
        if (syncTimeoutSeconds < 1) {
            throw new BadInputException("--sync-timeout must be at least 1s, not " + syncTimeoutSeconds + "s");
        }
    }

    /**
     * The shard the command line and the environment name, or null for a run in one process.
     *
     * @param shard   {@code --shard I/N}, or null
     * @param shards  {@code --shards N}, or null
     * @param runId   {@code --run-id}, or null for the environment's
     * @param startAt {@code --start-at}, or null
     * @param syncDir {@code --sync-dir}, or null
     * @param syncTimeout {@code --sync-timeout} as given ({@code 10m}), or null for the default
     * @param env     the environment ({@link System#getenv()}), where the index and the run id may come from
     * @param now     the time a start time must not be before
     * @throws BadInputException for a malformed or out-of-range shard, a missing index or run id, a malformed start
     *                           time or one in the past, and for run options without a shard
     */
    public static ShardOptions resolve(String shard, Integer shards, String runId, String startAt, Path syncDir,
                                       String syncTimeout, Map<String, String> env, Instant now) {
        if (shard == null && shards == null) {
            if (runId != null || startAt != null || syncDir != null || syncTimeout != null) {
                throw new BadInputException("--run-id, --start-at, --sync-dir and --sync-timeout are for a sharded "
                        + "run: add --shard I/N or --shards N");
            }
            return null;
        }
        if (syncTimeout != null && syncDir == null) {
            throw new BadInputException("--sync-timeout bounds the wait at --sync-dir: give --sync-dir too");
        }
        if (shard != null && shards != null) {
            throw new BadInputException("give --shard I/N or --shards N (the index from the environment), not both");
        }
        int index;
        int count;
        if (shard != null) {
            Matcher m = SHARD.matcher(shard.trim());
            if (!m.matches()) {
                throw new BadInputException("bad --shard '" + shard + "': expected I/N, shard I (from 0) of N, e.g. "
                        + "0/3");
            }
            index = Integer.parseInt(m.group(1));
            count = Integer.parseInt(m.group(2));
        } else {
            count = shards;
            if (count < 1) {
                throw new BadInputException("--shards must be at least 1, not " + count);
            }
            index = indexFromEnvironment(env, count);
        }
        return new ShardOptions(index, count, runId != null ? runId : firstSet(env, Defaults.RUN_ID_ENV),
                startAt == null ? null : startTime(startAt, now), syncDir,
                syncTimeout == null ? Defaults.SHARD_SYNC_TIMEOUT_SECONDS : seconds(syncTimeout));
    }

    /**
     * {@code --sync-timeout} in seconds: a whole number of seconds, minutes or hours ({@code 90s}, {@code 10m},
     * {@code 2h}; a bare number is seconds). Written by hand: {@link java.time.Duration#parse} takes only ISO-8601's
     * {@code PT10M}, which no one types on a command line.
     *
     * @throws BadInputException for anything else, or zero
     */
    public static long seconds(String text) {
        Matcher m = DURATION.matcher(text.trim());
        if (!m.matches()) {
            throw new BadInputException("bad --sync-timeout '" + text + "': expected seconds, minutes or hours such "
                    + "as 90s, 10m or 2h");
        }
        long n = Long.parseLong(m.group(1));
        long seconds = switch (m.group(2)) {
            case "m" -> n * 60;
            case "h" -> n * 3600;
            default -> n;
        };
        if (seconds < 1) {
            throw new BadInputException("--sync-timeout must be at least 1s, not '" + text + "'");
        }
        return seconds;
    }

    /** Seconds as {@link #seconds} reads them back, in the largest whole unit: {@code 600} is {@code 10m}. */
    public static String duration(long seconds) {
        if (seconds % 3600 == 0) {
            return seconds / 3600 + "h";
        }
        return seconds % 60 == 0 ? seconds / 60 + "m" : seconds + "s";
    }

    /** The shard as the workloads plan it. */
    public Shard shard() {
        return new Shard(index, count);
    }

    /** The shard as its bundle records it. */
    public ShardInfo info() {
        return new ShardInfo(runId, index, count, startAt == null ? null : startAt.toString());
    }

    /** As users write it: {@code 1/3} is the second of three. */
    public String label() {
        return index + "/" + count;
    }

    private static int indexFromEnvironment(Map<String, String> env, int count) {
        for (String name : Defaults.SHARD_INDEX_ENV) {
            String value = env.get(name);
            if (value == null || value.isBlank()) {
                continue;
            }
            int index;
            try {
                index = Integer.parseInt(value.trim());
            } catch (NumberFormatException e) {
                throw new BadInputException(name + "='" + value + "' is not a shard index (a whole number from 0)");
            }
            if (index < 0 || index >= count) {
                throw new BadInputException("shard index " + index + " from " + name + " is out of range for "
                        + "--shards " + count + " (0 to " + (count - 1) + ")");
            }
            return index;
        }
        throw new BadInputException("--shards " + count + " needs this shard's index: " + INDEX_SOURCES);
    }

    private static String firstSet(Map<String, String> env, Iterable<String> names) {
        for (String name : names) {
            String value = env.get(name);
            if (value != null && !value.isBlank()) {
                return value;
            }
        }
        return null;
    }

    /** An ISO-8601 instant ({@code 2026-12-02T01:00:00Z}, or with an offset), not before {@code now}. */
    private static Instant startTime(String text, Instant now) {
        Instant at;
        try {
            at = OffsetDateTime.parse(text.trim()).toInstant();
        } catch (DateTimeParseException e) {
            throw new BadInputException("bad --start-at '" + text + "': expected an ISO-8601 time such as "
                    + "2026-12-02T01:00:00Z");
        }
        if (at.isBefore(now)) {
            throw new BadInputException("--start-at " + text.trim() + " is in the past (it is now "
                    + now.truncatedTo(java.time.temporal.ChronoUnit.SECONDS) + ")");
        }
        return at;
    }
}
