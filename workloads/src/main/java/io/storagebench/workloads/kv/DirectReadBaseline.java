package io.storagebench.workloads.kv;

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
 * The baseline without fio, one per thread: each call is one 8 KB read at a random 8 KB-aligned offset with
 * O_DIRECT ({@link ExtendedOpenOption#DIRECT}) into an aligned direct buffer, synchronous, so queue depth 1 per
 * thread as fio's sync engine does.
 */
final class DirectReadBaseline implements Worker {
    private final BaselineFiles files;
    private final FileChannel channel;
    private final ByteBuffer buffer;
    private final SplittableRandom random;
    private final long blocks;

    DirectReadBaseline(BaselineFiles files, SplittableRandom random) {
        this.files = files;
        this.random = random;
        this.buffer = ByteBuffer.allocateDirect(2 * Defaults.BASELINE_BLOCK).alignedSlice(Defaults.BASELINE_BLOCK);
        try {
            this.channel = FileChannel.open(files.file(), StandardOpenOption.READ, ExtendedOpenOption.DIRECT);
            this.blocks = channel.size() / Defaults.BASELINE_BLOCK;
        } catch (IOException e) {
            files.release();
            throw new UncheckedIOException("cannot open " + files.file() + " with O_DIRECT: " + e.getMessage(), e);
        }
    }

    @Override
    public long run(OpContext ctx) {
        buffer.clear().limit(Defaults.BASELINE_BLOCK); // the aligned slice can be two blocks long
        long offset = random.nextLong(blocks) * Defaults.BASELINE_BLOCK;
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
