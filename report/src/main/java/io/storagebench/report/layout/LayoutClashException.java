package io.storagebench.report.layout;

/** Two report layouts on one class path claim the same workload: which one lays it out is not the report's guess. */
public final class LayoutClashException extends RuntimeException {
    public LayoutClashException(String workload, Class<?> one, Class<?> other) {
        super("two report layouts claim workload '" + workload + "': " + origin(one) + " and " + origin(other));
    }

    /** The layout's class and the jar or directory it came from. */
    private static String origin(Class<?> layout) {
        var source = layout.getProtectionDomain().getCodeSource();
        return layout.getName() + (source == null ? "" : " in " + source.getLocation().getPath());
    }
}
