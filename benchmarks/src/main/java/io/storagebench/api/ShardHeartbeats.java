package io.storagebench.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * The shards' heartbeats in a run's sync directory: this shard's {@code shard-<I>.alive}, rewritten with a growing
 * count, and what it heard of the others'. A shard that has beaten before and whose count has not changed for the
 * silence allowed, on this shard's own clock (hosts' clocks need not agree), is taken for lost. Written in place, not
 * renamed: on NFS a reader's open sees the writer's last close, while a renamed file's new name can hide behind the
 * reader's cached directory entries for as long as the silence allowed.
 */
final class ShardHeartbeats {
    private final Path dir;
    private final int index;
    private final LongSupplier nanoTime;
    private final long silenceNanos;
    /** Per other shard: the heartbeat last read, and when (on {@link #nanoTime}) it last changed. */
    private final Map<Integer, Heard> heard = new ConcurrentHashMap<>();
    private long beats;

    private record Heard(String beat, long changedAt) {
    }

    ShardHeartbeats(Path dir, int index, LongSupplier nanoTime, long silenceNanos) {
        this.dir = dir;
        this.index = index;
        this.nanoTime = nanoTime;
        this.silenceNanos = silenceNanos;
    }

    /**
     * Writes this shard's next heartbeat: its count and host. Into the run's directory as it is: a directory removed
     * under a shard (the run's files cleared by hand) is not made again by its heartbeat.
     */
    synchronized void beat() {
        try {
            Files.writeString(file(index), ++beats + " " + HostFacts.hostname() + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        } catch (IOException e) {
            // a missed beat is no harm until many in a row are: the waiting shards allow for that
        }
    }

    /** Whether a heartbeat of shard {@code other} has been read here. */
    boolean heardFrom(int other) {
        return heard.containsKey(other);
    }

    /**
     * Whether shard {@code other}, which has beaten before, has not changed its heartbeat for longer than the silence
     * allowed. An unreadable or half-written heartbeat counts as a change: only the same beat read again is silence.
     */
    synchronized boolean silent(int other) {
        String beat;
        try {
            beat = Files.readString(file(other));
        } catch (IOException e) {
            beat = null;
        }
        long now = nanoTime.getAsLong();
        Heard last = heard.get(other);
        if (beat == null && last == null) {
            return false;
        }
        if (last == null || beat == null || !beat.equals(last.beat())) {
            heard.put(other, new Heard(beat == null ? "" : beat, now));
            return false;
        }
        return now - last.changedAt() > silenceNanos;
    }

    /** Why shard {@code other} counts as lost, after {@code when} (a step's name with before or during). */
    String silence(int other, String when) {
        return "has not been heard from for " + silenceNanos / 1_000_000_000L + " s " + when + " (its heartbeat in "
                + file(other) + " stopped: killed, or its host is gone)";
    }

    private Path file(int shard) {
        return dir.resolve("shard-" + shard + ".alive");
    }
}
