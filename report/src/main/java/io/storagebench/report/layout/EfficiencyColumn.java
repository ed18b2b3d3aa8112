package io.storagebench.report.layout;

import io.storagebench.report.compare.Direction;

/** A column of the efficiency tables: its heading (the reference's name), the bundle metric, which way is better. */
public record EfficiencyColumn(String heading, String metric, Direction direction) {
    public static EfficiencyColumn cost(String heading, String metric) {
        return new EfficiencyColumn(heading, metric, Direction.LOWER_IS_BETTER);
    }
}
