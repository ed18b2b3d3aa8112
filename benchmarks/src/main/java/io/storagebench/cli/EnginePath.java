package io.storagebench.cli;

import io.storagebench.api.EngineLoader;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * {@code --plugin-path DIR} ({@code --engine-path} is its older name): a picocli mixin, shared by the commands that
 * pick an engine or a workload (see {@link EngineLoader}). Without the option, {@code STORAGEBENCH_PLUGIN_PATH}.
 */
final class EnginePath {
    /** The environment variable that names the plug-in path when the option is not given. */
    static final String ENVIRONMENT = "STORAGEBENCH_PLUGIN_PATH";

    @Option(names = {"--plugin-path", "--engine-path"}, paramLabel = "DIR",
            description = {"Also load the engines and workloads in the jars of this directory (with the jars they "
                    + "need). Default: the directory STORAGEBENCH_PLUGIN_PATH names, if set.",
                "--engine-path is the same option."})
    Path dir;

    /** Where the variable is read; tests give their own. */
    Map<String, String> environment = System.getenv();

    /** The plug-in path: the option's, else the environment's, else null (none). */
    Path dir() {
        if (dir != null) {
            return dir;
        }
        String fromEnvironment = environment.get(ENVIRONMENT);
        return fromEnvironment == null || fromEnvironment.isBlank() ? null : Path.of(fromEnvironment);
    }

    /** The class loader to find engines with: the application's, or one over the jars of DIR. */
    ClassLoader loader() {
        return EngineLoader.of(dir());
    }

    /** The class loader to find workloads with: the thread's context class loader, or one over the jars of DIR. */
    ClassLoader workloadLoader() {
        return EngineLoader.forWorkloads(dir());
    }
}
