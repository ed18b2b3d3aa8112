package io.storagebench.cli;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import picocli.CommandLine.Option;

/**
 * {@code --engine-path DIR}: engines found at run time. Every jar in DIR goes into one class loader whose parent is
 * the application's, so an engine jar sees the SPI (and anything else storagebench ships) and brings the rest,
 * such as its driver, as further jars in DIR. A picocli mixin, shared by the commands that pick an engine.
 */
final class EnginePath {
    @Option(names = "--engine-path", paramLabel = "DIR",
            description = "Also load the engines in the jars of this directory (with the jars they need).")
    Path dir;

    private ClassLoader loader;

    /** The class loader to find engines with: the application's, or one over the jars of DIR. */
    ClassLoader loader() {
        if (loader == null) {
            loader = dir == null ? Catalog.class.getClassLoader() : open(dir);
        }
        return loader;
    }

    private static ClassLoader open(Path dir) {
        if (!Files.exists(dir)) {
            throw new UsageException("engine path " + dir + " does not exist");
        }
        if (!Files.isDirectory(dir)) {
            throw new UsageException("engine path " + dir + " is not a directory");
        }
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars(dir)) {
            try (JarFile ignored = new JarFile(jar.toFile())) {
                urls.add(jar.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new UsageException("engine path: cannot name " + jar + " as a URL");
            } catch (IOException e) {
                throw new UsageException("engine path: " + jar + " is not a readable jar (" + e.getMessage() + ")");
            }
        }
        // never closed: the engines' classes are in use until the JVM exits
        return new URLClassLoader("storagebench-engine-path", urls.toArray(URL[]::new),
                Catalog.class.getClassLoader());
    }

    private static List<Path> jars(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new UsageException("engine path " + dir + " cannot be read: " + e.getMessage());
        }
    }
}
