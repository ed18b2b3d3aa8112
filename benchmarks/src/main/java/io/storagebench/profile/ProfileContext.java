package io.storagebench.profile;

import io.storagebench.spi.WatchTargets;
import java.nio.file.Path;
import java.time.Duration;

/**
 * What a step profiler is told when a step's measured window opens.
 *
 * @param step    the step's name
 * @param dir     the step's directory under the bundle ({@code <bundle>.profiles/<step>/}), created on demand by
 *                whoever writes there first
 * @param prefix  how the bundle names files in {@code dir}, relative to the bundle's own directory
 * @param targets what to watch: the client JVM (this one), the server's PIDs
 * @param slice   the longest part of the window to profile, from its start
 */
public record ProfileContext(String step, Path dir, String prefix, WatchTargets targets, Duration slice) {

    /** The bundle's name for a file {@code name} in this step's directory. */
    public String named(String name) {
        return prefix + name;
    }
}
