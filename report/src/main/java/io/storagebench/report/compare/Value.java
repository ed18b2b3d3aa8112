package io.storagebench.report.compare;

/** A measured figure, or its absence with the reason (an unreadable counter is never a zero). */
public record Value(Measure measure, String absentReason) {
    public static Value of(Measure measure) {
        return new Value(measure, null);
    }

    public static Value absent(String reason) {
        return new Value(null, reason == null ? "absent" : reason);
    }

    public boolean present() {
        return measure != null;
    }
}
