package io.storagebench.profile;

import io.storagebench.results.FunctionCost;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Collapsed (folded) stacks: one line per distinct stack, its frames root first separated by {@code ;}, then a space
 * and how many samples had it (Gregg's {@code stackcollapse} format, which async-profiler writes too). Parsed and
 * summed here by hand: the format is one split per line, and the flame graph library only draws it.
 */
public final class Collapsed {
    private final Map<String, Long> stacks = new LinkedHashMap<>();

    /** Adds {@code count} samples of a stack (frames root first); identical stacks add up. */
    public void add(List<String> frames, long count) {
        if (!frames.isEmpty() && count > 0) {
            stacks.merge(String.join(";", frames), count, Long::sum);
        }
    }

    /** Parses collapsed text; a line without a trailing count is refused. Blank lines are skipped. */
    public static Collapsed parse(Reader in) throws IOException {
        Collapsed c = new Collapsed();
        BufferedReader lines = new BufferedReader(in);
        int number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            int space = line.lastIndexOf(' ');
            long count;
            try {
                count = space > 0 ? Long.parseLong(line.substring(space + 1).trim()) : -1;
            } catch (NumberFormatException e) {
                count = -1;
            }
            if (count < 0) {
                throw new IOException("collapsed stacks, line " + number + ": no sample count at its end");
            }
            c.stacks.merge(line.substring(0, space), count, Long::sum);
        }
        return c;
    }

    public static Collapsed parse(String text) {
        try {
            return parse(new StringReader(text));
        } catch (IOException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** Each stack with its count, in the order first seen. */
    public Map<String, Long> stacks() {
        return java.util.Collections.unmodifiableMap(stacks);
    }

    /** All samples. */
    public long total() {
        return stacks.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Writes the collapsed text, most samples first. */
    public void write(Writer out) {
        try {
            for (Map.Entry<String, Long> e : sorted()) {
                out.write(e.getKey());
                out.write(' ');
                out.write(Long.toString(e.getValue()));
                out.write('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private List<Map.Entry<String, Long>> sorted() {
        List<Map.Entry<String, Long>> entries = new ArrayList<>(stacks.entrySet());
        entries.sort(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        return entries;
    }

    /**
     * The functions with most samples: the {@code limit} with most of their own (on top of the stack: a flat
     * profile) and the {@code limit} with most in all (anywhere on the stack: the callers of that cost), most of their
     * own first. Each has its self and total samples (total counts a stack once however often the function recurs in
     * it) and, given the step's CPU per operation {@code basisUsPerOp}, both as µs per operation: share of all
     * samples × basis. A null basis leaves the µs absent.
     */
    public List<FunctionCost> functions(int limit, Double basisUsPerOp) {
        Map<String, Long> self = new HashMap<>();
        Map<String, Long> total = new HashMap<>();
        for (Map.Entry<String, Long> e : stacks.entrySet()) {
            String[] frames = e.getKey().split(";");
            self.merge(frames[frames.length - 1], e.getValue(), Long::sum);
            Set<String> seen = new HashSet<>();
            for (String frame : frames) {
                if (seen.add(frame)) {
                    total.merge(frame, e.getValue(), Long::sum);
                }
            }
        }
        Comparator<String> byTotal = Comparator.<String>comparingLong(total::get).reversed()
                .thenComparing(Comparator.naturalOrder());
        Comparator<String> bySelf = Comparator.<String>comparingLong(n -> self.getOrDefault(n, 0L)).reversed()
                .thenComparing(byTotal);
        Set<String> chosen = new HashSet<>();
        total.keySet().stream().sorted(bySelf).limit(limit).forEach(chosen::add);
        total.keySet().stream().sorted(byTotal).limit(limit).forEach(chosen::add);
        long all = total();
        List<FunctionCost> out = new ArrayList<>();
        for (String name : chosen.stream().sorted(bySelf).toList()) {
            long s = self.getOrDefault(name, 0L);
            long t = total.get(name);
            out.add(new FunctionCost(name, s, t, perOp(s, all, basisUsPerOp), perOp(t, all, basisUsPerOp)));
        }
        return out;
    }

    /** A count's share of all samples times the step's CPU per operation; null without a basis or samples. */
    static Double perOp(long count, long all, Double basisUsPerOp) {
        return basisUsPerOp == null || all == 0 ? null : basisUsPerOp * count / all;
    }
}
