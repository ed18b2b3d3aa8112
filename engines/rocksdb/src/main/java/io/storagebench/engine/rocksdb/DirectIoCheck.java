package io.storagebench.engine.rocksdb;

import com.sun.nio.file.ExtendedOpenOption;
import io.storagebench.spi.EngineStartException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * The check of option {@code direct-io} before RocksDB opens: one aligned O_DIRECT write and read of a probe file
 * in the data directory. Without it a filesystem that refuses O_DIRECT (ramfs, tmpfs before Linux 6.6, some FUSE
 * mounts) fails inside RocksDB with an "Invalid argument" that does not say which file system is the problem.
 */
final class DirectIoCheck {
    static final String PROBE = ".direct-io-probe";

    private DirectIoCheck() {
    }

    /** Returns when the directory's filesystem takes O_DIRECT; else throws one line naming the filesystem. */
    static void require(Path dir) {
        Path probe = dir.resolve(PROBE);
        try {
            Files.createDirectories(dir);
            FileStore store = Files.getFileStore(dir);
            int size = (int) Math.max(Defaults.DIRECT_IO_PROBE_BYTES, store.getBlockSize());
            ByteBuffer buffer = ByteBuffer.allocateDirect(2 * size).alignedSlice(size).limit(size);
            try (FileChannel ch = FileChannel.open(probe, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE, ExtendedOpenOption.DIRECT)) {
                ch.write(buffer, 0);
                buffer.clear().limit(size);
                ch.read(buffer, 0);
            } finally {
                Files.deleteIfExists(probe);
            }
        } catch (IOException | UnsupportedOperationException e) {
            throw new EngineStartException("rocksdb: direct-io needs O_DIRECT, which " + filesystem(dir) + " at "
                    + dir + " does not support (" + e.getMessage() + "); put --work-dir on a disk filesystem",
                    List.of());
        }
    }

    private static String filesystem(Path dir) {
        try {
            return Files.getFileStore(dir).type();
        } catch (IOException e) {
            return "the filesystem";
        }
    }
}
