package io.storagebench.kv;

import io.storagebench.spi.DirectoryTrees;
import io.storagebench.spi.Engine;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The file a baseline step reads: as large as the database, in a sibling of the engine's data directory named
 * {@code <data dir>-baseline}, so it is on the same filesystem and inside the run's directory (removed with the run
 * whatever happens). Written with plain writes of random bytes (no sparse or deduplicable blocks) and fsync; read
 * with O_DIRECT in reads of {@link #block()} bytes (the engine's read size), so the page cache does not matter.
 * Deleted when the last of its readers finishes.
 */
final class BaselineFiles {
    static final String SUFFIX = "-baseline";
    static final String FILE = "baseline.dat";

    private final Path dir;
    private final int block;
    private final AtomicInteger readers;

    private BaselineFiles(Path dir, int block, int readers) {
        this.dir = dir;
        this.block = block;
        this.readers = new AtomicInteger(readers);
    }

    /** The baseline directory beside the engine's data directory. */
    static Path dirBeside(Engine engine) {
        Path data = engine.watchTargets().dataDir().orElseThrow(() -> new IllegalStateException(
                "the IO baseline needs the engine's data directory, and this engine has none on this machine"));
        Path absolute = data.toAbsolutePath().normalize();
        return absolute.resolveSibling(absolute.getFileName() + SUFFIX);
    }

    /**
     * Creates {@code dir} (removing what an earlier step left there) with one file of {@code bytes} rounded up to
     * whole blocks of {@code block} bytes, the size of each read, for {@code readers} readers; the last
     * {@link #release()} deletes it.
     */
    static BaselineFiles create(Path dir, long bytes, int block, int readers, SplittableRandom random) {
        if (block <= 0 || Integer.bitCount(block) != 1) {
            // O_DIRECT needs reads aligned to the device's logical block, which a power of two of 512 and up is
            throw new IllegalArgumentException("the baseline's read size must be a power of two, not " + block);
        }
        remove(dir);
        long blocks = Math.max(1, (bytes + block - 1) / block);
        try {
            Files.createDirectories(dir);
            try (FileChannel out = FileChannel.open(dir.resolve(FILE), StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                byte[] chunk = new byte[Defaults.BASELINE_WRITE_CHUNK];
                for (long left = blocks * block; left > 0; left -= chunk.length) {
                    random.nextBytes(chunk);
                    ByteBuffer buffer = ByteBuffer.wrap(chunk, 0, (int) Math.min(chunk.length, left));
                    while (buffer.hasRemaining()) {
                        out.write(buffer);
                    }
                }
                out.force(true);
            }
        } catch (IOException e) {
            remove(dir);
            throw new UncheckedIOException("cannot write the IO baseline's file in " + dir + ": " + e.getMessage(), e);
        }
        return new BaselineFiles(dir, block, readers);
    }

    /** Bytes of each read, and their alignment in the file. */
    int block() {
        return block;
    }

    /** The file to read. */
    Path file() {
        return dir.resolve(FILE);
    }

    /** The directory the file is in, for a reader's own scratch files. */
    Path dir() {
        return dir;
    }

    /** Called once by each reader when it finishes; the last one deletes the directory. */
    void release() {
        if (readers.decrementAndGet() == 0) {
            remove(dir);
        }
    }

    /** Deletes the directory and what it holds; nothing when it does not exist. */
    static void remove(Path dir) {
        try {
            DirectoryTrees.delete(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the IO baseline's files in " + dir + ": " + e.getMessage(),
                    e);
        }
    }
}
