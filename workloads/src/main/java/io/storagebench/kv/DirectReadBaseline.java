package io.storagebench.kv;

import com.sun.nio.file.ExtendedOpenOption;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;

/**
 * The baseline without fio, one per thread: each call is one read of the files' block size (the engine's read: 8 KB
 * or InnoDB's 16 KB) at a random offset aligned to it, with
 * O_DIRECT ({@link ExtendedOpenOption#DIRECT}) into an aligned direct buffer, synchronous, so queue depth 1 per
 * thread as fio's sync engine does.
 */
final class DirectReadBaseline implements Worker {
    private final BaselineFiles files;
    private final FileChannel channel;
    private final ByteBuffer buffer;
    private final SplittableRandom random;
    private final long blocks;
    private final int block;

    DirectReadBaseline(BaselineFiles files, SplittableRandom random) {
        this.files = files;
        this.random = random;
        this.block = files.block();
        this.buffer = ByteBuffer.allocateDirect(2 * block).alignedSlice(block);
        try {
            this.channel = FileChannel.open(files.file(), StandardOpenOption.READ, ExtendedOpenOption.DIRECT);
            this.blocks = channel.size() / block;
        } catch (IOException e) {
            files.release();
            throw new UncheckedIOException("cannot open " + files.file() + " with O_DIRECT: " + e.getMessage(), e);
        }
    }

    @Override
    public long run(OpContext ctx) {
        buffer.clear().limit(block); // the aligned slice can be two blocks long
        long offset = random.nextLong(blocks) * block;
        try {
            while (buffer.hasRemaining()) {
                if (channel.read(buffer, offset + buffer.position()) < 0) {
                    throw new IllegalStateException("end of " + files.file() + " at " + offset);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("O_DIRECT read of " + files.file() + " failed: " + e.getMessage(), e);
        }
        return 1;
    }

    @Override
    public void finish() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            files.release();
        }
    }
}
