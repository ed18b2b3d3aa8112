package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.BuildVersions;
import io.storagebench.engine.jdbc.ServerProcesses;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The settings a build of PostgreSQL has, as its own {@code postgres --describe-config} lists them (it runs without
 * a data directory, also as root), so a profile setting the build lacks is one line before initdb runs, not a server
 * that stops with {@code FATAL: unrecognized configuration parameter} in its log. The versions that added or removed
 * a setting only word the message ({@link #CHANGES}); the build's list decides.
 */
final class BuildSettings {
    private static final Pattern VERSION = Pattern.compile("\\(PostgreSQL\\) ([0-9][0-9.a-z]*)");
    /** The settings of each build asked so far, by its bin directory. */
    private static final Map<Path, Set<String>> NAMES = new ConcurrentHashMap<>();
    /** When a setting storagebench's profiles might name came or went, for the message. */
    private static final Map<String, String> CHANGES = Map.ofEntries(
            Map.entry("wal_keep_segments", "removed in 13: wal_keep_size"),
            Map.entry("wal_keep_size", "added in 13, as wal_keep_segments before"),
            Map.entry("hash_mem_multiplier", "added in 13"),
            Map.entry("maintenance_io_concurrency", "added in 13"),
            Map.entry("autovacuum_vacuum_insert_threshold", "added in 13"),
            Map.entry("autovacuum_vacuum_insert_scale_factor", "added in 13"),
            Map.entry("logical_decoding_work_mem", "added in 13"),
            Map.entry("vacuum_cleanup_index_scale_factor", "removed in 14"),
            Map.entry("operator_precedence_warning", "removed in 14"),
            Map.entry("default_toast_compression", "added in 14"),
            Map.entry("vacuum_failsafe_age", "added in 14"),
            Map.entry("track_wal_io_timing", "added in 14"),
            Map.entry("stats_temp_directory", "removed in 15"),
            Map.entry("recovery_prefetch", "added in 15"),
            Map.entry("vacuum_defer_cleanup_age", "removed in 16"),
            Map.entry("promote_trigger_file", "removed in 16"),
            Map.entry("force_parallel_mode", "removed in 16: debug_parallel_query"),
            Map.entry("vacuum_buffer_usage_limit", "added in 16"),
            Map.entry("old_snapshot_threshold", "removed in 17"),
            Map.entry("io_combine_limit", "added in 17"),
            Map.entry("summarize_wal", "added in 17"),
            Map.entry("transaction_timeout", "added in 17"),
            Map.entry("io_method", "added in 18"),
            Map.entry("io_workers", "added in 18"),
            Map.entry("autovacuum_worker_slots", "added in 18"),
            Map.entry("autovacuum_vacuum_max_threshold", "added in 18"),
            Map.entry("vacuum_truncate", "added in 18"));

    private BuildSettings() {
    }

    /**
     * Refuses settings the build in {@code bin} lacks, naming the first, the build's version and the profile.
     *
     * @throws IllegalArgumentException in one line, when the build lacks one
     */
    static void require(Path bin, Map<String, String> settings, String profile) {
        Set<String> has = names(bin);
        if (has.isEmpty()) {
            return; // a build that does not describe its settings: the server's start says what it lacks
        }
        for (String name : settings.keySet()) {
            if (!has.contains(name)) {
                String change = CHANGES.get(name);
                throw new IllegalArgumentException("postgres " + version(bin) + " has no setting " + name
                        + (change == null ? "" : " (" + change + ")") + ", which profile '" + profile + "' sets ("
                        + bin + "): use a profile without it for this version");
            }
        }
    }

    /** The build's settings, asked once per process; empty when it cannot list them. */
    static Set<String> names(Path bin) {
        return NAMES.computeIfAbsent(bin.toAbsolutePath().normalize(), BuildSettings::describe);
    }

    private static Set<String> describe(Path bin) {
        ServerProcesses.Outcome out;
        try {
            out = ServerProcesses.run(List.of(bin.resolve("postgres").toString(), "--describe-config"),
                    Defaults.TOOL_SECONDS);
        } catch (RuntimeException e) {
            return Set.of(); // no postgres beside initdb: the server's start says what is wrong
        }
        Set<String> names = new HashSet<>();
        if (out.exitCode() == 0) {
            for (String line : out.output().split("\n")) {
                int tab = line.indexOf('\t');
                if (tab > 0) {
                    names.add(line.substring(0, tab));
                }
            }
        }
        return Set.copyOf(names);
    }

    /** The build's version as {@code postgres --version} says it ({@code 17.12}), or {@code ?}; asked once. */
    static String version(Path bin) {
        return BuildVersions.of(bin.resolve("postgres"), VERSION, Defaults.TOOL_SECONDS);
    }

    /** The build's version, empty when it does not say it. */
    static Optional<String> knownVersion(Path bin) {
        return BuildVersions.known(bin.resolve("postgres"), VERSION, Defaults.TOOL_SECONDS);
    }
}
