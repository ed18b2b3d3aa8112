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
 * Engines found at run time ({@code --engine-path DIR}). Every jar in DIR goes into one class loader whose parent is
 * the application's, so an engine jar sees the SPI (and anything else storagebench ships) and brings the rest, such
 * as its driver, as further jars in DIR. One loader per directory per process: an engine's classes, once loaded, are
 * in use until the JVM exits, so the loader is never closed and a second run reuses it.
 */
public final class EngineLoader {
    private static final Map<Path, ClassLoader> LOADERS = new ConcurrentHashMap<>();

    private EngineLoader() {
    }

    /** The class loader to find engines with: the application's when {@code dir} is null, else one over its jars. */
    public static ClassLoader of(Path dir) {
        if (dir == null) {
            return EngineLoader.class.getClassLoader();
        }
        return LOADERS.computeIfAbsent(dir.toAbsolutePath().normalize(), EngineLoader::open);
    }

    private static ClassLoader open(Path dir) {
        if (!Files.exists(dir)) {
            throw new BadInputException("engine path " + dir + " does not exist");
        }
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("engine path " + dir + " is not a directory");
        }
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars(dir)) {
            try (JarFile ignored = new JarFile(jar.toFile())) {
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new BadInputException("engine path: cannot name " + jar + " as a URL");
            } catch (IOException e) {
                throw new BadInputException("engine path: " + jar + " is not a readable jar (" + e.getMessage() + ")");
            }
        }
        return new URLClassLoader("storagebench-engine-path", urls.toArray(URL[]::new),
                EngineLoader.class.getClassLoader());
    }

    private static List<Path> jars(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new BadInputException("engine path " + dir + " cannot be read: " + e.getMessage());
        }
    }
}
