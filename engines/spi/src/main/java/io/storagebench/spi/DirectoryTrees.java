package io.storagebench.spi;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Removing a directory and everything under it: a run's directory, a managed server's data and socket directories,
 * a workload's scratch files. The one implementation storagebench and its engines share. Symbolic links are removed,
 * never followed, so a link in the tree cannot reach files outside it.
 */
public final class DirectoryTrees {
    private DirectoryTrees() {
    }

    /**
     * Removes {@code root} and everything under it, children before their directory. Nothing happens when
     * {@code root} is null or does not exist; a file that vanishes during the walk is not an error.
     *
     * @throws IOException the first file or directory that could not be removed
     */
    public static void delete(Path root) throws IOException {
        if (root == null || Files.notExists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException failure) throws IOException {
                if (failure != null) {
                    throw failure;
                }
                Files.deleteIfExists(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /**
     * {@link #delete} for clean-up after a run or a failure: says on stderr what it could not remove
     * ({@code storagebench: could not remove <root>: <why>}) and never throws.
     */
    public static void deleteOrWarn(Path root) {
        try {
            delete(root);
        } catch (IOException e) {
            System.err.println("storagebench: could not remove " + root + ": " + e.getMessage());
        }
    }
}
