package io.storagebench.kv;

import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ParameterSpec;
import java.util.List;

/**
 * The parameters the kv steps use, validated once. The io-efficiency workload has no MultiGet, range or
 * whilewriting steps, so it takes db_bench's values for those.
 *
 * @param keys              keys fillseq writes, 0 .. keys-1 (--num)
 * @param threads           client threads of every read and write step but fillseq (--threads)
 * @param seconds           measured seconds of each timed step (--duration)
 * @param warmupSeconds     seconds at the start of each timed step excluded from measurement
 * @param keySize           bytes per key (--key_size), at least the 8 of the key number
 * @param valueSize         bytes per value (--value_size)
 * @param compressionRatio  fraction of each 100-byte value piece that is random (--compression_ratio)
 * @param batch             keys per MultiGet of multireadrandom (--batch_size)
 * @param seekNexts         nexts after each seek of fwdrange and revrange (--seek_nexts)
 * @param overwriteFraction fraction of the keys overwritesome writes, over all threads
 * @param writerMbPerSec    the *whilewriting writer's rate in MB/s (--benchmark_write_rate_limit / 1e6)
 * @param seed              seed of every random choice
 */
record KvParameters(long keys, int threads, long seconds, long warmupSeconds, int keySize, int valueSize,
                    double compressionRatio, int batch, int seekNexts, double overwriteFraction,
                    double writerMbPerSec, long seed) {

    /** The parameters of the data both workloads write, with db_bench's values in every profile. */
    static List<ParameterSpec> dataSpecs(List<String> profiles) {
        return List.of(
                ParameterSpec.of(profiles, "key-size", "bytes per key: the key number big-endian, then '0' "
                        + "(--key_size)", Defaults.KEY_SIZE),
                ParameterSpec.of(profiles, "value-size", "bytes per value (--value_size)", Defaults.VALUE_SIZE),
                ParameterSpec.of(profiles, "compression-ratio", "fraction of each 100-byte value piece that is "
                        + "random (--compression_ratio)", Defaults.COMPRESSION_RATIO),
                ParameterSpec.of(profiles, "overwrite-fraction", "fraction of the keys overwritesome writes, over "
                        + "all its threads", Defaults.OVERWRITE_FRACTION),
                ParameterSpec.of(profiles, "seed", "seed of every random choice", Defaults.SEED));
    }

    /** The kv workload's values. */
    static KvParameters forKv(ParameterSet p) {
        return from(p, p.intIn("threads", 1, 4096), p.intIn("batch", 1, 100_000),
                p.intIn("seek-nexts", 0, 1_000_000), p.doubleIn("writer-mb-per-sec", 0.001, 1e6));
    }

    /** The io-efficiency workload's values; its steps that are not per thread count run {@code threads}. */
    static KvParameters forIoEfficiency(ParameterSet p, int threads) {
        return from(p, threads, Defaults.BATCH, Defaults.SEEK_NEXTS, Defaults.WRITER_MB_PER_SEC);
    }

    private static KvParameters from(ParameterSet p, int threads, int batch, int seekNexts, double writer) {
        long keys = p.longIn("keys", 1, Long.MAX_VALUE / 2);
        double fraction = p.doubleIn("overwrite-fraction", 0, 1);
        if (Math.round(keys * fraction) < 1) {
            throw new InvalidParameterException("parameter overwrite-fraction " + fraction + " of " + keys
                    + " keys overwrites no key: raise it or keys");
        }
        return new KvParameters(keys, threads, p.longIn("seconds", 1, 86_400 * 7), p.longIn("warmup", 0, 86_400),
                p.intIn("key-size", Defaults.KEY_NUMBER_BYTES, 1 << 16), p.intIn("value-size", 1, 1 << 24),
                p.doubleIn("compression-ratio", 0.01, 1), batch, seekNexts, fraction, writer,
                p.longIn("seed", Long.MIN_VALUE, Long.MAX_VALUE));
    }

    /** Bytes of one key and its value. */
    long pairBytes() {
        return (long) keySize + valueSize;
    }

    /** Puts per second of the *whilewriting writer. */
    double writerPutsPerSecond() {
        return writerMbPerSec * 1e6 / pairBytes();
    }

    /** Keys overwritesome writes over all its threads. */
    long overwrites() {
        return Math.round(keys * overwriteFraction);
    }
}
