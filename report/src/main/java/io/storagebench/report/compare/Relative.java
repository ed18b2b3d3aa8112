package io.storagebench.report.compare;

import io.storagebench.report.Defaults;

/**
 * A value divided by the base's, as the reference's sum_met.awk does: 1 when both are 0, infinity when only the
 * base is 0, absent when either is. Highlighted when the ratio is at or beyond {@link Defaults#HIGHLIGHT_HIGH} or
 * {@link Defaults#HIGHLIGHT_LOW} and, with repeats, when the two runs' [min, max] ranges do not overlap.
 */
public record Relative(Double ratio, Mark mark, String absentReason) {
    public static Relative of(Value value, Value base, Direction direction) {
        if (!value.present()) {
            return new Relative(null, Mark.ABSENT, value.absentReason());
        }
        if (!base.present()) {
            return new Relative(null, Mark.ABSENT, "base: " + base.absentReason());
        }
        double v = value.measure().mean();
        double b = base.measure().mean();
        double ratio = b == 0 ? (v == 0 ? 1.0 : Double.POSITIVE_INFINITY) : v / b;
        return new Relative(ratio, mark(ratio, value.measure(), base.measure(), direction), null);
    }

    static Mark mark(double ratio, Measure value, Measure base, Direction direction) {
        Mark mark = classOf(ratio, direction);
        return mark != Mark.NONE && value.overlaps(base) && (value.n() > 1 || base.n() > 1) ? Mark.NONE : mark;
    }

    /**
     * The seed reports' class of a ratio, noise aside: at or beyond {@link Defaults#HIGHLIGHT_HIGH} or {@link
     * Defaults#HIGHLIGHT_LOW}, better or worse as the figure's direction says; {@link Mark#NONE} between.
     */
    public static Mark classOf(double ratio, Direction direction) {
        boolean up = ratio >= Defaults.HIGHLIGHT_HIGH;
        boolean down = ratio <= Defaults.HIGHLIGHT_LOW;
        if (!up && !down) {
            return Mark.NONE;
        }
        return up == (direction == Direction.HIGHER_IS_BETTER) ? Mark.BETTER : Mark.WORSE;
    }
}
