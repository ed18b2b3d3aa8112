package io.storagebench.e2e;

import io.storagebench.spi.EngineProvider;
import io.storagebench.tck.reference.ReferenceEngine;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds an engine the way a third party would, outside this build: Java sources compiled with javax.tools against
 * the SPI (and the TCK, whose reference engine does the work), a META-INF/services entry, a jar.
 */
final class EngineJar {
    private EngineJar() {
    }

    /**
     * A provider {@code tiny.<className>} named {@code engineName} whose engine keeps its tables in the TCK's
     * in-memory reference engine and reports its own identity.
     */
    static String providerSource(String className, String engineName) {
        return """
                package tiny;

                import io.storagebench.spi.*;
                import io.storagebench.spi.schema.*;
                import io.storagebench.tck.reference.ReferenceEngine;
                import java.util.*;

                public final class %1$s implements EngineProvider {
                    public String name() { return "%2$s"; }
                    public String description() { return "a tiny in-memory engine from a jar on --engine-path"; }
                    public List<OptionSpec> options() { return List.of(); }
                    public Engine open(EngineConfig config) { return new Tiny(config); }

                    static final class Tiny implements Engine {
                        private final ReferenceEngine tables = new ReferenceEngine();
                        private final EngineConfig config;
                        Tiny(EngineConfig config) { this.config = config; }
                        public EngineIdentity identity() {
                            return new EngineIdentity("%2$s", "Tiny", "0.1", "", Map.of("tables", "on the heap"));
                        }
                        public Set<Capability> capabilities() { return tables.capabilities(); }
                        public void createTable(TableSpec table) { tables.createTable(table); }
                        public void dropTable(String table) { tables.dropTable(table); }
                        public void createIndex(IndexSpec index) { tables.createIndex(index); }
                        public Session openSession() { return tables.openSession(); }
                        public void quiesce() { tables.quiesce(); }
                        public StorageStats storageStats() { return tables.storageStats(); }
                        public WatchTargets watchTargets() {
                            return new WatchTargets(true, List.of(), Optional.of(config.dataDir()));
                        }
                        public void close() { tables.close(); }
                    }
                }
                """.formatted(className, engineName);
    }

    /** Compiles {@code tiny.<className>} and writes a jar that registers it as an engine provider. */
    static Path build(Path workDir, Path jar, String className, String engineName) throws IOException {
        return build(workDir, jar, className, providerSource(className, engineName), null);
    }

    /**
     * Compiles {@code source}, the provider {@code tiny.<className>}, with {@code driverSource} (a class
     * {@code tiny.driver.Driver}, or null) beside it, and jars the provider without the driver: an engine whose
     * driver jar the user forgot.
     */
    static Path build(Path workDir, Path jar, String className, String source, String driverSource)
            throws IOException {
        Path src = Files.createDirectories(workDir.resolve("src-" + className).resolve("tiny"));
        Path classes = Files.createDirectories(workDir.resolve("classes-" + className));
        List<String> sources = new ArrayList<>(List.of(
                Files.writeString(src.resolve(className + ".java"), source).toString()));
        if (driverSource != null) {
            Path driver = Files.createDirectories(src.resolve("driver")).resolve("Driver.java");
            sources.add(Files.writeString(driver, driverSource).toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String classpath = location(EngineProvider.class) + java.io.File.pathSeparator
                + location(ReferenceEngine.class);
        List<String> args = new ArrayList<>(List.of("--release", "17", "-cp", classpath, "-d", classes.toString()));
        args.addAll(sources);
        if (javac.run(null, null, null, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("javac failed on " + sources);
        }
        if (driverSource != null) {
            Files.delete(classes.resolve("tiny/driver/Driver.class"));
            Files.delete(classes.resolve("tiny/driver"));
        }
        Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(classes.resolve("META-INF/services/" + EngineProvider.class.getName()),
                "tiny." + className + "\n");
        return jar(classes, jar);
    }

    /**
     * An engine path under {@code dir} with the tiny engine, one line of its source replaced, built with
     * {@code driver} beside it but jarred without it (see {@link #build(Path, Path, String, String, String)}), and
     * the TCK it keeps its rows in.
     */
    static Path enginePath(Path dir, String className, String engineName, String driver, String line,
                           String replacement) throws IOException {
        Path engines = Files.createDirectories(dir.resolve("engines"));
        String source = providerSource(className, engineName);
        if (!source.contains(line)) {
            throw new IllegalArgumentException("the tiny engine has no line " + line);
        }
        build(dir, engines.resolve(engineName + ".jar"), className, source.replace(line, replacement), driver);
        tckJar(engines.resolve("storagebench-engine-tck.jar"));
        return engines;
    }

    /** A jar of the TCK (the reference engine's classes), for the engine path, from wherever the build put it. */
    static Path tckJar(Path jar) throws IOException {
        Path tck = location(ReferenceEngine.class);
        return Files.isDirectory(tck) ? jar(tck, jar) : Files.copy(tck, jar);
    }

    /** A jar whose service file names a class that is not in it. */
    static Path brokenJar(Path workDir, Path jar) throws IOException {
        Path classes = Files.createDirectories(workDir.resolve("classes-broken/META-INF/services"));
        Files.writeString(classes.resolve(EngineProvider.class.getName()), "tiny.NoSuchProvider\n");
        return jar(workDir.resolve("classes-broken"), jar);
    }

    static Path jar(Path dir, Path jar) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = new ArrayList<>(walk.filter(Files::isRegularFile).sorted().toList());
        }
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream jo = new JarOutputStream(out)) {
            for (Path f : files) {
                jo.putNextEntry(new JarEntry(dir.relativize(f).toString().replace('\\', '/')));
                jo.write(Files.readAllBytes(f));
                jo.closeEntry();
            }
        }
        return jar;
    }

    static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
