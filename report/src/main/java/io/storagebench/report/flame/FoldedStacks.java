package io.storagebench.report.flame;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A profile's collapsed (folded) stacks as a bundle keeps them beside it: one line per distinct stack, frames root
 * first separated by {@code ;}, a space, then its sample count. Read here, not with the runner's writer of the
 * format, because the report module depends on the bundles only.
 *
 * @param stacks each stack with its samples (identical stacks added up)
 */
public record FoldedStacks(Map<String, Long> stacks) {
    public FoldedStacks {
        stacks = Collections.unmodifiableMap(new LinkedHashMap<>(stacks));
    }

    /** Parses collapsed text; blank lines are skipped, a line without a trailing count is refused with its number. */
    public static FoldedStacks parse(String text) {
        Map<String, Long> stacks = new LinkedHashMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int space = line.lastIndexOf(' ');
            long count = space > 0 ? count(line.substring(space + 1)) : -1;
            if (count < 0) {
                throw new IllegalArgumentException("collapsed stacks, line " + (i + 1) + ": no sample count at its end");
            }
            stacks.merge(line.substring(0, space), count, Long::sum);
        }
        return new FoldedStacks(stacks);
    }

    /** Reads a collapsed file. */
    public static FoldedStacks read(Path file) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** All samples. */
    public long total() {
        return stacks.values().stream().mapToLong(Long::longValue).sum();
    }

    private static long count(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
