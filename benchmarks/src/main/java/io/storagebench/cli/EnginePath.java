package io.storagebench.cli;

import io.storagebench.api.EngineLoader;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --engine-path DIR}: a picocli mixin, shared by the commands that pick an engine (see {@link EngineLoader}). */
final class EnginePath {
    @Option(names = "--engine-path", paramLabel = "DIR",
            description = "Also load the engines in the jars of this directory (with the jars they need).")
    Path dir;

    /** The class loader to find engines with: the application's, or one over the jars of DIR. */
    ClassLoader loader() {
        return EngineLoader.of(dir);
    }
}
