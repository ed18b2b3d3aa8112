package io.storagebench.api;

import io.storagebench.spi.EngineProvider;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Optional;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;

/**
 * Finds a class an engine from {@code --engine-path} needs but no jar there holds, typically its JDBC driver. The
 * JVM loads classes lazily, so such a provider lists its name and description fine and fails only when the run
 * opens it; reading the class names its jar's classes refer to (their constant pools) and loading each finds the gap
 * up front.
 */
public final class EngineClasses {
    private static final int CLASS_MAGIC = 0xCAFEBABE;
    /** How deep {@link #linkageIn} looks among causes: far more than any driver nests, and never in a loop. */
    private static final int MAX_CAUSES = 16;
    /** A class name as a NoClassDefFoundError gives it, internal ({@code a/b/C}) or binary ({@code a.b.C}). */
    private static final Pattern CLASS_NAME = Pattern.compile("[\\p{javaJavaIdentifierPart}$/.]+");

    private EngineClasses() {
    }

    /** The first class (by name) the provider's jar refers to that its class loader cannot load; none for the built-in engines. */
    public static Optional<String> missing(EngineProvider provider) {
        Path jar = jar(provider);
        if (jar == null || provider.getClass().getClassLoader() == Catalog.class.getClassLoader()) {
            return Optional.empty();
        }
        ClassLoader loader = provider.getClass().getClassLoader();
        for (String name : referencedClasses(jar)) {
            try {
                Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                return Optional.of(name);
            }
        }
        return Optional.empty();
    }

    /**
     * A {@link LinkageError} that escaped the provider's engine, wherever it did (the open, a session, a step's
     * setup, an operation in a worker thread), as one line naming the engine and its jar: a class no jar holds as
     * {@link #advice} says it, any other (a method or field another version of a class lacks) with what is missing.
     */
    public static String linkage(EngineProvider provider, LinkageError e) {
        return missingClass(e).map(name -> advice(provider, name)).orElseGet(() -> "engine " + provider.name()
                + jarNote(provider) + " lacks what storagebench uses: " + lacking(e));
    }

    /** What a LinkageError says is missing: its kind and the class, method or native symbol, in binary names. */
    static String lacking(LinkageError e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " " + e.getMessage().replace('/', '.'));
    }

    /**
     * The first {@link LinkageError} among {@code t} and its causes: an engine or driver may wrap one (a static
     * initialiser's in an ExceptionInInitializerError, a pool's in its own exception).
     */
    public static Optional<LinkageError> linkageIn(Throwable t) {
        Throwable cause = t;
        for (int depth = 0; cause != null && depth < MAX_CAUSES; depth++, cause = cause.getCause()) {
            if (cause instanceof LinkageError e) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /**
     * The class a {@link NoClassDefFoundError} says could not be found, as a binary name: its cause's (a
     * ClassNotFoundException), else its message when that is a class name. A class that is there but failed to
     * initialise ("Could not initialize class ...") is not missing.
     */
    static Optional<String> missingClass(LinkageError e) {
        if (!(e instanceof NoClassDefFoundError)) {
            return Optional.empty();
        }
        String name = e.getCause() instanceof ClassNotFoundException c ? c.getMessage() : e.getMessage();
        return name != null && CLASS_NAME.matcher(name).matches()
                ? Optional.of(name.replace('/', '.')) : Optional.empty();
    }

    /** One line for a provider that cannot load a class it needs: the class and the jar to add. */
    public static String advice(EngineProvider provider, String missingClass) {
        Path jar = jar(provider);
        return "engine " + provider.name() + jarNote(provider) + " needs class " + missingClass + ", which no jar on "
                + "the engine path holds: add the jar that has it (its driver?) to "
                + (jar == null ? "--engine-path" : jar.getParent());
    }

    /** The provider's jar in parentheses, after its name; nothing when it is not from a jar. */
    private static String jarNote(EngineProvider provider) {
        Path jar = jar(provider);
        return jar == null ? "" : " (" + jar.getFileName() + ")";
    }

    /** The jar the provider's class came from, or null when it is not a jar. */
    static Path jar(EngineProvider provider) {
        var source = provider.getClass().getProtectionDomain().getCodeSource();
        try {
            Path path = source == null ? null : Path.of(source.getLocation().toURI());
            return path != null && Files.isRegularFile(path) ? path : null;
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    /** Every class the jar's classes name in their constant pools, as binary names, arrays reduced to elements. */
    static TreeSet<String> referencedClasses(Path jar) {
        TreeSet<String> names = new TreeSet<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (Enumeration<JarEntry> e = file.entries(); e.hasMoreElements(); ) {
                JarEntry entry = e.nextElement();
                if (entry.getName().endsWith(".class") && !entry.getName().endsWith("module-info.class")) {
                    try (InputStream in = file.getInputStream(entry)) {
                        classNames(new DataInputStream(in), names);
                    }
                }
            }
        } catch (IOException e) {
            // EnginePath already refused an unreadable jar; a class file it cannot parse is left to the JVM
        }
        return names;
    }

    /** Adds the CONSTANT_Class entries of one class file (JVMS 4.4). */
    private static void classNames(DataInputStream in, TreeSet<String> names) throws IOException {
        if (in.readInt() != CLASS_MAGIC) {
            return;
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        int[] classIndex = new int[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 7 -> classIndex[i] = in.readUnsignedShort();
                case 8, 16, 19, 20 -> in.readUnsignedShort();
                case 15 -> in.skipBytes(3);
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
                case 5, 6 -> {
                    in.readLong();
                    i++; // a long or double takes two entries
                }
                default -> {
                    return;
                }
            }
        }
        for (int index : classIndex) {
            if (index > 0 && utf8[index] != null) {
                String name = utf8[index].replaceFirst("^\\[+", "");
                if (name.startsWith("L") && name.endsWith(";")) {
                    name = name.substring(1, name.length() - 1);
                } else if (utf8[index].startsWith("[")) {
                    continue; // an array of primitives
                }
                names.add(name.replace('/', '.'));
            }
        }
    }
}
