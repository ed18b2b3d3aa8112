package io.storagebench.api;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Engines and workloads found at run time, the plug-in path ({@code --plugin-path DIR}, also {@code --engine-path},
 * or {@code STORAGEBENCH_PLUGIN_PATH}). Every jar in DIR goes into one class loader whose parent is the
 * application's, so a plug-in jar sees the SPIs (and anything else storagebench ships) and brings the rest, such as
 * an engine's driver, as further jars in DIR; a forked run is handed the same DIR and opens the same loader. One loader per directory per process: an engine's classes, once loaded, are
 * in use until the JVM exits, so the loader is never closed and a second run reuses it.
 */
public final class EngineLoader {
    private static final Map<Path, ClassLoader> LOADERS = new ConcurrentHashMap<>();

    private EngineLoader() {
    }

    /** The class loader to find engines and workloads with: the application's when {@code dir} is null, else one over its jars. */
    public static ClassLoader of(Path dir) {
        if (dir == null) {
            return EngineLoader.class.getClassLoader();
        }
        return LOADERS.computeIfAbsent(dir.toAbsolutePath().normalize(), EngineLoader::open);
    }

    /**
     * The class loader to find workloads with: one over the jars of {@code dir}, or without one the thread's context
     * class loader, where {@code ServiceLoader} looks by default (a Maven plugin's dependencies are found there).
     */
    public static ClassLoader forWorkloads(Path dir) {
        return dir == null ? Thread.currentThread().getContextClassLoader() : of(dir);
    }

    private static ClassLoader open(Path dir) {
        if (!Files.exists(dir)) {
            throw new BadInputException("plug-in path " + dir + " does not exist");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("plug-in path " + dir + " is not a directory");
        }
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars(dir)) {
            try (JarFile ignored = new JarFile(jar.toFile())) {
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new BadInputException("plug-in path: cannot name " + jar + " as a URL");
            } catch (IOException e) {
                throw new BadInputException("plug-in path: " + jar + " is not a readable jar (" + e.getMessage() + ")");
            }
        }
        return new URLClassLoader("storagebench-plugin-path", urls.toArray(URL[]::new),
                EngineLoader.class.getClassLoader());
    }

    private static List<Path> jars(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new BadInputException("plug-in path " + dir + " cannot be read: " + e.getMessage());
        }
    }
}
