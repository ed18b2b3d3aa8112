package io.storagebench.probe.proc;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code name: value} files: {@code /proc/PID/io} ({@code read_bytes}, {@code write_bytes}, {@code rchar},
 * {@code wchar}) and {@code /proc/PID/task/TID/status} ({@code voluntary_ctxt_switches},
 * {@code nonvoluntary_ctxt_switches}). Only lines whose value is one number are kept.
 */
public final class KeyValues {
    private KeyValues() {
    }

    public static Map<String, Long> parse(String text) {
        Map<String, Long> values = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                String value = line.substring(colon + 1).trim();
                if (value.matches("\\d+")) {
                    values.put(line.substring(0, colon).trim(), Long.parseLong(value));
                }
            }
        }
        return values;
    }

    /** voluntary + nonvoluntary context switches of one task's status file. */
    public static long contextSwitches(String status) {
        Map<String, Long> values = parse(status);
        Long voluntary = values.get("voluntary_ctxt_switches");
        Long nonvoluntary = values.get("nonvoluntary_ctxt_switches");
        if (voluntary == null || nonvoluntary == null) {
            throw new IllegalArgumentException("no *_ctxt_switches lines in status");
        }
        return voluntary + nonvoluntary;
    }
}
