package io.storagebench.results;

import java.util.List;

/** The client JVM. */
public record JvmInfo(String vendor, String version, String vmName, long maxHeapBytes, List<String> arguments) {
    public JvmInfo {
        arguments = List.copyOf(arguments);
    }
}
