package io.storagebench.report.check;

import java.util.Set;

/**
 * What the gate is told: the thresholds, and which differences between baseline and candidate settings are the
 * point of the comparison (names as {@link SettingsDifference} gives them: {@code param.rows.l.i0},
 * {@code engine.compression}).
 */
public record CheckOptions(Thresholds thresholds, Set<String> allowedDifferences) {
    public CheckOptions {
        allowedDifferences = Set.copyOf(allowedDifferences);
    }

    public static CheckOptions defaults() {
        return new CheckOptions(Thresholds.defaults(), Set.of());
    }
}
