package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.BuildVersions;
import io.storagebench.engine.jdbc.ServerProcesses;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The variables a build of mariadbd has, as its own {@code mariadbd --no-defaults --verbose --help} lists them (no
 * data directory needed, also as root; with MyRocks' plugin loaded, so that its {@code rocksdb_*} variables are
 * there too), so that a profile setting the build lacks is one line before mariadb-install-db runs, not a server that
 * stops with {@code unknown variable} in its error log. The versions that added or removed a setting only word the
 * message ({@link #CHANGES}); the build's list decides.
 *
 * <p>mariadbd takes an option's name with dashes or underscores, {@code skip-NAME} for a boolean's off, a
 * {@code loose-} prefix for "ignore if unknown", and an unambiguous prefix of a name; a setting is checked the same
 * way, so nothing the server accepts is refused.
 */
final class BuildSettings {
    private static final Pattern VERSION = Pattern.compile("Ver ([0-9]+(\\.[0-9]+)+)");
    /** The heading of the help's table of variables; the names follow after two more lines. */
    private static final String VARIABLES = "Variables (--variable-name=value)";
    /** The variables of each build asked so far, by the help command that listed them. */
    private static final Map<List<String>, Set<String>> NAMES = new ConcurrentHashMap<>();
    /** When a setting storagebench's profiles might name went, for the message (MariaDB's knowledge base). */
    private static final Map<String, String> CHANGES = Map.of(
            "innodb_buffer_pool_instances", "removed in 10.6",
            "innodb_page_cleaners", "removed in 10.6",
            "innodb_log_files_in_group", "removed in 10.6",
            "innodb_change_buffering", "ignored from 10.9, removed in 11.0",
            "innodb_change_buffer_max_size", "removed in 11.0");

    private BuildSettings() {
    }

    /**
     * Refuses settings the build lacks, naming the first, the build's version and the profile.
     *
     * @param pluginDir where MyRocks' plugin is (empty: the server's own directory), for the MyRocks flavour
     * @throws IllegalArgumentException in one line, when the build lacks one
     */
    static void require(MariaDbBinaries bin, Flavour flavour, Optional<Path> pluginDir, Map<String, String> settings,
                        String profile) {
        Set<String> has = names(bin, flavour, pluginDir);
        if (has.isEmpty()) {
            return; // a build whose help lists no variables: the server's start says what it lacks
        }
        for (String setting : settings.keySet()) {
            if (!accepts(has, setting)) {
                String name = normal(setting);
                String change = CHANGES.get(name);
                throw new IllegalArgumentException(flavour.engineName() + " " + version(bin.mariadbd())
                        + " has no setting " + name + (change == null ? "" : " (" + change + ")") + ", which profile '"
                        + profile + "' sets (" + bin.mariadbd() + "): use a profile without it for this version");
            }
        }
    }

    /** True when mariadbd would take {@code setting} given the variables {@code has}. */
    static boolean accepts(Set<String> has, String setting) {
        String name = normal(setting);
        if (name.startsWith("loose_")) {
            return true;
        }
        if (has.contains(name) || name.startsWith("skip_") && has.contains(name.substring("skip_".length()))) {
            return true;
        }
        return has.stream().filter(n -> n.startsWith(name)).count() == 1; // an unambiguous prefix
    }

    /** The build's variables, with underscores, asked once per process; empty when it cannot list them. */
    static Set<String> names(MariaDbBinaries bin, Flavour flavour, Optional<Path> pluginDir) {
        List<String> command = new ArrayList<>(List.of(bin.mariadbd().toString(), "--no-defaults"));
        bin.baseDir().ifPresent(d -> command.add("--basedir=" + d));
        if (flavour == Flavour.MYROCKS) {
            pluginDir.ifPresent(d -> command.add("--plugin-dir=" + d));
            command.add("--plugin-load-add=ha_rocksdb");
        }
        command.addAll(List.of("--verbose", "--help"));
        return NAMES.computeIfAbsent(List.copyOf(command), BuildSettings::describe);
    }

    private static Set<String> describe(List<String> command) {
        ServerProcesses.Outcome out;
        try {
            out = ServerProcesses.run(command, Defaults.TOOL_SECONDS);
        } catch (RuntimeException e) {
            return Set.of(); // mariadbd does not run: its start says what is wrong
        }
        return out.exitCode() == 0 ? parse(out.output()) : Set.of();
    }

    /** The variables' names in the help's output: the table after its heading and the two lines under it. */
    static Set<String> parse(String help) {
        Set<String> names = new HashSet<>();
        String[] lines = help.split("\n");
        int start = -1;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(VARIABLES)) {
                start = i + 3;
                break;
            }
        }
        if (start < 0) {
            return Set.of();
        }
        for (int i = start; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                break; // the table ends at an empty line
            }
            int space = line.indexOf(' ');
            names.add(normal(space < 0 ? line : line.substring(0, space)));
        }
        return Set.copyOf(names);
    }

    /** The build's version as {@code mariadbd --version} says it ({@code 11.4.5}), or {@code ?}; asked once. */
    static String version(Path mariadbd) {
        return BuildVersions.of(mariadbd, VERSION, Defaults.TOOL_SECONDS);
    }

    /** The build's version, empty when it does not say it. */
    static Optional<String> knownVersion(Path mariadbd) {
        return BuildVersions.known(mariadbd, VERSION, Defaults.TOOL_SECONDS);
    }

    private static String normal(String name) {
        return name.strip().toLowerCase(Locale.ROOT).replace('-', '_');
    }
}
