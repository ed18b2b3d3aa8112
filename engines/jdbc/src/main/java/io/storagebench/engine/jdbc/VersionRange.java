package io.storagebench.engine.jdbc;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server versions a profile line applies to, written before the setting in brackets: {@code [13+]} (13 and
 * later), {@code [-12]} (12 and earlier), {@code [13-16]} (13 to 16), {@code [10.11]} (10.11 only). A bound compares
 * as many components of the version as it has, so {@code [-10]} holds 10.11.19 and {@code [11.4+]} holds 11.4.5 and
 * 12.0.
 *
 * @param lower the lowest version it holds, empty for no lower bound
 * @param upper the highest, empty for no upper bound
 */
public record VersionRange(List<Integer> lower, List<Integer> upper) {
    private static final Pattern NUMBER = Pattern.compile("[0-9]+(\\.[0-9]+)*");
    private static final Pattern LEADING = Pattern.compile("^[0-9]+(\\.[0-9]+)*");

    public VersionRange {
        lower = List.copyOf(lower);
        upper = List.copyOf(upper);
    }

    /**
     * Parses the text between the brackets.
     *
     * @throws IllegalArgumentException when it is none of the four forms
     */
    public static VersionRange parse(String text) {
        String t = text.strip();
        if (t.endsWith("+")) {
            return new VersionRange(numbers(t.substring(0, t.length() - 1), text), List.of());
        }
        if (t.startsWith("-")) {
            return new VersionRange(List.of(), numbers(t.substring(1), text));
        }
        int dash = t.indexOf('-');
        if (dash > 0) {
            return new VersionRange(numbers(t.substring(0, dash), text), numbers(t.substring(dash + 1), text));
        }
        List<Integer> exact = numbers(t, text);
        return new VersionRange(exact, exact);
    }

    /** True when the range holds {@code version} ({@code 17.12}, {@code 11.4.5-MariaDB}: its leading numbers). */
    public boolean holds(String version) {
        Optional<List<Integer>> v = leadingNumbers(version);
        return v.isPresent() && (lower.isEmpty() || compare(v.get(), lower) >= 0)
                && (upper.isEmpty() || compare(v.get(), upper) <= 0);
    }

    @Override
    public String toString() {
        String lo = join(lower);
        String hi = join(upper);
        return lower.equals(upper) ? lo : upper.isEmpty() ? lo + "+" : lower.isEmpty() ? "-" + hi : lo + "-" + hi;
    }

    /** Compares the version's first components, as many as the bound has, with the bound. */
    private static int compare(List<Integer> version, List<Integer> bound) {
        for (int i = 0; i < bound.size(); i++) {
            int c = Integer.compare(i < version.size() ? version.get(i) : 0, bound.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static List<Integer> numbers(String s, String whole) {
        if (!NUMBER.matcher(s.strip()).matches()) {
            throw new IllegalArgumentException("version range [" + whole
                    + "] is none of [13+], [-12], [13-16], [10.11]");
        }
        List<Integer> out = new ArrayList<>();
        for (String part : s.strip().split("\\.")) {
            out.add(Integer.parseInt(part));
        }
        return out;
    }

    private static Optional<List<Integer>> leadingNumbers(String version) {
        Matcher m = LEADING.matcher(version.strip());
        return m.find() ? Optional.of(numbers(m.group(), version)) : Optional.empty();
    }

    private static String join(List<Integer> parts) {
        return String.join(".", parts.stream().map(String::valueOf).toList());
    }
}
