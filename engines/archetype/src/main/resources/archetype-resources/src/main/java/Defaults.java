package ${package};

/** Every number that shapes the ${engineName} engine, in one place. */
public final class Defaults {
    /**
     * Heap bytes counted for each row or key-value entry on top of its values: the map node with its links and the
     * boxed key. The size {@code storageStats()} reports is this per entry plus the bytes of the values.
     */
    public static final int ENTRY_OVERHEAD_BYTES = 64;

    private Defaults() {
    }
}
