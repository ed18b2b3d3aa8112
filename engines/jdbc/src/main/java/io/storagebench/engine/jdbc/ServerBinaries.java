package io.storagebench.engine.jdbc;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Finds a server's executables: in the directory option {@code bin-dir} names, else on a search path. */
public final class ServerBinaries {
    private ServerBinaries() {
    }

    /**
     * The directory option {@code bin-dir} names, once it is checked to hold every one of {@code tools}.
     *
     * @throws IllegalArgumentException naming the tools when one is missing
     */
    public static Path binDir(String option, List<String> tools) {
        Path dir = Path.of(option);
        if (!holdsAll(dir, tools)) {
            throw new IllegalArgumentException("bad bin-dir '" + option + "': no executable "
                    + String.join(" and ", tools) + " in it");
        }
        return dir;
    }

    /** The directories of the PATH, in order. */
    public static List<Path> path() {
        List<Path> dirs = new ArrayList<>();
        for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                dirs.add(Path.of(entry));
            }
        }
        return dirs;
    }

    /** True when {@code dir} holds an executable of each name. */
    public static boolean holdsAll(Path dir, List<String> tools) {
        return tools.stream().allMatch(tool -> Files.isExecutable(dir.resolve(tool)));
    }

    /** The first executable named {@code tool} in {@code dirs}. */
    public static Optional<Path> first(List<Path> dirs, String tool) {
        return dirs.stream().map(d -> d.resolve(tool)).filter(Files::isExecutable).findFirst();
    }
}
