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
 * other before each step ({@code --sync-dir}).
 *
 * @param index   this shard, from 0
 * @param count   the run's shards, at least 1
 * @param runId   the run's id, the same in every shard: letters, digits, '.', '_' and '-'
 * @param startAt when the first step starts, or null
 * @param syncDir a directory every shard reads and writes, where they meet before each step, or null
 */
public record ShardOptions(int index, int count, String runId, Instant startAt, Path syncDir) {
    private static final Pattern SHARD = Pattern.compile("(\\d{1,9})/(\\d{1,9})");
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
    }

    /**
     * The shard the command line and the environment name, or null for a run in one process.
     *
     * @param shard   {@code --shard I/N}, or null
     * @param shards  {@code --shards N}, or null
     * @param runId   {@code --run-id}, or null for the environment's
     * @param startAt {@code --start-at}, or null
     * @param syncDir {@code --sync-dir}, or null
     * @param env     the environment ({@link System#getenv()}), where the index and the run id may come from
     * @param now     the time a start time must not be before
     * @throws BadInputException for a malformed or out-of-range shard, a missing index or run id, a malformed start
     *                           time or one in the past, and for run options without a shard
     */
    public static ShardOptions resolve(String shard, Integer shards, String runId, String startAt, Path syncDir,
                                       Map<String, String> env, Instant now) {
        if (shard == null && shards == null) {
            if (runId != null || startAt != null || syncDir != null) {
                throw new BadInputException("--run-id, --start-at and --sync-dir are for a sharded run: add --shard "
                        + "I/N or --shards N");
            }
            return null;
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
                startAt == null ? null : startTime(startAt, now), syncDir);
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
