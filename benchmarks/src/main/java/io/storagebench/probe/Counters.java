package io.storagebench.probe;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/** One snapshot of named counters; a counter that could not be read keeps the reason instead of a value. */
final class Counters {
    /** A counter's change between two snapshots: a value, or null and the reason. */
    record Delta(Double value, String reason) {
    }

    final long nanoTime;
    private final Map<String, Long> values = new LinkedHashMap<>();
    private final Map<String, String> reasons = new LinkedHashMap<>();

    Counters(long nanoTime) {
        this.nanoTime = nanoTime;
    }

    void put(String name, long value) {
        values.put(name, value);
    }

    void absent(String name, String reason) {
        reasons.put(name, reason);
    }

    /** Reads one counter; a failing read records its message as the reason. */
    void read(String name, LongSupplier reader) {
        try {
            put(name, reader.getAsLong());
        } catch (RuntimeException e) {
            absent(name, io.storagebench.probe.proc.ProcFs.reason(e));
        }
    }

    /** A counter's own value in this snapshot (a level, such as a resident size), or why it has none. */
    Delta value(String name) {
        Long v = values.get(name);
        return v == null ? new Delta(null, reasons.getOrDefault(name, name + " was not read"))
                : new Delta((double) v, null);
    }

    Delta since(Counters from, String name) {
        Long to = values.get(name);
        Long start = from.values.get(name);
        if (to == null || start == null) {
            String reason = reasons.getOrDefault(name, from.reasons.getOrDefault(name, name + " was not read"));
            return new Delta(null, reason);
        }
        return new Delta((double) (to - start), null);
    }
}
