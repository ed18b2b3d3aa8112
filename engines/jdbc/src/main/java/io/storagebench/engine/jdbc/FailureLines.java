package io.storagebench.engine.jdbc;

import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * Picks, from what a server tool or a server printed, the lines that say why it failed. initdb and
 * mariadb-install-db end with boilerplate ("removing data directory", "submit a bug report at ..."), so their last
 * line hides the cause; the operating system's reason (no space, permission denied) outranks the "could not" line
 * that quotes no reason, which outranks the bare ERROR and FATAL lines that follow from it.
 */
public final class FailureLines {
    /** How many lines a one-line error message quotes. */
    private static final int MAX_LINES = 2;
    private static final List<Pattern> RANKS = List.of(
            Pattern.compile("(?i)no space left|permission denied|out of disk space|read-only file system"
                    + "|disk quota|errcode: 28|error 28\\b"),
            Pattern.compile("(?i)could not|can't|cannot|unable to"),
            Pattern.compile("FATAL|PANIC|ERROR|\\berror:"));
    /** The timestamp, process id and severity the servers put before a message, and a tool's progress before that. */
    private static final Pattern PREFIX = Pattern.compile(
            "^(?:.*?\\s)?\\d{4}-\\d{2}-\\d{2} [\\d:.]+(?: [A-Z]{2,5})? (?:\\[\\d+\\] |\\d+ )(?:\\[\\w+\\] |[A-Z]+:\\s+)?");

    private FailureLines() {
    }

    /** The most telling lines of {@code output} joined by "; ", else its last non-blank line, else "(no output)". */
    public static String of(String output) {
        List<String> lines = output.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.isEmpty()) {
            return "(no output)";
        }
        List<String> picked = IntStream.range(0, lines.size()).boxed()
                .filter(i -> rank(lines.get(i)) < RANKS.size())
                .sorted(Comparator.comparingInt((Integer i) -> rank(lines.get(i))).thenComparingInt(i -> i))
                .map(i -> PREFIX.matcher(lines.get(i)).replaceFirst("")).distinct().limit(MAX_LINES).toList();
        return picked.isEmpty() ? PREFIX.matcher(lines.get(lines.size() - 1)).replaceFirst("")
                : String.join("; ", picked);
    }

    private static int rank(String line) {
        for (int r = 0; r < RANKS.size(); r++) {
            if (RANKS.get(r).matcher(line).find()) {
                return r;
            }
        }
        return RANKS.size();
    }
}
