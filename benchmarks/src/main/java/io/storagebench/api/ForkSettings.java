package io.storagebench.api;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * How a run's own JVM is started: the java launcher, the JVM options and the class path. By default this JVM's:
 * its launcher, its options (heap, GC, -D settings: a run in a fork is measured with the same JVM settings it would
 * have had here, as JMH passes its host's options to its forks) and its class path. A host whose class path is not
 * {@code java.class.path} (a Maven plugin's class realm) names its own.
 *
 * @param java      the java launcher
 * @param jvmArgs   options before the class path
 * @param classPath the class path: storagebench, its engines and workloads
 */
public record ForkSettings(Path java, List<String> jvmArgs, List<Path> classPath) {
    public ForkSettings {
        jvmArgs = List.copyOf(jvmArgs);
        classPath = List.copyOf(classPath);
    }

    /** This JVM's launcher, options and class path. */
    public static ForkSettings current() {
        return current(Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(s -> !s.isEmpty()).map(Path::of).toList());
    }

    /** This JVM's launcher and options, with {@code classPath}. */
    public static ForkSettings current(List<Path> classPath) {
        List<String> args = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                // a debugger's agent would make the fork wait on the parent's port
                .filter(a -> !a.startsWith("-agentlib:jdwp") && !a.startsWith("-Xrunjdwp"))
                .toList();
        return new ForkSettings(Path.of(System.getProperty("java.home"), "bin", "java"), args, classPath);
    }
}
