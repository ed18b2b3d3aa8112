package io.storagebench.e2e;

import io.storagebench.spi.EngineProvider;
import io.storagebench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds a workload the way a third party would, outside this build: one Java source compiled with javax.tools against
 * the workload model and the engine SPI, a META-INF/services entry, a jar; the same for the project the workload
 * archetype generates.
 */
final class WorkloadJar {
    /** The workload archetype's templates: what a project generated from it holds. */
    private static final Path ARCHETYPE = Path.of("../../workloads/archetype/src/main/resources/archetype-resources")
            .toAbsolutePath().normalize();

    private WorkloadJar() {
    }

    /**
     * A workload {@code tinyw.<className>} named {@code name}: one step whose single thread puts {@code -p puts=N}
     * keys (default 500) into a new key-value space, and which needs {@code capability} of the engine besides
     * KEY_VALUE (null: nothing more).
     */
    static String source(String className, String name, String capability) {
        return """
                package tinyw;

                import io.storagebench.spi.Capability;
                import io.storagebench.spi.op.KvPut;
                import io.storagebench.spi.op.KvPutSpec;
                import io.storagebench.spi.schema.TableSpec;
                import io.storagebench.workload.*;
                import java.nio.ByteBuffer;
                import java.time.Duration;
                import java.util.*;

                public final class %1$s extends ProfiledWorkload {
                    public %1$s() {
                        super("%2$s", "a tiny workload from a jar on the plug-in path", List.of("tiny"),
                                List.of(ParameterSpec.of(List.of("tiny"), "puts", "keys to put", 500)));
                    }

                    @Override
                    protected WorkloadPlan plan(String profile, ParameterSet values) {
                        long puts = values.longIn("puts", 1, 1_000_000);
                        Step step = new Step("put", new Headline("putter", Unit.OPS, "ops"), Duration.ZERO, null,
                                List.of(), AfterStep.NOTHING, new Step.ProgressTarget("putter", Unit.OPS, puts),
                                engine -> {
                                    engine.createTable(TableSpec.keyValue("tiny", 8, 8));
                                    return List.of(new Actor("putter", 1, Pacing.CLOSED_LOOP, Role.DRIVER,
                                            (t, session) -> {
                                                KvPut put = session.prepare(new KvPutSpec("tiny"));
                                                long[] next = {0};
                                                return ctx -> {
                                                    if (next[0] == puts) {
                                                        return Worker.DONE;
                                                    }
                                                    byte[] key = ByteBuffer.allocate(8).putLong(next[0]++).array();
                                                    put.execute(key, key);
                                                    return 1;
                                                };
                                            }));
                                });
                        Set<Capability> needs = EnumSet.of(Capability.KEY_VALUE%3$s);
                        return new WorkloadPlan("%2$s", profile, values.asMap(), 1, needs, List.of(step));
                    }
                }
                """.formatted(className, name, capability == null ? "" : ", Capability." + capability);
    }

    /** Compiles the workload {@code tinyw.<className>} named {@code name} and writes a jar that registers it. */
    static Path build(Path workDir, Path jar, String className, String name, String capability) throws IOException {
        Path src = Files.createDirectories(workDir.resolve("wsrc-" + className).resolve("tinyw"));
        Path classes = Files.createDirectories(workDir.resolve("wclasses-" + className));
        Path source = Files.writeString(src.resolve(className + ".java"), source(className, name, capability));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String classpath = EngineJar.location(EngineProvider.class) + java.io.File.pathSeparator
                + EngineJar.location(Workload.class);
        List<String> args = List.of("--release", "17", "-cp", classpath, "-d", classes.toString(), source.toString());
        if (javac.run(null, null, null, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("javac failed on " + source);
        }
        Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(classes.resolve("META-INF/services/" + Workload.class.getName()), "tinyw." + className + "\n");
        return EngineJar.jar(classes, jar);
    }

    /**
     * The workload the archetype ({@code workloads/archetype}) generates with {@code package}, {@code workloadName}
     * and {@code workloadPrefix} as given: its main templates with those put in, as {@code archetype:generate} puts
     * them, compiled into a jar with its service file, as {@code mvn package} in the generated project makes it.
     */
    static Path fromArchetype(Path workDir, Path jar, Map<String, String> properties) throws IOException {
        Path src = Files.createDirectories(workDir.resolve("asrc"));
        Path classes = Files.createDirectories(workDir.resolve("aclasses"));
        List<String> args = new ArrayList<>(List.of("--release", "17", "-cp", EngineJar.location(EngineProvider.class)
                + java.io.File.pathSeparator + EngineJar.location(Workload.class), "-d", classes.toString()));
        try (Stream<Path> templates = Files.list(ARCHETYPE.resolve("src/main/java"))) {
            for (Path template : templates.toList()) {
                String file = generate(template.getFileName().toString(), properties);
                args.add(Files.writeString(src.resolve(file), generate(Files.readString(template), properties))
                        .toString());
            }
        }
        if (ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("javac failed on the archetype's templates in " + src);
        }
        String service = "META-INF/services/" + Workload.class.getName();
        Files.createDirectories(classes.resolve(service).getParent());
        Files.writeString(classes.resolve(service), generate(Files.readString(
                ARCHETYPE.resolve("src/main/resources").resolve(service)), properties));
        return EngineJar.jar(classes, jar);
    }

    private static String generate(String template, Map<String, String> properties) {
        String text = template;
        for (Map.Entry<String, String> p : properties.entrySet()) {
            text = text.replace("${" + p.getKey() + "}", p.getValue()).replace("__" + p.getKey() + "__", p.getValue());
        }
        return text;
    }

    /** A jar whose workload service file names a class that is not in it. */
    static Path brokenJar(Path workDir, Path jar) throws IOException {
        Path classes = Files.createDirectories(workDir.resolve("wclasses-broken/META-INF/services"));
        Files.writeString(classes.resolve(Workload.class.getName()), "tinyw.NoSuchWorkload\n");
        return EngineJar.jar(workDir.resolve("wclasses-broken"), jar);
    }
}
